import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token (session ids, link codes), base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
