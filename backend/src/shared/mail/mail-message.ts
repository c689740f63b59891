/** A file sent with a mail (e.g. an order confirmation's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * An attachment made when a queued mail is sent, by a registered generator (MailAttachmentGenerators). Its params
 * are stored with the queued mail as JSON: plain data only (an order's confirmation carries the order as it was
 * placed, so sending reads nothing back).
 */
export interface GeneratedAttachment {
  generator: string;
  params: Record<string, unknown>;
}

/** An outgoing e-mail, as every module composes it. The sender is the shop's MAIL_FROM. */
export interface MailMessage {
  to: string;
  replyTo?: string;
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Queued mails only: attachments produced at sending time (e.g. an order's confirmation PDF). */
  generatedAttachments?: GeneratedAttachment[];
}
