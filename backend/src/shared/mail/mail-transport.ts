import type { MailMessage } from './mail-message';

/**
 * Sends one mail now, or throws. Adapters: SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. Modules that
 * must not lose a mail enqueue it in the MailQueue instead, which sends through this transport and retries.
 */
export abstract class MailTransport {
  abstract send(message: MailMessage): Promise<void>;
}
