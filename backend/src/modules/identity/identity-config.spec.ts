import { ConfigError, loadConfig } from '../../config/app-config';

/** The identity settings of loadConfig (README configuration table). */
describe('identity configuration', () => {
  it('has secure defaults: outbox mail, difficulty 16, no preset administrator, default link lifetimes', () => {
    const c = loadConfig({});
    expect(c).toEqual(expect.objectContaining({ smtpUrl: null, challengeDifficulty: 16, shopAdminEmail: null, shopAdminPassword: null, linkTtlSeconds: null, loginThrottleDelayMs: 30_000 }));
    expect(c.mailFrom).toBe('Shop <noreply@localhost>');
    expect(loadConfig({ BASE_URL: 'https://shop.example' }).mailFrom).toBe('Shop <noreply@shop.example>');
  });

  it('takes SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD together, valid ones only', () => {
    expect(loadConfig({ SHOP_ADMIN_EMAIL: 'a@b.de', SHOP_ADMIN_PASSWORD: 'Sicher#Passwort1' }).shopAdminEmail).toBe('a@b.de');
    expect(() => loadConfig({ SHOP_ADMIN_EMAIL: 'a@b.de' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_ADMIN_PASSWORD: 'Sicher#Passwort1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_ADMIN_EMAIL: 'kein', SHOP_ADMIN_PASSWORD: 'Sicher#Passwort1' })).toThrow(/SHOP_ADMIN_EMAIL/);
    expect(() => loadConfig({ SHOP_ADMIN_EMAIL: 'a@b.de', SHOP_ADMIN_PASSWORD: 'admin' })).toThrow(/SHOP_ADMIN_PASSWORD/);
  });

  it('checks SMTP_URL, MAIL_FROM, CHALLENGE_DIFFICULTY and LINK_TTL_SECONDS', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'HydraTec <shop@hydratec.example>' })).toEqual(
      expect.objectContaining({ smtpUrl: 'smtps://u:p@mail.example:465', mailFrom: 'HydraTec <shop@hydratec.example>' }),
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(loadConfig({ CHALLENGE_DIFFICULTY: '4' }).challengeDifficulty).toBe(4);
    expect(() => loadConfig({ CHALLENGE_DIFFICULTY: '40' })).toThrow(ConfigError);
    expect(loadConfig({ LINK_TTL_SECONDS: '2' }).linkTtlSeconds).toBe(2);
    expect(() => loadConfig({ LINK_TTL_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('hashes passwords at scrypt cost 15 unless a test server (NODE_ENV=test) asks for less', () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/test servers only/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db', API_CODE: 'x', PASSWORD_HASH_COST: '12' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow(ConfigError);
  });

  it('takes LOGIN_THROTTLE_DELAY_MS, the first wait of the login slow-down (ms)', () => {
    expect(loadConfig({ LOGIN_THROTTLE_DELAY_MS: '1500' }).loginThrottleDelayMs).toBe(1500);
    expect(() => loadConfig({ LOGIN_THROTTLE_DELAY_MS: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_THROTTLE_DELAY_MS: '1.5' })).toThrow(ConfigError);
  });
});
