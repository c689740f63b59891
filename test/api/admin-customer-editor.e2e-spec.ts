// The admin's customer editor (docs/decisions/0045-admin-customer-editor.md) on a shop of its own (embedded
// database): every new endpoint refuses a guest (401) and a customer (403); master data and addresses follow the
// account's rules (message ids per field); e-mail and customer number stay unique; the previous address gets a
// notice; a stale version is refused; every change is in the audit log; the customer sees the change in his own
// answers; a pricing group takes effect for his prices at once; parallel admins each get their own customer back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExtraServer, mailsTo, randomAddress, Shop, startExtraServer, uniqueEmail, waitForMail } from './identity-support';

const ADMIN = { email: 'kunden@firma-test.example', password: 'Kunden#Admin2026' };
const COUPLING = 'KU-CL-C-013-AL';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-customers-'));
const env = { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, SEED_PRODUCTS: '300' };

let server: ExtraServer;
let shop: Shop;
let admin = '';

interface Customer {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

interface Profile {
  user: { id: number; company: string; email: string; customerId: string | null; phone: string | null; salutation: string; firstname: string; lastname: string; invoiceEmail: string | null; pricingGroup: string | null; addresses: Array<{ id: number; city: string; taxNo: string; isStandardShippingAddress: boolean; isStandardBillingAddress: boolean }> };
  incoterms: Array<{ label: string; threshold: number }>;
  version: string;
}

let serial = 0;
/** A confirmed, logged-in customer with a customer number of its own. */
async function customer(): Promise<Customer> {
  serial += 1;
  const { email, password } = await shop.registerConfirmed(uniqueEmail('ce'), { customerId: String(60000 + serial + Math.floor(Math.random() * 900) * 10) });
  const cookie = await shop.loginCookie(email, password);
  const id = (await shop.init(cookie)).body.data.store.user.id as number;
  return { id, email, password, cookie };
}

async function adminLogin(): Promise<string> {
  const login = await shop.post('/api/admin/login', { email: ADMIN.email, password: ADMIN.password }, { ip: randomAddress() });
  expect(login.status).toBe(200);
  return `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
}

async function profile(id: number, cookie = admin): Promise<Profile> {
  const res = await shop.get(`/api/admin/users/${id}`, { cookie });
  expect(res.status).toBe(200);
  return res.body.data as Profile;
}

/** The master data of a profile as the details call takes it, with changes. */
function details(p: Profile, change: Record<string, unknown> = {}) {
  const u = p.user;
  return { version: p.version, company: u.company, salutation: u.salutation, firstname: u.firstname, lastname: u.lastname, email: u.email, invoiceEmail: u.invoiceEmail, phone: u.phone, customerId: u.customerId, ...change };
}

const HAMBURG = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hafenstraße 7', zip: '20457', city: 'Hamburg', country: 'DE' };

beforeAll(async () => {
  server = await startExtraServer('admin_customers', env, { embedded: true });
  shop = new Shop(server.baseUrl, dataDir);
  admin = await adminLogin();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('who may call the customer editor', () => {
  let target: Customer;
  beforeAll(async () => {
    target = await customer();
  });

  const calls: Array<[string, (cookie?: string) => ReturnType<Shop['get']>]> = [
    ['PUT /api/admin/users/:id/details', (cookie) => shop.put(`/api/admin/users/${target.id}/details`, { version: '1', company: 'Einbruch GmbH', salutation: 'mr', firstname: 'Max', lastname: 'Muster', email: 'x@firma-test.example' }, { cookie })],
    ['POST /api/admin/users/:id/addresses', (cookie) => shop.post(`/api/admin/users/${target.id}/addresses`, { version: '1', address: HAMBURG }, { cookie })],
    ['DELETE /api/admin/users/:id/addresses/:addressId', (cookie) => shop.delete(`/api/admin/users/${target.id}/addresses/1?version=1`, { cookie })],
  ];

  it.each(calls)('%s: a guest gets 401 adminNotLoggedIn, a customer 403 adminForbidden, and nothing changes', async (_name, call) => {
    const before = await profile(target.id);
    const guest = await call();
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('adminNotLoggedIn');
    const asCustomer = await call(target.cookie);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error.code).toBe('adminForbidden');
    expect(await profile(target.id)).toEqual(before);
  });
});

describe('master data', () => {
  it('changes company, salutation, names, invoice e-mail, phone, customer number and incoterms; the version moves; the audit log has it', async () => {
    const c = await customer();
    const before = await profile(c.id);
    const number = String(70000 + Math.floor(Math.random() * 9999));
    const res = await shop.put(
      `/api/admin/users/${c.id}/details`,
      details(before, { company: 'Neue Hydraulik AG', salutation: 'mrs', firstname: 'Greta', lastname: 'Sommer-Lindqvist', invoiceEmail: 'Rechnung@Firma-Test.example', phone: '+49 40 1234567', customerId: number, incoterms: [{ label: 'ddp', threshold: 500000 }, { label: 'DAP', threshold: 150000 }] }),
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    const after = res.body.data as Profile;
    expect(after.user).toMatchObject({ id: c.id, company: 'Neue Hydraulik AG', salutation: 'mrs', firstname: 'Greta', lastname: 'Sommer-Lindqvist', invoiceEmail: 'rechnung@firma-test.example', phone: '+49 40 1234567', customerId: number, email: c.email });
    expect(after.incoterms).toEqual([
      { label: 'DAP', threshold: 150000 },
      { label: 'DDP', threshold: 500000 },
    ]);
    expect(after.version).not.toBe(before.version);
    expect(await profile(c.id)).toEqual(after);
    const log = await shop.get(`/api/admin/audit-log?entity=user&entityId=${c.id}`, { cookie: admin });
    expect(log.body.data.items).toEqual([expect.objectContaining({ action: 'user.edit', entity: 'user', entityId: String(c.id), adminEmail: ADMIN.email, before: expect.objectContaining({ company: before.user.company }), after: expect.objectContaining({ company: 'Neue Hydraulik AG', customerId: number }) })]);
    // A call without incoterms keeps them; null removes the phone.
    const again = await shop.put(`/api/admin/users/${c.id}/details`, details(after, { phone: null }), { cookie: admin });
    expect(again.status).toBe(200);
    expect(again.body.data.incoterms).toEqual(after.incoterms);
    expect(again.body.data.user.phone).toBeNull();
  });

  it('the customer sees the change in his own account answers', async () => {
    const c = await customer();
    const res = await shop.put(`/api/admin/users/${c.id}/details`, details(await profile(c.id), { company: 'Sichtbar GmbH', lastname: 'Umbenannt' }), { cookie: admin });
    expect(res.status).toBe(200);
    const own = (await shop.init(c.cookie)).body.data.store.user;
    expect(own).toMatchObject({ id: c.id, company: 'Sichtbar GmbH', lastname: 'Umbenannt' });
  });

  it.each([
    [{ firstname: 'X' }, { firstname: 'invalidNameMessage' }],
    [{ company: '1' }, { company: 'invalidCompanyNameMessage' }],
    [{ salutation: 'dr' }, { salutation: 'invalidSalutationMessage' }],
    [{ email: 'kein-email' }, { email: 'invalidEmailMessage' }],
    [{ invoiceEmail: 'auch@kein' }, { invoiceEmail: 'invalidEmailMessage' }],
    [{ phone: 'abc-defg' }, { phone: 'invalidPhoneMessage' }],
    [{ customerId: '1234' }, { customerId: 'invalidCustomerIdMessage' }],
    [{ incoterms: [{ label: 'DA', threshold: 1 }] }, { 'incoterms.0.label': 'adCeIncotermLabelInvalid' }],
    [{ incoterms: [{ label: 'DAP', threshold: 1.5 }] }, { 'incoterms.0.threshold': 'adCeIncotermThresholdInvalid' }],
    [{ incoterms: [{ label: 'DAP', threshold: 1 }, { label: 'dap', threshold: 2 }] }, { 'incoterms.1.label': 'adCeIncotermDuplicate' }],
    [{ version: undefined }, { version: 'adCustomerChanged' }],
    [{ pricingGroup: 'oem' }, { pricingGroup: 'propertyNotAllowed' }],
  ])('refuses %j with 400 and the message id of the field', async (change, fields) => {
    const c = await customer();
    const before = await profile(c.id);
    const res = await shop.put(`/api/admin/users/${c.id}/details`, details(before, change), { cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|stack/i);
    expect(await profile(c.id)).toEqual(before);
  });

  it("refuses another account's e-mail (any case) and another customer's number with 409 and the field's message id", async () => {
    const [a, b] = [await customer(), await customer()];
    const pa = await profile(a.id);
    const pb = await profile(b.id);
    const taken = await shop.put(`/api/admin/users/${a.id}/details`, details(pa, { email: b.email.toUpperCase() }), { cookie: admin });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'adCustomerEmailTaken', fields: { email: 'adCustomerEmailTaken' } });
    const number = await shop.put(`/api/admin/users/${a.id}/details`, details(pa, { customerId: pb.user.customerId }), { cookie: admin });
    expect(number.status).toBe(409);
    expect(number.body.error).toMatchObject({ code: 'adCustomerIdTaken', fields: { customerId: 'adCustomerIdTaken' } });
    expect(await profile(a.id)).toEqual(pa);
  });

  it('a new e-mail: the previous address gets a notice naming the new one; the customer logs in with the new address only', async () => {
    const c = await customer();
    const fresh = uniqueEmail('neu');
    const res = await shop.put(`/api/admin/users/${c.id}/details`, details(await profile(c.id), { email: fresh.toUpperCase() }), { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(fresh);
    // The first mail to the old address was the registration's opt-in; the second is the notice.
    const notice = await waitForMail(dataDir, c.email, 2);
    expect(notice.subject).toMatch(/E-Mail-Adresse Ihres Kundenkontos .* geändert/);
    expect(notice.body).toContain(fresh);
    expect(mailsTo(dataDir, fresh)).toEqual([]);
    expect((await shop.login(c.email, c.password)).status).toBe(401);
    expect((await shop.login(fresh, c.password)).status).toBe(200);
    expect((await shop.init(c.cookie)).body.data.store.user.email).toBe(fresh);
  });

  it('refuses a change on an outdated version with 409 adCustomerChanged (another admin saved meanwhile)', async () => {
    const c = await customer();
    const seen = await profile(c.id);
    const first = await shop.put(`/api/admin/users/${c.id}/details`, details(seen, { company: 'Erster Stand GmbH' }), { cookie: admin });
    expect(first.status).toBe(200);
    const second = await shop.put(`/api/admin/users/${c.id}/details`, details(seen, { company: 'Zweiter Stand GmbH' }), { cookie: admin });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('adCustomerChanged');
    const address = await shop.post(`/api/admin/users/${c.id}/addresses`, { version: seen.version, address: HAMBURG }, { cookie: admin });
    expect(address.status).toBe(409);
    expect((await profile(c.id)).user.company).toBe('Erster Stand GmbH');
  });

  it('an unknown customer answers 404 userIdUnknown', async () => {
    const res = await shop.put('/api/admin/users/99999999/details', { version: '1', company: 'Niemand GmbH', salutation: 'mr', firstname: 'Max', lastname: 'Muster', email: 'niemand@firma-test.example' }, { cookie: admin });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('userIdUnknown');
  });
});

describe('address book', () => {
  it('adds, changes (standard flags move), deletes; each change audited; the customer sees his book', async () => {
    const c = await customer();
    let p = await profile(c.id);
    const add = async (address: Record<string, unknown>) => {
      const res = await shop.post(`/api/admin/users/${c.id}/addresses`, { version: p.version, address }, { cookie: admin });
      expect(res.status).toBe(200);
      p = res.body.data;
    };
    await add(HAMBURG);
    await add({ ...HAMBURG, city: 'Bremen', zip: '28195', taxNo: 'ATU13585627', isStandardBillingAddress: true });
    expect(p.user.addresses.map((a) => [a.city, a.taxNo, a.isStandardShippingAddress, a.isStandardBillingAddress])).toEqual([
      ['Hamburg', '', true, false],
      ['Bremen', 'ATU13585627', false, true],
    ]);
    const [hamburg, bremen] = p.user.addresses;
    // A flag set moves from the other address; a flag left out keeps its value (the account form's rule).
    await add({ ...HAMBURG, id: bremen.id, city: 'Bremerhaven', zip: '27568', isStandardShippingAddress: true });
    expect(p.user.addresses.map((a) => [a.id, a.city, a.isStandardShippingAddress, a.isStandardBillingAddress])).toEqual([
      [hamburg.id, 'Hamburg', false, false],
      [bremen.id, 'Bremerhaven', true, true],
    ]);
    const del = await shop.delete(`/api/admin/users/${c.id}/addresses/${hamburg.id}?version=${p.version}`, { cookie: admin });
    expect(del.status).toBe(200);
    expect(del.body.data.user.addresses.map((a: { id: number }) => a.id)).toEqual([bremen.id]);
    const again = await shop.delete(`/api/admin/users/${c.id}/addresses/${hamburg.id}?version=${del.body.data.version}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('addressNotFound');
    const own = (await shop.init(c.cookie)).body.data.store.user;
    expect(own.addresses.map((a: { id: number; city: string }) => [a.id, a.city])).toEqual([[bremen.id, 'Bremerhaven']]);
    const log = await shop.get(`/api/admin/audit-log?entity=user&entityId=${c.id}&pageSize=50`, { cookie: admin });
    expect(log.body.data.items.map((e: { action: string }) => e.action).reverse()).toEqual(['user.address.create', 'user.address.create', 'user.address.update', 'user.address.delete']);
  });

  it.each([
    [{ ...HAMBURG, zip: '1' }, { 'address.zip': 'invalidZipCodeMessage' }],
    [{ ...HAMBURG, city: 'Hamburg 1' }, { 'address.city': 'invalidCityMessage' }],
    [{ ...HAMBURG, street: '', postOfficeBox: '' }, { 'address.street': 'invalidStreetMessage' }],
    [{ ...HAMBURG, country: 'XX' }, { 'address.country': 'invalidCountryMessage' }],
    [{ ...HAMBURG, taxNo: 'ATU12345678' }, { 'address.taxNo': 'vatIdCheckDigitInvalid' }],
    [{ ...HAMBURG, owner: 1 }, { 'address.owner': 'propertyNotAllowed' }],
  ])('refuses the address %j with 400 and the message id of its field', async (address, fields) => {
    const c = await customer();
    const p = await profile(c.id);
    const res = await shop.post(`/api/admin/users/${c.id}/addresses`, { version: p.version, address }, { cookie: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    expect((await profile(c.id)).user.addresses).toEqual([]);
  });

  it("another customer's address id answers 404 addressNotFound", async () => {
    const [a, b] = [await customer(), await customer()];
    const pb = (await shop.post(`/api/admin/users/${b.id}/addresses`, { version: (await profile(b.id)).version, address: HAMBURG }, { cookie: admin })).body.data as Profile;
    const foreign = pb.user.addresses[0].id;
    const pa = await profile(a.id);
    const change = await shop.post(`/api/admin/users/${a.id}/addresses`, { version: pa.version, address: { ...HAMBURG, id: foreign, city: 'Kiel' } }, { cookie: admin });
    expect(change.status).toBe(404);
    const del = await shop.delete(`/api/admin/users/${a.id}/addresses/${foreign}?version=${pa.version}`, { cookie: admin });
    expect(del.status).toBe(404);
    expect((await profile(b.id)).user.addresses.map((x) => x.city)).toEqual(['Hamburg']);
  });
});

