// Company accounts in the browser (docs/company-accounts.md), in German and English: the demo dealer (admin of its
// company) invites a buyer with an order limit on the account's company page; the buyer accepts from the mailed
// link, sets the password and works in the company with its role shown in the account menu.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { waitForMailLink } from './identity-support';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

const PASSWORD = 'Sicher#Passwort1';
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
  { locale: 'de', companyPage: '/konto/firma', invitation: /\/einladung$/, texts: { role: 'Einkäufer', send: 'Einladung senden', invited: 'Eingeladen', limit: 'Limit je Bestellung (netto, €)', password: 'Neues Passwort', repeat: 'Passwort wiederholen', activate: 'Konto aktivieren', active: 'Ihr Konto ist aktiv', firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail', roleLabel: 'Rolle', mrs: 'Frau' } },
  { locale: 'en', companyPage: '/en/account/company', invitation: /\/en\/invitation$/, texts: { role: 'Buyer', send: 'Send invitation', invited: 'Invited', limit: 'Limit per order (net, €)', password: 'New password', repeat: 'Repeat password', activate: 'Activate account', active: 'Your account is active', firstname: 'First name', lastname: 'Last name', email: 'E-mail', roleLabel: 'Role', mrs: 'Ms' } },
] as const;

describe.each(cases)('company accounts ($locale)', ({ companyPage, invitation, texts }) => {
  it('a company admin invites a buyer with a limit; the buyer accepts from the mail and works in the company', async () => {
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
    await form.getByLabel(texts.limit).fill('1000');
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
    expect([...errors, ...inviteeErrors, ...ownErrors]).toEqual([]);
    await buyer.close();
    await admin.close();
  });
});
