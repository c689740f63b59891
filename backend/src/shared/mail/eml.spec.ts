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

describe('toEml with HTML and attachments', () => {
  const pdf = Buffer.from('%PDF-1.4\n' + 'x'.repeat(200), 'latin1');
  const eml = toEml(
    {
      to: 'einkauf@kunde.example',
      cc: ['chef@kunde.example'],
      replyTo: 'vertrieb@shop.example',
      subject: 'Auftragsbestätigung 1001',
      text: 'Danke für Ihre Bestellung.',
      html: '<p>Danke für Ihre Bestellung.</p>',
      attachments: [{ filename: 'Auftrag 1001.pdf', contentType: 'application/pdf', content: pdf }, { filename: 'Übersicht.txt', contentType: 'text/plain\r\nX-Evil: 1', content: Buffer.from('ä') }],
    },
    'Shop <noreply@shop.example>',
  );
  const [head] = eml.split('\r\n\r\n');
  const boundary = /^Content-Type: multipart\/mixed; boundary="([^"]+)"$/m.exec(head)?.[1];

  it('writes multipart/mixed with the text/HTML alternative first and one base64 part per attachment', () => {
    expect(boundary).toBeDefined();
    expect(head).toContain('Cc: chef@kunde.example');
    expect(head).toContain('Reply-To: vertrieb@shop.example');
    const parts = eml.split(`--${boundary}`);
    expect(parts).toHaveLength(5); // preamble, alternative, two attachments, closing "--"
    expect(parts[1]).toMatch(/Content-Type: multipart\/alternative; boundary=/);
    expect(parts[1]).toContain('Content-Type: text/plain; charset=utf-8');
    expect(parts[1]).toContain('<p>Danke für Ihre Bestellung.</p>');
    expect(parts[2]).toContain('Content-Disposition: attachment; filename="Auftrag 1001.pdf"');
    const [, b64] = parts[2].split('\r\n\r\n');
    expect(b64.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(Buffer.from(b64.replace(/\s/g, ''), 'base64').equals(pdf)).toBe(true);
    expect(parts[3]).toContain("filename*=UTF-8''%C3%9Cbersicht.txt");
    expect(parts[3]).toContain('Content-Type: application/octet-stream');
    expect(eml).not.toMatch(/^X-Evil/m);
    expect(parts[4]).toBe('--\r\n');
  });
});
