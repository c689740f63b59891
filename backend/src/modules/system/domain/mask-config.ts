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
