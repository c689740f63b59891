// The identity command handlers on hand-written fakes (testing/fakes.ts): the rules a buyer meets at login
// and in the address book, checked without a database or HTTP.
import { loadConfig, ShopConfig } from '../../../../config/app-config';
import { LOGIN_THROTTLE } from '../../domain/login-throttle.policy';
import type { ChallengeSolution } from '../../domain/challenge';
import { FakeChallenges, FakePasswordHasher, FakeUnitOfWork, InMemoryKnownDevices, InMemoryLoginAttempts, InMemorySessionRepository, InMemoryUserRepository, RecordingSecurityLog, UserMother } from '../../testing/fakes';
import { LoginThrottle } from '../login-throttle.service';
import { SessionService } from '../session.service';
import { EditUserDetailsHandler } from './edit-user-details/edit-user-details.handler';
import { LoginCustomerHandler } from './login-customer/login-customer.handler';
import { SaveAddressHandler } from './save-address/save-address.handler';

const PASSWORD = 'Sicher#Passwort1';
const ADDRESS = { nameLine1: 'Beispiel Hydraulik GmbH', street: 'Hafenstraße 7', zip: '20457', city: 'Hamburg', country: 'DE' };

function loginWorld(...users: ReturnType<typeof UserMother.active>[]) {
  const repo = new InMemoryUserRepository(...users);
  const attempts = new InMemoryLoginAttempts();
  const devices = new InMemoryKnownDevices();
  const log = new RecordingSecurityLog();
  const challenges = new FakeChallenges();
  const throttle = new LoginThrottle(attempts, devices, log, challenges, new ShopConfig(loadConfig({})));
  const handler = new LoginCustomerHandler(repo, new FakePasswordHasher(), throttle, new SessionService(new InMemorySessionRepository()), log);
  let address = 0;
  /** A login from a new client address each time, unless `from` names one. */
  const login = (email: string, password: string, deviceToken: string | null = null, options: { from?: string; challenge?: ChallengeSolution } = {}) =>
    handler.execute({
      email,
      password,
      permanent: true,
      previousToken: null,
      deviceToken,
      meta: { clientAddress: options.from ?? `10.0.0.${++address}`, userAgent: null },
      challenge: options.challenge ?? null,
    });
  return { login, attempts, devices, log, challenges };
}

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);

