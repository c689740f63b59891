// The account area on the shared test server: address book, user details, e-mail change, password
// forgotten / new password, orders — and that every call sees only the caller's own data.
import { cookiesOf, DEMO_CUSTOMER, GOOD_PASSWORD, linkOf, mailsTo, randomAddress, Shop, uniqueEmail, waitForMail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

const ADDRESS = { nameLine1: 'Beispiel Hydraulik GmbH', nameLine2: 'Lager', street: 'Hafenstraße 7', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: 'DE123456788' };

async function customer(): Promise<{ email: string; password: string; cookie: string }> {
  const { email, password } = await shop.registerConfirmed();
  return { email, password, cookie: await shop.loginCookie(email, password) };
}

describe('account calls need a customer session', () => {
  it.each(['/api/user/saveaddress', '/api/user/deleteaddress', '/api/user/edit', '/api/user/email-new', '/api/user/orders', '/api/user/order'])('%s without a session → 401 notLoggedIn', async (path) => {
    const res = await shop.post(path, {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('notLoggedIn');
  });
});

describe('address book: /api/user/saveaddress and /api/user/deleteaddress', () => {
  let me: { email: string; password: string; cookie: string };
  beforeAll(async () => {
    me = await customer();
  });

  it('adds the first address as standard shipping and billing address, country DE by default', async () => {
    const { country: _c, ...withoutCountry } = ADDRESS;
    const res = await shop.post('/api/user/saveaddress', { address: withoutCountry, locale: 'de' }, { cookie: me.cookie });
    expect(res.status).toBe(200);
    const [address] = res.body.data.user.addresses;
    expect(address).toEqual({ id: expect.any(Number), ...ADDRESS, postOfficeBox: '', isStandardShippingAddress: true, isStandardBillingAddress: true });
  });

  it('setting a standard flag on one address clears it on the others', async () => {
    const second = await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, nameLine1: 'Zweite Adresse', isStandardShippingAddress: true }, locale: 'de' }, { cookie: me.cookie });
    const [first, two] = second.body.data.user.addresses;
    expect(first.isStandardShippingAddress).toBe(false);
    expect(first.isStandardBillingAddress).toBe(true);
    expect(two.isStandardShippingAddress).toBe(true);
    expect(two.isStandardBillingAddress).toBe(false);
    const third = await shop.post(
      '/api/user/saveaddress',
      { address: { nameLine1: 'Postfach', postOfficeBox: '12 34 56', zip: '20001', city: 'Hamburg', isStandardBillingAddress: true }, locale: 'de' },
      { cookie: me.cookie },
    );
    const list = third.body.data.user.addresses;
    expect(list).toHaveLength(3);
    expect(list.filter((a: { isStandardBillingAddress: boolean }) => a.isStandardBillingAddress).map((a: { nameLine1: string }) => a.nameLine1)).toEqual(['Postfach']);
    expect(list.filter((a: { isStandardShippingAddress: boolean }) => a.isStandardShippingAddress).map((a: { nameLine1: string }) => a.nameLine1)).toEqual(['Zweite Adresse']);
  });

  it('updates an own address by id', async () => {
    const before = (await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, nameLine1: 'Zum Ändern' } }, { cookie: me.cookie })).body.data.user.addresses;
    const target = before.find((a: { nameLine1: string }) => a.nameLine1 === 'Zum Ändern');
    const res = await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, id: target.id, nameLine1: 'Geändert', city: 'Frankfurt (Oder)', country: 'AT' } }, { cookie: me.cookie });
    expect(res.status).toBe(200);
    const after = res.body.data.user.addresses.find((a: { id: number }) => a.id === target.id);
    expect(after).toEqual(expect.objectContaining({ nameLine1: 'Geändert', city: 'Frankfurt (Oder)', country: 'AT' }));
    expect(res.body.data.user.addresses).toHaveLength(before.length);
  });

  it.each([
    [{ nameLine1: '' }, { 'address.nameLine1': 'requiredFieldMessage' }],
    [{ street: 'ab' }, { 'address.street': 'invalidStreetMessage' }],
    [{ street: '123' }, { 'address.street': 'invalidStreetMessage' }],
    [{ street: '', postOfficeBox: '' }, { 'address.street': 'invalidStreetMessage' }],
    [{ postOfficeBox: '4711' }, { 'address.postOfficeBox': 'streetOrPostOfficeBoxMessage' }],
    [{ zip: '123' }, { 'address.zip': 'invalidZipCodeMessage' }],
    [{ city: 'Hamburg 1' }, { 'address.city': 'invalidCityMessage' }],
    [{ country: 'XX' }, { 'address.country': 'invalidCountryMessage' }],
    [{ country: 'DEU' }, { 'address.country': 'invalidCountryMessage' }],
    [{ zip: 20457 }, { 'address.zip': 'invalidZipCodeMessage' }],
    [{ street: 'S'.repeat(101) }, { 'address.street': 'invalidStreetMessage' }],
    [{ isStandardShippingAddress: 'yes' }, { 'address.isStandardShippingAddress': 'invalidFlag' }],
    [{ userId: 1 }, { 'address.userId': 'propertyNotAllowed' }],
  ])('refuses %j with %j', async (change, expected) => {
    const res = await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, ...change }, locale: 'de' }, { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual(expected);
  });

  it('refuses a missing address and a wrong type', async () => {
    expect((await shop.post('/api/user/saveaddress', { locale: 'de' }, { cookie: me.cookie })).body.error.fields).toEqual({ address: 'requiredFieldMessage' });
    expect((await shop.post('/api/user/saveaddress', { address: 'Hafenstraße 7' }, { cookie: me.cookie })).status).toBe(400);
  });

  it('accepts Serbia as CS', async () => {
    const res = await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, nameLine1: 'Beograd', city: 'Beograd', zip: '11000', country: 'CS' } }, { cookie: me.cookie });
    expect(res.status).toBe(200);
  });

  it('deletes an own address', async () => {
    const list = (await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, nameLine1: 'Weg damit' } }, { cookie: me.cookie })).body.data.user.addresses;
    const target = list.find((a: { nameLine1: string }) => a.nameLine1 === 'Weg damit');
    const res = await shop.post('/api/user/deleteaddress', { id: target.id }, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.user.addresses.map((a: { id: number }) => a.id)).not.toContain(target.id);
    expect(res.body.data.user.addresses).toHaveLength(list.length - 1);
    const again = await shop.post('/api/user/deleteaddress', { id: target.id }, { cookie: me.cookie });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('addressNotFound');
  });

  it.each([[0], [-1], ['1'], [1.5], [null]])('deleteaddress refuses id %j', async (id) => {
    const res = await shop.post('/api/user/deleteaddress', { id }, { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ id: 'addressNotFound' });
  });

  it("cannot read, change or delete another customer's address (looked up by id and user id)", async () => {
    const other = await customer();
    const mine = (await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, nameLine1: 'Meins' } }, { cookie: me.cookie })).body.data.user.addresses;
    const victim = mine.find((a: { nameLine1: string }) => a.nameLine1 === 'Meins');
    const change = await shop.post('/api/user/saveaddress', { address: { ...ADDRESS, id: victim.id, nameLine1: 'Gekapert' } }, { cookie: other.cookie });
    expect(change.status).toBe(404);
    expect(change.body.error.code).toBe('addressNotFound');
    const del = await shop.post('/api/user/deleteaddress', { id: victim.id }, { cookie: other.cookie });
    expect(del.status).toBe(404);
    expect(del.body.error.code).toBe('addressNotFound');
    const init = await shop.init(me.cookie);
    const still = init.body.data.store.user.addresses.find((a: { id: number }) => a.id === victim.id);
    expect(still.nameLine1).toBe('Meins');
    const otherInit = await shop.init(other.cookie);
    expect(otherInit.body.data.store.user.addresses).toEqual([]);
  });
});

