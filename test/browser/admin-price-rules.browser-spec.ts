// Admin price rules in the browser (ADR 0025): an admin creates a group price rule for the demo
// dealer's pricing group with the preview, then the dealer (another browser context) logs in on the storefront
// and sees the new price on the product page. The page is also checked at 390 px (nothing wider than the screen).
// Screenshots go to SCREENSHOT_DIR when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { answerAntiSpam } from './identity-support';
import { acceptCookies, launch, watchErrors } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'preisregeln@firma-test.example', password: 'Preise#Admin2026' };
const DEALER = { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025' };
const HOSE = 'SL-EPDM-006';
const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };

beforeAll(async () => {
  // A shop of its own: the rule created here must not change the prices other suites expect.
  [browser, server] = await Promise.all([launch(), startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, SEED_PRODUCTS: '300', CATALOGUE_REFRESH_SECONDS: '3600' })]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage });
};

function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

async function adminPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto(server.baseUrl + '/admin/anmeldung', { waitUntil: 'networkidle' });
  await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await answerAntiSpam(page.locator('main'));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(server.baseUrl + '/admin');
  return page;
}

describe('a group price rule made with the preview', () => {
  let previewPrice = '';

  it('the admin creates it for the dealer group, after the preview shows what the dealer will pay', async () => {
    const page = await adminPage(1280);
    const errors = watchErrors(page);
    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Preisregeln' }).click();
    await page.locator('h1', { hasText: 'Preisregeln' }).waitFor();
    await page.locator('.price-rules__table tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, 'price-rules-1280.png');

    await page.getByRole('button', { name: 'Neue Preisregel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Preisregel' });
    await dialog.waitFor();
    await dialog.getByLabel('Gilt für').selectOption('group');
    await dialog.getByLabel(/^Preisgruppe der Kunden/).fill('haendler');
    await dialog.getByLabel(/^Artikelnummer/).first().fill(HOSE);
    await dialog.getByLabel(/^Prozent \(z\. B\./).fill('-30');
    await dialog.getByLabel(/^Priorität/).fill('5');

    // The preview: the dealer by e-mail, the hose, one metre — priced with this unsaved rule.
    const preview = dialog.getByRole('region', { name: 'Vorschau' });
    await preview.getByLabel(/^Kunde \(leer: Gast\)/).fill(DEALER.email);
    await preview.getByLabel(/^Artikelnummer/).fill(HOSE);
    await preview.getByLabel(/^Menge/).fill('1');
    await preview.getByRole('button', { name: 'Preis berechnen' }).click();
    await preview.getByTestId('preview-rule').filter({ hasText: 'diese Regel (noch nicht gespeichert)' }).waitFor();
    await preview.getByText(`${DEALER.email} zahlt für 1 × ${HOSE}:`).waitFor();
    previewPrice = ((await preview.getByTestId('preview-price').textContent()) ?? '').trim();
    expect(previewPrice).toMatch(/€/);
    await shot(page, 'price-rules-editor-1280.png', false);

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Preisregel wurde gespeichert.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('.price-rules__table tbody tr', { hasText: `Artikel ${HOSE}` }).filter({ hasText: 'haendler' }).filter({ hasText: '-30' });
    await row.waitFor();
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the dealer logs in on the storefront and sees that price on the product page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(server.baseUrl + '/anmelden', { waitUntil: 'networkidle' });
    await acceptCookies(page);
    await page.locator('main').getByLabel(/^E-Mail-Adresse/).fill(DEALER.email);
    await page.locator('main input[name="password"]').fill(DEALER.password);
    await answerAntiSpam(page.locator('main'));
    await page.locator('main').getByRole('button', { name: 'Anmelden' }).click();
    await page.getByTestId('account-menu-button').waitFor();
    const res = await page.request.post(server.baseUrl + '/api/catalogue/products/by-ids', { headers: { apiCode: 'shop-dev-api-code' }, data: { ids: [HOSE], locale: 'de' } });
    await page.goto(server.baseUrl + (await res.json()).data.items[0].path, { waitUntil: 'networkidle' });
    const price = page.locator('.buybox .price .price__value');
    await price.waitFor();
    expect(await price.textContent()).toContain(previewPrice);
    expect(await page.locator('.buybox .price .price__discount').textContent()).toContain('30');
    await context.close();
  });

  it('the page is usable at 390 px: the list as cards, nothing wider than the screen, the form reachable', async () => {
    const page = await adminPage(390);
    await page.goto(server.baseUrl + '/admin/shop/preisregeln', { waitUntil: 'networkidle' });
    await page.locator('.price-rules__table tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'price-rules-390.png');
    await page.getByRole('button', { name: 'Neue Preisregel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Preisregel' });
    await dialog.getByLabel(/^Prozent \(z\. B\./).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Saving an empty group rule: the messages stand next to their fields.
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte geben Sie eine gültige Preisgruppe an').waitFor();
    // A discount of 150 % and a group no customer is in: each refusal next to its field, before anything is sent.
    await dialog.getByLabel(/^Preisgruppe der Kunden/).fill('xyz');
    await dialog.getByLabel(/^Artikelnummer/).first().fill('SL-EPDM-006');
    await dialog.getByLabel(/^Prozent \(z\. B\./).fill('-150');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Der Prozentsatz muss über −100 und höchstens bei 100 liegen').waitFor();
    await dialog.getByText('In dieser Preisgruppe ist kein Kunde').waitFor();
    await shot(page, 'price-rules-editor-390.png', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
