import { types } from 'node:util';
import { ConsoleLogger, LogLevel } from '@nestjs/common';

const LEVELS: Record<string, LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Keys whose values never reach a log line. */
const SECRET_KEY = /pass(word)?|secret|token|apicode|authorization|cookie|session/i;

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
const SCRYPT_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g;
/** Session ids, confirmation codes and other random tokens: 32+ characters of base64url in one run. */
const TOKEN = /(?<![A-Za-z0-9_/.-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_/-]|\.\w)/g;

/**
 * The last line of defence for text that reaches a log line: e-mail addresses keep their first letter
 * and domain (`k***@example.com`), password hashes and token-like strings are replaced. The sources are
 * written not to log such data in the first place; this catches what an error message carries along.
 */
export function maskPersonalData(text: string): string {
  return text.replace(SCRYPT_HASH, 'scrypt$[redacted]').replace(EMAIL, '$1***@$2').replace(TOKEN, (run) => (looksRandom(run) ? '[token]' : run));
}

/** A random token mixes at least two of upper case, lower case and digits; a rule (`-----`) or a snake_case name does not. */
function looksRandom(run: string): boolean {
  return [/[A-Z]/, /[a-z]/, /[0-9]/].filter((c) => c.test(run)).length >= 2;
}

/**
 * What of an error may be logged: its name and codes (SQLSTATE, errno, an SMTP reply code), never its
 * message — messages quote values: a failed query's e-mail address, the recipient an SMTP server rejected.
 */
export function errorForLog(e: unknown): { error: string; code?: string | number; responseCode?: number } {
  // isNativeError: an error made in another realm (Node's own, as seen from Jest's sandbox) is one too.
  if (!(e instanceof Error || types.isNativeError(e))) return { error: typeof e };
  const { code, responseCode } = e as { code?: unknown; responseCode?: unknown };
  return {
    error: e.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

const redactAll = (values: unknown[]): unknown[] => values.map((v) => redact(v));

/**
 * Structured logging: one JSON object per line in production (LOG_FORMAT=json), Nest's readable
 * format otherwise. Objects are redacted of secrets, and every text of personal data (maskPersonalData),
 * before they are written.
 */
export class ShopLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    super.log(redact(message), ...redactAll(rest));
  }
  override warn(message: unknown, ...rest: unknown[]): void {
    super.warn(redact(message), ...redactAll(rest));
  }
  override error(message: unknown, ...rest: unknown[]): void {
    super.error(redact(message), ...redactAll(rest));
  }
  override debug(message: unknown, ...rest: unknown[]): void {
    super.debug(redact(message), ...redactAll(rest));
  }
  override verbose(message: unknown, ...rest: unknown[]): void {
    super.verbose(redact(message), ...redactAll(rest));
  }
  override fatal(message: unknown, ...rest: unknown[]): void {
    super.fatal(redact(message), ...redactAll(rest));
  }
}

export function createLogger(level: string, format: 'json' | 'pretty'): ConsoleLogger {
  return new ShopLogger({ logLevels: LEVELS[level] ?? LEVELS.log, json: format === 'json', colors: format !== 'json' && process.stdout.isTTY === true });
}
