// The contact requests inbox in the browser (docs/decisions/0047-contact-inbox-and-order-admin.md): two requests
// arrive through the contact form's API; an admin logs in, opens the inbox from the admin menu (Shop), finds the
// German request, answers it with the keyboard and sees the reply and the new status; then, in English, answers
// the English request and marks it done. Each reply's mail (DATA_DIR/outbox) goes to the requester, Reply-To the
// shop. The pages are checked at 1280 px and at 390 px; SCREENSHOT_DIR=<dir> saves them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'postfach@firma-test.example', password: 'Postfach#Admin2026' };
const API = { apiCode: 'shop-dev-api-code' };
const german = { email: `anfrage-${Date.now()}@kunde-test.example`, lastname: 'Quellmann', company: 'Quellmann Formenbau GmbH', message: 'Wir brauchen 120 Auswerferstifte mit Verdrehsicherung. Bitte um Rückruf.', locale: 'de' };
const english = { email: `request-${Date.now()}@customer-test.example`, lastname: 'Whitfield', company: 'Whitfield Moulding Ltd', message: 'Please quote 40 m of hose SL-EPDM-006 with couplings, delivery to Leeds.', locale: 'en' };

let browser: Browser;
let server: { baseUrl: string; dataDir: string; stop: () => Promise<void> };
let page: Page;
let errors: string[];

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, SEED_PRODUCTS: '60', DATABASE_URL: '' })]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = watchErrors(page);
  for (const [i, sender] of [german, english].entries()) await sendContactRequest(sender, `203.0.113.${10 + i}`);
}, 240_000);
afterAll(async () => {
  await page?.close();
  await browser?.close();
  await server?.stop();
});

/** The proof of work (the browser's contact form does the same with WebCrypto). */
function solve(challenge: { salt: string; difficulty: number }): string {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(`${challenge.salt}${n}`, 'utf8').digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= challenge.difficulty) return String(n);
  }
}

async function sendContactRequest(sender: typeof german, address: string): Promise<void> {
  const request = page.request;
  const challenge = (await (await request.get(`${server.baseUrl}/api/user/challenge`, { headers: API })).json()).data;
  const res = await request.post(`${server.baseUrl}/api/facade/frontend/contact-form`, {
    headers: { ...API, 'x-forwarded-for': address },
    data: {
      formId: 'main',
      salutation: 'mr',
      firstname: 'Tom',
      lastname: sender.lastname,
      email: sender.email,
      message: sender.message,
      additionalFields: [{ i18nId: 'company', value: sender.company }],
      locale: sender.locale,
      privacyPolicyAccepted: true,
      challenge: { ...challenge, nonce: solve(challenge) },
    },
  });
  expect((await res.json()).data).toEqual({ resultStatus: 'success' });
}

