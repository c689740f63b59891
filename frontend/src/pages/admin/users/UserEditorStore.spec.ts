import type { AdminUserProfile } from '../../../api/admin-orders-contracts';
import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { accountUser } from '../../../test-support/mothers';
import { UserProfileStore } from './UserProfileStore';
import { addressErrors, detailsErrors, type AddressDraft, type DetailsDraft } from './UserEditorStore';

const HAMBURG = { id: 31, nameLine1: 'Muster GmbH', nameLine2: '', street: 'Hafenstraße 7', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '', isStandardShippingAddress: true, isStandardBillingAddress: true };

function profile(changes: Partial<AdminUserProfile> = {}, user: Partial<AdminUserProfile['user']> = {}): AdminUserProfile {
  return {
    user: accountUser({ id: 7, addresses: [HAMBURG], ...user }),
    status: 'active',
    locked: false,
    locale: 'de',
    createdAt: '2026-01-05T10:00:00.000Z',
    confirmedAt: '2026-01-05T10:05:00.000Z',
    incoterms: [{ label: 'DAP', threshold: 150000 }],
    version: '100',
    ...changes,
  };
}

/** A fake server keeping one customer: each accepted change moves the version; a stale version answers 409. */
function setup(locale = 'de') {
  let current = profile();
  let next = 100;
  const accept = (change: (p: AdminUserProfile) => AdminUserProfile) => {
    current = { ...change(current), version: String(++next) };
    return ok(current);
  };
  const api = new FakeApi()
    .onGet('/api/admin/users/{id}', () => ok(current))
    .onGet('/api/admin/price-rules', () => ok([]))
    .onPut('/api/admin/users/{id}/details', ({ body }) => {
      if (body!.version !== current.version) return fail('adCustomerChanged', 409);
      if (body!.email === 'vergeben@muster.example') return fail('adCustomerEmailTaken', 409, { email: 'adCustomerEmailTaken' });
      return accept((p) => ({ ...p, incoterms: body!.incoterms ?? p.incoterms, user: { ...p.user, company: body!.company, email: body!.email, phone: body!.phone ?? null, customerId: body!.customerId ?? null } }));
    })
    .onPost('/api/admin/users/{id}/addresses', ({ body }) => {
      if (body!.version !== current.version) return fail('adCustomerChanged', 409);
      const a = body!.address;
      const saved = { ...HAMBURG, ...a, id: a.id ?? 32, nameLine2: a.nameLine2 ?? '', street: a.street ?? '', postOfficeBox: a.postOfficeBox ?? '', country: a.country ?? 'DE', taxNo: a.taxNo ?? '', isStandardShippingAddress: Boolean(a.isStandardShippingAddress), isStandardBillingAddress: Boolean(a.isStandardBillingAddress) };
      return accept((p) => ({ ...p, user: { ...p.user, addresses: [...p.user.addresses.filter((x) => x.id !== saved.id), saved] } }));
    })
    .onDelete('/api/admin/users/{id}/addresses/{addressId}', ({ params }) => {
      if (params!.query.version !== current.version) return fail('adCustomerChanged', 409);
      return accept((p) => ({ ...p, user: { ...p.user, addresses: p.user.addresses.filter((x) => x.id !== params!.path.addressId) } }));
    });
  const page = new UserProfileStore(api, jest.fn(), locale);
  /** Another admin's write: the version moves on the server only. */
  const changeElsewhere = () => {
    current = { ...current, version: String(++next) };
  };
  return { api, page, editor: page.editor, changeElsewhere, server: () => current };
}

