// Identity on the shared test server (demo shop): the challenge, registration with e-mail opt-in,
// login, sessions, logout, init's store and login throttling.
import { createHash } from 'node:crypto';
import { cookiesOf, DEMO_CUSTOMER, GOOD_PASSWORD, linkOf, mailsTo, randomAddress, Shop, uniqueEmail, waitForMail } from './identity-support';
import { leadingZeroBits, solveChallenge } from './support/challenge';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

describe('GET /api/user/challenge (self-hosted proof of work)', () => {
  it('answers a signed challenge that expires in 10 minutes', async () => {
    const res = await shop.get('/api/user/challenge');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.body.data;
    expect(c).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), salt: expect.stringMatching(/^[0-9a-f]{32}$/), difficulty: expect.any(Number), expiresAt: expect.any(Number), signature: expect.any(String) });
    expect(c.difficulty).toBeGreaterThanOrEqual(1);
    expect(c.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(c.expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5000);
  });

  it('needs the apiCode header like every /api call', async () => {
    const res = await shop.get('/api/user/challenge').set('apiCode', 'wrong');
    expect(res.status).toBe(401);
  });

  it('the solution satisfies SHA-256(salt + nonce) with `difficulty` leading zero bits', async () => {
    const solved = await shop.challenge();
    const digest = createHash('sha256').update(solved.salt + solved.nonce).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(solved.difficulty);
  });
});

