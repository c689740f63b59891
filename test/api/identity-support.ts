// Helpers of the identity API tests: a client bound to one server, cookies, the outbox, accounts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_CODE } from './support/api';
import { solveChallenge } from './support/challenge';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server');

export const DEMO_CUSTOMER = { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025' };
export const GOOD_PASSWORD = 'Sicher#Passwort1';

let counter = 0;
/** A fresh, unique e-mail address. */
export function uniqueEmail(prefix = 'kunde'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}@firma-test.example`;
}

/** A random client address (sent as X-Forwarded-For) so throttling tests do not disturb each other. */
export function randomAddress(): string {
  const b = () => 1 + Math.floor(Math.random() * 250);
  return `10.${b()}.${b()}.${b()}`;
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  body: string;
  raw: string;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

export function readOutbox(dataDir: string): Mail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '');
      return { file, to: header('To'), subject: header('Subject'), body: rest.join('\r\n\r\n'), raw };
    });
}

/** Waits for the n-th mail to an address (mails may be sent in the background). */
export async function waitForMail(dataDir: string, to: string, count = 1, timeoutMs = 8000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir).filter((m) => m.to === to);
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function mailsTo(dataDir: string, to: string): Mail[] {
  return readOutbox(dataDir).filter((m) => m.to === to);
}

/** The ssc code of the link in a mail, and the link itself. */
export function linkOf(mail: Mail): { url: string; code: string } {
  const match = /(https?:\/\/\S+)\?ssc=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return { url: match[1], code: match[2] };
}

/** `name=value` pairs from Set-Cookie headers. */
export function cookiesOf(res: { headers: Record<string, unknown> }): Record<string, { value: string; raw: string }> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const out: Record<string, { value: string; raw: string }> = {};
  for (const c of list) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    out[pair.slice(0, i)] = { value: pair.slice(i + 1), raw: c };
  }
  return out;
}

/**
 * A small client for one server: posts with the apiCode header, an optional cookie and client address. Without one
 * the requests come from this client's own address (X-Forwarded-For; TRUST_PROXY is on in tests), so what the shop
 * counts per client address — guest orders and offer requests an hour, login attempts — is counted per suite, never
 * across the suites that share a server (they run in an order Jest picks).
 */
export class Shop {
  readonly clientAddress = randomAddress();

  constructor(readonly baseUrl: string, readonly dataDir: string) {}

  /** A request with the apiCode header, the cookie when given, and the client address given or this client's own. */
  private call(method: 'get' | 'post' | 'put' | 'delete', path: string, options: { cookie?: string | string[]; ip?: string }) {
    let req = request(this.baseUrl)[method](path).set('apiCode', API_CODE);
    if (options.cookie) req = req.set('cookie', Array.isArray(options.cookie) ? options.cookie.join('; ') : options.cookie);
    return req.set('x-forwarded-for', options.ip ?? this.clientAddress);
  }

  post(path: string, body: unknown = {}, options: { cookie?: string | string[]; ip?: string } = {}) {
    return this.call('post', path, options).set('content-type', 'application/json').send(JSON.stringify(body));
  }

  put(path: string, body: unknown = {}, options: { cookie?: string | string[] } = {}) {
    return this.call('put', path, options).set('content-type', 'application/json').send(JSON.stringify(body));
  }

  delete(path: string, options: { cookie?: string | string[] } = {}) {
    return this.call('delete', path, options);
  }

  get(path: string, options: { cookie?: string | string[] } = {}) {
    return this.call('get', path, options);
  }

  async challenge() {
    const res = await this.get('/api/user/challenge');
    if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
    return solveChallenge(res.body.data);
  }

  registration(email: string, overrides: Record<string, unknown> = {}) {
    return {
      company: 'Beispiel Hydraulik GmbH',
      customerId: '12345',
      salutation: 'mr',
      firstname: 'Jürgen',
      lastname: "O'Neill-Schäfer",
      email,
      invoiceEmail: '',
      password: GOOD_PASSWORD,
      locale: 'de',
      privacyPolicyAccepted: true,
      ...overrides,
    };
  }

  async register(email: string, overrides: Record<string, unknown> = {}) {
    return this.post('/api/user/register', { ...this.registration(email, overrides), challenge: await this.challenge() });
  }

  /** Registers, confirms through the e-mailed link; answers the account's e-mail and password. */
  async registerConfirmed(email = uniqueEmail(), overrides: Record<string, unknown> = {}): Promise<{ email: string; password: string }> {
    const before = mailsTo(this.dataDir, email).length;
    const res = await this.register(email, overrides);
    if (res.status !== 200 || res.body.data.resultStatus !== 'success') throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const { code } = linkOf(await waitForMail(this.dataDir, email, before + 1));
    const confirmed = await this.post('/api/user/email-confirm', { code, locale: 'de', accountActivation: true });
    if (confirmed.body.data !== true) throw new Error('confirmation failed');
    return { email, password: (overrides.password as string) ?? GOOD_PASSWORD };
  }

  /** A customer login, from a random client address unless `ip` names one; `challenge`: a solved login challenge. */
  login(email: string, password: string, options: { permanent?: boolean; ip?: string; cookie?: string; challenge?: unknown } = {}) {
    const body = { email, password, isPermanentLogin: options.permanent ?? true, locale: 'de', ...(options.challenge ? { challenge: options.challenge } : {}) };
    return this.post('/api/facade/frontend/login', body, { ip: options.ip ?? randomAddress(), cookie: options.cookie });
  }

  /** A solved login challenge (GET /api/user/challenge?purpose=login), for a login to an account under attack. */
  async loginChallenge() {
    const res = await this.get('/api/user/challenge?purpose=login');
    if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
    return solveChallenge(res.body.data);
  }

  /** Logs in and answers the `shop_session=…` cookie pair. */
  async loginCookie(email: string, password: string): Promise<string> {
    const res = await this.login(email, password);
    if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
    return `shop_session=${cookiesOf(res).shop_session.value}`;
  }

  /** An administrator's session cookie, logged in from an address of its own (no login throttle shared between tests). */
  async adminLoginCookie(email: string, password: string): Promise<string> {
    const res = await this.post('/api/admin/login', { email, password }, { ip: randomAddress() });
    if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
    return `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  }

  init(cookie?: string | string[]) {
    return this.post('/api/facade/frontend/init', {}, { cookie });
  }
}

export interface ExtraServer {
  baseUrl: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a second server for tests that need their own shop (not installed, short link lifetimes,
 * readable logs). Embedded by default; with DATABASE_URL a separate PostgreSQL database next to it
 * (`<db>_<name>`), so the global server's database is left alone. `embedded: true` forces PGlite.
 */
export async function startExtraServer(name: string, env: Record<string, string>, options: { embedded?: boolean } = {}): Promise<ExtraServer> {
  const url = options.embedded ? null : await extraDatabaseUrl(name);
  return startServer({ ...env, DATABASE_URL: url ?? '' });
}

/** A PostgreSQL database of its own next to DATABASE_URL's (`<db>_<name>`), created when missing; null without DATABASE_URL. */
export async function extraDatabaseUrl(name: string): Promise<string | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const url = new URL(base);
  const database = `${url.pathname.replace(/^\//, '') || 'postgres'}_${name}`.replace(/[^a-z0-9_]/gi, '_');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'backend')] }));
  const admin = new Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  url.pathname = `/${database}`;
  return url.toString();
}