describe('pricing group', () => {
  it("takes effect for the customer's prices at once (read from the database on every price call)", async () => {
    const c = await customer();
    const group = `grp${Math.floor(Math.random() * 1e6)}`;
    const price = async () => (await shop.post('/api/sales/prices', { ids: [COUPLING], locale: 'de' }, { cookie: c.cookie })).body.data.prices[0].priceInfo.price as number;
    const base = (await shop.post('/api/catalogue/products/by-ids', { ids: [COUPLING], locale: 'de' })).body.data.items[0].priceInfo.price as number;
    const assign = async (pricingGroup: string | null) => expect((await shop.put(`/api/admin/users/${c.id}/pricing`, { pricingGroup, customPricing: false }, { cookie: admin })).status).toBe(200);
    // A rule may only name a group a customer is in: the customer joins first, then the group gets 20 % on couplings.
    await assign(group);
    expect((await shop.post('/api/admin/price-rules', { customerPricingGroup: group, productTypeI18nId: 'coupling', percentage: '-20', priority: 0 }, { cookie: admin })).status).toBe(201);
    expect(await price()).toBe(Math.round((base * 80) / 100));
    // Now only the customer's group changes (no rule does): the next price call already follows it, both ways.
    await assign(null);
    expect(await price()).toBe(base);
    await assign(group);
    expect(await price()).toBe(Math.round((base * 80) / 100));
    await assign(null);
    expect(await price()).toBe(base);
  });
});