describe('LoginCustomerHandler', () => {
  it('logs an active customer in, starts a session and makes the browser a known device', async () => {
    const user = UserMother.active();
    const { login, devices, log } = loginWorld(user);
    const result = await login(user.email, PASSWORD);
    expect(result.ok && result.value.user.id).toBe(user.id);
    expect(result.ok && result.value.session.token).toEqual(expect.any(String));
    expect(result.ok && result.value.deviceToken).toEqual(expect.any(String));
    expect(devices.devices).toHaveLength(1);
    expect(log.types()).toEqual([]);
  });

  it('answers loginErrorMsg alike for a wrong password, an unknown e-mail and an unconfirmed account', async () => {
    const active = UserMother.active();
    const pending = UserMother.pending();
    const { login } = loginWorld(active, pending);
    for (const [email, password] of [[active.email, 'Falsch#Passwort1'], ['niemand@firma-test.example', PASSWORD], [pending.email, PASSWORD]]) {
      const r = await login(email, password);
      expect(r.ok ? 'ok' : r.error.code).toBe('loginErrorMsg');
    }
  });

  it('slows a guesser at one address down after five failures there, even for the right password; another address is not slowed', async () => {
    const user = UserMother.active();
    const { login, log, challenges } = loginWorld(user);
    for (let i = 0; i < LOGIN_THROTTLE.free.pair; i++) expect(code(await login(user.email, `Falsch#${i}aaaaaaaa`, null, { from: '192.0.2.66' }))).toBe('loginErrorMsg');
    const slowed = await login(user.email, PASSWORD, null, { from: '192.0.2.66', challenge: await challenges.solved() });
    expect(code(slowed)).toBe('loginRateLimited');
    expect(slowed.ok ? null : slowed.error.details?.retryAfterSeconds).toBe(30);
    expect(log.types().filter((t) => t === 'loginLocked')).toHaveLength(1);
    // The owner elsewhere: the account is under attack, so a new device brings a proof of work — and gets in.
    expect(code(await login(user.email, PASSWORD, null, { from: '198.51.100.7' }))).toBe('loginChallengeRequired');
    expect(code(await login(user.email, PASSWORD, null, { from: '198.51.100.7', challenge: await challenges.solved() }))).toBe('ok');
  });

  it("a stranger's failures from many addresses never stop the owner's right password from a new address (with a proof of work)", async () => {
    const user = UserMother.active();
    const { login, challenges } = loginWorld(user);
    for (let i = 0; i < 40; i++) await login(user.email, `Falsch#${i}aaaaaaaa`, null, { challenge: await challenges.solved() });
    const owner = await login(user.email, PASSWORD, null, { challenge: await challenges.solved() });
    expect(code(owner)).toBe('ok');
  });

  it('a challenge that is not a valid login challenge, or is used twice, answers invalidChallengeMessage and is no failure', async () => {
    const user = UserMother.active();
    const { login, attempts, challenges } = loginWorld(user);
    for (let i = 0; i < LOGIN_THROTTLE.free.account; i++) await login(user.email, `Falsch#${i}aaaaaaaa`);
    const failures = attempts.failures.length;
    const used = await challenges.solved();
    expect(code(await login(user.email, 'Falsch#xaaaaaaaa', null, { challenge: used }))).toBe('loginErrorMsg');
    expect(code(await login(user.email, PASSWORD, null, { challenge: used }))).toBe('invalidChallengeMessage');
    expect(code(await login(user.email, PASSWORD, null, { challenge: await challenges.solved('form') }))).toBe('invalidChallengeMessage');
    expect(code(await login(user.email, PASSWORD, null, { challenge: { ...(await challenges.solved()), nonce: '1' } }))).toBe('invalidChallengeMessage');
    expect(attempts.failures).toHaveLength(failures + 1);
  });

  it("lets the owner's known device in while the account is slowed down for everyone else", async () => {
    const user = UserMother.active();
    const { login } = loginWorld(user);
    const first = await login(user.email, PASSWORD);
    const device = first.ok ? first.value.deviceToken : null;
    for (let i = 0; i < LOGIN_THROTTLE.free.account; i++) await login(user.email, `Falsch#${i}aaaaaaaa`);
    expect(code(await login(user.email, PASSWORD))).toBe('loginChallengeRequired');
    const owner = await login(user.email, PASSWORD, device);
    expect(owner.ok).toBe(true);
    expect(owner.ok && owner.value.deviceToken).toBe(device); // already known: the same cookie, set again for another year
  });

  it("the owner's login from a known device does not hand a stranger fresh free attempts nor lift the proof of work", async () => {
    const user = UserMother.active();
    const { login } = loginWorld(user);
    const first = await login(user.email, PASSWORD);
    const device = first.ok ? first.value.deviceToken : null;
    for (let i = 0; i < LOGIN_THROTTLE.free.account; i++) await login(user.email, `Falsch#${i}aaaaaaaa`);
    expect((await login(user.email, PASSWORD, device)).ok).toBe(true);
    expect(code(await login(user.email, 'Falsch#9aaaaaaaa'))).toBe('loginChallengeRequired');
  });

  it('hears a burst of parallel guesses from one address one by one: 5 of 12 are checked, 7 wait', async () => {
    const user = UserMother.active();
    const { login, attempts } = loginWorld(user);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.email, `Falsch#${i}aaaaaaaa`, null, { from: '192.0.2.12' })));
    expect(results.map(code).sort()).toEqual([...Array(5).fill('loginErrorMsg'), ...Array(7).fill('loginRateLimited')]);
    expect(attempts.failures).toHaveLength(5); // refused attempts are taken back
  });

  it('a burst of parallel guesses from 12 addresses: 5 are checked, the other 7 are asked for a proof of work', async () => {
    const user = UserMother.active();
    const { login, attempts } = loginWorld(user);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.email, `Falsch#${i}aaaaaaaa`)));
    expect(results.map(code).sort()).toEqual([...Array(7).fill('loginChallengeRequired'), ...Array(5).fill('loginErrorMsg')]);
    expect(attempts.failures).toHaveLength(5);
  });

  it("a login from an unknown device forgets that address's failures only", async () => {
    const user = UserMother.active();
    const { login, attempts, challenges } = loginWorld(user);
    for (let i = 0; i < 3; i++) await login(user.email, `Falsch#${i}aaaaaaaa`, null, { from: '192.0.2.1' });
    for (let i = 0; i < 3; i++) await login(user.email, `Falsch#${i}aaaaaaaa`, null, { from: '192.0.2.2' });
    expect(code(await login(user.email, PASSWORD, null, { from: '192.0.2.2', challenge: await challenges.solved() }))).toBe('ok');
    expect(attempts.failures.map((f) => f.clientAddress)).toEqual(['192.0.2.1', '192.0.2.1', '192.0.2.1']);
  });

  it('takes the attempt back for the right password of an unconfirmed account (not a failure)', async () => {
    const pending = UserMother.pending();
    const { login, attempts } = loginWorld(pending);
    expect((await login(pending.email, PASSWORD)).ok).toBe(false);
    expect(attempts.failures).toHaveLength(0);
  });
});

