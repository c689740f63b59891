import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShopConfig, type AppConfig } from '../../config/app-config';
import { OutboxMailTransport } from './outbox-mail.transport';
import { SmtpMailTransport } from './smtp-mail.transport';

const sendMail = jest.fn().mockResolvedValue({});
const close = jest.fn();
jest.mock('nodemailer', () => ({ createTransport: jest.fn(() => ({ sendMail, close })) }));

const message = { to: 'kunde@beispiel.de', subject: 'Bitte bestätigen', text: 'Link: https://shop.example/x?ssc=abc' };

describe('OutboxMailTransport', () => {
  it('writes one .eml file per mail to DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    try {
      const adapter = new OutboxMailTransport(new ShopConfig({ dataDir, mailFrom: 'Shop <noreply@shop.example>' } as AppConfig));
      await adapter.send(message);
      const files = readdirSync(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(join(dataDir, 'outbox', files[0]), 'utf8');
      expect(eml).toContain('To: kunde@beispiel.de');
      expect(eml).toContain('ssc=abc');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SmtpMailTransport', () => {
  it('sends through nodemailer with SMTP_URL and MAIL_FROM', async () => {
    const { createTransport } = jest.requireMock('nodemailer') as { createTransport: jest.Mock };
    const adapter = new SmtpMailTransport(new ShopConfig({ smtpUrl: 'smtp://user:pw@mail.example:587', mailFrom: 'Shop <noreply@shop.example>' } as AppConfig));
    await adapter.send(message);
    expect(createTransport).toHaveBeenCalledWith('smtp://user:pw@mail.example:587');
    expect(sendMail).toHaveBeenCalledWith({ from: 'Shop <noreply@shop.example>', ...message });
    adapter.onModuleDestroy();
    expect(close).toHaveBeenCalled();
  });
});

describe('SmtpMailTransport with attachments', () => {
  it('passes cc, replyTo, html and the attachments to nodemailer', async () => {
    sendMail.mockClear();
    const transport = new SmtpMailTransport(new ShopConfig({ smtpUrl: 'smtp://mail.example', mailFrom: 'Shop <noreply@shop.example>' } as AppConfig));
    const pdf = Buffer.from('%PDF-1.4');
    await transport.send({ ...message, cc: ['chef@beispiel.de'], replyTo: 'vertrieb@shop.example', html: '<p>x</p>', attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: pdf }] });
    expect(sendMail).toHaveBeenCalledWith({
      from: 'Shop <noreply@shop.example>',
      ...message,
      cc: ['chef@beispiel.de'],
      replyTo: 'vertrieb@shop.example',
      html: '<p>x</p>',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: pdf }],
    });
  });
});
