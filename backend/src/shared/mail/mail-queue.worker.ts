import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { Interval } from '@nestjs/schedule';
import { ShopConfig } from '../../config/app-config';
import { errorForLog } from '../logger';
import { MailAttachmentGenerators } from './mail-attachment-generators';
import type { MailMessage } from './mail-message';
import { MailQueueStore, type QueuedMail } from './mail-queue';
import { afterFailure } from './mail-retry';
import { MailTransport } from './mail-transport';

/** Mails claimed per statement. */
export const MAIL_BATCH = 20;
/**
 * How long a claimed mail stays hidden from other workers: longer than nodemailer's own time-outs
 * (connection 2 min, socket 10 min), so a slow send is never taken over by a second instance.
 */
export const CLAIM_LEASE_MS = 15 * 60_000;
/** An enqueue (after its transaction has committed) asks for a poll this much later: enqueues in that time make one poll. */
export const NUDGE_DELAY_MS = 250;
const PURGE_SENT_AFTER_DAYS = 30;
const HOUR = 3_600_000;

/** What an error may leave in mail_queue.last_error and the log: its name and codes, never its message. */
export function errorSummary(e: unknown): string {
  const { error, code, responseCode } = errorForLog(e);
  return [error, code, responseCode].filter((v) => v !== undefined).join(' ');
}

/**
 * Sends the queued mails: every MAIL_QUEUE_INTERVAL_MS and shortly after an enqueue, it claims the due
 * mails (FOR UPDATE SKIP LOCKED, so instances never share one), sends each through the MailTransport, and
 * marks it sent, or schedules the next attempt (30 s, 2 min, 10 min, 1 h, then 2 h), or after the last
 * attempt marks it failed. No database connection is held while a mail is sent. One poll at a time per
 * instance, sending up to MAIL_SEND_CONCURRENCY mails at once. Logs name a mail by id and kind only: never its addresses, body or attachments.
 *
 * Every poll runs in the async context the worker was created in (the application's start), whoever asked
 * for it: a poll asked for from inside a request or a transaction must not carry that caller's
 * AsyncLocalStorage (the transaction's query runner, released once it commits) into the attachment
 * generators, which read through repositories that join a running transaction.
 */
@Injectable()
export class MailQueueWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailQueue');
  private timer?: NodeJS.Timeout;
  private nudgeTimer?: NodeJS.Timeout;
  private current: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  /** The worker's own async context (see the class comment). */
  private readonly home = new AsyncResource('MailQueueWorker');

  constructor(
    private readonly store: MailQueueStore,
    private readonly transport: MailTransport,
    private readonly config: ShopConfig,
    private readonly generators: MailAttachmentGenerators = new MailAttachmentGenerators(),
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.poll(), this.config.get('mailQueueIntervalMs'));
    void this.poll();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.nudgeTimer);
    await this.current;
  }

  /** Asks for a poll shortly (NUDGE_DELAY_MS); several nudges in that time make one poll. */
  nudge(): void {
    if (this.stopped || this.nudgeTimer) return;
    this.nudgeTimer = this.home.runInAsyncScope(() =>
      setTimeout(() => {
        this.nudgeTimer = undefined;
        void this.poll();
      }, NUDGE_DELAY_MS),
    );
  }

  /** Sends what is due; a poll asked for while one runs runs again right after it. Answers how many mails were tried. Never throws. */
  poll(): Promise<number> {
    return this.home.runInAsyncScope(() => this.pollHere());
  }

  private pollHere(): Promise<number> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = this.drain().finally(() => {
      this.current = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.poll();
      }
    });
    return this.current;
  }

  private async drain(): Promise<number> {
    let tried = 0;
    try {
      while (!this.stopped) {
        const batch = await this.store.claimDue(MAIL_BATCH, CLAIM_LEASE_MS);
        // Up to MAIL_SEND_CONCURRENCY recipients' mails at once: one waiting for its attachment (rendered in a
        // worker thread) or for the mail server no longer holds up the others. One recipient's mails go one after
        // the other, in the order they were queued (a confirmation before the mail that follows it).
        const byRecipient = new Map<string, QueuedMail[]>();
        for (const mail of batch) {
          const to = String(mail.message.to).toLowerCase();
          byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
        }
        const queues = [...byRecipient.values()];
        let next = 0;
        const sender = async () => {
          // On shutdown the rest of the batch stays claimed and is due again when its lease ends.
          while (next < queues.length && !this.stopped) {
            for (const mail of queues[next++]) {
              if (this.stopped) break;
              await this.deliver(mail);
              tried += 1;
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(this.config.get('mailSendConcurrency') ?? 1, queues.length) }, sender));
        if (batch.length < MAIL_BATCH) break;
      }
    } catch (e) {
      this.logger.warn({ msg: 'mail queue poll failed', ...errorForLog(e) });
    }
    return tried;
  }

  /** The mail with its generated attachments made (a generator failing fails the attempt: retried). */
  private async withGeneratedAttachments(message: MailMessage): Promise<MailMessage> {
    const { generatedAttachments = [], ...rest } = message;
    if (generatedAttachments.length === 0) return rest;
    const made = await Promise.all(generatedAttachments.map((spec) => this.generators.generate(spec)));
    return { ...rest, attachments: [...(rest.attachments ?? []), ...made] };
  }

  private async deliver(mail: QueuedMail): Promise<void> {
    const ref = { id: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      await this.transport.send(await this.withGeneratedAttachments(mail.message));
    } catch (e) {
      const next = afterFailure(mail.attempts);
      try {
        if (next === 'failed') {
          await this.store.markFailed(mail, errorSummary(e));
          this.logger.error({ msg: 'queued mail failed for good', ...ref, ...errorForLog(e) });
        } else {
          await this.store.markRetry(mail, next.retryInMs, errorSummary(e));
          this.logger.warn({ msg: 'queued mail not sent; will retry', ...ref, retryInMs: next.retryInMs, ...errorForLog(e) });
        }
      } catch (markError) {
        // The claim's lease makes the mail due again; nothing is lost.
        this.logger.warn({ msg: 'queued mail not sent and its retry not recorded', ...ref, ...errorForLog(markError) });
      }
      return;
    }
    try {
      await this.store.markSent(mail);
    } catch (e) {
      // Sent but not marked: it is sent again when its lease ends (at least once, never lost).
      this.logger.error({ msg: 'queued mail sent but not marked sent', ...ref, ...errorForLog(e) });
    }
  }

  /** Sent mails (and their attachments) are kept 30 days for support, then deleted. Failed mails stay. */
  @Interval(HOUR)
  async purge(): Promise<void> {
    try {
      const deleted = await this.store.purgeSent(PURGE_SENT_AFTER_DAYS);
      if (deleted > 0) this.logger.log({ msg: 'sent mails purged', count: deleted });
    } catch (e) {
      this.logger.warn({ msg: 'mail queue purge failed', ...errorForLog(e) });
    }
  }
}
