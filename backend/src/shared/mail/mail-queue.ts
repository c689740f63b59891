import type { MailMessage } from './mail-message';

/**
 * Mails that must not be lost (an order confirmation): stored in the database and sent by the
 * MailQueueWorker, which retries until the transport takes them. Inside a `UnitOfWork.run` the mail is
 * stored in that transaction, so it exists exactly when the business write commits.
 */
export abstract class MailQueue {
  /** Stores the mail for sending; `kind` names it for logs and the admin (e.g. 'orderConfirmation'). Answers its id. */
  abstract enqueue(message: MailMessage, kind: string): Promise<number>;
  /**
   * Mails were stored by their caller's own statement (`queuedMailsInsert`, an order with its confirmation):
   * this instance's worker looks for them once they are visible (after the running transaction, if one runs).
   */
  abstract storedElsewhere(): void;
}

/** A mail to be stored with the write it belongs to: the message and its kind (a short name for logs and the admin). */
export interface OutgoingMail {
  readonly message: MailMessage;
  readonly kind: string;
}

/** Refuses a mail kind that is not a short name (it is logged and shown to the admin). */
export function checkMailKind(kind: string): void {
  if (!/^[A-Za-z][A-Za-z0-9.-]{0,63}$/.test(kind)) throw new Error(`mail kind must be a short name, got "${kind.slice(0, 70)}"`);
}

/** A mail the worker has claimed: `attempts` counts this attempt. */
export interface QueuedMail {
  id: number;
  kind: string;
  attempts: number;
  message: MailMessage;
}

/** The queue's storage as the worker sees it. */
export abstract class MailQueueStore {
  /** Stores a mail, in the caller's transaction when one runs. */
  abstract add(message: MailMessage, kind: string): Promise<number>;
  /**
   * Calls `hook` once what `add` stored is visible to the worker: after the caller's transaction commits
   * (never when it rolls back), outside that transaction's async context; with no transaction, at once.
   */
  abstract afterCommit(hook: () => void): void;
  /**
   * Claims up to `limit` due mails, so no other worker gets them before `leaseMs` has passed: counts the
   * attempt and moves the next attempt to the end of the lease (a worker that dies mid-send leaves the mail
   * due again then). Runs in its own short transaction, never in a caller's.
   */
  abstract claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]>;
  /** Each mark applies only while the mail is still in the attempt that was claimed. */
  abstract markSent(mail: QueuedMail): Promise<void>;
  abstract markRetry(mail: QueuedMail, delayMs: number, error: string): Promise<void>;
  abstract markFailed(mail: QueuedMail, error: string): Promise<void>;
  /** Deletes mails sent more than `days` days ago (with their attachments); answers how many. */
  abstract purgeSent(days: number): Promise<number>;
}