describe('the customer editor’s rules (the account forms’ functions of libs/domain)', () => {
  const draft: DetailsDraft = { company: 'Muster GmbH', salutation: 'mr', firstname: 'Max', lastname: 'Muster', email: 'max@muster.example', invoiceEmail: '', phone: '', customerId: '', incoterms: [] };

  it('master data: every field by its rule, incoterm rows by index', () => {
    expect(detailsErrors(draft)).toEqual({});
    expect(detailsErrors({ ...draft, company: 'X', firstname: '1', email: 'kein', invoiceEmail: 'auch-kein', phone: 'abc', customerId: '1234', incoterms: [{ label: 'DA', threshold: '-5' }, { label: 'dap', threshold: '1.500,00' }] })).toEqual({
      company: 'invalidCompanyNameMessage',
      firstname: 'invalidNameMessage',
      email: 'invalidEmailMessage',
      invoiceEmail: 'invalidEmailMessage',
      phone: 'invalidPhoneMessage',
      customerId: 'invalidCustomerIdMessage',
      'incoterms.0.label': 'adCeIncotermLabelInvalid',
      'incoterms.0.threshold': 'adCeIncotermThresholdInvalid',
      'incoterms.1.threshold': 'adCeIncotermThresholdInvalid',
    });
    expect(detailsErrors({ ...draft, incoterms: [{ label: 'DAP', threshold: '1500,50' }, { label: 'dap', threshold: '0' }] })).toEqual({ 'incoterms.1.label': 'adCeIncotermDuplicate' });
  });

  it('address: the shared address rule, street or post office box, the VAT id with its check digit', () => {
    const a: AddressDraft = { id: null, nameLine1: 'Muster GmbH', nameLine2: '', usePostOfficeBox: false, street: 'Hafenstraße 7', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '', isStandardShippingAddress: false, isStandardBillingAddress: false };
    expect(addressErrors(a)).toEqual({});
    expect(addressErrors({ ...a, street: '', zip: '1', city: 'Hamburg 1', taxNo: 'ATU12345678' })).toEqual({
      'address.street': 'invalidStreetMessage',
      'address.zip': 'invalidZipCodeMessage',
      'address.city': 'invalidCityMessage',
      'address.taxNo': 'vatIdCheckDigitInvalid',
    });
    expect(addressErrors({ ...a, usePostOfficeBox: true, street: '', postOfficeBox: '' })).toEqual({ 'address.postOfficeBox': 'invalidPostOfficeBoxMessage' });
  });
});

