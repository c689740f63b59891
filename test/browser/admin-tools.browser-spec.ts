import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, watchErrors } from './support';

// The tools page (ADR 0028) on a shop of its own with a known administrator: start "update sitemap" and watch
// its progress bar reach done with its result, stop and start a schedule; the system info page. With
// SCREENSHOT_DIR set, screenshots of both pages (desktop and 390 px) are written there to be looked at.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'werkzeug@firma-test.example', password: 'Werkzeug#Admin26' };

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer({ DEMO_DATA: 'true', SEED_PRODUCTS: '10', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' }),
  ]);
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apiCode: 'shop-dev-api-code' },
    body: JSON.stringify({ ...ADMIN, locale: 'de', isPermanentLogin: false }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('shop_admin_session='))!;
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'shop_admin_session', value: cookie.split(';')[0].split('=')[1], url: server.baseUrl }]);
  page = await context.newPage();
  errors = watchErrors(page);
}, 240000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function shot(name: string, width?: number): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  if (width) await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  if (width) await page.setViewportSize({ width: 1280, height: 900 });
}

describe('admin tools page', () => {
  it('starts "update sitemap" and shows its progress bar reach done with the result', async () => {
    await page.goto(`${server.baseUrl}/admin/system/werkzeuge`);
    await page.locator('h1', { hasText: 'Werkzeuge' }).waitFor();
    const card = page.locator('[data-tool="updateSitemap"]');
    await card.getByText('Noch nie gelaufen').waitFor();
    // Every tool of the spec works in this shop: none says it is unavailable, and the two that live on pages of
    // their own link there.
    expect(await page.getByText('In dieser Installation nicht verfügbar.').count()).toBe(0);
    expect(await page.locator('[data-tool="restore"] a').getAttribute('href')).toBe('/admin/system/backup');
    expect(await page.locator('[data-tool="importExport"] a').getAttribute('href')).toBe('/admin/system/import-und-export');
    await card.getByRole('button', { name: 'Starten: Sitemap aktualisieren' }).click();
    // The job runs on the shop's job runner beside everything else the test run does: on a busy machine it has
    // taken over 30 s; what is checked is that the bar reaches done, not how fast.
    await card.locator('[data-state="done"]').waitFor({ timeout: 90000 });
    const bar = card.locator('progress');
    expect(await bar.getAttribute('value')).toBe(await bar.getAttribute('max'));
    await card.getByText('1 von 1').waitFor();
    await card.getByText('URLs').waitFor();
    expect(Number((await card.locator('dt', { hasText: 'URLs' }).locator('xpath=following-sibling::dd[1]').innerText()).replace(/\D/g, ''))).toBeGreaterThan(10);
    await card.getByRole('button', { name: 'Starten: Sitemap aktualisieren' }).waitFor();
    await shot('admin-tools');
    await shot('admin-tools-390', 390);
  });

  it('stops and starts a schedule; the change survives a reload', async () => {
    const row = () => page.locator('[data-schedule="cleanup"]');
    await row().getByText('Aktiv', { exact: true }).waitFor();
    await row().getByRole('button', { name: 'Anhalten: Abgelaufene Daten bereinigen' }).click();
    await row().getByText('Angehalten', { exact: true }).waitFor();
    await page.reload();
    await row().getByText('Angehalten', { exact: true }).waitFor();
    await row().getByRole('button', { name: 'Starten: Abgelaufene Daten bereinigen' }).click();
    await row().getByText('Aktiv', { exact: true }).waitFor();
    await row().getByLabel('Intervall für Abgelaufene Daten bereinigen').selectOption('21600');
    await row().locator('select').and(page.locator(':not([disabled])')).waitFor();
    await page.reload();
    expect(await row().getByLabel('Intervall für Abgelaufene Daten bereinigen').inputValue()).toBe('21600');
  });

  it('the system info page shows versions, database, disk and the configuration with secrets masked', async () => {
    await page.goto(`${server.baseUrl}/admin/system/info`);
    await page.locator('h1', { hasText: 'Systeminfo' }).waitFor();
    await page.getByText('Eingebettet (PGlite)').waitFor();
    await page.getByRole('heading', { name: 'Konfiguration' }).waitFor();
    const adminPassword = page.locator('tr', { has: page.locator('th', { hasText: /^shopAdminPassword$/ }) });
    expect(await adminPassword.locator('td').innerText()).toBe('••••••••');
    expect(await page.content()).not.toContain(ADMIN.password);
    await shot('admin-system-info');
    await shot('admin-system-info-390', 390);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
