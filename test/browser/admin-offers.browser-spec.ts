// Offers through to an order in the browser (docs/decisions/0046-offers-to-orders.md), in German and in
// English: the admin opens an offer from the offer list, changes a unit price, sends the offer, accepts it
// after the confirmation and finds the order it became. SCREENSHOT_DIR=<dir> saves the offer list and the
// offer page at 1280 and 390 px, and the customer's offers page.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'angebote@firma-test.example', password: 'Angebote#Admin2026' };
/** A SCARA robot of the demo automation family and a coupling. */
const ROBOT = 'RB-SC-003-0400';
const COUPLING = 'KU-CL-C-013-AL';

let browser: Browser;
let server: { baseUrl: string; dataDir: string; stop: () => Promise<void> };
let page: Page;
let errors: string[];

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' })]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = watchErrors(page);
}, 240_000);
afterAll(async () => {
  await page?.close();
  await browser?.close();
  await server?.stop();
});

async function shot(name: string, width = 1280): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.setViewportSize({ width, height: 900 });
  // The admin menu's panel slides when the width crosses its breakpoint: shoot once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A guest's offer request through the API: its number. */
async function requestOffer(email: string, locale: 'de' | 'en'): Promise<string> {
  const res = await page.request.post(`${server.baseUrl}/api/order/offer/guest/new`, {
    headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { offer: { type: 'buy', buyer: { company: 'Beispiel Automation GmbH', firstname: 'Jana', lastname: 'Novak', email }, positions: [{ productId: ROBOT, qty: '1' }, { productId: COUPLING, qty: '4' }] }, locale },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { offerNumber: string } }).data.offerNumber;
}

async function journey(texts: { menu: string; offers: string; price: RegExp; typed: string; lineTotal: string; save: string; saved: string; send: string; sent: string; accept: string; yes: string; accepted: RegExp; orderLink: RegExp; orderHeading: RegExp; statusAccepted: string }, number: string, shots: string | null): Promise<void> {
  await page.getByRole('navigation', { name: texts.menu }).getByRole('link', { name: texts.offers, exact: true }).click();
  await page.locator('h1', { hasText: texts.offers }).waitFor();
  if (shots) {
    await shot(`${shots}-list`, 1280);
    await shot(`${shots}-list`, 390);
  }
  await page.getByRole('link', { name: new RegExp(number) }).click();
  await page.locator('h1', { hasText: number }).waitFor();
  if (shots) {
    await shot(`${shots}-detail`, 1280);
    await shot(`${shots}-detail`, 390);
  }

  // Change the first position's unit price; the server computes the line again.
  await page.getByLabel(texts.price).fill(texts.typed);
  await page.getByRole('button', { name: texts.save }).click();
  await page.getByText(texts.saved).waitFor();
  await page.locator('.aof-table tbody tr').first().getByText(texts.lineTotal).waitFor();

  await page.getByRole('button', { name: texts.send }).click();
  await page.getByText(texts.sent).waitFor();

  await page.getByRole('button', { name: texts.accept }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.yes }).click();
  await page.getByText(texts.accepted).waitFor();
  await page.locator('.ao-badge', { hasText: texts.statusAccepted }).waitFor();
  if (shots) await shot(`${shots}-accepted`, 1280);

  await page.getByRole('link', { name: texts.orderLink }).click();
  await page.locator('h1', { hasText: texts.orderHeading }).waitFor();
}