describe('POST /api/user/register and the opt-in link', () => {
  it('registers a pending account, mails an opt-in link (de), confirms it once, then the login works', async () => {
    const email = uniqueEmail();
    const res = await shop.register(email, { aqus: 'newsletter-2025' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { resultStatus: 'success' } });

    // Pending: no login yet, and the answer does not say why.
    const early = await shop.login(email, GOOD_PASSWORD);
    expect(early.status).toBe(401);
    expect(early.body.error.code).toBe('loginErrorMsg');

    const mail = await waitForMail(shop.dataDir, email);
    expect(mail.subject).toMatch(/Registrierung/);
    expect(mail.body).toMatch(/Sehr geehrter Herr O'Neill-Schäfer/);
    expect(mail.raw).not.toContain(GOOD_PASSWORD);
    const { url, code } = linkOf(mail);
    expect(url).toMatch(/\/registrierung-bestaetigen$/);

    const confirmed = await shop.post('/api/user/email-confirm', { code, locale: 'de', accountActivation: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: true });

    const login = await shop.login(email, GOOD_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.data.user).toEqual({
      id: expect.any(Number),
      company: 'Beispiel Hydraulik GmbH',
      customerId: '12345',
      salutation: 'mr',
      firstname: 'Jürgen',
      lastname: "O'Neill-Schäfer",
      email,
      invoiceEmail: null,
      phone: null,
      fax: null,
      addresses: [],
      pricingGroup: null,
      customPricing: false,
      aquisitionIds: { initial: 'newsletter-2025', registration: 'newsletter-2025' },
      // A new registration starts its own company, of which it is the admin (docs/company-accounts.md).
      companyAccount: {
        companyId: login.body.data.user.id,
        name: 'Beispiel Hydraulik GmbH',
        role: 'admin',
        permissions: ['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists'],
        limits: { perOrderCents: null, perMonthCents: null },
        isCompanyAccount: true,
      },
    });
    expect(login.body.data.orders).toEqual([]);
    expect(login.body.data.groupPriceRules).toEqual([]);

    // A used link gives false (the page shows sscOptInErrorMsg).
    const again = await shop.post('/api/user/email-confirm', { code, locale: 'de', accountActivation: true });
    expect(again.body).toEqual({ data: false });
  });

  it('mails the English opt-in for locale en', async () => {
    const email = uniqueEmail();
    await shop.register(email, { locale: 'en', salutation: 'mrs', lastname: 'Smith' });
    const mail = await waitForMail(shop.dataDir, email);
    expect(mail.subject).toMatch(/confirm your registration/i);
    expect(mail.body).toMatch(/Dear Ms Smith/);
    expect(linkOf(mail).url).toMatch(/\/en\/confirm-registration$/);
  });

  it('answers false for an unknown or malformed code and refuses a missing one', async () => {
    expect((await shop.post('/api/user/email-confirm', { code: 'a'.repeat(43), locale: 'de' })).body).toEqual({ data: false });
    expect((await shop.post('/api/user/email-confirm', { code: '', locale: 'de' })).body).toEqual({ data: false });
    const missing = await shop.post('/api/user/email-confirm', { locale: 'de' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ code: 'sscOptInErrorMsg' });
    const long = await shop.post('/api/user/email-confirm', { code: 'x'.repeat(201) });
    expect(long.status).toBe(400);
  });

  it('does not reveal a registered address: same answer, a notice mail instead of a second opt-in', async () => {
    const { email } = await shop.registerConfirmed();
    const before = mailsTo(shop.dataDir, email).length;
    const res = await shop.register(email, { password: 'Anderes#Passwort2' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { resultStatus: 'success' } });
    const notice = await waitForMail(shop.dataDir, email, before + 1);
    expect(notice.body).not.toMatch(/ssc=/);
    expect(notice.body).toMatch(/bereits ein Kundenkonto/);
    // The old password still works, the new one does not.
    expect((await shop.login(email, GOOD_PASSWORD)).status).toBe(200);
    expect((await shop.login(email, 'Anderes#Passwort2')).status).toBe(401);
  });

  it('a second registration of an unconfirmed address replaces it and invalidates the first link', async () => {
    const email = uniqueEmail();
    await shop.register(email, { firstname: 'Erste' });
    const first = linkOf(await waitForMail(shop.dataDir, email, 1)).code;
    await shop.register(email, { firstname: 'Zweite', password: 'Zweites#Passwort3' });
    const second = linkOf(await waitForMail(shop.dataDir, email, 2)).code;
    expect((await shop.post('/api/user/email-confirm', { code: first })).body.data).toBe(false);
    expect((await shop.post('/api/user/email-confirm', { code: second })).body.data).toBe(true);
    const login = await shop.login(email, 'Zweites#Passwort3');
    expect(login.status).toBe(200);
    expect(login.body.data.user.firstname).toBe('Zweite');
  });

  it('stores the e-mail in lower case and accepts an alternative invoice e-mail', async () => {
    const lower = uniqueEmail('gross.schreibung');
    const mixed = lower.replace('gross.schreibung', 'Gross.Schreibung').replace('firma-test.example', 'Firma-Test.Example');
    await shop.register(mixed, { invoiceEmail: 'Rechnung@Firma-Test.example' });
    const mail = await waitForMail(shop.dataDir, lower);
    expect((await shop.post('/api/user/email-confirm', { code: linkOf(mail).code })).body.data).toBe(true);
    const res = await shop.login(mixed, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(lower);
    expect(res.body.data.user.invoiceEmail).toBe('rechnung@firma-test.example');
  });
});

describe('registration challenge is verified on the server', () => {
  it('refuses a missing challenge (400) and a malformed one', async () => {
    const missing = await shop.post('/api/user/register', shop.registration(uniqueEmail()));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ challenge: 'invalidChallengeMessage' });
    const wrongType = await shop.post('/api/user/register', { ...shop.registration(uniqueEmail()), challenge: 'solved' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields.challenge).toBe('invalidChallengeMessage');
    const extra = await shop.post('/api/user/register', { ...shop.registration(uniqueEmail()), challenge: { ...(await shop.challenge()), bonus: 1 } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields['challenge.bonus']).toBe('propertyNotAllowed');
  });

  it('refuses a wrong nonce, a tampered signature, salt, difficulty or expiry', async () => {
    const solved = await shop.challenge();
    const cases = [
      { ...solved, nonce: `${solved.nonce}x` },
      { ...solved, signature: solved.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      { ...solved, salt: 'f'.repeat(32) },
      { ...solved, difficulty: 0 },
      { ...solved, expiresAt: solved.expiresAt + 60_000 },
      { ...solved, expiresAt: Date.now() - 1000 },
    ];
    for (const challenge of cases) {
      const email = uniqueEmail();
      const res = await shop.post('/api/user/register', { ...shop.registration(email), challenge });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { resultStatus: 'error', errmsg: 'invalidChallengeMessage' } });
      expect(mailsTo(shop.dataDir, email)).toHaveLength(0);
    }
  });

  it('accepts a solution once only', async () => {
    const challenge = await shop.challenge();
    const first = await shop.post('/api/user/register', { ...shop.registration(uniqueEmail()), challenge });
    expect(first.body.data.resultStatus).toBe('success');
    const email = uniqueEmail();
    const second = await shop.post('/api/user/register', { ...shop.registration(email), challenge });
    expect(second.body).toEqual({ data: { resultStatus: 'error', errmsg: 'invalidChallengeMessage' } });
    expect(mailsTo(shop.dataDir, email)).toHaveLength(0);
  });

  it('a solution found for another challenge does not fit', async () => {
    const a = await shop.get('/api/user/challenge');
    const b = await shop.get('/api/user/challenge');
    const solvedA = solveChallenge(a.body.data);
    const res = await shop.post('/api/user/register', { ...shop.registration(uniqueEmail()), challenge: { ...b.body.data, nonce: solvedA.nonce } });
    // Extremely unlikely to fit by chance at difficulty >= 8.
    if (b.body.data.difficulty >= 8) expect(res.body.data.resultStatus).toBe('error');
  });
});

describe('registration validation: every rule with good and bad input', () => {
  async function fields(overrides: Record<string, unknown>, remove: string[] = []) {
    const body: Record<string, unknown> = { ...shop.registration(uniqueEmail(), overrides), challenge: await shop.challenge() };
    for (const k of remove) delete body[k];
    const res = await shop.post('/api/user/register', body);
    return { status: res.status, fields: res.body.error?.fields ?? null, body: res.body };
  }

  it.each([
    ['company', 'A', 'invalidCompanyNameMessage'],
    ['company', '12345', 'invalidCompanyNameMessage'],
    ['company', 'X'.repeat(201), 'invalidCompanyNameMessage'],
    ['company', 42, 'invalidCompanyNameMessage'],
    ['customerId', '1234', 'invalidCustomerIdMessage'],
    ['customerId', '123456', 'invalidCustomerIdMessage'],
    ['customerId', '12a45', 'invalidCustomerIdMessage'],
    ['customerId', 12345, 'invalidCustomerIdMessage'],
    ['salutation', 'dr', 'invalidSalutationMessage'],
    ['salutation', '', 'invalidSalutationMessage'],
    ['firstname', 'J', 'invalidNameMessage'],
    ['firstname', 'J0hn', 'invalidNameMessage'],
    ['firstname', 'Hans!', 'invalidNameMessage'],
    ['firstname', 'A'.repeat(101), 'invalidNameMessage'],
    ['lastname', '', 'invalidNameMessage'],
    ['lastname', null, 'invalidNameMessage'],
    ['email', 'no-at-sign', 'invalidEmailMessage'],
    ['email', 'a@b', 'invalidEmailMessage'],
    ['email', `${'a'.repeat(65)}@example.com`, 'invalidEmailMessage'],
    ['email', `a@${'b'.repeat(64)}.com`, 'invalidEmailMessage'],
    ['email', `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`, 'invalidEmailMessage'],
    ['invoiceEmail', 'rechnung(at)firma.de', 'invalidEmailMessage'],
    ['password', 'Kurz#1a', 'invalidPasswordMessage'],
    ['password', 'Viel#Zu#Lang#Passwort123', 'invalidPasswordMessage'],
    ['password', 'keingrossbuchstabe#1', 'invalidPasswordMessage'],
    ['password', 'KEINKLEINBUCHSTABE#1', 'invalidPasswordMessage'],
    ['password', 'KeineZifferHier#', 'invalidPasswordMessage'],
    ['password', 'KeinSonderzeichen1', 'invalidPasswordMessage'],
    ['password', 'Mit Leerzeichen#1', 'invalidPasswordMessage'],
    ['password', 123456789012, 'invalidPasswordMessage'],
    ['privacyPolicyAccepted', false, 'mustConfirmPrivacyPolicyMessage'],
    ['privacyPolicyAccepted', 'true', 'mustConfirmPrivacyPolicyMessage'],
    ['locale', 'fr', 'invalidLocaleMessage'],
  ])('%s = %j → %s', async (field, value, message) => {
    const r = await fields({ [field]: value });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('VALIDATION_FAILED');
    expect(r.fields).toEqual({ [field]: message });
  });

  it.each([
    ['company', 'company', 'invalidCompanyNameMessage'],
    ['salutation', 'salutation', 'invalidSalutationMessage'],
    ['firstname', 'firstname', 'invalidNameMessage'],
    ['lastname', 'lastname', 'invalidNameMessage'],
    ['email', 'email', 'invalidEmailMessage'],
    ['password', 'password', 'invalidPasswordMessage'],
    ['privacyPolicyAccepted', 'privacyPolicyAccepted', 'mustConfirmPrivacyPolicyMessage'],
  ])('missing %s → %s', async (_name, field, message) => {
    const r = await fields({}, [field]);
    expect(r.status).toBe(400);
    expect(r.fields).toEqual({ [field]: message });
  });

  it('refuses unknown fields (whitelist), e.g. an attempt to set the status or pricing', async () => {
    const r = await fields({ status: 'active', pricingGroup: 'A' });
    expect(r.status).toBe(400);
    expect(r.fields).toEqual({ status: 'propertyNotAllowed', pricingGroup: 'propertyNotAllowed' });
  });

  it('accepts the good edge cases: accents, apostrophes, hyphens, no customer id, 12 and 20 character passwords', async () => {
    for (const overrides of [
      { firstname: 'Zoë', lastname: "D'Artagnan-Élise", customerId: '' },
      { customerId: null, password: 'Zwölf#Zeich1' },
      { password: 'Zwanzig#Zeichen12345', company: 'AB' },
      { invoiceEmail: 'buchhaltung@firma-test.example', salutation: 'mrs' },
    ]) {
      const r = await fields(overrides);
      expect(r.body).toEqual({ data: { resultStatus: 'success' } });
    }
  });

  it('refuses a non-object body and wrong JSON', async () => {
    const res = await shop.post('/api/user/register', [1, 2]);
    expect(res.status).toBe(400);
  });
});

describe('POST /api/facade/frontend/login', () => {
  it('logs the demo customer in with a persistent httpOnly SameSite=Lax cookie and answers user, orders, groupPriceRules', async () => {
    const res = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(res.status).toBe(200);
    const cookie = cookiesOf(res).shop_session;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.raw).toMatch(/HttpOnly/);
    expect(cookie.raw).toMatch(/SameSite=Lax/);
    expect(cookie.raw).toMatch(/Path=\//);
    expect(cookie.raw).toMatch(/Max-Age=\d{6,}/);
    expect(cookie.raw).not.toMatch(/Secure/); // BASE_URL is http here
    expect(res.body.data.user.email).toBe(DEMO_CUSTOMER.email);
    expect(res.body.data.user.addresses.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data.orders.length).toBeGreaterThanOrEqual(3);
    // The dealer group's rules and the customer's own price (demo pricing), never the rules for everyone.
    const rules = res.body.data.groupPriceRules as Array<{ customerPricingGroup: string | null; productId: string | null }>;
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r) => r.customerPricingGroup === 'haendler' || r.productId !== null)).toBe(true);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(DEMO_CUSTOMER.password);
    expect(text).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('without permanent login sets a browser-session cookie (no Max-Age, no Expires)', async () => {
    const res = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { permanent: false });
    expect(res.status).toBe(200);
    const raw = cookiesOf(res).shop_session.raw;
    expect(raw).not.toMatch(/Max-Age|Expires/i);
    expect(raw).toMatch(/HttpOnly/);
  });

  it('permanent login is the default when isPermanentLogin is left out', async () => {
    const res = await shop.post('/api/facade/frontend/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, { ip: randomAddress() });
    expect(res.status).toBe(200);
    expect(cookiesOf(res).shop_session.raw).toMatch(/Max-Age=/);
  });

  it('answers loginErrorMsg alike for a wrong password and an unknown e-mail', async () => {
    const wrong = await shop.login(DEMO_CUSTOMER.email, 'Falsch#Passwort9');
    const unknown = await shop.login(uniqueEmail('niemand'), 'Falsch#Passwort9');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'loginErrorMsg', message: expect.any(String) } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    [{ password: 'x' }, { email: 'mustEnterEmail' }],
    [{ email: '', password: 'x' }, { email: 'mustEnterEmail' }],
    [{ email: 'kein-email', password: 'x' }, { email: 'invalidEmailMessage' }],
    [{ email: 'a@b.de' }, { password: 'mustEnterPassword' }],
    [{ email: 'a@b.de', password: '' }, { password: 'mustEnterPassword' }],
    [{ email: 'a@b.de', password: 12 }, { password: 'mustEnterPassword' }],
    [{ email: 'a@b.de', password: 'x'.repeat(201) }, { password: 'invalidPasswordMessage' }],
    [{ email: 'a@b.de', password: 'x', isPermanentLogin: 'yes' }, { isPermanentLogin: 'invalidPermanentLoginFlag' }],
    [{ email: 'a@b.de', password: 'x', isAdmin: true }, { isAdmin: 'propertyNotAllowed' }],
  ])('validates %j → %j', async (body, expected) => {
    const res = await shop.post('/api/facade/frontend/login', body, { ip: randomAddress() });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(expected);
  });

  it('rotates the session at login: the cookie the browser had before stops working', async () => {
    const first = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await shop.post('/api/user/orders', {}, { cookie: first })).status).toBe(200);
    const again = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { cookie: first });
    const second = `shop_session=${cookiesOf(again).shop_session.value}`;
    expect(second).not.toBe(first);
    expect((await shop.post('/api/user/orders', {}, { cookie: first })).status).toBe(401);
    expect((await shop.post('/api/user/orders', {}, { cookie: second })).status).toBe(200);
  });
});

