// Company accounts in the browser (docs/company-accounts.md, docs/company-approval.md), in German and English: the
// demo dealer (admin of its company) invites a buyer with an order limit on the account's company page; the buyer
// accepts from the mailed link, sets the password, sees the approval notice on the cart and orders over the limit;
// the dealer approves from the link in the approval mail, and the order appears in the company's order history.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForMailLink, waitForMailMentioning } from './identity-support';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

const PASSWORD = 'Sicher#Passwort1';
const POSITIONS = [{ productId: 'KU-CL-C-013-AL', qty: '12' }];

/** Puts a cart into the browser's storage as a guest (the login then merges it, as in checkout.browser-spec.ts). */
async function storeCart(page: Page): Promise<void> {
  await page.goto(baseUrl() + '/impressum');
  await page.locator('h1').first().waitFor();
  await page.evaluate((positions) => {
    localStorage.setItem('shop:cart', JSON.stringify({ id: 'c-company', dateUpdated: new Date().toISOString(), positions }));
  }, POSITIONS);
}
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function loggedIn(email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const login = await context.request.post(`${baseUrl()}/api/facade/frontend/login`, {
    headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json', 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { email, password, isPermanentLogin: false, locale: 'de' },
  });
  expect(login.status()).toBe(200);
  return context;
}

