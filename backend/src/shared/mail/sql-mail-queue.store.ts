import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TransactionContext } from '../persistence/transaction-context';
import type { MailAttachment, MailMessage } from './mail-message';
import { checkMailKind, MailQueueStore, type OutgoingMail, type QueuedMail } from './mail-queue';

interface ClaimedRow {
  id: string;
  kind: string;
  attempts: number;
  message: Omit<MailMessage, 'attachments'>;
  /** Whether the mail has stored attachments (most have none: an order's PDF is made when it is sent). */
  has_files: boolean;
}

interface AttachmentRow {
  mail_id: string;
  filename: string;
  content_type: string;
  content: Buffer;
}

/**
 * The part of a caller's own INSERT statement that queues mails with its row (an order with its confirmation: one
 * statement, no transaction around it). `from` names the statement's data-modifying CTE whose row means "stored":
 * the mails are inserted once per row it returns, none when it returns none. Two array parameters from
 * `firstParam` on. Mails with stored attachments are not for this (their files are rows of their own): `add`.
 * The caller tells the queue afterwards (`MailQueue.storedElsewhere`), so the worker looks for them.
 */
export function queuedMailsInsert(mails: readonly OutgoingMail[], from: string, firstParam: number): { sql: string; params: [string[], string[]] } {
  const kinds: string[] = [];
  const messages: string[] = [];
  for (const { message, kind } of mails) {
    checkMailKind(kind);
    const { attachments = [], ...rest } = message;
    if (attachments.length > 0) throw new Error(`a mail with stored attachments (${kind}) is queued by MailQueue.enqueue, not with another statement`);
    kinds.push(kind);
    messages.push(JSON.stringify(rest));
  }
  return {
    sql: `INSERT INTO mail_queue (kind, message) SELECT m.kind, m.message::jsonb FROM ${from}, unnest($${firstParam}::text[], $${firstParam + 1}::text[]) AS m(kind, message) RETURNING id`,
    params: [kinds, messages],
  };
}

/**
 * The mail queue in PostgreSQL (tables mail_queue and mail_queue_attachment, migration 0007). `add` joins
 * the caller's transaction through the TransactionContext; the worker's statements go to the DataSource
 * itself, so a poll started from inside a transaction's async context (the enqueue nudge) never runs in,
 * or waits for, that transaction. Each worker statement is a transaction of its own: no connection is held
 * while a mail is being sent (the embedded database has one).
 */
@Injectable()
export class SqlMailQueueStore extends MailQueueStore {
  constructor(private readonly tx: TransactionContext, private readonly db: DataSource) {
    super();
  }

  add(message: MailMessage, kind: string): Promise<number> {
    const { attachments = [], ...rest } = message;
    return this.tx.run(async () => {
      const q = this.tx.manager();
      const [row] = (await q.query('INSERT INTO mail_queue (kind, message) VALUES ($1, $2) RETURNING id', [kind, JSON.stringify(rest)])) as { id: string }[];
      const id = Number(row.id);
      for (const [position, a] of attachments.entries()) {
        await q.query('INSERT INTO mail_queue_attachment (mail_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)', [id, position, a.filename, a.contentType, a.content]);
      }
      return id;
    });
  }

  afterCommit(hook: () => void): void {
    this.tx.afterCommit(hook);
  }

  async claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [rows] = (await this.db.query(
      `WITH due AS (
         SELECT id FROM mail_queue
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       )
       UPDATE mail_queue m
          SET attempts = m.attempts + 1, next_attempt_at = now() + $2::double precision * interval '1 millisecond'
         FROM due
        WHERE m.id = due.id
       RETURNING m.id, m.kind, m.attempts, m.message, EXISTS (SELECT 1 FROM mail_queue_attachment a WHERE a.mail_id = m.id) AS has_files`,
      [limit, leaseMs],
    )) as [ClaimedRow[], number];
    if (rows.length === 0) return [];
    // The stored attachments, read only for the mails that have some (a statement less for a batch of confirmations).
    const withFiles = rows.filter((r) => r.has_files).map((r) => r.id);
    const files =
      withFiles.length === 0
        ? []
        : ((await this.db.query('SELECT mail_id, filename, content_type, content FROM mail_queue_attachment WHERE mail_id = ANY($1::bigint[]) ORDER BY mail_id, position', [withFiles])) as AttachmentRow[]);
    const byMail = new Map<number, MailAttachment[]>();
    for (const f of files) {
      const list = byMail.get(Number(f.mail_id)) ?? [];
      list.push({ filename: f.filename, contentType: f.content_type, content: f.content });
      byMail.set(Number(f.mail_id), list);
    }
    return rows
      .map((r) => {
        const attachments = byMail.get(Number(r.id));
        return { id: Number(r.id), kind: r.kind, attempts: r.attempts, message: attachments ? { ...r.message, attachments } : r.message };
      })
      .sort((a, b) => a.id - b.id);
  }

  async markSent(mail: QueuedMail): Promise<void> {
    await this.db.query('UPDATE mail_queue SET sent_at = now(), last_error = NULL WHERE id = $1 AND attempts = $2 AND sent_at IS NULL', [mail.id, mail.attempts]);
  }

  async markRetry(mail: QueuedMail, delayMs: number, error: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_queue SET next_attempt_at = now() + $3::double precision * interval '1 millisecond', last_error = $4
        WHERE id = $1 AND attempts = $2 AND sent_at IS NULL`,
      [mail.id, mail.attempts, delayMs, error],
    );
  }

  async markFailed(mail: QueuedMail, error: string): Promise<void> {
    await this.db.query('UPDATE mail_queue SET failed_at = now(), last_error = $3 WHERE id = $1 AND attempts = $2 AND sent_at IS NULL', [mail.id, mail.attempts, error]);
  }

  async purgeSent(days: number): Promise<number> {
    const [, count] = (await this.db.query(`DELETE FROM mail_queue WHERE sent_at < now() - $1::int * interval '1 day'`, [days])) as [unknown[], number];
    return count;
  }
}
