import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ShopConfig } from '../../config/app-config';
import { maskPersonalData } from '../logger';
import type { MailMessage } from './mail-message';
import { MailTransport } from './mail-transport';

/** With SMTP_URL set, mails go out through SMTP (nodemailer). */
@Injectable()
export class SmtpMailTransport extends MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private transporter?: Transporter;

  constructor(private readonly config: ShopConfig) {
    super();
  }

  private transport(): Transporter {
    this.transporter ??= createTransport(this.config.get('smtpUrl')!);
    return this.transporter;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport().sendMail({
      from: this.config.get('mailFrom'),
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.cc?.length ? { cc: message.cc } : {}),
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
    });
    this.logger.log(`mail "${message.subject}" sent to ${maskPersonalData(message.to)}`);
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
