// VAT by buyer and destination in the checkout (docs/vat.md): a guest from an Austrian business enters its
// VAT id in the address; the review shows the 0 % line and the reverse-charge note with both VAT ids. A
// malformed id is named at the field; an id VIES says is not registered shows why Austrian VAT is charged.
// VIES is the stand-in of the test setup (test/api/support/fake-vies.js).
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

const POSITIONS = [
  { productId: 'KU-CL-C-013-AL', qty: '12' },
  { productId: 'SL-EPDM-006', qty: '20' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A guest's checkout to Linz up to the review, with `vatId` in the (shipping = billing) address. */
async function reviewWithVatId(page: Page, vatId: string): Promise<void> {
  await page.goto(baseUrl() + '/impressum');
  await page.locator('h1').first().waitFor();
  await page.evaluate((positions) => localStorage.setItem('shop:cart', JSON.stringify({ id: 'c-vat', dateUpdated: new Date().toISOString(), positions })), POSITIONS);
  await page.goto(baseUrl() + '/kasse', { waitUntil: 'networkidle' });
  await textbox(page, 'Firma').fill('Kunststoff Linz GmbH');
  await textbox(page, 'Vorname').fill('Anna');
  await textbox(page, 'Nachname').fill('Huber');
  await textbox(page, 'E-Mail-Adresse').fill('anna.huber@linz.example');
  await textbox(page, 'Firma bzw. Name').fill('Kunststoff Linz GmbH');
  await textbox(page, 'Straße und Hausnummer').fill('Industriezeile 5');
  await textbox(page, 'PLZ').fill('4020');
  await textbox(page, 'Ort').fill('Linz');
  const options = page.waitForResponse((r) => r.url().endsWith('/api/checkout/options') && (r.request().postData() ?? '').includes('"AT"'));
  await page.getByRole('combobox', { name: 'Land' }).selectOption('AT');
  await options;
  await page.getByRole('textbox', { name: /USt-IdNr/ }).fill(vatId);
  await page.getByRole('button', { name: 'Weiter zu Versand und Zahlung' }).click();
  await page.getByText('Lieferung nach Österreich').waitFor();
  await page.getByRole('radio', { name: /Vorkasse/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await page.getByRole('heading', { name: /Bestellung prüfen/ }).waitFor();
}

describe('VAT in the checkout', () => {
  it('an Austrian business with a valid VAT id sees 0 % (reverse charge) and the note with both VAT ids', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await reviewWithVatId(page, 'ATU 135 856 27');
    const totals = page.locator('.cart-totals');
    await totals.getByText('MwSt. 0 % (Reverse Charge)').waitFor();
    const note = totals.locator('.vat-note');
    await note.getByText(/Steuerschuldnerschaft des Leistungsempfängers/).waitFor();
    expect(await note.textContent()).toContain('USt-IdNr. des Leistungsempfängers: ATU13585627');
    expect(await note.textContent()).toContain('USt-IdNr. des Lieferers: DE123456788');
    expect(await page.locator('.checkout-review').textContent()).toContain('ATU 135 856 27');
    // VAT_SCREENSHOT=/tmp/vat-review.png keeps a picture of the review to look at.
    if (process.env.VAT_SCREENSHOT) await page.screenshot({ path: process.env.VAT_SCREENSHOT, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a malformed id is named at the field; an id VIES does not know keeps 20 % and says why', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(baseUrl() + '/impressum');
    await page.evaluate((positions) => localStorage.setItem('shop:cart', JSON.stringify({ id: 'c-vat2', dateUpdated: new Date().toISOString(), positions })), POSITIONS);
    await page.goto(baseUrl() + '/kasse', { waitUntil: 'networkidle' });
    const field = page.getByRole('textbox', { name: /USt-IdNr/ });
    await field.fill('ATU12345678');
    await page.getByRole('button', { name: 'Weiter zu Versand und Zahlung' }).click();
    await page.getByRole('alert').filter({ hasText: 'Die Prüfziffer stimmt nicht' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await reviewWithVatId(page, 'ATU46080404');
    await page.locator('.cart-totals').getByText('MwSt. (20 %)').waitFor();
    await page.locator('.cart-totals').getByRole('status').filter({ hasText: 'laut dem EU-Dienst VIES nicht gültig' }).waitFor();
    expect(await page.locator('.cart-totals .vat-note').count()).toBe(0);
    await context.close();
  });
});
