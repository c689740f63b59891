/**
 * The contact requests inbox (docs/decisions/0047-contact-inbox-and-order-admin.md): a request's status, what an
 * admin's reply may be, and which status a reply leaves. Pure; the browser and the server run the same rules.
 */
export const CONTACT_REQUEST_STATUSES = ['new', 'inProgress', 'done'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export function isContactRequestStatus(value: unknown): value is ContactRequestStatus {
  return typeof value === 'string' && (CONTACT_REQUEST_STATUSES as readonly string[]).includes(value);
}

/** An admin's reply text: 2 to 5,000 characters after trimming (`adContactReplyInvalid`). */
export const CONTACT_REPLY_MAX = 5000;

/** Null or the message id why a reply text cannot be sent. */
export function contactReplyError(text: string): 'adContactReplyInvalid' | null {
  const length = [...text.trim()].length;
  return length < 2 || length > CONTACT_REPLY_MAX ? 'adContactReplyInvalid' : null;
}

/**
 * The status a request has after a reply: the one the admin chose, else "in progress" (the conversation is
 * open until someone marks it done).
 */
export function statusAfterReply(chosen: ContactRequestStatus | null | undefined): ContactRequestStatus {
  return chosen ?? 'inProgress';
}

/** The admin's internal note on an order: 1 to 2,000 characters after trimming (`adOrderNoteInvalid`). */
export const ORDER_NOTE_MAX = 2000;

export function orderNoteError(text: string): 'adOrderNoteInvalid' | null {
  const length = [...text.trim()].length;
  return length < 1 || length > ORDER_NOTE_MAX ? 'adOrderNoteInvalid' : null;
}

/** The request's text quoted for a reply mail: each line behind "> ". */
export function quoteText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
