import { redact } from './logger';

describe('redact', () => {
  it('never lets passwords, tokens, cookies or the apiCode reach a log line', () => {
    const out = redact({ email: 'a@b.de', password: 'Secret#123456', nested: { newPassword: 'x', apiCode: 'y', sessionId: 'z' }, list: [{ token: 't' }] });
    expect(out).toEqual({ email: 'a@b.de', password: '[redacted]', nested: { newPassword: '[redacted]', apiCode: '[redacted]', sessionId: '[redacted]' }, list: [{ token: '[redacted]' }] });
  });

  it('leaves plain messages alone', () => {
    expect(redact('shop ready')).toBe('shop ready');
  });
});