describe('admin: an offer through to an order', () => {
  it('logs in', async () => {
    await page.goto(`${server.baseUrl}/admin/anmeldung`);
    await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);
  });

  it('German: opens the offer, changes a price, sends it, accepts it and finds the order', async () => {
    const number = await requestOffer('jana.novak.de@automation.example', 'de');
    await journey(
      {
        menu: 'Admin-Menü',
        offers: 'Angebote',
        price: 'Einzelpreis netto von Position 1 in EUR',
        typed: '15.000,50',
        lineTotal: '15.000,50 €',
        save: 'Änderungen speichern',
        saved: 'Gespeichert. Preise und Summen hat der Server neu berechnet.',
        send: 'Als PDF an den Käufer senden',
        sent: 'Das Angebot wurde als PDF an jana.novak.de@automation.example gesendet.',
        accept: 'Angenommen – Auftrag anlegen',
        yes: 'Ja',
        accepted: /Aus dem Angebot wurde Auftrag \d+\./,
        orderLink: /Auftrag \d+ öffnen/,
        orderHeading: /Bestellung/,
        statusAccepted: 'Angenommen',
      },
      number,
      'offers-de',
    );
    // The order shows the offered price.
    await page.getByText('15.000,50 €').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('English: the same journey', async () => {
    const number = await requestOffer('jana.novak.en@automation.example', 'en');
    await page.goto(`${server.baseUrl}/en/admin`);
    await journey(
      {
        menu: 'Admin menu',
        offers: 'Offers',
        price: 'Net unit price of position 1 in EUR',
        typed: '14,999.99',
        lineTotal: '€14,999.99',
        save: 'Save changes',
        saved: 'Saved. The server computed the prices and totals again.',
        send: 'Send to the buyer as a PDF',
        sent: 'The offer was sent as a PDF to jana.novak.en@automation.example.',
        accept: 'Accepted – create the order',
        yes: 'Yes',
        accepted: /The offer became order \d+\./,
        orderLink: /Open order \d+/,
        orderHeading: /Order/,
        statusAccepted: 'Accepted',
      },
      number,
      'offers-en',
    );
    await page.getByText('€14,999.99').first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the buyer’s offers in the account area', () => {
  it('the customer finds the offer and the status the admin set, linked from the account menu, in German and English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
    const buyerPage = await context.newPage();
    const buyerErrors = watchErrors(buyerPage);
    const headers = { apiCode: 'shop-dev-api-code', 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' };
    const login = await context.request.post(`${server.baseUrl}/api/facade/frontend/login`, { headers, data: { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025', isPermanentLogin: true, locale: 'de' } });
    expect(login.status()).toBe(200);
    const asked = await context.request.post(`${server.baseUrl}/api/order/offer/new`, { headers, data: { offer: { type: 'rentalPurchaseOffer', positions: [{ productId: ROBOT, qty: '1' }] }, locale: 'de' } });
    expect(asked.status()).toBe(200);
    const { offerId, offerNumber } = ((await asked.json()) as { data: { offerId: number; offerNumber: string } }).data;
    // The admin (the first page's session) sends it.
    const sent = await page.request.post(`${server.baseUrl}/api/admin/offers/${offerId}/send`, { headers, data: { expectedVersion: 1 } });
    expect(sent.status()).toBe(200);

    await buyerPage.goto(`${server.baseUrl}/konto`);
    await buyerPage.getByRole('navigation', { name: 'Kundenkonto' }).getByRole('link', { name: 'Angebote', exact: true }).click();
    await buyerPage.locator('h1', { hasText: 'Angebote' }).waitFor();
    const row = buyerPage.locator('table tbody tr', { hasText: offerNumber });
    await row.getByText('Angebot gesendet').waitFor();
    await row.getByText('Mietkauf').waitFor();
    if (process.env.SCREENSHOT_DIR) {
      await buyerPage.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'account-offers-de-1280.png'), fullPage: true });
      await buyerPage.setViewportSize({ width: 390, height: 844 });
      await buyerPage.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'account-offers-de-390.png'), fullPage: true });
    }
    await buyerPage.goto(`${server.baseUrl}/en/account/offers`);
    await buyerPage.locator('table tbody tr', { hasText: offerNumber }).getByText('Offer sent').waitFor();
    expect(buyerErrors).toEqual([]);
    await context.close();
  });
});
