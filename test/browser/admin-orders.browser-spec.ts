// Admin orders and users in the browser (ADR 0024): an admin logs in, finds an order by the customer's
// e-mail, opens it from the customer's profile (the pptc back link returns to the profile's orders tab),
// cancels it through the confirmation dialog, and sees the dashboard's order figure drop by one.
// SCREENSHOT_DIR=<dir> also saves the order list and the order page at 1280 px.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'chefin@firma-test.example', password: 'Chefin#Admin2026' };
const CUSTOMER = 'kunde@hydratec.example';

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };
let page: Page;
let errors: string[];

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
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The dashboard's orders of the last 30 days (canceled ones left out), read from its API with the admin's cookie. */
async function dashboardOrders(): Promise<number> {
  const res = await page.request.get(`${server.baseUrl}/api/admin/reports/dashboard`, { headers: { apiCode: 'shop-dev-api-code' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.windows[2].orders as number;
}

describe('admin: orders and customers', () => {
  let ordersBefore = 0;
  let orderId = '';

  it('logs in and finds the customer’s orders by e-mail', async () => {
    await page.goto(`${server.baseUrl}/admin/anmeldung`);
    await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);
    ordersBefore = await dashboardOrders();

    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Bestellungen' }).click();
    await page.locator('h1', { hasText: 'Bestellungen' }).waitFor();
    await page.locator('.ao-table tbody tr').first().waitFor();
    await page.getByLabel('Suche', { exact: true }).fill(CUSTOMER);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/\?q=kunde%40hydratec\.example/);
    await page.getByText('4 Bestellungen').waitFor();
    const rows = page.locator('.ao-table tbody tr');
    expect(await rows.count()).toBe(4);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(CUSTOMER);
    // Filters live in the URL: the status filter narrows the same search.
    await page.getByLabel('Status', { exact: true }).selectOption('inProgress');
    await page.waitForURL(/status=inProgress/);
    await page.getByText('1 Bestellung', { exact: true }).waitFor();
    orderId = (await rows.first().locator('td').first().innerText()).trim();
    expect(orderId).toMatch(/^\d+$/);
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByText('4 Bestellungen').waitFor();
    await shot('admin-order-list');
  });

  it('opens the order from the customer’s profile and cancels it after confirming', async () => {
    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Benutzer' }).click();
    await page.getByLabel('Suche', { exact: true }).fill(CUSTOMER);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.locator('.ao-table tbody tr').first().getByRole('link').click();
    await page.waitForURL(/\/admin\/benutzer\/profil\?uid=\d+/);
    const uid = new URL(page.url()).searchParams.get('uid');
    // The customer's own prices (the demo dealer has one on KU-CL-C-013-AL), with the way to edit them.
    const ownPrices = page.locator('section', { has: page.getByRole('heading', { name: 'Eigene Preise des Kunden' }) });
    await ownPrices.getByText('KU-CL-C-013-AL').waitFor();
    expect(await ownPrices.getByRole('link', { name: /Eigene Preise in den Preisregeln bearbeiten/ }).getAttribute('href')).toBe(`/admin/shop/preisregeln?scope=customer&q=${encodeURIComponent(CUSTOMER)}`);
    await page.getByRole('navigation', { name: 'Bereiche des Profils' }).getByRole('link', { name: 'Bestellungen' }).click();
    await page.waitForURL(/tabId=orders/);
    await page.getByRole('heading', { name: 'Bestellungen (ohne Stornos)' }).waitFor();
    await page.getByRole('link', { name: `Bestellung ${orderId} öffnen` }).click();
    await page.waitForURL(new RegExp(`oid=${orderId}&pptc=adminUserProfile&uid=${uid}`));
    await page.locator('h1', { hasText: `Bestellung ${orderId}` }).waitFor();
    await page.getByText('In Bearbeitung').first().waitFor();
    await shot('admin-order-detail');

    await page.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Bestellung ${orderId} stornieren?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByText('Der Status ist jetzt: Storniert. Der Kunde wird per E-Mail informiert.').waitFor();
    await page.locator('.ao-history').getByText('In Bearbeitung → Storniert').waitFor();

    // The back link goes to the parent page of pptc: the profile's orders tab.
    await page.getByRole('link', { name: 'Zurück zum Kundenprofil' }).click();
    await page.waitForURL(new RegExp(`/admin/benutzer/profil\\?uid=${uid}&tabId=orders`));
    await page.getByText('Nicht mitgezählt: 2 stornierte Bestellungen').waitFor();
  });

  it('the dashboard counts one order less', async () => {
    expect(await dashboardOrders()).toBe(ordersBefore - 1);
    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Dashboard' }).click();
    // The figures table: the orders row's 30-day cell (the canceled order was placed three days ago).
    const thirtyDays = page.getByRole('table', { name: 'Bestellungen und Umsatz' }).locator('tbody tr').nth(0).locator('td').nth(2);
    await thirtyDays.waitFor();
    const deadline = Date.now() + 10_000;
    while ((await thirtyDays.textContent())?.trim() !== String(ordersBefore - 1) && Date.now() < deadline) await page.waitForTimeout(200);
    expect((await thirtyDays.textContent())?.trim()).toBe(String(ordersBefore - 1));
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
