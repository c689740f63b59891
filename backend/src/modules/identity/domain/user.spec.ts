import { User, type RegistrationData } from './user';

const DATA: RegistrationData = {
  company: 'Beispiel GmbH',
  customerId: '',
  salutation: 'mrs',
  firstname: 'Anna',
  lastname: 'Berger',
  email: '  Anna.Berger@Beispiel.DE ',
  invoiceEmail: '',
  password: 'Sicher#Passwort1',
  privacyPolicyAccepted: true,
  locale: 'de',
  aquisitionIds: 'ads-1',
};

const ADDRESS = { nameLine1: 'Beispiel GmbH', street: 'Hauptstraße 1', zip: '70565', city: 'Stuttgart' };

function registered(): User {
  const r = User.register(DATA, 'hash', new Date('2025-01-01T00:00:00Z'));
  if (!r.ok) throw new Error('invalid');
  return User.restore({ ...r.value.toProps(), id: 7 });
}

describe('User.register', () => {
  it('creates a pending customer with a normalised e-mail and no customer id', () => {
    const user = registered();
    expect(user.isPending).toBe(true);
    expect(user.email).toBe('anna.berger@beispiel.de');
    expect(user.toProps()).toEqual(expect.objectContaining({ customerId: null, invoiceEmail: null, aquisitionIds: { initial: 'ads-1', registration: 'ads-1' } }));
  });

  it('answers the shared rules as field message ids', () => {
    const r = User.register({ ...DATA, firstname: 'A', customerId: '12', password: 'kurz', privacyPolicyAccepted: false }, 'hash', new Date());
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('VALIDATION_FAILED');
      expect(r.error.details).toEqual({ fields: { firstname: 'invalidNameMessage', customerId: 'invalidCustomerIdMessage', password: 'invalidPasswordMessage', privacyPolicyAccepted: 'mustConfirmPrivacyPolicyMessage' } });
    }
  });

  it('confirm activates only a pending account', () => {
    const user = registered();
    const at = new Date('2025-02-01T00:00:00Z');
    user.confirm(at);
    expect(user.isActive).toBe(true);
    expect(user.toProps().confirmedAt).toEqual(at);
  });
});

describe('address book', () => {
  it('makes the first address the standard for shipping and billing', () => {
    const user = registered();
    const r = user.saveAddress(ADDRESS);
    expect(r.ok && r.value).toEqual(expect.objectContaining({ country: 'DE', isStandardShippingAddress: true, isStandardBillingAddress: true }));
  });

  it('a flag set on one address is cleared on the others', () => {
    const user = User.restore({ ...registered().toProps(), addresses: [] });
    user.saveAddress({ ...ADDRESS, id: undefined });
    const props = user.toProps();
    const withIds = User.restore({ ...props, addresses: props.addresses.map((a, i) => ({ ...a, id: i + 1 })) });
    withIds.saveAddress({ ...ADDRESS, nameLine1: 'Zwei', isStandardBillingAddress: true });
    const [a, b] = withIds.addresses;
    expect([a.isStandardShippingAddress, a.isStandardBillingAddress]).toEqual([true, false]);
    expect([b.isStandardShippingAddress, b.isStandardBillingAddress]).toEqual([false, true]);
  });

  it('refuses an unknown address id and invalid addresses', () => {
    const user = registered();
    const unknown = user.saveAddress({ ...ADDRESS, id: 99 });
    expect(!unknown.ok && unknown.error.code).toBe('addressNotFound');
    const invalid = user.saveAddress({ ...ADDRESS, street: 'Hauptstraße 1', postOfficeBox: '123', zip: '12' });
    expect(!invalid.ok && invalid.error.details).toEqual({ fields: { 'address.postOfficeBox': 'streetOrPostOfficeBoxMessage', 'address.zip': 'invalidZipCodeMessage' } });
    expect(!user.deleteAddress(5).ok).toBe(true);
  });
});

describe('editDetails', () => {
  it('changes master data and refuses invalid values without changing anything', () => {
    const user = registered();
    expect(user.editDetails({ company: 'Neu AG', salutation: 'mr', firstname: 'Bert', lastname: 'Neu', invoiceEmail: 'R@Neu.de' }).ok).toBe(true);
    expect(user.toProps()).toEqual(expect.objectContaining({ company: 'Neu AG', salutation: 'mr', invoiceEmail: 'r@neu.de' }));
    const bad = user.editDetails({ company: 'X', salutation: 'dr', firstname: 'Bert', lastname: 'Neu' });
    expect(!bad.ok && bad.error.details).toEqual({ fields: { company: 'invalidCompanyNameMessage', salutation: 'invalidSalutationMessage' } });
    expect(user.toProps().company).toBe('Neu AG');
  });
});

describe('address update', () => {
  it('keeps the standard flags an update leaves out', () => {
    const user = registered();
    user.saveAddress(ADDRESS);
    const props = user.toProps();
    const stored = User.restore({ ...props, addresses: props.addresses.map((a) => ({ ...a, id: 1 })) });
    const r = stored.saveAddress({ ...ADDRESS, id: 1, city: 'Esslingen' });
    expect(r.ok && r.value).toEqual(expect.objectContaining({ city: 'Esslingen', isStandardShippingAddress: true, isStandardBillingAddress: true }));
    const cleared = stored.saveAddress({ ...ADDRESS, id: 1, isStandardBillingAddress: false });
    expect(cleared.ok && cleared.value).toEqual(expect.objectContaining({ isStandardShippingAddress: true, isStandardBillingAddress: false }));
  });
});