describe('parallel admins', () => {
  it("several admins editing different customers at once: each answer, record and account is that customer's", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => customer()));
    // Three admin sessions (logged in one after the other, as people do), each editing two customers at once.
    const sessions: string[] = [];
    for (let i = 0; i < 3; i += 1) sessions.push(await adminLogin());
    const profiles = await Promise.all(customers.map((c) => profile(c.id)));
    const answers = await Promise.all(
      customers.map((c, i) => shop.put(`/api/admin/users/${c.id}/details`, details(profiles[i], { company: `Parallel ${c.id} GmbH`, phone: `+49 30 ${c.id}000` }), { cookie: sessions[i % sessions.length] })),
    );
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ id: customers[i].id, email: customers[i].email, company: `Parallel ${customers[i].id} GmbH`, phone: `+49 30 ${customers[i].id}000` });
    });
    const withAddress = await Promise.all(
      customers.map((c, i) => shop.post(`/api/admin/users/${c.id}/addresses`, { version: answers[i].body.data.version, address: { ...HAMBURG, nameLine1: `Lager ${c.id}` } }, { cookie: sessions[(i + 1) % sessions.length] })),
    );
    withAddress.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.data.user.id).toBe(customers[i].id);
      expect(res.body.data.user.addresses.map((a: { nameLine1: string }) => a.nameLine1)).toEqual([`Lager ${customers[i].id}`]);
    });
    const own = await Promise.all(customers.map((c) => shop.init(c.cookie)));
    own.forEach((res, i) => {
      expect(res.body.data.store.user).toMatchObject({ id: customers[i].id, company: `Parallel ${customers[i].id} GmbH` });
      expect(res.body.data.store.user.addresses.map((a: { nameLine1: string }) => a.nameLine1)).toEqual([`Lager ${customers[i].id}`]);
    });
  }, 120_000);
});
