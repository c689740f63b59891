import { ConsoleLogger, LogLevel } from '@nestjs/common';

const LEVELS: Record<string, LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Keys whose values never reach a log line. */
const SECRET_KEY = /pass(word)?|secret|token|apicode|authorization|cookie|session/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/**
 * Structured logging: one JSON object per line in production (LOG_FORMAT=json), Nest's readable
 * format otherwise. Objects are redacted of secrets before they are written.
 */
export class ShopLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    super.log(redact(message), ...rest);
  }
  override warn(message: unknown, ...rest: unknown[]): void {
    super.warn(redact(message), ...rest);
  }
  override error(message: unknown, ...rest: unknown[]): void {
    super.error(redact(message), ...rest);
  }
  override debug(message: unknown, ...rest: unknown[]): void {
    super.debug(redact(message), ...rest);
  }
}

export function createLogger(level: string, format: 'json' | 'pretty'): ConsoleLogger {
  return new ShopLogger({ logLevels: LEVELS[level] ?? LEVELS.log, json: format === 'json', colors: format !== 'json' && process.stdout.isTTY === true });
}
