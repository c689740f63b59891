export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing e-mail. Adapters: SMTP (SMTP_URL) or .eml files in the outbox folder. */
export abstract class MailPort {
  abstract send(message: MailMessage): Promise<void>;
}