describe('UserEditorStore', () => {
  it('opens the master data form from the profile (thresholds in the page’s notation), saves it with the version and shows the new profile', async () => {
    const { api, page, editor } = setup('de');
    page.show(7, 'master');
    await flush();
    editor.editDetails();
    expect(editor.details).toMatchObject({ company: 'Muster GmbH', email: 'max@muster.example', customerId: '12345', incoterms: [{ label: 'DAP', threshold: '1500,00' }] });
    editor.setDetail('company', ' Neue Firma AG ');
    editor.setDetail('phone', '+49 40 123456');
    editor.addIncoterm();
    editor.setIncoterm(1, 'label', 'ddp');
    editor.setIncoterm(1, 'threshold', '5000');
    expect(await editor.saveDetails()).toBe(true);
    await flush();
    const sent = api.callsTo('/api/admin/users/{id}/details')[0];
    expect(sent.params).toEqual({ path: { id: 7 } });
    expect(sent.body).toMatchObject({ version: '100', company: 'Neue Firma AG', phone: '+49 40 123456', invoiceEmail: null, customerId: '12345', incoterms: [{ label: 'DAP', threshold: 150000 }, { label: 'DDP', threshold: 500000 }] });
    expect(editor.details).toBeNull();
    expect(editor.notice).toEqual({ tone: 'success', id: 'adCeDetailsSaved' });
    expect(page.profile.data?.user.company).toBe('Neue Firma AG');
    expect(page.profile.data?.version).toBe('101');
  });

  it('refuses a form the rules refuse without a call, the errors by field; a server refusal shows next to its field', async () => {
    const { api, page, editor } = setup();
    page.show(7, 'master');
    await flush();
    editor.editDetails();
    editor.setDetail('email', 'kein-email');
    expect(await editor.saveDetails()).toBe(false);
    expect(editor.detailErrors).toEqual({ email: 'invalidEmailMessage' });
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    editor.setDetail('email', 'vergeben@muster.example');
    expect(editor.detailErrors).toEqual({});
    expect(await editor.saveDetails()).toBe(false);
    expect(editor.detailErrors).toEqual({ email: 'adCustomerEmailTaken' });
    expect(editor.notice).toEqual({ tone: 'error', id: 'adCeFormErrors' });
    expect(editor.details?.email).toBe('vergeben@muster.example');
  });

  it('a changed e-mail tells the admin that the previous address got the notice', async () => {
    const { page, editor } = setup();
    page.show(7, 'master');
    await flush();
    editor.editDetails();
    editor.setDetail('email', 'neu@muster.example');
    expect(await editor.saveDetails()).toBe(true);
    expect(editor.notice).toEqual({ tone: 'success', id: 'adCeEmailNoticeSent', values: { email: 'max@muster.example' } });
  });

  it('a stale form (another write since it was filled) is refused with a reload; after the reload the same form saves', async () => {
    const { page, editor, changeElsewhere } = setup();
    page.show(7, 'master');
    await flush();
    editor.editDetails();
    editor.setDetail('company', 'Zweite Firma KG');
    changeElsewhere();
    expect(await editor.saveDetails()).toBe(false);
    expect([editor.stale, editor.notice?.id, editor.details?.company]).toEqual([true, 'adCustomerChanged', 'Zweite Firma KG']);
    await editor.reload();
    expect(editor.stale).toBe(false);
    expect(await editor.saveDetails()).toBe(true);
    expect(page.profile.data?.user.company).toBe('Zweite Firma KG');
  });

  it('address book: add (the post office box clears the street), change a flag, delete after the question', async () => {
    const { page, editor, server } = setup();
    page.show(7, 'master');
    await flush();
    editor.editAddress(null);
    expect(editor.address).toMatchObject({ id: null, isStandardShippingAddress: false, country: 'DE' });
    editor.setAddressField('nameLine1', 'Lager Nord');
    editor.setAddressField('street', 'Kaiweg 1');
    editor.setAddressField('usePostOfficeBox', true);
    expect(editor.address?.street).toBe('');
    editor.setAddressField('postOfficeBox', '1234');
    editor.setAddressField('zip', '24103');
    editor.setAddressField('city', 'Kiel');
    editor.setAddressField('isStandardShippingAddress', true);
    expect(await editor.saveAddress()).toBe(true);
    await flush();
    expect(server().user.addresses.map((a) => [a.id, a.city, a.postOfficeBox, a.street, a.isStandardShippingAddress])).toEqual([
      [31, 'Hamburg', '', 'Hafenstraße 7', true],
      [32, 'Kiel', '1234', '', true],
    ]);
    expect(editor.notice?.id).toBe('adCeAddressSaved');
    editor.editAddress(page.profile.data!.user.addresses[0]);
    editor.setAddressField('city', 'Bremen');
    expect(await editor.saveAddress()).toBe(true);
    await flush();
    editor.askDelete(page.profile.data!.user.addresses.find((a) => a.id === 32)!);
    expect(await editor.deleteAddress()).toBe(true);
    await flush();
    expect(page.profile.data!.user.addresses.map((a) => [a.id, a.city])).toEqual([[31, 'Bremen']]);
    expect([editor.deleting, editor.notice?.id]).toEqual([null, 'adCeAddressDeleted']);
  });

  it('an invalid address is not sent; the errors are by field', async () => {
    const { api, page, editor } = setup();
    page.show(7, 'master');
    await flush();
    editor.editAddress(null);
    editor.setAddressField('nameLine1', 'Lager');
    expect(await editor.saveAddress()).toBe(false);
    expect(Object.keys(editor.addressFieldErrors).sort()).toEqual(['address.city', 'address.street', 'address.zip']);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('another customer closes the forms', async () => {
    const { page, editor } = setup();
    page.show(7, 'master');
    await flush();
    editor.editDetails();
    editor.editAddress(null);
    page.show(8, 'master');
    expect([editor.details, editor.address, editor.notice]).toEqual([null, null, null]);
  });
});
