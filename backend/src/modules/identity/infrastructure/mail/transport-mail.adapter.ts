import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../../shared/mail/mail-transport';
import { MailPort, type MailMessage } from '../../domain/ports/mail.port';

/**
 * Identity's mails go straight out through the shop's MailTransport (SMTP or the outbox folder), as
 * before: a link the customer waits for is sent at once, and a failure is answered to the request.
 */
@Injectable()
export class TransportMailAdapter extends MailPort {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  send(message: MailMessage): Promise<void> {
    return this.transport.send({ to: message.to, subject: message.subject, text: message.text });
  }
}
