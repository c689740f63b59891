import { resolve } from 'node:path';
import { validateEmail, validatePassword } from '@shop/domain';

/**
 * Typed configuration read once from the environment. Every variable is documented in the README's
 * configuration table; embedded defaults make `npm start` work with no set-up at all.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; absent = embedded PostgreSQL (PGlite) in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  apiCode: string;
  adminSlug: string;
  baseUrl: string;
  /** Seed the demo catalogue, pages and brand into an empty database. */
  demoData: boolean;
  seedProducts: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  logFormat: 'json' | 'pretty';
  frontendDist: string;
  dbPoolSize: number;
  /** A query without an answer after this long fails (ms). */
  dbQueryTimeoutMs: number;
  /** Trust X-Forwarded-For from these proxies (comma-separated addresses/CIDRs), or 'true' for any hop. Off by default. */
  trustProxy: boolean | string;
  /** Third-party CAD service; absent = only the shop's own CAD files. */
  cadServiceUrl: string | null;
  /** The EU's VIES VAT id check (REST, check-vat-number); the checkout asks it before it sells without VAT (docs/vat.md). */
  viesUrl: string;
  /** How long (ms) the checkout waits for VIES before it charges VAT and tells the buyer the id could not be confirmed. */
  viesTimeoutMs: number;
  /** How often (seconds) a catalogue request may check whether the catalogue changed. */
  catalogueRefreshSeconds: number;
  /** First administrator of a demo shop (both or neither); without them embedded demo start-up prints a random one. */
  shopAdminEmail: string | null;
  shopAdminPassword: string | null;
  /** SMTP connection URL (nodemailer); absent = every mail is written to DATA_DIR/outbox as an .eml file. */
  smtpUrl: string | null;
  mailFrom: string;
  /** How often (ms) the mail queue's worker looks for due mails. */
  mailQueueIntervalMs: number;
  /**
   * scrypt's cost as log2 of N for new password hashes: 15 (N=32768, 32 MiB per hash). Lower only on test servers
   * (NODE_ENV=test), where hundreds of registrations and logins would otherwise spend minutes of CPU on hashing.
   */
  passwordHashCost: number;
  /** Leading zero bits the registration / password-reset proof of work needs (16 in production). */
  challengeDifficulty: number;
  /** Overrides the lifetime of every e-mailed link in seconds (defaults: opt-in 48 h, e-mail change 24 h, reset 1 h). */
  linkTtlSeconds: number | null;
  /** The first wait (ms) once an account's free failed logins are used up; it doubles up to 30 times this. */
  loginThrottleDelayMs: number;
  /** Relaunch password mails sent per minute at most (the relaunchMails job, ADR 0028). */
  relaunchMailsPerMinute: number;
  /** Worker threads that read uploaded workbooks off the event loop (ADR 0034). */
  spreadsheetWorkers: number;
  /** Workbook reads that may wait for a worker; beyond, a read is answered busy (ADR 0034). */
  spreadsheetQueue: number;
  /** Worker threads that render order documents (PDF) off the event loop. */
  documentWorkers: number;
  /** Queued mails sent at once by one instance's mail worker. */
  mailSendConcurrency: number;
  /** Guest orders and offer requests (each mails an address nobody verified) per client address and hour; 0 = no limit. */
  guestMailsPerAddress: number;
  /** The same per recipient e-mail address and hour; 0 = no limit. */
  guestMailsPerRecipient: number;
  /** How often (ms) each instance looks whether a scheduled task's slot is due (ADR 0028). */
  scheduleTickMs: number;
  /** How long (ms) a running job's lease lasts; its instance renews it every third of that (ADR 0019). */
  jobLeaseMs: number;
  /** How often (ms) each instance looks whether the sitemap must be made again (ADR 0018). */
  sitemapCheckMs: number;
  /** S3-compatible file storage `http(s)://key:secret@host[:port]/bucket[/prefix]`; absent = folders under dataDir (ADR 0026). */
  s3Url: string | null;
  /** The S3 region sent with every request (AWS needs the bucket's; MinIO and others accept any). */
  s3Region: string;
  /** Redis `redis[s]://[[user]:password@]host[:port][/db]` for the shared rate limits; absent = PostgreSQL counts them (ADR 0034). */
  redisUrl: string | null;
}

export class ConfigError extends Error {}

/** scrypt's cost (log2 of N) for password hashes outside tests: N=2^15, r=8 — 32 MiB of memory per hash. */
export const PASSWORD_HASH_COST = 15;

