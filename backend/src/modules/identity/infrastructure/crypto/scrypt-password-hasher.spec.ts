import { loadConfig, ShopConfig } from '../../../../config/app-config';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

describe('ScryptPasswordHasher', () => {
  // The production setting (no PASSWORD_HASH_COST).
  const hasher = new ScryptPasswordHasher(new ShopConfig(loadConfig({})));

  it('stores scrypt with its parameters and a 16-byte salt; never the password', async () => {
    const stored = await hasher.hash('Sicher#Passwort1');
    const [kind, N, r, p, salt, key] = stored.split('$');
    expect([kind, N, r, p]).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('Sicher#Passwort1');
    expect(await hasher.hash('Sicher#Passwort1')).not.toBe(stored);
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('Sicher#Passwort1');
    expect(await hasher.verify('Sicher#Passwort1', stored)).toBe(true);
    expect(await hasher.verify('Sicher#Passwort2', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('treats malformed or hostile stored values as a mismatch', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$AAAA$AAAA', 'scrypt$99999999$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', 'bcrypt$x$y$z$a$b']) {
      expect(await hasher.verify('x', stored)).toBe(false);
    }
    expect(await hasher.verifyDummy('x')).toBe(false);
  });

  it("hashes with a test server's lower cost and still verifies hashes made with another cost", async () => {
    const fast = new ScryptPasswordHasher(new ShopConfig(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })));
    const cheap = await fast.hash('Sicher#Passwort1');
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
    expect(await hasher.verify('Sicher#Passwort1', cheap)).toBe(true);
    expect(await fast.verify('Sicher#Passwort1', await hasher.hash('Sicher#Passwort1'))).toBe(true);
  });
});