describe('SaveAddressHandler', () => {
  it('adds the first address as standard shipping and billing address, under the user lock', async () => {
    const user = UserMother.active();
    const users = new InMemoryUserRepository(user);
    const uow = new FakeUnitOfWork();
    const result = await new SaveAddressHandler(users, uow).execute({ userId: user.id, address: ADDRESS });
    expect(result.ok).toBe(true);
    const [address] = result.ok ? result.value.addresses : [];
    expect(address).toEqual(expect.objectContaining({ ...ADDRESS, isStandardShippingAddress: true, isStandardBillingAddress: true }));
    expect(uow.locks).toEqual([`user:${user.id}`]);
  });

  it("cannot change another customer's address: it answers addressNotFound and changes nothing", async () => {
    const owner = UserMother.active({ addresses: [{ id: 77, nameLine1: 'Meins', nameLine2: '', street: 'Weg 1', postOfficeBox: '', zip: '20457', city: 'Hamburg', country: 'DE', taxNo: '', isStandardShippingAddress: true, isStandardBillingAddress: true }] });
    const other = UserMother.active();
    const users = new InMemoryUserRepository(owner, other);
    const result = await new SaveAddressHandler(users, new FakeUnitOfWork()).execute({ userId: other.id, address: { ...ADDRESS, id: 77, nameLine1: 'Gekapert' } });
    expect(result.ok ? 'ok' : result.error.code).toBe('addressNotFound');
    expect((await users.findById(owner.id))!.addresses[0].nameLine1).toBe('Meins');
  });

  it('answers notLoggedIn for a user that is gone', async () => {
    const result = await new SaveAddressHandler(new InMemoryUserRepository(), new FakeUnitOfWork()).execute({ userId: 424242, address: ADDRESS });
    expect(result.ok ? 'ok' : result.error.code).toBe('notLoggedIn');
  });
});

describe('EditUserDetailsHandler', () => {
  it('changes the master data but never the e-mail address (emailNotEditable)', async () => {
    const user = UserMother.active();
    const users = new InMemoryUserRepository(user);
    const handler = new EditUserDetailsHandler(users, new FakeUnitOfWork());
    const details = { company: 'Neue Firma AG', salutation: 'mr' as const, firstname: 'Jonas', lastname: 'Neumann', invoiceEmail: '' };
    const ok = await handler.execute({ userId: user.id, email: user.email, details });
    expect(ok.ok && ok.value.toProps()).toEqual(expect.objectContaining({ company: 'Neue Firma AG', firstname: 'Jonas', email: user.email }));
    const changed = await handler.execute({ userId: user.id, email: 'anders@firma-test.example', details });
    expect(changed.ok ? 'ok' : changed.error.code).toBe('emailNotEditable');
  });
});