/** The European Commission's VIES REST service (check of one VAT id). */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function boolFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function hostOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).hostname || null : null;
  } catch {
    return null;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = resolve(__dirname, '..', '..', '..');
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL.trim() : null;
  const port = intFrom(env, 'PORT', 3000, 0, 65535);
  const embedded = databaseUrl === null;
  const apiCode = env.API_CODE ?? (embedded ? 'shop-dev-api-code' : '');
  if (!apiCode) throw new ConfigError('API_CODE must be set when DATABASE_URL is set (production mode)');
  const adminSlug = (env.ADMIN_SLUG ?? 'admin').replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]{2,40}$/.test(adminSlug)) throw new ConfigError('ADMIN_SLUG must be 2-40 characters a-z, 0-9 or -');
  const shopAdminEmail = env.SHOP_ADMIN_EMAIL?.trim() || null;
  const shopAdminPassword = env.SHOP_ADMIN_PASSWORD || null;
  if ((shopAdminEmail === null) !== (shopAdminPassword === null)) throw new ConfigError('SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD must be set together');
  if (shopAdminEmail !== null && validateEmail(shopAdminEmail) !== null) throw new ConfigError('SHOP_ADMIN_EMAIL must be a valid e-mail address');
  if (shopAdminPassword !== null && validatePassword(shopAdminPassword) !== null) {
    throw new ConfigError('SHOP_ADMIN_PASSWORD must be 12 to 20 characters with a digit, a lower-case and an upper-case letter and a special character, no spaces');
  }
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  const linkTtl = env.LINK_TTL_SECONDS === undefined || env.LINK_TTL_SECONDS === '' ? null : intFrom(env, 'LINK_TTL_SECONDS', 0, 1, 30 * 24 * 3600);
  const s3Url = env.S3_URL?.trim() || null;
  if (s3Url !== null && !/^https?:\/\/[^:@/]+:[^@/]+@[^/]+\/[^/]+/.test(s3Url)) throw new ConfigError('S3_URL must look like http(s)://key:secret@host[:port]/bucket[/prefix]');
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:\/\/[^/\s]+(\/\d+)?$/.test(redisUrl)) throw new ConfigError('REDIS_URL must look like redis://[:password@]host[:port][/db]');
  const viesUrl = env.VIES_URL?.trim() || VIES_DEFAULT_URL;
  if (!/^https?:\/\/[^\s]+$/.test(viesUrl)) throw new ConfigError('VIES_URL must be an http(s) URL');
  const passwordHashCost = intFrom(env, 'PASSWORD_HASH_COST', PASSWORD_HASH_COST, 10, 20);
  if (passwordHashCost < PASSWORD_HASH_COST && env.NODE_ENV !== 'test') {
    throw new ConfigError(`PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} is for test servers only (NODE_ENV=test)`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'log') as AppConfig['logLevel'];
  if (!['error', 'warn', 'log', 'debug'].includes(logLevel)) throw new ConfigError('LOG_LEVEL must be error, warn, log or debug');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    apiCode,
    adminSlug,
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    demoData: boolFrom(env, 'DEMO_DATA', embedded),
    seedProducts: intFrom(env, 'SEED_PRODUCTS', 2000, 10, 1_000_000),
    logLevel,
    logFormat: env.LOG_FORMAT === 'json' || (env.LOG_FORMAT === undefined && env.NODE_ENV === 'production') ? 'json' : 'pretty',
    frontendDist: resolve(root, env.FRONTEND_DIST ?? 'frontend/dist'),
    dbPoolSize: intFrom(env, 'DB_POOL_SIZE', embedded ? 4 : 10, 1, 100),
    dbQueryTimeoutMs: intFrom(env, 'DB_QUERY_TIMEOUT_MS', 60_000, 1_000, 3_600_000),
    cadServiceUrl: env.CAD_SERVICE_URL && env.CAD_SERVICE_URL.trim() !== '' ? env.CAD_SERVICE_URL.trim() : null,
    viesUrl,
    viesTimeoutMs: intFrom(env, 'VIES_TIMEOUT_MS', 6000, 100, 60_000),
    catalogueRefreshSeconds: intFrom(env, 'CATALOGUE_REFRESH_SECONDS', 10, 0, 86400),
    trustProxy: env.TRUST_PROXY === undefined || env.TRUST_PROXY === '' || /^(0|false|no|off)$/i.test(env.TRUST_PROXY) ? false : /^(1|true|yes|on)$/i.test(env.TRUST_PROXY) ? true : env.TRUST_PROXY,
    shopAdminEmail,
    shopAdminPassword,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || `Shop <noreply@${hostOf(env.BASE_URL) ?? 'localhost'}>`,
    mailQueueIntervalMs: intFrom(env, 'MAIL_QUEUE_INTERVAL_MS', 5000, 100, 3_600_000),
    passwordHashCost,
    challengeDifficulty: intFrom(env, 'CHALLENGE_DIFFICULTY', 16, 0, 28),
    linkTtlSeconds: linkTtl,
    loginThrottleDelayMs: intFrom(env, 'LOGIN_THROTTLE_DELAY_MS', 30_000, 100, 3_600_000),
    relaunchMailsPerMinute: intFrom(env, 'RELAUNCH_MAILS_PER_MINUTE', 60, 1, 60_000),
    spreadsheetWorkers: intFrom(env, 'SPREADSHEET_WORKERS', 1, 1, 16),
    spreadsheetQueue: intFrom(env, 'SPREADSHEET_QUEUE', 4, 0, 1000),
    documentWorkers: intFrom(env, 'DOCUMENT_WORKERS', 1, 1, 16),
    mailSendConcurrency: intFrom(env, 'MAIL_SEND_CONCURRENCY', 4, 1, 32),
    guestMailsPerAddress: intFrom(env, 'GUEST_MAILS_PER_ADDRESS', 10, 0, 1_000_000),
    guestMailsPerRecipient: intFrom(env, 'GUEST_MAILS_PER_RECIPIENT', 3, 0, 1_000_000),
    scheduleTickMs: intFrom(env, 'SCHEDULE_TICK_MS', 30_000, 100, 3_600_000),
    sitemapCheckMs: intFrom(env, 'SITEMAP_CHECK_MS', 60_000, 100, 3_600_000),
    jobLeaseMs: intFrom(env, 'JOB_LEASE_MS', 60_000, 1000, 3_600_000),
    s3Url,
    s3Region: env.S3_REGION?.trim() || 'us-east-1',
    redisUrl,
  };
}

/** The configuration as an injectable class: the class is its own DI token. */
export class ShopConfig {
  constructor(readonly values: AppConfig) {}
  get<K extends keyof AppConfig>(key: K): AppConfig[K] {
    return this.values[key];
  }
  get embedded(): boolean {
    return this.values.databaseUrl === null;
  }
}
