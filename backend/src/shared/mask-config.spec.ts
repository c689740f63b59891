import { MASK, maskConfig, maskSetting, maskUrlCredentials, restoreMaskedSetting } from './mask-config';

describe('maskConfig (system info)', () => {
  const secrets = ['Geheim#Admin2026', 'prod-api-code-4711', 'smtp-pass-99', 'pg-pass-12', 'tok3n-abc'];
  const config = {
    port: 3000,
    apiCode: 'prod-api-code-4711',
    shopAdminEmail: 'betrieb@firma.example',
    shopAdminPassword: 'Geheim#Admin2026',
    smtpUrl: 'smtps://mailer:smtp-pass-99@mail.firma.example:465',
    databaseUrl: 'postgres://shop:pg-pass-12@db.internal:5432/shop?sslmode=require&access_token=tok3n-abc',
    cadServiceUrl: null,
    baseUrl: 'https://shop.firma.example',
    demoData: false,
  };

  it('masks every value named like a secret and the passwords in URLs; no secret value is left anywhere', () => {
    const masked = maskConfig(config);
    const text = JSON.stringify(masked);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(masked.apiCode).toBe(MASK);
    expect(masked.shopAdminPassword).toBe(MASK);
    expect(masked.smtpUrl).toBe(`smtps://mailer:${MASK}@mail.firma.example:465`);
    expect(masked.databaseUrl).toBe(`postgres://shop:${MASK}@db.internal:5432/shop?sslmode=require&access_token=${MASK}`);
  });

  it('keeps what is no secret, and shows an unset secret as null (not set)', () => {
    const masked = maskConfig(config);
    expect(masked).toEqual(expect.objectContaining({ port: 3000, shopAdminEmail: 'betrieb@firma.example', baseUrl: 'https://shop.firma.example', demoData: false, cadServiceUrl: null }));
    expect(maskConfig({ smtpUrl: null, apiCode: null })).toEqual({ smtpUrl: null, apiCode: null });
  });

  it('a URL with a user but no password (a token as user) is masked whole', () => {
    expect(maskUrlCredentials('https://ghp_secret@git.example/x')).toBe(`https://${MASK}@git.example/x`);
    expect(maskUrlCredentials('https://shop.example/a@b')).toBe('https://shop.example/a@b');
  });
});

describe('maskSetting / restoreMaskedSetting (configuration export and import)', () => {
  const stored = {
    secrets: { challengeKey: 'c2VjcmV0LWNoYWxsZW5nZS1rZXk=', cookieSalt: 'salz-123' },
    checkout: {
      providers: { card: { apiKey: 'pk_live_abc', webhookSecret: 'whsec_xyz', merchantName: 'HydraTec' } },
      bankAccount: { holder: 'HydraTec GmbH', iban: 'DE89370400440532013000' },
      mailer: { smtpUrl: 'smtps://mailer:smtp-pass-99@mail.firma.example:465', password: 'pw-1', accessToken: 'tok-2' },
      storage: { s3: 'https://AKIAKEY:s3-secret-77@s3.example/bucket', secretAccessKey: 's3-secret-77', accessKeyId: 'AKIAKEY' },
    },
    general: { seo: { keywords: ['Hydraulik', 'Schlauch'] }, brand: { email: 'info@hydratec.example' }, list: [{ key: 'a', value: 1 }] },
  };
  const secretValues = ['c2VjcmV0LWNoYWxsZW5nZS1rZXk=', 'salz-123', 'pk_live_abc', 'whsec_xyz', 'smtp-pass-99', 'pw-1', 'tok-2', 's3-secret-77'];

  it('masks every secret at any depth: the secrets setting whole, keys, tokens, passwords, URL credentials', () => {
    const exported = Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, maskSetting(name, value)]));
    const text = JSON.stringify(exported);
    for (const secret of secretValues) expect(text).not.toContain(secret);
    expect(exported.secrets).toEqual({ challengeKey: MASK, cookieSalt: MASK });
    expect((exported.checkout as typeof stored.checkout).mailer.smtpUrl).toBe(`smtps://mailer:${MASK}@mail.firma.example:465`);
    // What is no secret stays as it is (an export is still a useful copy of the settings).
    expect((exported.checkout as typeof stored.checkout).bankAccount).toEqual(stored.checkout.bankAccount);
    expect((exported.checkout as typeof stored.checkout).providers.card.merchantName).toBe('HydraTec');
    expect(exported.general).toEqual(stored.general);
  });

  it('an import of a masked export keeps the real secrets; a changed value is taken; a masked value with nothing behind it is left out', () => {
    for (const [name, value] of Object.entries(stored)) {
      expect(restoreMaskedSetting(maskSetting(name, value), value)).toEqual(value);
    }
    const edited = maskSetting('checkout', stored.checkout) as typeof stored.checkout;
    edited.providers.card.merchantName = 'HydraTec Süd';
    edited.providers.card.webhookSecret = 'whsec_new';
    const merged = restoreMaskedSetting(edited, stored.checkout) as typeof stored.checkout;
    expect(merged.providers.card).toEqual({ apiKey: 'pk_live_abc', webhookSecret: 'whsec_new', merchantName: 'HydraTec Süd' });
    expect(restoreMaskedSetting({ challengeKey: MASK, other: 'x' }, null)).toEqual({ other: 'x' });
    expect(JSON.stringify(restoreMaskedSetting(maskSetting('secrets', stored.secrets), {}))).not.toContain(MASK);
  });
});