describe('init store and logout', () => {
  it('answers the logged-in customer in store.user with orders, and nothing for a visitor or a forged cookie', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const init = await shop.init(cookie);
    expect(init.status).toBe(200);
    const store = init.body.data.store;
    expect(store.user.email).toBe(DEMO_CUSTOMER.email);
    expect(store.user.firstname).toBeTruthy();
    expect(store.orders.length).toBeGreaterThanOrEqual(3);
    expect(store.groupPriceRules.length).toBeGreaterThan(0);
    expect(store.adminUser).toBeNull();
    expect((await shop.init()).body.data.store).toEqual({ user: null, adminUser: null, groupPriceRules: [], defaultPriceRules: expect.any(Array), orders: [] });
    expect((await shop.init('shop_session=forged-value')).body.data.store.user).toBeNull();
    // A customer cookie under the admin cookie's name is not an admin session.
    expect((await shop.init(cookie.replace('shop_session', 'shop_admin_session'))).body.data.store.adminUser).toBeNull();
  });

  it('logout ends the session on the server: the old cookie no longer works anywhere', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await shop.post('/api/user/orders', {}, { cookie })).status).toBe(200);
    const out = await shop.post('/api/user/logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: true });
    expect(cookiesOf(out).shop_session.raw).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const after = await shop.post('/api/user/orders', {}, { cookie });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('notLoggedIn');
    expect((await shop.init(cookie)).body.data.store.user).toBeNull();
  });

  it('logout without a session answers true as well', async () => {
    const res = await shop.post('/api/user/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
  });

  it('a customer session does not open any /api/admin route (403), a forged admin cookie is asked to log in (401)', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // The customer is known and refused: 403 adminForbidden (ADR 0019).
    for (const res of [
      await shop.get('/api/admin/dashboard', { cookie }),
      await shop.get('/api/admin/security-events', { cookie }),
      await shop.post('/api/admin/logout', {}, { cookie }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('adminForbidden');
    }
    // A customer's token offered as an admin cookie is no admin session, and no customer session either: 401.
    const forged = await shop.get('/api/admin/dashboard', { cookie: cookie.replace('shop_session', 'shop_admin_session') });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('adminNotLoggedIn');
  });
});

