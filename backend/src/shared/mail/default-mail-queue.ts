import { Injectable } from '@nestjs/common';
import type { MailMessage } from './mail-message';
import { checkMailKind, MailQueue, MailQueueStore } from './mail-queue';
import { MailQueueWorker } from './mail-queue.worker';

/**
 * Stores the mail (in the caller's transaction when one runs) and nudges this instance's worker once the
 * transaction has committed: the worker then finds the mail on its first look and sends it outside the
 * transaction (a nudge from inside it would carry the transaction's async context into the worker).
 */
@Injectable()
export class DefaultMailQueue extends MailQueue {
  constructor(private readonly store: MailQueueStore, private readonly worker: MailQueueWorker) {
    super();
  }

  async enqueue(message: MailMessage, kind: string): Promise<number> {
    checkMailKind(kind);
    const id = await this.store.add(message, kind);
    this.storedElsewhere();
    return id;
  }

  storedElsewhere(): void {
    this.store.afterCommit(() => this.worker.nudge());
  }
}
