// The admin product editor in the browser (docs/decisions/0044-admin-product-editor.md): an admin opens a product
// from the product list ("Bearbeiten"), changes its price and text in German, saves, and the storefront's
// product page shows them at once; then the same in English on /en/admin/shop/product?pid=. Screenshots of the
// editor at 1280 and 390 px go to SCREENSHOT_DIR when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { acceptCookies, launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'produkt.editor@firma-test.example', password: 'Produkt#Editor2026' };
const API = { apiCode: 'shop-dev-api-code' };

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };
let page: Page;
let errors: string[];
let productId = '';

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, SEED_PRODUCTS: '60', DATABASE_URL: '' })]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = watchErrors(page);
}, 240_000);
afterAll(async () => {
  await page?.close();
  await browser?.close();
  await server?.stop();
});

async function shot(name: string, clip?: { x: number; y: number; width: number; height: number }): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, ...(clip ? { clip } : {}) });
}

/** The buyer's product path in a language (the storefront's own answer). */
async function productPath(locale: 'de' | 'en'): Promise<string> {
  const res = await page.request.get(`${server.baseUrl}/api/catalogue/products/${encodeURIComponent(productId)}?locale=${locale}`, { headers: API });
  expect(res.status()).toBe(200);
  return (await res.json()).data.path as string;
}

describe('admin: product editor', () => {
  it('logs in and opens a product from the product list', async () => {
    await page.goto(`${server.baseUrl}/admin/anmeldung`);
    await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);
    // A product buyers can order (not on request only).
    const list = await page.request.get(`${server.baseUrl}/api/admin/products?active=true&pageSize=50`, { headers: API });
    productId = ((await list.json()).data.items as Array<{ id: string; onlyOnRequest: boolean }>).find((p) => !p.onlyOnRequest)!.id;

    await page.goto(`${server.baseUrl}/admin/shop/produkte?q=${encodeURIComponent(productId)}`);
    const row = page.locator(`tr[data-product-id="${productId}"]`);
    await row.waitFor();
    await shot('admin-product-list-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('admin-product-list-390', { x: 0, y: 0, width: 390, height: 900 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('link', { name: /^Bearbeiten/ }).click();
    await page.waitForURL(`${server.baseUrl}/admin/shop/produkt?pid=${encodeURIComponent(productId)}`);
    await page.locator('h1', { hasText: productId }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Artikelnummer', exact: true }).inputValue()).toBe(productId);
  });

  it('changes price and text in German; the storefront product page shows them at once', async () => {
    const german = page.getByRole('group', { name: 'Deutsch' });
    await german.getByLabel('Name', { exact: true }).fill('Editor-Testschlauch Deutsch');
    await german.getByLabel('Kurztext').fill('Neuer Kurztext aus dem Editor');
    await page.getByLabel('Listenpreis (netto)').fill('77,70');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert. Käufer sehen die Änderung sofort.').waitFor();
    await shot('admin-product-editor-de-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await shot('admin-product-editor-de-390-top', { x: 0, y: 0, width: 390, height: 1400 });
    await shot('admin-product-editor-de-390-end', { x: 0, y: Math.max(0, height - 1400), width: 390, height: 1400 });
    await page.setViewportSize({ width: 1280, height: 900 });

    const shopPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopPage.goto(`${server.baseUrl}${await productPath('de')}`);
    await acceptCookies(shopPage);
    await shopPage.locator('h1', { hasText: 'Editor-Testschlauch Deutsch' }).waitFor();
    await shopPage.getByText('Neuer Kurztext aus dem Editor').first().waitFor();
    await shopPage.getByText(/77,70\s€/).first().waitFor();
    await shopPage.close();
  });

  it('in English: changes price and text on /en/admin/shop/product?pid=; the English product page shows them', async () => {
    await page.goto(`${server.baseUrl}/en/admin/shop/product?pid=${encodeURIComponent(productId)}`);
    await page.locator('h1', { hasText: `Edit product ${productId}` }).waitFor();
    const english = page.getByRole('group', { name: 'English' });
    await english.getByLabel('Name', { exact: true }).fill('Editor test hose English');
    await english.getByLabel('Short text').fill('New short text from the editor');
    expect(await page.getByLabel('List price (net)').inputValue()).toBe('77.70');
    await page.getByLabel('List price (net)').fill('88.80');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Buyers see the change at once.').waitFor();
    await shot('admin-product-editor-en-1280');

    const shopPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopPage.goto(`${server.baseUrl}${await productPath('en')}`);
    await acceptCookies(shopPage);
    await shopPage.locator('h1', { hasText: 'Editor test hose English' }).waitFor();
    await shopPage.getByText('New short text from the editor').first().waitFor();
    await shopPage.getByText(/€88\.80/).first().waitFor();
    await shopPage.close();
  });

  it('picks a download from the media library by keyboard', async () => {
    const downloads = page.locator('.pe-media > div').nth(2).locator('.pe-files li');
    const before = await downloads.count();
    await page.getByRole('button', { name: 'Add a download' }).click();
    const picker = page.getByRole('dialog', { name: 'File of the media library' });
    await picker.waitFor();
    const first = picker.locator('.pe-picker__item').first();
    await first.waitFor();
    await shot('admin-product-editor-picker-1280');
    await first.focus();
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    expect(await downloads.count()).toBe(before + 1);
    // Escape closes the picker without a choice.
    await page.getByRole('button', { name: 'Add a picture' }).click();
    await picker.waitFor();
    await page.getByRole('searchbox', { name: 'Search the media' }).press('Escape');
    await picker.waitFor({ state: 'detached' });
  });

  it('a refused value is shown next to its field, in the page’s language', async () => {
    await page.getByLabel('Packaging unit (order step)').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The packaging unit (order step) must be above 0.').waitFor();
    expect(await page.getByLabel('Packaging unit (order step)').getAttribute('aria-describedby')).toMatch(/error/);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
