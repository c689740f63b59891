import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShopConfig, type AppConfig } from '../../../../config/app-config';
import { OutboxMailAdapter } from './outbox-mail.adapter';
import { SmtpMailAdapter } from './smtp-mail.adapter';

const sendMail = jest.fn().mockResolvedValue({});
const close = jest.fn();
jest.mock('nodemailer', () => ({ createTransport: jest.fn(() => ({ sendMail, close })) }));

const message = { to: 'kunde@beispiel.de', subject: 'Bitte bestätigen', text: 'Link: https://shop.example/x?ssc=abc' };

describe('OutboxMailAdapter', () => {
  it('writes one .eml file per mail to DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    try {
      const adapter = new OutboxMailAdapter(new ShopConfig({ dataDir, mailFrom: 'Shop <noreply@shop.example>' } as AppConfig));
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

describe('SmtpMailAdapter', () => {
  it('sends through nodemailer with SMTP_URL and MAIL_FROM', async () => {
    const { createTransport } = jest.requireMock('nodemailer') as { createTransport: jest.Mock };
    const adapter = new SmtpMailAdapter(new ShopConfig({ smtpUrl: 'smtp://user:pw@mail.example:587', mailFrom: 'Shop <noreply@shop.example>' } as AppConfig));
    await adapter.send(message);
    expect(createTransport).toHaveBeenCalledWith('smtp://user:pw@mail.example:587');
    expect(sendMail).toHaveBeenCalledWith({ from: 'Shop <noreply@shop.example>', ...message });
    adapter.onModuleDestroy();
    expect(close).toHaveBeenCalled();
  });
});
