// Runs last (test/api/support/sequencer.js): reads everything the shared test server logged while the
// other API suites registered, logged in, changed passwords and e-mail addresses, failed and fuzzed, at
// LOG_LEVEL=debug, and finds no password hash, no full e-mail address of a test user, no session id.
import { readFileSync } from 'node:fs';
import { DEMO_CUSTOMER, Shop, uniqueEmail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);

describe('the log of a full API test run', () => {
  it('holds no password hash, no test user e-mail address and no session id', async () => {
    // This suite's own traffic too: a registration, a login, a failed login, a confirmation mail.
    const email = uniqueEmail('hygiene');
    const { password } = await shop.registerConfirmed(email);
    const login = await shop.login(email, password);
    const session = /shop_session=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
    expect(session).toBeTruthy();
    await shop.login(email, 'Falsch#Passwort99');
    await new Promise((r) => setTimeout(r, 300));

    const log = readFileSync(process.env.SHOP_LOG_FILE!, 'utf8');
    const lines = log.split('\n');
    expect(lines.length).toBeGreaterThan(1000); // debug level: the statements of the whole run are in it
    const hashes = lines.filter((l) => /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]{8,}\$/.test(l));
    const emails = lines.filter((l) => /[A-Za-z0-9._%+-]{2,}@firma-test\.example/.test(l) || l.includes(DEMO_CUSTOMER.email) || l.includes(email));
    const sessions = lines.filter((l) => l.includes(session!));
    const parameters = lines.filter((l) => /PARAMETERS|-- PARAMETERS:/i.test(l));
    console.log(`log hygiene: ${lines.length} log lines read; hashes ${hashes.length}, e-mails ${emails.length}, session ids ${sessions.length}, query parameters ${parameters.length}`);
    expect(hashes.slice(0, 3)).toEqual([]);
    expect(emails.slice(0, 3)).toEqual([]);
    expect(sessions.slice(0, 3)).toEqual([]);
    expect(parameters.slice(0, 3)).toEqual([]);
  });
});
