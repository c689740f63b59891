// The account's order list as the demo customer sees it: every order listed, canceled ones marked and not counted.
import type { Browser } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('account orders', () => {
  it('lists the canceled order but leaves it out of the count (spec: canceled orders are excluded from counts)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const login = await context.request.post(`${baseUrl()}/api/facade/frontend/login`, {
      headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      data: { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025', isPermanentLogin: true, locale: 'de' },
    });
    expect(login.status()).toBe(200);
    await page.goto(baseUrl() + '/konto/bestellungen');
    // The own orders' table (a company with colleagues shows the company's orders in a second one).
    const ownOrders = page.getByRole('table', { name: 'Bestellungen', exact: true });
    const rows = ownOrders.locator('tbody tr');
    await rows.first().waitFor();
    const all = await rows.count();
    const canceled = await ownOrders.locator('tbody tr.is-canceled').count();
    expect(canceled).toBeGreaterThanOrEqual(1);
    const counted = all - canceled;
    await page.getByText(`${counted} ${counted === 1 ? 'Bestellung' : 'Bestellungen'} ohne stornierte`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
