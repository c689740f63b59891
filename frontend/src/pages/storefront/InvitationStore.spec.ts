import { InvitationStore } from './InvitationStore';

const GOOD = 'Sicher#Passwort1';

describe('InvitationStore', () => {
  it('checks the link first: no code or a dead one is invalid', async () => {
    const invitation = jest.fn(async () => ({ ok: false as const, status: 422, error: { code: 'companyInvitationInvalid', message: '' } as never }));
    const store = new InvitationStore({ invitation, accept: jest.fn() });
    await store.check(null);
    expect(store.state).toBe('invalid');
    expect(invitation).not.toHaveBeenCalled();
    await store.check('abc');
    expect(store.state).toBe('invalid');
  });

  it('asks for the password rules and the privacy consent before sending', async () => {
    const accept = jest.fn();
    const store = new InvitationStore({ invitation: async () => ({ ok: true as const, status: 200, data: { email: 'a@b.example', company: 'Muster GmbH' } }), accept });
    await store.check('abc');
    expect(store.state).toBe('valid');
    store.set('password', 'kurz');
    expect(await store.accept('abc', 'de')).toBe(false);
    expect(store.errors.password).toBe('invalidPasswordMessage');
    expect(store.errors.privacyPolicyAccepted).toBe('mustConfirmPrivacyPolicyMessage');
    expect(accept).not.toHaveBeenCalled();
  });

  it('activates the login and forgets the password it typed', async () => {
    const accept = jest.fn(async () => ({ ok: true as const, status: 200, data: true }));
    const store = new InvitationStore({ invitation: async () => ({ ok: true as const, status: 200, data: { email: 'a@b.example', company: 'Muster GmbH' } }), accept });
    await store.check('abc');
    store.set('password', GOOD);
    store.set('passwordConfirmation', GOOD);
    store.setPrivacy(true);
    expect(await store.accept('abc', 'en')).toBe(true);
    expect(accept).toHaveBeenCalledWith({ ssc: 'abc', password: GOOD, privacyPolicyAccepted: true, locale: 'en' });
    expect(store.state).toBe('done');
    expect(store.password).toBe('');
  });
});
