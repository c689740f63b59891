import { toEml } from './eml';

describe('toEml', () => {
  it('writes an RFC 5322 plain-text message with an encoded non-ASCII subject and no header injection', () => {
    const eml = toEml({ to: 'a@b.de\r\nBcc: evil@x.de', subject: 'Bitte bestätigen', text: 'Zeile 1\nZeile 2' }, 'Shop <noreply@shop.example>', new Date('2025-01-02T03:04:05Z'));
    const [head, body] = eml.split('\r\n\r\n');
    expect(head).toContain('From: Shop <noreply@shop.example>');
    expect(head).toContain('To: a@b.de Bcc: evil@x.de');
    expect(head).not.toMatch(/^Bcc:/m);
    expect(head).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/m);
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(head).toMatch(/^Message-ID: <[0-9a-f]+@shop\.example>$/m);
    expect(body).toBe('Zeile 1\r\nZeile 2\r\n');
  });
});
