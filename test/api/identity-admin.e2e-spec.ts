// Admin install, login and access, the security monitor, link expiry and log hygiene — on servers of
// their own: a shop without demo data (not installed), one with SHOP_ADMIN_* set, and an embedded demo
// shop whose administrator is generated at first start.
import { cookiesOf, ExtraServer, linkOf, mailsTo, randomAddress, Shop, startExtraServer, uniqueEmail, waitForMail } from './identity-support';

const ADMIN = { firstname: 'Petra', lastname: 'Verwalter', email: 'petra.verwalter@firma-test.example', password: 'Admin#Passwort99' };

describe('a shop without demo data: install, admin login, admin guard, security monitor', () => {
  let server: ExtraServer;
  let shop: Shop;
  const secrets: string[] = [ADMIN.password];

  beforeAll(async () => {
    server = await startExtraServer('install', { DEMO_DATA: 'false', LINK_TTL_SECONDS: '2', LOG_LEVEL: 'debug', SEED_PRODUCTS: '10' });
    shop = new Shop(server.baseUrl, server.dataDir);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is not installed: no homepage in the config, no admin in the store', async () => {
    const init = await shop.init();
    expect(init.status).toBe(200);
    expect(init.body.data.config.homepage).toEqual({});
    expect(init.body.data.store.adminUser).toBeNull();
  });

  it.each([
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/security-events'],
    ['POST', '/api/admin/logout'],
  ])('%s %s answers 401 adminNotLoggedIn without an admin session', async (method, path) => {
    const res = method === 'GET' ? await shop.get(path) : await shop.post(path, {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('adminNotLoggedIn');
  });

  it.each([
    [{ firstname: 'P' }, { firstname: 'invalidNameMessage' }],
    [{ lastname: 'V3rwalter' }, { lastname: 'invalidNameMessage' }],
    [{ email: 'kein-email' }, { email: 'invalidEmailMessage' }],
    [{ password: 'zu-schwach' }, { password: 'invalidPasswordMessage' }],
    [{ password: undefined }, { password: 'invalidPasswordMessage' }],
    [{ role: 'root' }, { role: 'propertyNotAllowed' }],
  ])('install validates %j', async (change, expected) => {
    const res = await shop.post('/api/admin/setup/install', { ...ADMIN, locale: 'de', ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(expected);
  });

  it('installs once: of two concurrent installs exactly one succeeds; later ones answer 409 shopAlreadyInstalled', async () => {
    const [a, b] = await Promise.all([
      shop.post('/api/admin/setup/install', { ...ADMIN, locale: 'de' }),
      shop.post('/api/admin/setup/install', { ...ADMIN, email: 'zweiter@firma-test.example', locale: 'de' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(winner.body.data).toEqual({ installed: true, user: { id: expect.any(Number), firstname: expect.any(String), lastname: 'Verwalter', email: expect.any(String) } });
    expect(loser.body.error.code).toBe('shopAlreadyInstalled');
    ADMIN.email = winner.body.data.user.email;
    const again = await shop.post('/api/admin/setup/install', { ...ADMIN, email: 'dritter@firma-test.example', locale: 'de' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'shopAlreadyInstalled', message: expect.any(String) });
    expect(JSON.stringify(winner.body)).not.toContain(ADMIN.password);
  });

  it('install configured the homepage per locale (the shop now counts as installed)', async () => {
    const init = await shop.init();
    expect(init.body.data.config.homepage).toEqual({ de: '/', en: '/en' });
  });

  let adminCookie = '';

  it('admin login: loginErrorMsg for wrong data; on success its own session cookie, data.user and data.adminData', async () => {
    const wrong = await shop.post('/api/admin/login', { email: ADMIN.email, password: 'Falsch#Passwort1', locale: 'de' }, { ip: randomAddress() });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('loginErrorMsg');
    const res = await shop.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password, isPermanentLogin: false, locale: 'de' });
    expect(res.status).toBe(200);
    const cookies = cookiesOf(res);
    expect(cookies.shop_session).toBeUndefined();
    const cookie = cookies.shop_admin_session;
    expect(cookie.raw).toMatch(/HttpOnly/);
    expect(cookie.raw).toMatch(/SameSite=Lax/);
    expect(cookie.raw).not.toMatch(/Max-Age|Expires/);
    adminCookie = `shop_admin_session=${cookie.value}`;
    secrets.push(cookie.value);
    expect(res.body.data.user).toEqual({ id: expect.any(Number), firstname: expect.any(String), lastname: 'Verwalter', email: ADMIN.email });
    expect(res.body.data.adminData).toEqual({ roles: ['administrator'], lastLoginAt: null, adminSlug: 'admin' });
  });

  it('the admin session opens the dashboard (a small summary) and init answers store.adminUser', async () => {
    const dash = await shop.get('/api/admin/dashboard', { cookie: adminCookie });
    expect(dash.status).toBe(200);
    expect(dash.body).toEqual({ data: { users: expect.any(Number), orders: 0, products: 0 } });
    const init = await shop.init(adminCookie);
    expect(init.body.data.store.adminUser).toEqual(expect.objectContaining({ firstname: expect.any(String), email: ADMIN.email }));
    expect(init.body.data.store.user).toBeNull();
  });

  it('admin and customer sessions are separate: neither cookie opens the other side, both work side by side', async () => {
    const { email, password } = await shop.registerConfirmed();
    secrets.push(password);
    const customerCookie = await shop.loginCookie(email, password);
    secrets.push(customerCookie.split('=')[1]);
    // A customer is known and refused (403 adminForbidden); no session at all is asked to log in (401).
    const refused = await shop.get('/api/admin/dashboard', { cookie: customerCookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('adminForbidden');
    expect((await shop.get('/api/admin/dashboard')).status).toBe(401);
    expect((await shop.post('/api/user/orders', {}, { cookie: adminCookie })).status).toBe(401);
    expect((await shop.post('/api/user/orders', {}, { cookie: adminCookie.replace('shop_admin_session', 'shop_session') })).status).toBe(401);
    const both = await shop.init([customerCookie, adminCookie]);
    expect(both.body.data.store.user.email).toBe(email);
    expect(both.body.data.store.adminUser.email).toBe(ADMIN.email);
    // A customer account cannot log in at the admin login.
    expect((await shop.post('/api/admin/login', { email, password }, { ip: randomAddress() })).status).toBe(401);
    const dash = await shop.get('/api/admin/dashboard', { cookie: adminCookie });
    expect(dash.body.data.users).toBeGreaterThanOrEqual(1);
  });

  it('locks the admin account after 5 failed logins (loginRateLimited) and records the lockout', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) expect((await shop.post('/api/admin/login', { email: 'opfer@firma-test.example', password: `Falsch#Passwort${i}` }, { ip })).status).toBe(401);
    const locked = await shop.post('/api/admin/login', { email: 'opfer@firma-test.example', password: 'Falsch#Passwort9' }, { ip });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('loginRateLimited');
  });

  it('GET /api/admin/security-events: newest first, paged, with install, logins, failures and the lockout', async () => {
    const res = await shop.get('/api/admin/security-events?page=1&pageSize=200', { cookie: adminCookie });
    expect(res.status).toBe(200);
    const { events, total, page, pageSize } = res.body.data;
    expect(page).toBe(1);
    expect(pageSize).toBe(200);
    expect(total).toBe(events.length);
    const types = events.map((e: { type: string }) => e.type);
    for (const t of ['shopInstalled', 'adminCreated', 'adminLogin', 'adminLoginFailed', 'loginLocked', 'loginRateLimited', 'registrationConfirmed']) expect(types).toContain(t);
    const times = events.map((e: { createdAt: string; id: number }) => [Date.parse(e.createdAt), e.id]);
    for (let i = 1; i < times.length; i++) expect(times[i - 1][0] > times[i][0] || (times[i - 1][0] === times[i][0] && times[i - 1][1] > times[i][1])).toBe(true);
    const locked = events.find((e: { type: string }) => e.type === 'loginLocked');
    expect(locked).toEqual(expect.objectContaining({ subjectKind: 'admin', email: 'opfer@firma-test.example', clientAddress: expect.stringMatching(/^10\./) }));
    const second = await shop.get('/api/admin/security-events?page=2&pageSize=2', { cookie: adminCookie });
    expect(second.body.data.events).toEqual(events.slice(2, 4));
    expect(JSON.stringify(res.body)).not.toContain(ADMIN.password);
  });

  it.each(['pageSize=500', 'pageSize=0', 'page=0', 'page=abc', 'extra=1'])('security-events refuses %s', async (query) => {
    const res = await shop.get(`/api/admin/security-events?${query}`, { cookie: adminCookie });
    expect(res.status).toBe(400);
  });

  it('an e-mailed link expires (LINK_TTL_SECONDS=2 here): opt-in and reset links give false / errorHasOccurred', async () => {
    const email = uniqueEmail();
    await shop.register(email);
    const { code } = linkOf(await waitForMail(server.dataDir, email));
    secrets.push(code);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await shop.post('/api/user/email-confirm', { code, accountActivation: true })).body).toEqual({ data: false });
    expect((await shop.login(email, 'Sicher#Passwort1')).status).toBe(401);

    const me = await shop.registerConfirmed();
    await shop.post('/api/user/pwd-reset-request', { email: me.email, locale: 'de', challenge: await shop.challenge() });
    const reset = linkOf(await waitForMail(server.dataDir, me.email, 2)).code;
    secrets.push(reset);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await shop.post('/api/user/pwd-check-code', { code: reset })).body.data).toBe(false);
    const late = await shop.post('/api/user/pwd-new', { resetCode: reset, newPassword: 'Zu#SpaetPasswort1' });
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('errorHasOccurred');
  });

  it('admin logout ends the admin session on the server', async () => {
    const out = await shop.post('/api/admin/logout', {}, { cookie: adminCookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: true });
    expect((await shop.get('/api/admin/dashboard', { cookie: adminCookie })).status).toBe(401);
    expect((await shop.init(adminCookie)).body.data.store.adminUser).toBeNull();
  });

  it('the log (LOG_LEVEL=debug, SQL included) names mails by subject and recipient but never shows a password, session id or link code', () => {
    const log = server.output();
    expect(log).toMatch(/mail "[^"]+" to [^ ]+@firma-test\.example written to outbox\//);
    expect(log).toMatch(/SELECT|INSERT/); // the debug log really holds the SQL
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain('Sicher#Passwort1');
    // Mails carry the link but never a password.
    for (const mail of mailsTo(server.dataDir, ADMIN.email)) expect(mail.raw).not.toContain(ADMIN.password);
  });
});

describe('a shop started with SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD', () => {
  let server: ExtraServer;
  const env = { SHOP_ADMIN_EMAIL: 'betrieb@firma-test.example', SHOP_ADMIN_PASSWORD: 'Betrieb#Passwort7' };
  beforeAll(async () => {
    // LOGIN_THROTTLE_DELAY_MS: the slow-down's first wait is 3 s here instead of 30 s, so a test can wait it out.
    server = await startExtraServer('envadmin', { DEMO_DATA: 'false', SEED_PRODUCTS: '10', BASE_URL: 'https://shop.firma-test.example', LOGIN_THROTTLE_DELAY_MS: '3000', ...env });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates that administrator at first start, counts as installed and refuses install', async () => {
    const shop = new Shop(server.baseUrl, server.dataDir);
    expect((await shop.init()).body.data.config.homepage).toEqual({ de: '/', en: '/en' });
    const install = await shop.post('/api/admin/setup/install', { ...ADMIN, email: 'fremd@firma-test.example' });
    expect(install.status).toBe(409);
    expect(install.body.error.code).toBe('shopAlreadyInstalled');
    const login = await shop.post('/api/admin/login', { email: env.SHOP_ADMIN_EMAIL, password: env.SHOP_ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(server.output()).not.toContain(env.SHOP_ADMIN_PASSWORD);
  });

  it('customer login failures from an office address never slow down the admin login from it (counters per kind)', async () => {
    const shop = new Shop(server.baseUrl, server.dataDir);
    const ip = randomAddress();
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await shop.login(uniqueEmail('flut'), 'Falsch#Passwort1', { ip })).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const admin = await shop.post('/api/admin/login', { email: env.SHOP_ADMIN_EMAIL, password: env.SHOP_ADMIN_PASSWORD }, { ip });
    expect(admin.status).toBe(200);
  });

  it('admin login failures from an address never slow down the customer login from it either', async () => {
    const shop = new Shop(server.baseUrl, server.dataDir);
    const { email, password } = await shop.registerConfirmed();
    const ip = randomAddress();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await shop.post('/api/admin/login', { email: uniqueEmail('admin-flut'), password: 'Falsch#Passwort1' }, { ip })).status);
    expect(answers.slice(19)).toEqual([401, 429]);
    expect((await shop.login(email, password, { ip })).status).toBe(200);
  });

  it('an unknown device is slowed down, then heard again once the wait is over (LOGIN_THROTTLE_DELAY_MS=3000)', async () => {
    const shop = new Shop(server.baseUrl, server.dataDir);
    const { email, password } = await shop.registerConfirmed();
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) expect((await shop.login(email, `Falsch#Passwort${i}`, { ip })).status).toBe(401);
    const slowed = await shop.login(email, password, { ip });
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.code).toBe('loginRateLimited');
    const seconds = Number(/try again in (\d+) seconds/.exec(slowed.body.error.message)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(3);
    expect(slowed.headers['retry-after']).toBe(String(seconds));
    await new Promise((r) => setTimeout(r, seconds * 1000 + 300));
    // Heard again — with a proof of work, as the account is under attack.
    expect((await shop.login(email, password, { ip })).status).toBe(428);
    const heard = await shop.login(email, password, { ip, challenge: await shop.loginChallenge() });
    expect(heard.status).toBe(200);
    expect(cookiesOf(heard).shop_device.raw).toMatch(/; Secure/);
  });

  it('marks the session cookies Secure when BASE_URL is https, and links in mails use BASE_URL', async () => {
    const shop = new Shop(server.baseUrl, server.dataDir);
    const admin = await shop.post('/api/admin/login', { email: env.SHOP_ADMIN_EMAIL, password: env.SHOP_ADMIN_PASSWORD, isPermanentLogin: true });
    expect(cookiesOf(admin).shop_admin_session.raw).toMatch(/; Secure/);
    expect(cookiesOf(admin).shop_admin_session.raw).toMatch(/Max-Age=\d+/);
    const { email, password } = await shop.registerConfirmed();
    expect(linkOf(mailsTo(server.dataDir, email)[0]).url).toMatch(/^https:\/\/shop\.firma-test\.example\/registrierung-bestaetigen$/);
    const customer = await shop.login(email, password);
    expect(cookiesOf(customer).shop_session.raw).toMatch(/; Secure/);
  });
});

describe('an embedded demo shop without SHOP_ADMIN_*', () => {
  let server: ExtraServer;
  beforeAll(async () => {
    server = await startExtraServer('generated', { DEMO_DATA: 'true', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: '', SHOP_ADMIN_PASSWORD: '' }, { embedded: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('prints a generated administrator password once to stdout; it satisfies the policy and logs in', async () => {
    const out = server.output();
    const matches = [...out.matchAll(/password: (\S+)/g)];
    expect(matches).toHaveLength(1);
    const password = matches[0][1];
    expect(password).toMatch(/^.{12,20}$/);
    const email = /e-mail:\s+(\S+)/.exec(out)![1];
    const shop = new Shop(server.baseUrl, server.dataDir);
    const login = await shop.post('/api/admin/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body.data.user.firstname).toBeTruthy();
    // The demo customer exists with demo orders.
    const customer = await shop.login('kunde@hydratec.example', 'Demo#Kunde2025');
    expect(customer.status).toBe(200);
    expect(customer.body.data.orders.length).toBe(4);
    expect(server.output().split(password).length - 1).toBe(1);
  });
});
