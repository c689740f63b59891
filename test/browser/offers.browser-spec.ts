// Offers in the browser (docs/rules/states-and-transitions.md#checkout-and-offer-buttons, docs/rules/validation.md#offer-buyer, docs/rules/roles.md#offers): an automation-sized
// cart asks for a leasing offer as a guest; leasing is not offered below 30,000 € net.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

/** A SCARA robot of the demo automation family (16,550 € list price). */
const ROBOT = 'RB-SC-003-0400';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function cartPage(qty: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto(baseUrl() + '/impressum');
  await page.locator('h1').first().waitFor();
  await page.evaluate(
    ([productId, q]) => localStorage.setItem('shop:cart', JSON.stringify({ id: 'c-offer', dateUpdated: new Date().toISOString(), positions: [{ productId, qty: q }] })),
    [ROBOT, qty],
  );
  await page.goto(baseUrl() + '/en/cart', { waitUntil: 'networkidle' });
  await page.locator('.ctable__row').first().waitFor();
  return page;
}

describe('offers', () => {
  it('an automation-sized cart asks for a leasing offer as a guest; the message goes after 2 s', async () => {
    const page = await cartPage('2');
    const errors = watchErrors(page);
    await page.getByText('Request a quotation, rent-to-buy or leasing').click();
    const leasing = page.getByRole('button', { name: 'Request leasing' });
    // The buyer is not known yet: the buttons wait for valid buyer data.
    expect(await leasing.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Beispiel Automation GmbH');
    await page.getByRole('textbox', { name: 'Customer number' }).fill('123');
    await page.getByRole('textbox', { name: 'First name' }).fill('Jana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Novak');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('jana.novak@automation.example');
    // A customer number of three digits is refused once the field is left.
    await page.getByRole('alert').filter({ hasText: /5 digits/ }).waitFor();
    expect(await leasing.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Customer number' }).fill('');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Request leasing' && !b.disabled));

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/order/offer/guest/new'));
    await leasing.click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    const request = answer.request().postDataJSON() as { offer: { type: string; buyer: { email: string }; positions: unknown[] } };
    expect(request.offer).toMatchObject({ type: 'leasingInquiry', buyer: { email: 'jana.novak@automation.example' }, positions: [{ productId: ROBOT, qty: '2' }] });
    const { data } = (await answer.json()) as { data: { offerNumber: string } };
    const status = page.locator('.offer-request__status');
    await status.getByText('Thank you for your quotation request').waitFor();
    expect(await status.textContent()).toContain(data.offerNumber);
    // The message disappears after 2000 ms (docs/rules/constants.md#timings).
    await page.waitForFunction(() => (document.querySelector('.offer-request__status')?.textContent ?? '') === '', undefined, { timeout: 4000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('below 30,000 € net the cart offers a purchase quotation and rent-to-buy, but no leasing', async () => {
    const page = await cartPage('1');
    await page.getByText('Request a quotation, rent-to-buy or leasing').click();
    await page.getByRole('button', { name: 'Request a purchase quotation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Request rent-to-buy (6 months)' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Request leasing' }).count()).toBe(0);
    await page.context().close();
  });
});