const cases = [
  {
    locale: 'de',
    cart: '/warenkorb',
    orders: '/konto/bestellungen',
    approvalsPath: '/konto/freigaben',
    flow: { notice: 'über Ihrem Bestelllimit je Bestellung', toCheckout: 'Zur Kasse', toPayment: 'Weiter zu Versand und Zahlung', toReview: 'Weiter zur Übersicht', terms: /Allgemeinen Geschäftsbedingungen/, privacy: /Datenschutzerklärung/, order: 'Zahlungspflichtig bestellen', awaits: 'wartet auf die Freigabe', approve: 'Freigeben', approved: 'ist freigegeben', history: 'Bestellungen der Firma' },
    companyPage: '/konto/firma', invitation: /\/einladung$/, texts: { role: 'Einkäufer', send: 'Einladung senden', invited: 'Eingeladen', limit: 'Limit je Bestellung (netto, €)', password: 'Neues Passwort', repeat: 'Passwort wiederholen', activate: 'Konto aktivieren', active: 'Ihr Konto ist aktiv', firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail', roleLabel: 'Rolle', mrs: 'Frau' } },
  {
    locale: 'en',
    cart: '/en/cart',
    orders: '/en/account/orders',
    approvalsPath: '/en/account/approvals',
    flow: { notice: 'above your per-order limit', toCheckout: 'Proceed to checkout', toPayment: 'Continue to shipping and payment', toReview: 'Continue to review', terms: /terms and conditions/, privacy: /privacy policy/i, order: 'Place binding order', awaits: 'waits for approval', approve: 'Approve', approved: 'is approved', history: 'Company orders' },
    companyPage: '/en/account/company', invitation: /\/en\/invitation$/, texts: { role: 'Buyer', send: 'Send invitation', invited: 'Invited', limit: 'Limit per order (net, €)', password: 'New password', repeat: 'Repeat password', activate: 'Activate account', active: 'Your account is active', firstname: 'First name', lastname: 'Last name', email: 'E-mail', roleLabel: 'Role', mrs: 'Ms' } },
] as const;

describe.each(cases)('company accounts ($locale)', ({ companyPage, invitation, texts, cart, orders, approvalsPath, flow }) => {
  it('a company admin invites a buyer with a limit; the buyer accepts, orders over the limit; the admin approves from the mail; the order is in the company history', async () => {
    const admin = await loggedIn('kunde@hydratec.example', 'Demo#Kunde2025');
    const page = await admin.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl() + companyPage);
    await acceptCookies(page);
    const email = `einkauf-${randomUUID().slice(0, 8)}@firma-test.example`;
    const form = page.locator('form.company__invite');
    await form.getByLabel(texts.mrs, { exact: true }).check();
    await form.getByLabel(texts.firstname).fill('Erika');
    await form.getByLabel(texts.lastname).fill('Einkauf');
    await form.getByLabel(texts.email).fill(email);
    await form.getByLabel(texts.roleLabel).selectOption('buyer');
    // 10 € per order: any order of the cart below waits for approval.
    await form.getByLabel(texts.limit).fill('10');
    await form.getByRole('button', { name: texts.send }).click();
    const row = page.locator('table tbody tr', { hasText: email });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(texts.invited);
    await expect(row.textContent()).resolves.toContain(texts.role);

    const link = await waitForMailLink(process.env.SHOP_DATA_DIR!, email, invitation);
    const guest = await browser.newContext();
    const invitee = await guest.newPage();
    const inviteeErrors = watchErrors(invitee);
    await invitee.goto(baseUrl() + link);
    await acceptCookies(invitee);
    await invitee.getByLabel(texts.password, { exact: false }).first().fill(PASSWORD);
    await invitee.getByLabel(texts.repeat).fill(PASSWORD);
    await invitee.locator('input[name="privacyPolicyAccepted"]').check();
    await invitee.getByRole('button', { name: texts.activate }).click();
    await invitee.getByText(texts.active).waitFor();
    await guest.close();

    const buyer = await loggedIn(email, PASSWORD);
    const own = await buyer.newPage();
    const ownErrors = watchErrors(own);
    await own.goto(baseUrl() + companyPage);
    await acceptCookies(own);
    await expect(own.getByTestId('company-my-role').textContent()).resolves.toBe(texts.role);
    // The sidebar names the company's role next to the company.
    await expect(own.getByTestId('account-company-role').textContent()).resolves.toBe(texts.role);
    await own.close();

    // The buyer's cart says the order needs approval; the order goes through checkout and waits.
    const shopper = await browser.newContext();
    await shopper.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
    const buying = await shopper.newPage();
    const buyingErrors = watchErrors(buying);
    await storeCart(buying);
    const login = await buying.request.post(`${baseUrl()}/api/facade/frontend/login`, {
      headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json' },
      data: { email, password: PASSWORD, isPermanentLogin: false, locale: 'de' },
    });
    expect(login.status()).toBe(200);
    await buying.goto(baseUrl() + cart, { waitUntil: 'networkidle' });
    await buying.getByText(flow.notice).waitFor();
    await buying.getByRole('link', { name: flow.toCheckout }).click();
    await buying.getByRole('button', { name: flow.toPayment }).click();
    await buying.getByRole('button', { name: flow.toReview }).click();
    await buying.getByRole('checkbox', { name: flow.terms }).check();
    await buying.getByRole('checkbox', { name: flow.privacy }).check();
    const placed = buying.waitForResponse((r) => r.url().endsWith('/api/order/new'));
    await buying.getByRole('button', { name: flow.order }).click();
    const answer = await placed;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { orderNumber: string } };
    await buying.getByText(flow.awaits).waitFor();
    await shopper.close();

    // The admin approves from the link in the approval mail. The mail is in the approver's language (the demo
    // dealer's is German); in the English run he reads the page in English, the query kept as the language switch does.
    const approvalLink = await waitForMailMentioning(process.env.SHOP_DATA_DIR!, 'kunde@hydratec.example', /\/konto\/freigaben$/, data.orderNumber);
    await page.goto(baseUrl() + approvalLink.replace('/konto/freigaben', approvalsPath), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: new RegExp(`^${flow.approve}: .*${data.orderNumber}`) }).click();
    await page.getByText(flow.approved).waitFor();

    // The company's order history names the order, who ordered it and who approved it.
    await page.goto(baseUrl() + orders, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: flow.history }).waitFor();
    const historyRow = page.locator('.company-orders tbody tr').filter({ has: page.locator('th, td').filter({ hasText: new RegExp(`^${data.orderNumber}$`) }) });
    await historyRow.waitFor();
    const rowText = (await historyRow.textContent()) ?? '';
    expect(rowText).toContain('Erika Einkauf');
    expect(rowText).toContain('Sabine Müller');
    expect([...errors, ...inviteeErrors, ...ownErrors, ...buyingErrors]).toEqual([]);
    await buyer.close();
    await admin.close();
  });
});
