import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Jobs, type JobContext, type JobHandler } from '../admin/jobs';
import { MailQueueWorker } from './mail-queue.worker';

/** Counts of the mail outbox by state (the system info page and the mailRetry job's result show them). */
export async function mailOutboxCounts(db: DataSource): Promise<{ pending: number; failed: number; sent: number }> {
  const [row] = (await db.query(
    `SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS pending,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
            count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent
       FROM mail_queue`,
  )) as Array<{ pending: number; failed: number; sent: number }>;
  return row ?? { pending: 0, failed: 0, sent: 0 };
}

/**
 * Job kind `mailRetry` (ADR 0028): sends the outbox's due mails and retries (the worker's own poll, which
 * keeps running every MAIL_QUEUE_INTERVAL_MS for new mails); its schedule makes sure retries are tried
 * even on an instance whose loop is stuck, and the tools page can start it by hand.
 */
@Injectable()
export class MailRetryJob implements JobHandler, OnModuleInit {
  readonly kind = 'mailRetry';

  constructor(
    private readonly jobs: Jobs,
    private readonly worker: MailQueueWorker,
    private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(context: JobContext): Promise<unknown> {
    const before = await mailOutboxCounts(this.db);
    await context.progress(0, before.pending);
    const tried = await this.worker.poll();
    const after = await mailOutboxCounts(this.db);
    await context.progress(tried, before.pending);
    return { tried, ...after };
  }
}