describe('user details: /api/user/edit', () => {
  let me: { email: string; password: string; cookie: string };
  beforeAll(async () => {
    me = await customer();
  });

  const details = (email: string, change: Record<string, unknown> = {}) => ({ company: 'Neue Firma AG', salutation: 'mrs', firstname: 'Anna', lastname: 'Neumann', email, invoiceEmail: 'rechnung@neue-firma.example', locale: 'de', ...change });

  it('changes company, salutation, names and invoice e-mail and answers the user', async () => {
    const res = await shop.post('/api/user/edit', details(me.email), { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual(expect.objectContaining({ company: 'Neue Firma AG', salutation: 'mrs', firstname: 'Anna', lastname: 'Neumann', email: me.email, invoiceEmail: 'rechnung@neue-firma.example', customerId: '12345' }));
    const cleared = await shop.post('/api/user/edit', details(me.email, { invoiceEmail: '' }), { cookie: me.cookie });
    expect(cleared.body.data.user.invoiceEmail).toBeNull();
  });

  it('refuses a changed e-mail (emailNotEditable) and a customer id (not editable there)', async () => {
    const email = await shop.post('/api/user/edit', details(uniqueEmail()), { cookie: me.cookie });
    expect(email.status).toBe(422);
    expect(email.body.error.code).toBe('emailNotEditable');
    const customerId = await shop.post('/api/user/edit', { ...details(me.email), customerId: '54321' }, { cookie: me.cookie });
    expect(customerId.status).toBe(400);
    expect(customerId.body.error.fields).toEqual({ customerId: 'propertyNotAllowed' });
  });

  it.each([
    [{ company: 'X' }, { company: 'invalidCompanyNameMessage' }],
    [{ salutation: 'ms' }, { salutation: 'invalidSalutationMessage' }],
    [{ firstname: 'A1' }, { firstname: 'invalidNameMessage' }],
    [{ lastname: undefined }, { lastname: 'invalidNameMessage' }],
    [{ invoiceEmail: 'kaputt@' }, { invoiceEmail: 'invalidEmailMessage' }],
    [{ email: 'kein-email' }, { email: 'invalidEmailMessage' }],
  ])('refuses %j', async (change, expected) => {
    const res = await shop.post('/api/user/edit', details(me.email, change), { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(expected);
  });
});

describe('e-mail change: /api/user/email-new and the confirmation link', () => {
  it('needs the password (incorrectPassword), then confirms the new address by a link sent to it', async () => {
    const me = await customer();
    const wrong = await shop.post('/api/user/email-new', { email: uniqueEmail(), password: 'Falsch#Passwort1', locale: 'de' }, { cookie: me.cookie, ip: randomAddress() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('incorrectPassword');

    const target = uniqueEmail('neu');
    const res = await shop.post('/api/user/email-new', { email: target, password: me.password, locale: 'en' }, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    const mail = await waitForMail(shop.dataDir, target);
    expect(mail.subject).toMatch(/confirm your new e-mail/i);
    const { url, code } = linkOf(mail);
    expect(url).toMatch(/\/en\/confirm-email$/);
    // Until confirmed, the old address stays in use.
    expect((await shop.login(me.email, me.password)).status).toBe(200);
    expect((await shop.post('/api/user/email-confirm', { code, locale: 'en' })).body.data).toBe(true);
    expect((await shop.post('/api/user/email-confirm', { code, locale: 'en' })).body.data).toBe(false);
    expect((await shop.login(me.email, me.password)).status).toBe(401);
    const login = await shop.login(target, me.password);
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(target);
  });

  it('does not reveal that the new address is taken: same answer, a notice to that address', async () => {
    const me = await customer();
    const other = await shop.registerConfirmed();
    const before = mailsTo(shop.dataDir, other.email).length;
    const res = await shop.post('/api/user/email-new', { email: other.email, password: me.password, locale: 'de' }, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    const notice = await waitForMail(shop.dataDir, other.email, before + 1);
    expect(notice.body).not.toMatch(/ssc=/);
  });

  it.each([
    [{ email: 'kaputt', password: 'x' }, { email: 'invalidNewEmailMessage' }],
    [{ password: 'x' }, { email: 'invalidNewEmailMessage' }],
    [{ email: 'neu@firma-test.example' }, { password: 'mustEnterPassword' }],
    [{ email: 'neu@firma-test.example', password: '' }, { password: 'mustEnterPassword' }],
  ])('validates %j', async (body, expected) => {
    const me = await customer();
    const res = await shop.post('/api/user/email-new', { locale: 'de', ...body }, { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(expected);
  });

  it('refuses the current address as the new one', async () => {
    const me = await customer();
    const res = await shop.post('/api/user/email-new', { email: me.email.toUpperCase(), password: me.password }, { cookie: me.cookie });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalidNewEmailMessage');
  });
});

describe('password forgotten and set new password', () => {
  it('answers success for any address and mails a reset link only to a registered one', async () => {
    const me = await shop.registerConfirmed();
    const unknown = uniqueEmail('unbekannt');
    const a = await shop.post('/api/user/pwd-reset-request', { email: me.email, locale: 'de', challenge: await shop.challenge() });
    const b = await shop.post('/api/user/pwd-reset-request', { email: unknown, locale: 'de', challenge: await shop.challenge() });
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { resultStatus: 'success' } });
    }
    const mail = await waitForMail(shop.dataDir, me.email, 2);
    expect(mail.subject).toMatch(/Passwort/);
    expect(linkOf(mail).url).toMatch(/\/passwort-neu$/);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(shop.dataDir, unknown)).toHaveLength(0);
  });

  it('checks the code, sets the new password once, revokes every session; a used code gives errorHasOccurred', async () => {
    const me = await customer();
    await shop.post('/api/user/pwd-reset-request', { email: me.email, locale: 'de', challenge: await shop.challenge() });
    const { code } = linkOf(await waitForMail(shop.dataDir, me.email, 2));
    expect((await shop.post('/api/user/pwd-check-code', { code, locale: 'de' })).body).toEqual({ data: true });
    expect((await shop.post('/api/user/pwd-check-code', { code: 'unbekannt', locale: 'de' })).body).toEqual({ data: false });

    const weak = await shop.post('/api/user/pwd-new', { resetCode: code, newPassword: 'schwach', locale: 'de' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({ newPassword: 'invalidPasswordMessage' });

    const set = await shop.post('/api/user/pwd-new', { resetCode: code, newPassword: 'Neues#Passwort42', email: me.email, locale: 'de' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ data: true });
    expect((await shop.post('/api/user/orders', {}, { cookie: me.cookie })).status).toBe(401);
    expect((await shop.login(me.email, me.password)).status).toBe(401);
    expect((await shop.login(me.email, 'Neues#Passwort42')).status).toBe(200);

    expect((await shop.post('/api/user/pwd-check-code', { code })).body.data).toBe(false);
    const reuse = await shop.post('/api/user/pwd-new', { resetCode: code, newPassword: 'Noch#EinPasswort7', locale: 'de' });
    expect(reuse.status).toBe(422);
    expect(reuse.body.error.code).toBe('errorHasOccurred');
  });

  it('a newer reset link replaces the older one', async () => {
    const me = await shop.registerConfirmed();
    await shop.post('/api/user/pwd-reset-request', { email: me.email, locale: 'de', challenge: await shop.challenge() });
    const first = linkOf(await waitForMail(shop.dataDir, me.email, 2)).code;
    await shop.post('/api/user/pwd-reset-request', { email: me.email, locale: 'de', challenge: await shop.challenge() });
    const second = linkOf(await waitForMail(shop.dataDir, me.email, 3)).code;
    expect((await shop.post('/api/user/pwd-check-code', { code: first })).body.data).toBe(false);
    expect((await shop.post('/api/user/pwd-check-code', { code: second })).body.data).toBe(true);
  });

  it('needs a valid challenge and a valid e-mail', async () => {
    const noChallenge = await shop.post('/api/user/pwd-reset-request', { email: 'a@firma-test.example', locale: 'de' });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.body.error.fields).toEqual({ challenge: 'invalidChallengeMessage' });
    const used = await shop.challenge();
    await shop.post('/api/user/pwd-reset-request', { email: 'a@firma-test.example', challenge: used });
    const reused = await shop.post('/api/user/pwd-reset-request', { email: 'a@firma-test.example', challenge: used });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('invalidChallengeMessage');
    const badEmail = await shop.post('/api/user/pwd-reset-request', { email: 'kaputt', challenge: await shop.challenge() });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields).toEqual({ email: 'invalidEmailMessage' });
  });

  it('logged in: the current password is needed (invalidCurrentPasswordMessage); other sessions end, this one stays', async () => {
    const me = await customer();
    const otherDevice = await shop.loginCookie(me.email, me.password);
    const noCurrent = await shop.post('/api/user/pwd-new', { newPassword: 'Anders#Passwort55' }, { cookie: me.cookie });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.error.fields).toEqual({ currentPassword: 'mustEnterPassword' });
    const wrong = await shop.post('/api/user/pwd-new', { newPassword: 'Anders#Passwort55', currentPassword: 'Falsch#Passwort1' }, { cookie: me.cookie, ip: randomAddress() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('invalidCurrentPasswordMessage');
    const ok = await shop.post('/api/user/pwd-new', { newPassword: 'Anders#Passwort55', currentPassword: me.password, locale: 'de' }, { cookie: me.cookie });
    expect(ok.status).toBe(200);
    expect((await shop.post('/api/user/orders', {}, { cookie: me.cookie })).status).toBe(200);
    expect((await shop.post('/api/user/orders', {}, { cookie: otherDevice })).status).toBe(401);
    expect((await shop.login(me.email, 'Anders#Passwort55')).status).toBe(200);
  });

  it('without a reset code and without a session → notLoggedIn', async () => {
    const res = await shop.post('/api/user/pwd-new', { newPassword: 'Anders#Passwort55', currentPassword: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('notLoggedIn');
  });
});

describe('orders: /api/user/orders and /api/user/order', () => {
  let demo: string;
  beforeAll(async () => {
    demo = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  });

  it("answers the demo customer's orders newest first, canceled ones flagged, money in integer cents", async () => {
    const res = await shop.post('/api/user/orders', { locale: 'de' }, { cookie: demo });
    expect(res.status).toBe(200);
    const orders = res.body.data.orders;
    expect(orders.length).toBeGreaterThanOrEqual(4);
    const dates = orders.map((o: { orderDate: string }) => Date.parse(o.orderDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(orders.some((o: { status: string; canceled: boolean }) => o.status === 'canceled' && o.canceled)).toBe(true);
    for (const o of orders) {
      expect(o.buyer.email).toBe(DEMO_CUSTOMER.email);
      expect(Number.isInteger(o.price.total)).toBe(true);
      expect(o.price.total).toBe(o.price.subtotal + o.price.vat);
      const items = o.positions.reduce((n: number, p: { price: number }) => n + p.price, 0);
      expect(o.price.itemTotal).toBe(items);
      expect(o.price.subtotal).toBe(o.price.itemTotal - o.price.discountAmount + o.shippingMethod.price + o.paymentMethod.fee);
      expect(o.positions[0]).toEqual({
        product: { id: expect.any(String), price: expect.any(Number), priceUnit: expect.any(Number), unit: expect.any(String), name: { de: expect.any(String), en: expect.any(String) } },
        customProductType: null,
        customConfiguration: null,
        qty: expect.stringMatching(/^\d+(\.\d+)?$/),
        discount: expect.any(String),
        price: expect.any(Number),
      });
    }
  });

  it('answers one own order by oid', async () => {
    const [first] = (await shop.post('/api/user/orders', {}, { cookie: demo })).body.data.orders;
    const res = await shop.post('/api/user/order', { oid: first.id, locale: 'de' }, { cookie: demo });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toEqual(first);
  });

  it("answers orderNotFound for someone else's order exactly as for a missing one", async () => {
    const [first] = (await shop.post('/api/user/orders', {}, { cookie: demo })).body.data.orders;
    const other = await customer();
    const foreign = await shop.post('/api/user/order', { oid: first.id }, { cookie: other.cookie });
    const missing = await shop.post('/api/user/order', { oid: 987654321 }, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error.code).toBe('orderNotFound');
    expect((await shop.post('/api/user/orders', {}, { cookie: other.cookie })).body.data.orders).toEqual([]);
  });

  it.each([['1'], [0], [-3], [2.5], [null]])('refuses oid %j', async (oid) => {
    const res = await shop.post('/api/user/order', { oid }, { cookie: demo });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ oid: 'orderNotFound' });
  });

  it('the login answer and init carry the same orders', async () => {
    const login = await shop.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const cookie = `shop_session=${cookiesOf(login).shop_session.value}`;
    const init = await shop.init(cookie);
    expect(init.body.data.store.orders).toEqual(login.body.data.orders);
    expect(init.body.data.store.user).toEqual(login.body.data.user);
  });
});

describe('answers never carry secrets', () => {
  it('no password or hash in any account answer', async () => {
    const me = await customer();
    const answers = [
      await shop.init(me.cookie),
      await shop.post('/api/user/saveaddress', { address: ADDRESS }, { cookie: me.cookie }),
      await shop.login(me.email, me.password),
    ];
    for (const res of answers) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(me.password);
      expect(text).not.toContain(GOOD_PASSWORD);
      expect(text).not.toMatch(/scrypt\$|passwordHash|codeHash|idHash/);
    }
  });
});
