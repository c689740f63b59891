// The admin app's dashboard (ADR 0023): an admin logs in, sees the figures, the revenue chart and the to-do
// strip, refreshes the statistics, follows a figure to the list behind it (the security monitor) and finds the
// refresh in the audit log; on a phone the page fits its width. On a server of its own with a known admin.
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'morgens@firma-test.example', password: 'Morgens#Admin2025' };
let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ DATABASE_URL: '', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password })]);
}, 240000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(password);
  await answerAntiSpam(page.locator('main'));
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

describe('admin dashboard', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('an admin logs in and sees the figures, the chart and what needs attention', async () => {
    await page.goto(server.baseUrl + '/admin');
    // Not logged in: the admin app sends the visitor to its own login.
    await page.waitForURL(server.baseUrl + '/admin/anmeldung');
    await logIn(page, 'Falsch#Passwort1');
    await page.getByText(/nicht korrekt|falsch|ungültig/i).first().waitFor();
    await logIn(page, ADMIN.password);
    await page.waitForURL(server.baseUrl + '/admin');
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor();

    const table = page.getByRole('table', { name: 'Bestellungen und Umsatz' });
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Heute', '7 Tage', '30 Tage']);
    expect(await table.locator('tbody th').allTextContents()).toEqual(['Bestellungen', 'Umsatz netto', 'Neue Kunden']);
    // The figures are the API's, the revenue formatted in German.
    const api = await page.evaluate(async () => {
      const res = await fetch('/api/admin/reports/dashboard', { headers: { apiCode: 'shop-dev-api-code', Accept: 'application/json' } });
      return (await res.json()).data;
    });
    const thirty = api.windows[2];
    expect((await table.locator('tbody tr').nth(0).locator('td').nth(2).textContent())?.trim()).toBe(String(thirty.orders));
    expect((await table.locator('tbody tr').nth(1).locator('td').nth(2).textContent())?.trim()).toMatch(/^[\d.]+,\d\d €$/);

    const chart = page.locator('[data-testid="revenue-chart"]');
    await chart.waitFor();
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.locator('rect').count()).toBe(30);
    expect(await page.locator('.revenue-chart figcaption').textContent()).toMatch(/^Umsatz pro Tag vom .+: zusammen .+ €/);

    // The failed login above is on the to-do strip, marked in words, not by colour alone.
    const logins = page.locator('[data-figure="logins"]');
    expect(await logins.locator('.dash-attention__value').textContent()).toBe('1');
    expect(await logins.textContent()).toContain('Bitte prüfen');
  });

  it('refreshes the statistics from the dashboard', async () => {
    await page.getByRole('button', { name: 'Statistik aktualisieren' }).click();
    await page.getByText('Die Statistik ist aktualisiert.', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Gesucht, nicht gefunden' }).waitFor();
  });

  it("follows a figure's link to the list behind it and finds the refresh in the audit log", async () => {
    await page.locator('[data-figure="logins"] a').click();
    await page.waitForURL(server.baseUrl + '/admin/monitoring/security');
    await page.locator('h1', { hasText: 'Sicherheit' }).waitFor();
    await page.getByRole('cell', { name: 'Admin-Anmeldung fehlgeschlagen' }).first().waitFor();
    await page.getByRole('link', { name: 'Änderungsprotokoll' }).click();
    await page.waitForURL(server.baseUrl + '/admin/monitoring/security?tab=audit');
    const row = page.locator('table tbody tr').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('job.start');
    expect(await row.textContent()).toContain(ADMIN.email);
    expect(await row.textContent()).toContain('refreshStatistics');
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  });

  it('fits a phone: no horizontal scrolling at 390 px, the figures as cards', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.baseUrl + '/admin');
    await page.locator('[data-testid="revenue-chart"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('.dash-window').count()).toBe(3);
    expect(await page.getByRole('table', { name: 'Bestellungen und Umsatz' }).isVisible()).toBe(false);
  });
});
