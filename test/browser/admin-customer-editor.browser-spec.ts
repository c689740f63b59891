// The admin's customer editor in the browser (docs/decisions/0045-admin-customer-editor.md), in German and in
// English: an admin adds and changes a customer's address and his master data on the profile page, by keyboard and
// labelled fields; refused input shows next to its field; the change shows on the page and in the customer's record.
// SCREENSHOT_DIR=<dir> saves the users list and the profile (with its forms) at 1280 and 390 px.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'kundenpflege@firma-test.example', password: 'Pflege#Admin2026' };
const CUSTOMER = 'kunde@hydratec.example';

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };
let page: Page;
let errors: string[];
let uid = 0;

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

async function shot(name: string): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  // From the top: the sticky admin bar would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The admin menu slides away at this width: the picture waits for its transition (no assertion depends on it).
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The customer's record as the admin API answers it (the page's own session cookie). */
async function record(): Promise<{ user: { company: string; addresses: Array<{ city: string; zip: string; nameLine1: string }> } }> {
  const res = await page.request.get(`${server.baseUrl}/api/admin/users/${uid}`, { headers: { apiCode: 'shop-dev-api-code' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

describe('admin: the customer editor', () => {
  it('logs in and opens the customer from the users list (pricing group by its label)', async () => {
    await page.goto(`${server.baseUrl}/admin/anmeldung`);
    await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Benutzer' }).click();
    await page.getByLabel('Suche', { exact: true }).fill(CUSTOMER);
    await page.getByRole('button', { name: 'Suchen' }).click();
    const row = page.locator('.ao-table tbody tr').first();
    await row.getByText(CUSTOMER).waitFor();
    // The demo customer is in pricing group "haendler": the list shows its label.
    await row.getByText('Händler', { exact: true }).waitFor();
    await shot('customer-editor-users');
    await row.getByRole('link').click();
    await page.waitForURL(/\/admin\/benutzer\/profil\?uid=\d+/);
    uid = Number(new URL(page.url()).searchParams.get('uid'));
    expect(uid).toBeGreaterThan(0);
  });

  it('German: adds an address (a wrong zip shown next to its field), then changes it; the change shows', async () => {
    const book = page.locator('section', { has: page.getByRole('heading', { name: 'Adressen' }) });
    await book.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Neue Adresse' }) });
    await form.getByLabel(/^Firma bzw\. Name/).fill('Lager Nord GmbH');
    await form.getByLabel(/^Straße und Hausnummer/).fill('Kaiweg 12');
    await form.getByLabel(/^PLZ/).fill('24');
    await form.getByLabel(/^Ort/).fill('Kiel');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await form.getByText('Bitte geben Sie eine gültige Postleitzahl ein.').waitFor();
    expect(await form.getByLabel(/^PLZ/).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel(/^PLZ/).fill('24103');
    // Saved with the keyboard: Enter in a field submits the form.
    await form.getByLabel(/^PLZ/).press('Enter');
    await page.getByText('Die Adresse wurde gespeichert.').waitFor();
    await book.getByText('Kaiweg 12').waitFor();
    expect((await record()).user.addresses.map((a) => a.nameLine1)).toContain('Lager Nord GmbH');

    await book.getByRole('button', { name: 'Adresse Lager Nord GmbH bearbeiten' }).click();
    const edit = page.locator('form', { has: page.getByRole('heading', { name: 'Adresse bearbeiten' }) });
    await edit.getByLabel(/^Ort/).fill('Lübeck');
    await edit.getByLabel(/^PLZ/).fill('23552');
    await shot('customer-editor-address-de');
    await edit.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Die Adresse wurde gespeichert.').waitFor();
    await book.getByText(/23552 Lübeck/).waitFor();
    const saved = (await record()).user.addresses.find((a) => a.nameLine1 === 'Lager Nord GmbH');
    expect(saved).toMatchObject({ city: 'Lübeck', zip: '23552' });
  });

  it('German: changes the master data (company) in its form', async () => {
    await page.getByRole('button', { name: 'Stammdaten bearbeiten' }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Stammdaten bearbeiten' }) });
    await form.getByLabel(/^Firma/).fill('HydraTec Handel GmbH');
    await shot('customer-editor-details-de');
    await form.getByRole('button', { name: 'Stammdaten speichern' }).click();
    await page.getByText('Die Stammdaten wurden gespeichert.').waitFor();
    await page.locator('.ao-dl').getByText('HydraTec Handel GmbH', { exact: true }).waitFor();
    expect((await record()).user.company).toBe('HydraTec Handel GmbH');
  });

  it('English: changes the address again; the page shows the change in English', async () => {
    await page.goto(`${server.baseUrl}/en/admin/users/profile?uid=${uid}`);
    const book = page.locator('section', { has: page.getByRole('heading', { name: 'Addresses' }) });
    await book.getByRole('button', { name: 'Edit address Lager Nord GmbH' }).click();
    const edit = page.locator('form', { has: page.getByRole('heading', { name: 'Edit address' }) });
    await edit.getByLabel(/^City/).fill('Bremen');
    await edit.getByLabel(/^Postcode/).fill('28195');
    await edit.getByLabel(/^VAT ID/).fill('ATU12345678');
    await edit.getByRole('button', { name: 'Save address' }).click();
    // The VAT id is checked as the checkout checks it: refused next to its field.
    expect(await edit.getByLabel(/^VAT ID/).getAttribute('aria-invalid')).toBe('true');
    await edit.getByLabel(/^VAT ID/).fill('ATU13585627');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('The address has been saved.').waitFor();
    await book.getByText(/28195 Bremen/).waitFor();
    await shot('customer-editor-profile-en');
    const saved = (await record()).user.addresses.find((a) => a.nameLine1 === 'Lager Nord GmbH');
    expect(saved).toMatchObject({ city: 'Bremen', zip: '28195' });
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