/** The mails in the outbox to `to` (raw .eml text), waiting until there are `count`. */
async function mailsTo(to: string, count: number): Promise<string[]> {
  const dir = join(server.dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(dir, f), 'utf8'))
          .filter((raw) => new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}\\r?$`, 'm').test(raw))
      : [];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function shot(name: string): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The menu becomes a closed panel at this width; its slide-out is let finish before the picture.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No part of the page reaches beyond the window's width (usable at 390 px without sideways scrolling of the page). */
async function fitsWidth(width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect([width, overflow]).toEqual([width, 0]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('admin: contact requests inbox', () => {
  it('German: finds the request from the admin menu and answers it with the keyboard', async () => {
    await page.goto(`${server.baseUrl}/admin/anmeldung`);
    await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${server.baseUrl}/admin`);

    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Kontaktanfragen' }).click();
    await page.waitForURL(`${server.baseUrl}/admin/shop/kontaktanfragen`);
    await page.locator('h1', { hasText: 'Kontaktanfragen' }).waitFor();
    await page.getByText('2 Anfragen').waitFor();
    expect(await page.locator('.ao-table tbody tr').first().innerText()).toContain(english.company);
    await page.getByLabel('Status', { exact: true }).selectOption('new');
    await page.waitForURL(/status=new/);
    await page.getByText('2 Anfragen').waitFor();
    await page.getByLabel('Suche', { exact: true }).fill('verdrehsicherung');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=verdrehsicherung/);
    await page.getByText('1 Anfrage', { exact: true }).waitFor();
    await fitsWidth(390);
    await shot('contact-inbox-de');

    await page.locator('.ao-table tbody tr').first().getByRole('link').click();
    await page.waitForURL(/crid=\d+/);
    await page.getByRole('heading', { name: /^Kontaktanfrage \d+$/ }).waitFor();
    await page.getByText(german.message).waitFor();
    await page.getByText('Noch keine Antwort.').waitFor();

    // The reply by keyboard: the text field, Tab to the status (stays "In Bearbeitung"), Tab to send, Enter.
    await page.getByLabel(`Antwort an ${german.email}`).focus();
    await page.keyboard.type('Guten Tag Herr Quellmann,\nwir rufen Sie heute noch an.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel('Status danach').getAttribute('id'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`Die Antwort wurde an ${german.email} gesendet.`).waitFor();
    await page.locator('.cr-replies li', { hasText: 'wir rufen Sie heute noch an.' }).waitFor();
    await page.locator('.ao-title').getByText('In Bearbeitung').waitFor();
    expect(await page.getByLabel(`Antwort an ${german.email}`).inputValue()).toBe('');
    await fitsWidth(390);
    await shot('contact-request-de');

    const [, reply] = await mailsTo(german.email, 2);
    expect(reply).toMatch(/^Reply-To: info@hydratec\.example\r?$/m);
    expect(reply.replace(/=\r\n/g, '')).toMatch(/wir rufen Sie heute noch an/);
  });

  it('English: answers the English request and marks it done', async () => {
    await page.goto(`${server.baseUrl}/en/admin/shop/contact-requests`);
    await page.locator('h1', { hasText: 'Contact requests' }).waitFor();
    await page.getByText('2 requests').waitFor();
    await page.getByRole('link', { name: /^Open request \d+$/ }).first().click();
    await page.getByRole('heading', { name: /^Contact request \d+$/ }).waitFor();
    await page.getByText(english.message).waitFor();
    await page.getByLabel(`Reply to ${english.email}`).fill('Dear Mr Whitfield, our quote follows today.');
    await page.getByLabel('Status afterwards').selectOption('done');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(`The reply was sent to ${english.email}.`).waitFor();
    await page.locator('.ao-title').getByText('Done').waitFor();
    await shot('contact-request-en');

    const [, reply] = await mailsTo(english.email, 2);
    expect(reply).toMatch(/^Subject: Your request to HydraTec Industriebedarf GmbH \[#\d+\]\r?$/m);
    expect(reply).toMatch(/^Reply-To: info@hydratec\.example\r?$/m);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('done');
    await page.getByText('1 request', { exact: true }).waitFor();
    expect(await page.getByText(`The reply was sent to ${english.email}.`).count()).toBe(0);
    expect(await page.locator('.ao-table tbody tr').first().innerText()).toContain(english.company);
    await shot('contact-inbox-en');
    expect(errors).toEqual([]);
  });

  it('orders: the list shows net, VAT and gross; an order takes an internal note and resends its confirmation', async () => {
    await page.goto(`${server.baseUrl}/admin/shop/bestellungen`);
    const head = page.locator('.ao-table thead');
    await head.waitFor();
    expect((await head.innerText()).replace(/\s+/g, ' ')).toMatch(/NETTO MWST\. BRUTTO/i);
    await page.locator('.ao-table tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { name: /^Bestellung \d+$/ }).waitFor();
    await page.getByText('Noch keine Notizen.').waitFor();
    await page.getByLabel('Neue Notiz (nur für Admins sichtbar)').fill('Kunde wünscht Teillieferung.');
    await page.getByRole('button', { name: 'Notiz speichern' }).click();
    await page.getByText('Die Notiz wurde gespeichert.').waitFor();
    await page.locator('.ao-notes li', { hasText: 'Kunde wünscht Teillieferung.' }).getByText(/^Shop Admin, /).waitFor();
    await page.getByRole('button', { name: 'Auftragsbestätigung erneut senden' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Auftragsbestätigung erneut senden' });
    await dialog.getByRole('button', { name: 'Ja, senden' }).click();
    await page.getByText(/^Die Auftragsbestätigung wurde erneut an .+ gesendet\.$/).waitFor();
    await fitsWidth(390);
    await shot('order-notes-de');
    expect(errors).toEqual([]);
  });
});