describe('login throttling (stored in PostgreSQL)', () => {
  it('slows a guesser down after 5 failures from his address — the 6th try there waits 30 s, even with the right password', async () => {
    const { email, password } = await shop.registerConfirmed();
    const guesser = randomAddress();
    for (let i = 0; i < 5; i++) {
      const res = await shop.login(email, `Falsch#Passwort${i}`, { ip: guesser });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('loginErrorMsg');
    }
    const slowed = await shop.login(email, password, { ip: guesser, challenge: await shop.loginChallenge() });
    expect(slowed.status).toBe(429);
    expect(slowed.body.error).toEqual({ code: 'loginRateLimited', message: expect.stringMatching(/try again in (2\d|30) seconds/) });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(20);
    expect(slowed.headers['set-cookie']).toBeUndefined();
    // Other accounts are not affected.
    expect((await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('the owner at another address is never made to wait: his account under attack asks a new device for a proof of work, then he is in', async () => {
    const { email, password } = await shop.registerConfirmed();
    for (let i = 0; i < 5; i++) expect((await shop.login(email, `Falsch#Passwort${i}`)).status).toBe(401);
    const asked = await shop.login(email, password);
    expect(asked.status).toBe(428);
    expect(asked.body.error.code).toBe('loginChallengeRequired');
    expect(asked.headers['set-cookie']).toBeUndefined();
    // A registration challenge is too easy for a login; a login challenge works once.
    expect((await shop.login(email, password, { challenge: await shop.challenge() })).body.error.code).toBe('invalidChallengeMessage');
    const challenge = await shop.loginChallenge();
    expect(challenge.difficulty).toBe((await shop.challenge()).difficulty + 2);
    const owner = await shop.login(email, password, { challenge });
    expect(owner.status).toBe(200);
    expect(cookiesOf(owner).shop_session).toBeDefined();
    expect((await shop.login(email, password, { challenge })).body.error.code).toBe('invalidChallengeMessage');
    // A wrong password with a valid challenge is just a wrong password.
    expect((await shop.login(email, 'Falsch#Passwort9', { challenge: await shop.loginChallenge() })).body.error.code).toBe('loginErrorMsg');
  });

  it("lets the owner's browser in with the right password while strangers guess: a known device has its own counter", async () => {
    const { email, password } = await shop.registerConfirmed();
    const first = await shop.login(email, password);
    expect(first.status).toBe(200);
    const device = cookiesOf(first).shop_device;
    expect(device.raw).toMatch(/HttpOnly/i);
    expect(device.raw).toMatch(/SameSite=Strict/i);
    expect(device.raw).toMatch(/Path=\/api/);
    // A stranger tries 10 wrong passwords from another address, without the device cookie: 5 are heard, then he
    // is slowed down there; unknown devices elsewhere are asked for a proof of work — the right password too.
    const stranger = randomAddress();
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await shop.login(email, `Falsch#Passwort${i}`, { ip: stranger })).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await shop.login(email, password)).status).toBe(428);
    // A device cookie of another account does not help a stranger.
    const other = await shop.registerConfirmed();
    const otherDevice = cookiesOf(await shop.login(other.email, other.password)).shop_device.value;
    expect((await shop.login(email, password, { cookie: `shop_device=${otherDevice}` })).status).toBe(428);
    // The owner's browser (device cookie) still logs in, from yet another address.
    const owner = await shop.login(email, password, { cookie: `shop_device=${device.value}` });
    expect(owner.status).toBe(200);
    expect(cookiesOf(owner).shop_session).toBeDefined();
    // The same device cookie comes back with a fresh lifetime.
    expect(cookiesOf(owner).shop_device.value).toBe(device.value);
    expect(cookiesOf(owner).shop_device.raw).toMatch(/Max-Age=31536000/);
    // The owner's login does not hand the stranger fresh free attempts.
    expect((await shop.login(email, 'Falsch#Passwort0', { ip: stranger })).status).toBe(429);
  });

  it('a burst of parallel guesses is heard no more than the policy allows: 5 of 12, the rest wait (one address) or must work (many)', async () => {
    const { email } = await shop.registerConfirmed();
    const ip = randomAddress();
    const fromOne = await Promise.all(Array.from({ length: 12 }, (_, i) => shop.login(email, `Falsch#Passwort${i}`, { ip })));
    expect(fromOne.map((r) => r.status).sort()).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    const other = await shop.registerConfirmed();
    const fromMany = await Promise.all(Array.from({ length: 12 }, (_, i) => shop.login(other.email, `Falsch#Passwort${i}`)));
    expect(fromMany.map((r) => r.status).sort()).toEqual([...Array(5).fill(401), ...Array(7).fill(428)]);
  });

  it('wrong passwords on the e-mail change form never slow down the login; they have their own limit', async () => {
    const { email, password } = await shop.registerConfirmed();
    const cookie = await shop.loginCookie(email, password);
    for (let i = 0; i < 5; i++) {
      const res = await shop.post('/api/user/email-new', { email: uniqueEmail(), password: `Falsch#Passwort${i}`, locale: 'de' }, { cookie, ip: randomAddress() });
      expect(res.body.error.code).toBe('incorrectPassword');
    }
    const sixth = await shop.post('/api/user/email-new', { email: uniqueEmail(), password: 'Falsch#Passwort9', locale: 'de' }, { cookie, ip: randomAddress() });
    expect(sixth.status).toBe(429);
    expect((await shop.login(email, password)).status).toBe(200);
  });

  it('counts failures for unknown accounts too (the answers tell nothing about which accounts exist)', async () => {
    const email = uniqueEmail('gibtsnicht');
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) expect((await shop.login(email, 'Falsch#Passwort1', { ip })).status).toBe(401);
    expect((await shop.login(email, 'Falsch#Passwort1', { ip })).status).toBe(429);
    expect((await shop.login(email, 'Falsch#Passwort1')).status).toBe(428);
  });

  it('slows down a client address after 20 failures in 15 minutes, for every account from unknown devices', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 20; i++) {
      const res = await shop.login(uniqueEmail('spray'), 'Falsch#Passwort1', { ip });
      expect(res.status).toBe(401);
    }
    const blocked = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('loginRateLimited');
    // From another address the same account logs in.
    expect((await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });
});

describe('password forgotten: the answer time does not tell whether an address is registered', () => {
  it('known and unknown addresses answer alike, and only the known one gets a mail', async () => {
    const { email } = await shop.registerConfirmed();
    const strangers: string[] = [];
    // (Whether both answer equally fast is a matter of measurement, not of this test.)
    for (let i = 0; i < 3; i++) {
      const stranger = uniqueEmail('unbekannt');
      strangers.push(stranger);
      for (const target of [email, stranger]) {
        const res = await shop.post('/api/user/pwd-reset-request', { email: target, locale: 'de', challenge: await shop.challenge() });
        expect(res.body).toEqual({ data: { resultStatus: 'success' } });
        if (target === email) await waitForMail(shop.dataDir, email, i + 2);
      }
    }
    // Every request for the known address mailed a link (the first mail was the opt-in); the others got none.
    for (const stranger of strangers) expect(mailsTo(shop.dataDir, stranger)).toHaveLength(0);
  });
});
