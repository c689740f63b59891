import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ShopConfig } from '../../config/app-config';
import { maskPersonalData } from '../logger';
import { toEml } from './eml';
import type { MailMessage } from './mail-message';
import { MailTransport } from './mail-transport';

/**
 * Without SMTP_URL (the embedded default) every mail is written as an .eml file to DATA_DIR/outbox/
 * and logged with its subject and recipient — never with its body, which holds the link's code.
 */
@Injectable()
export class OutboxMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly dir: string;

  constructor(private readonly config: ShopConfig) {
    super();
    this.dir = join(config.get('dataDir'), 'outbox');
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const now = new Date();
    const file = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.dir, file), toEml(message, this.config.get('mailFrom'), now), { encoding: 'utf8', mode: 0o600 });
    this.logger.log(`mail "${message.subject}" to ${maskPersonalData(message.to)} written to outbox/${file}`);
  }
}
