/** A secret's stand-in in the system info: says that a value is set without showing any of it. */
export const MASK = '••••••••';

/** Names of settings whose value is a secret (API code, passwords, keys, tokens, credentials). */
const SECRET_NAME = /secret|passw|pwd|key|token|credential|auth|apicode|cookie|salt|private/i;

/** A URL with its user information's password (or a user alone, a token) replaced by the mask. */
export function maskUrlCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^@/?#]*)@/i, (_, scheme: string, userinfo: string) => {
    const colon = userinfo.indexOf(':');
    return colon < 0 ? `${scheme}${MASK}@` : `${scheme}${userinfo.slice(0, colon)}:${MASK}@`;
  });
}

/**
 * The configuration as the system info page shows it (ADR 0028): every value whose name looks like a secret
 * is masked (null stays null, so "not set" is still visible), every URL loses the password of its user
 * information, and a query parameter named like a secret is masked too. Anything else is shown as it is.
 */
export function maskConfig(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) out[name] = null;
    else if (SECRET_NAME.test(name)) out[name] = MASK;
    else if (typeof value === 'string') out[name] = maskSecretQuery(maskUrlCredentials(value));
    else out[name] = value;
  }
  return out;
}

function maskSecretQuery(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^?]*\?/i.test(value)) return value;
  return value.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, sep: string, key: string) => (SECRET_NAME.test(key) ? `${sep}${key}=${MASK}` : whole));
}

/**
 * Names of values inside a stored setting (the config table's JSON) that are secrets: passwords, tokens, API
 * codes and keys, credentials, salts — and any camelCase name ending in Key (challengeKey, apiKey, accessKey).
 * Stricter than SECRET_NAME, which also matches harmless names such as keywords.
 */
const SECRET_FIELD = /secret|passw|pwd|token|credential|apicode|api_?key|salt|private/i;
const KEY_FIELD = /[a-z0-9]Key$|_key$/;
/** Settings whose whole value is secret (every value inside it is masked). */
const SECRET_SETTINGS = new Set(['secrets']);

function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) || KEY_FIELD.test(name);
}

function maskDeep(value: unknown, secret: boolean): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, secret));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskDeep(v, secret || isSecretField(k))]));
  if (secret) return MASK;
  return typeof value === 'string' ? maskSecretQuery(maskUrlCredentials(value)) : value;
}

/**
 * A stored setting as an export shows it (the admin's configuration export, ADR 0032): every secret inside it
 * replaced by the mask — the whole value of a secret setting (`secrets`), every value under a secret-looking
 * name at any depth, and the password of every URL (SMTP, S3) — so an export file never carries a secret.
 */
export function maskSetting(name: string, value: unknown): unknown {
  return maskDeep(value, SECRET_SETTINGS.has(name));
}

const MASKED_URL = new RegExp(`^[a-z][a-z0-9+.-]*://[^@/?#]*${MASK}[^@/?#]*@|[?&][^=&#]+=${MASK}(&|#|$)`, 'i');

/** True for the mask itself or a URL whose password (or secret query value) is masked. */
function isMasked(value: unknown): boolean {
  return value === MASK || (typeof value === 'string' && value.includes(MASK) && MASKED_URL.test(value));
}

const DROP = Symbol('drop');

function restoreDeep(incoming: unknown, existing: unknown): unknown {
  if (isMasked(incoming)) return existing === undefined ? DROP : existing;
  if (Array.isArray(incoming)) {
    const before = Array.isArray(existing) ? existing : [];
    return incoming.map((v, i) => restoreDeep(v, before[i])).map((v) => (v === DROP ? null : v));
  }
  if (incoming !== null && typeof incoming === 'object') {
    const before = existing !== null && typeof existing === 'object' && !Array.isArray(existing) ? (existing as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(incoming as Record<string, unknown>)) {
      const restored = restoreDeep(v, before[k]);
      if (restored !== DROP) out[k] = restored;
    }
    return out;
  }
  return incoming;
}

/**
 * An imported setting with every masked value (an export's mask, see maskSetting) replaced by the value the
 * shop has now, so importing an export never overwrites a real secret with the mask; a masked value with
 * nothing to keep is left out (never stored as a secret).
 */
export function restoreMaskedSetting(incoming: unknown, existing: unknown): unknown {
  const restored = restoreDeep(incoming, existing);
  return restored === DROP ? null : restored;
}
