import { IdentityFlows, type RegistrationData } from './IdentityFlows';
import { SessionStore } from './SessionStore';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { accountUser } from '../test-support/mothers';

const challenge = { id: 'c', salt: 's', difficulty: 1, expiresAt: 1, signature: 'sig', nonce: 'n' };

function setup() {
  const api = new FakeApi();
  const session = new SessionStore(api);
  return { api, session, flows: new IdentityFlows(api, session) };
}

describe('SessionStore and IdentityFlows', () => {
  describe('login', () => {
    it('logs the customer in: user, initials, orders', async () => {
      const { api, session, flows } = setup();
      api.onPost('/api/facade/frontend/login', () => ok({ user: accountUser({ firstname: 'Maria', lastname: 'Meier' }), orders: [], groupPriceRules: [] }));
      const result = await flows.login('  maria@meier.example ', 'Secret#Pass2025', true, 'de');
      expect(result.ok).toBe(true);
      expect(session.isLoggedIn).toBe(true);
      expect(session.initials).toBe('MM');
      expect(api.calls[0].body).toEqual({ email: 'maria@meier.example', password: 'Secret#Pass2025', isPermanentLogin: true, locale: 'de' });
    });

    it('wrong login data: loginErrorMsg, nobody logged in', async () => {
      const { api, session, flows } = setup();
      api.onPost('/api/facade/frontend/login', () => fail('loginErrorMsg', 401));
      expect(await flows.login('a@b.example', 'nope', true, 'de')).toEqual({ ok: false, message: 'loginErrorMsg', fields: {} });
      expect(session.isLoggedIn).toBe(false);
    });

    it('a malformed request still reads as invalid login data, with the field message ids', async () => {
      const { api, flows } = setup();
      api.onPost('/api/facade/frontend/login', () => fail('VALIDATION_FAILED', 400, { email: 'invalidEmailMessage' }));
      expect(await flows.login('not-an-email', 'x', true, 'de')).toEqual({ ok: false, message: 'loginErrorMsg', fields: { email: 'invalidEmailMessage' } });
    });

    it('too many attempts and a lost connection get their own messages', async () => {
      const { api, flows } = setup();
      api.onPost('/api/facade/frontend/login', () => fail('loginRateLimited', 429));
      expect(await flows.login('a@b.example', 'x', true, 'de')).toMatchObject({ ok: false, message: 'loginRateLimited' });
      api.onPost('/api/facade/frontend/login', () => fail('NETWORK_ERROR', 0));
      expect(await flows.login('a@b.example', 'x', true, 'de')).toMatchObject({ ok: false, message: 'NETWORK_ERROR' });
    });

    it('an answer without a user (no first name) is no login', async () => {
      const { api, session, flows } = setup();
      api.onPost('/api/facade/frontend/login', () => ok({ user: accountUser({ firstname: '' }), orders: [], groupPriceRules: [] }));
      expect(await flows.login('a@b.example', 'x', true, 'de')).toMatchObject({ ok: false, message: 'loginErrorMsg' });
      expect(session.isLoggedIn).toBe(false);
    });
  });

  it('logout clears the local user data even when the server does not answer', async () => {
    const { api, session } = setup();
    session.hydrate({ user: accountUser(), adminUser: null, groupPriceRules: [], defaultPriceRules: [], orders: [] });
    expect(session.isLoggedIn).toBe(true);
    api.onPost('/api/user/logout', () => fail('NETWORK_ERROR', 0));
    await session.logout();
    expect(session.isLoggedIn).toBe(false);
    expect(session.orders).toEqual([]);
  });

  it('forgets the user when the server no longer knows the session', async () => {
    const { api, session, flows } = setup();
    session.hydrate({ user: accountUser(), adminUser: null, groupPriceRules: [], defaultPriceRules: [], orders: [] });
    api.onPost('/api/user/edit', () => fail('notLoggedIn', 401));
    const result = await flows.editUser({ company: 'X GmbH', salutation: 'mr', firstname: 'Max', lastname: 'Muster', invoiceEmail: '' }, 'de');
    expect(result).toMatchObject({ ok: false, message: 'notLoggedIn' });
    expect(session.isLoggedIn).toBe(false);
  });

  describe('registration', () => {
    const data: RegistrationData = {
      company: 'Muster GmbH',
      customerId: '',
      salutation: 'mrs',
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@muster.example',
      invoiceEmail: '',
      password: 'Secret#Pass2025',
      privacyPolicyAccepted: true,
    };

    it('success: registrationSuccessMsg', async () => {
      const { api, flows } = setup();
      api.onPost('/api/user/register', () => ok({ resultStatus: 'success' }));
      expect(await flows.register(data, challenge, 'de')).toEqual({ ok: true, data: undefined, message: 'registrationSuccessMsg' });
    });

    it("the server's errmsg, else errorHasOccurred", async () => {
      const { api, flows } = setup();
      api.onPost('/api/user/register', () => ok({ resultStatus: 'error', errmsg: 'emailAlreadyRegistered' }));
      expect(await flows.register(data, challenge, 'de')).toMatchObject({ ok: false, message: 'emailAlreadyRegistered' });
      api.onPost('/api/user/register', () => ok({ resultStatus: 'error' }));
      expect(await flows.register(data, challenge, 'de')).toMatchObject({ ok: false, message: 'errorHasOccurred' });
    });

    it('a stale confirmation control is shown at that control', async () => {
      const { api, flows } = setup();
      api.onPost('/api/user/register', () => fail('invalidChallengeMessage', 400));
      expect(await flows.register(data, challenge, 'de')).toEqual({ ok: false, message: 'invalidChallengeMessage', fields: { challenge: 'invalidChallengeMessage' } });
    });
  });

  it('a confirmation link is confirmed once per page load; a used link is sscOptInErrorMsg', async () => {
    const { api, flows } = setup();
    api.onPost('/api/user/email-confirm', () => ok(true));
    const first = flows.confirmEmail('code-1', 'de', true);
    const second = flows.confirmEmail('code-1', 'de', true);
    expect(await first).toMatchObject({ ok: true });
    expect(await second).toMatchObject({ ok: true });
    expect(api.callsTo('/api/user/email-confirm')).toHaveLength(1);
    api.onPost('/api/user/email-confirm', () => fail('sscOptInErrorMsg', 400));
    expect(await flows.confirmEmail('used', 'de', false)).toMatchObject({ ok: false, message: 'sscOptInErrorMsg' });
    expect(await flows.confirmEmail('', 'de', false)).toMatchObject({ ok: false, message: 'sscOptInErrorMsg' });
  });

  it('e-mail change with a wrong password: incorrectPassword at the password field', async () => {
    const { api, session, flows } = setup();
    session.hydrate({ user: accountUser(), adminUser: null, groupPriceRules: [], defaultPriceRules: [], orders: [] });
    api.onPost('/api/user/email-new', () => fail('incorrectPassword', 400));
    expect(await flows.changeEmail('new@muster.example', 'wrong', 'de')).toEqual({ ok: false, message: 'incorrectPassword', fields: { password: 'incorrectPassword' } });
  });

  it('address errors come back per field, also under the field name without its path', async () => {
    const { api, session, flows } = setup();
    session.hydrate({ user: accountUser(), adminUser: null, groupPriceRules: [], defaultPriceRules: [], orders: [] });
    api.onPost('/api/user/saveaddress', () => fail('VALIDATION_FAILED', 400, { 'address.zip': 'invalidZipCodeMessage' }));
    const result = await flows.saveAddress({ nameLine1: 'Muster GmbH', zip: '1', city: 'Stuttgart', country: 'DE' }, 'de');
    expect(result).toEqual({ ok: false, message: 'VALIDATION_FAILED', fields: { 'address.zip': 'invalidZipCodeMessage', zip: 'invalidZipCodeMessage' } });
  });

  it('a saved address updates the user', async () => {
    const { api, session, flows } = setup();
    session.hydrate({ user: accountUser(), adminUser: null, groupPriceRules: [], defaultPriceRules: [], orders: [] });
    const address = { id: 1, nameLine1: 'Muster GmbH', nameLine2: '', street: 'Hauptstr. 1', postOfficeBox: '', zip: '70173', city: 'Stuttgart', country: 'DE', taxNo: '', isStandardShippingAddress: true, isStandardBillingAddress: true };
    api.onPost('/api/user/saveaddress', () => ok({ user: accountUser({ addresses: [address] }) }));
    expect(await flows.saveAddress({ nameLine1: 'Muster GmbH', street: 'Hauptstr. 1', zip: '70173', city: 'Stuttgart', country: 'DE' }, 'de')).toMatchObject({
      ok: true,
      message: 'addressSavedSuccessMsg',
    });
    expect(session.standardShippingAddress?.city).toBe('Stuttgart');
  });
});
