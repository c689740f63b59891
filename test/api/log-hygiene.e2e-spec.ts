// Runs last (test/api/support/sequencer.js): reads everything the test servers logged while the other API
// suites registered, logged in, changed passwords and e-mail addresses, failed and fuzzed — the shared server
// at LOG_LEVEL=debug, so every SQL statement is in it — and finds no password hash, no full e-mail address of
// a test user, no session id, device cookie or link code, and no statement parameters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cookiesOf, DEMO_CUSTOMER, linkOf, randomAddress, Shop, uniqueEmail, waitForMail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const logDir = process.env.SHOP_LOG_DIR!;

/** The scrypt format ScryptPasswordHasher writes: scrypt$N$r$p$salt$hash (base64). */
const SCRYPT_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]{8,}\$/;
/** A test user's address in full (uniqueEmail(), the install tests); the demo customer's is checked by value. */
const TEST_EMAIL = /[A-Za-z0-9._%+-]{2,}@firma-test\.example/i;
/**
 * Session ids, device cookies and link codes are newSecretToken(): 32 random bytes, base64url, 43 characters.
 * Anything of that shape that mixes upper case, lower case and digits is taken for one.
 */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const looksRandom = (s: string) => [/[A-Z]/, /[a-z]/, /[0-9]/].filter((c) => c.test(s)).length >= 2;
/** How TypeORM's own loggers print parameters. */
const PARAMETERS = /PARAMETERS:|-- PARAMETERS|parameters: \[/i;

function readLogs(): { file: string; lines: string[] }[] {
  return readdirSync(logDir)
    .filter((f) => f.endsWith('.log'))
    .sort()
    .map((file) => ({ file, lines: readFileSync(join(logDir, file), 'utf8').split('\n') }));
}

/** In PostgreSQL mode: a check constraint makes one registration's INSERT fail, with its e-mail and hash as parameters. */
async function failedQueryWithPersonalData(email: string): Promise<boolean> {
  if (!process.env.DATABASE_URL) return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'backend')] }));
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`ALTER TABLE shop_user ADD CONSTRAINT log_hygiene_probe CHECK (company <> 'Log Hygiene Probe GmbH') NOT VALID`);
    const res = await shop.register(email, { company: 'Log Hygiene Probe GmbH' });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain(email);
  } finally {
    await db.query(`ALTER TABLE shop_user DROP CONSTRAINT IF EXISTS log_hygiene_probe`);
    await db.end();
  }
  return true;
}

describe('the log of a full API test run', () => {
  const secrets: string[] = [];

  beforeAll(async () => {
    // This suite's own traffic too: registration and opt-in, logins right and wrong (device cookie), an e-mail
    // change, a password reset request (worked off in the background), a logout — and, on PostgreSQL, a failed
    // query whose parameters are an e-mail address and a password hash.
    const email = uniqueEmail('hygiene');
    const { password } = await shop.registerConfirmed(email);
    const login = await shop.login(email, password);
    const cookies = cookiesOf(login);
    secrets.push(cookies.shop_session.value, cookies.shop_device.value);
    const cookie = `shop_session=${cookies.shop_session.value}`;
    await shop.login(email, 'Falsch#Passwort99', { ip: randomAddress() });
    const target = uniqueEmail('hygiene-neu');
    await shop.post('/api/user/email-new', { email: target, password, locale: 'de' }, { cookie });
    secrets.push(linkOf(await waitForMail(shop.dataDir, target)).code);
    await shop.post('/api/user/pwd-reset-request', { email, locale: 'de', challenge: await shop.challenge() });
    secrets.push(linkOf(await waitForMail(shop.dataDir, email, 2)).code);
    await shop.post('/api/user/logout', {}, { cookie });
    await failedQueryWithPersonalData(uniqueEmail('hygiene-probe'));
    await new Promise((r) => setTimeout(r, 300));
  });

  it('holds no password hash, no test user e-mail address, no session id or other token and no query parameters', () => {
    const logs = readLogs();
    const shared = logs.find((l) => l.file === 'shared-server.log');
    expect(shared).toBeDefined();
    const found = { hashes: [] as string[], emails: [] as string[], tokens: [] as string[], secrets: [] as string[], parameters: [] as string[] };
    let total = 0;
    for (const { file, lines } of logs) {
      total += lines.length;
      for (const line of lines) {
        const at = `${file}: ${line.slice(0, 300)}`;
        if (SCRYPT_HASH.test(line)) found.hashes.push(at);
        if (TEST_EMAIL.test(line) || line.includes(DEMO_CUSTOMER.email)) found.emails.push(at);
        if ((line.match(TOKEN) ?? []).some(looksRandom)) found.tokens.push(at);
        if (secrets.some((s) => line.includes(s))) found.secrets.push(at);
        if (PARAMETERS.test(line)) found.parameters.push(at);
      }
    }
    const summary = Object.entries(found).map(([k, v]) => `${k} ${v.length}`);
    console.log(`log hygiene: ${total} lines in ${logs.length} server logs (shared server ${shared!.lines.length}); ${summary.join(', ')}`);
    expect(found.hashes.slice(0, 3)).toEqual([]);
    expect(found.emails.slice(0, 3)).toEqual([]);
    expect(found.tokens.slice(0, 3)).toEqual([]);
    expect(found.secrets.slice(0, 3)).toEqual([]);
    expect(found.parameters.slice(0, 3)).toEqual([]);
    // The check means something: the shared server logs at debug level, every SQL statement of the run included.
    expect(shared!.lines.filter((l) => /\[SQL\].*\b(SELECT|INSERT|UPDATE|DELETE)\b/.test(l)).length).toBeGreaterThan(100);
  });

  it('on PostgreSQL, the failed query with personal data is in the log by SQLSTATE and statement only', () => {
    if (!process.env.DATABASE_URL) return; // embedded: the API refuses every input that would make a query fail
    const shared = readFileSync(join(logDir, 'shared-server.log'), 'utf8');
    expect(shared).toMatch(/query failed[\s\S]{0,200}23514/);
    expect(shared).toMatch(/request failed[\s\S]{0,300}QueryFailedError/);
    expect(shared).not.toContain('hygiene-probe');
  });
});
