import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { ShopConfig } from '../../../../config/app-config';
import { MailPort, type MailMessage } from '../../domain/ports/mail.port';
import { maskPersonalData } from '../../../../shared/logger';

/** With SMTP_URL set, mails go out through SMTP (nodemailer). */
@Injectable()
export class SmtpMailAdapter extends MailPort implements OnModuleDestroy {
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
    await this.transport().sendMail({ from: this.config.get('mailFrom'), to: message.to, subject: message.subject, text: message.text });
    this.logger.log(`mail "${message.subject}" sent to ${maskPersonalData(message.to)}`);
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
