import type { MailMessage } from '../mail-message';
import { MailQueueStore, type QueuedMail } from '../mail-queue';
import { MailTransport } from '../mail-transport';

export interface FakeRow {
  id: number;
  kind: string;
  message: MailMessage;
  attempts: number;
  nextAt: number;
  sentAt: number | null;
  failedAt: number | null;
  lastError: string | null;
}

/** The queue's storage in memory, on a clock the test moves (`now`). */
export class FakeMailQueueStore extends MailQueueStore {
  now = 0;
  readonly rows: FakeRow[] = [];

  async add(message: MailMessage, kind: string): Promise<number> {
    const id = this.rows.length + 1;
    this.rows.push({ id, kind, message, attempts: 0, nextAt: this.now, sentAt: null, failedAt: null, lastError: null });
    return id;
  }

  afterCommit(hook: () => void): void {
    hook();
  }

  async claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const due = this.rows.filter((r) => r.sentAt === null && r.failedAt === null && r.nextAt <= this.now).slice(0, limit);
    return due.map((r) => {
      r.attempts += 1;
      r.nextAt = this.now + leaseMs;
      return { id: r.id, kind: r.kind, attempts: r.attempts, message: r.message };
    });
  }

  private claimed(mail: QueuedMail): FakeRow | undefined {
    const row = this.rows.find((r) => r.id === mail.id);
    return row && row.attempts === mail.attempts && row.sentAt === null ? row : undefined;
  }

  async markSent(mail: QueuedMail): Promise<void> {
    const row = this.claimed(mail);
    if (row) Object.assign(row, { sentAt: this.now, lastError: null });
  }

  async markRetry(mail: QueuedMail, delayMs: number, error: string): Promise<void> {
    const row = this.claimed(mail);
    if (row) Object.assign(row, { nextAt: this.now + delayMs, lastError: error });
  }

  async markFailed(mail: QueuedMail, error: string): Promise<void> {
    const row = this.claimed(mail);
    if (row) Object.assign(row, { failedAt: this.now, lastError: error });
  }

  async purgeSent(): Promise<number> {
    return 0;
  }

  /** The earliest time a waiting mail is due, or null when none waits. */
  nextDue(): number | null {
    const waiting = this.rows.filter((r) => r.sentAt === null && r.failedAt === null).map((r) => r.nextAt);
    return waiting.length ? Math.min(...waiting) : null;
  }
}

/** A transport that records what it sent and fails as `fails(message, call)` says. */
export class FakeMailTransport extends MailTransport {
  readonly sent: MailMessage[] = [];
  calls = 0;

  constructor(private readonly fails: (message: MailMessage, call: number) => boolean = () => false) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    this.calls += 1;
    if (this.fails(message, this.calls)) throw Object.assign(new Error(`connect ECONNREFUSED for ${message.to}`), { code: 'ECONNREFUSED' });
    this.sent.push(message);
  }
}
