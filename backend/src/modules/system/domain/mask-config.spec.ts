import { MASK, maskConfig, maskUrlCredentials } from './mask-config';

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
