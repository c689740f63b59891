import { Injectable } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ShopConfig } from '../../../../config/app-config';
import { PasswordHasher } from '../../domain/ports/password-hasher.port';

/** scrypt parameters of new hashes: N=2^cost (PASSWORD_HASH_COST, 15 outside tests: 32 MiB of memory per hash), r=8, p=1. */
export function scryptParams(cost: number): { N: number; r: number; p: number } {
  return { N: 2 ** cost, r: 8, p: 1 };
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, keyLength: number, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is exactly what N=2^15, r=8 needs; leave room.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, keyLength, options, (e, key) => (e ? reject(e) : resolve(key))));
}

/**
 * Passwords hashed with scrypt (memory-hard) from node:crypto, stored with their parameters as
 * `scrypt$N$r$p$salt$hash` (base64), compared in constant time; a hash is verified with the parameters stored
 * with it, so a changed cost applies to new hashes only. Passwords never leave this class.
 */
@Injectable()
export class ScryptPasswordHasher extends PasswordHasher {
  private dummy?: Promise<string>;
  private readonly params: { N: number; r: number; p: number };

  constructor(config: ShopConfig) {
    super();
    this.params = scryptParams(config.get('passwordHashCost'));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, KEY_LENGTH, this.params);
    const { N, r, p } = this.params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
    const salt = Buffer.from(parts[4], 'base64');
    const expected = Buffer.from(parts[5], 'base64');
    if (salt.length === 0 || expected.length < 16) return false;
    const actual = await derive(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  }

  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.dummy);
    return false;
  }
}
