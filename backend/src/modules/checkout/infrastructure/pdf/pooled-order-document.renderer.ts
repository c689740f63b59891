import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import { WorkerPool } from '../../../../shared/workers/worker-pool';
import type { BrandLetterhead, OrderDocument, OrderDocumentLocale } from '../../domain/order-document';
import { OrderDocumentRenderer } from '../../domain/ports/order-document-renderer.port';
import type { OrderDocumentJob } from './order-document.worker';

export interface PooledRendererOptions {
  /** Worker threads (DOCUMENT_WORKERS). */
  readonly workers: number;
  /** Documents that may wait for a thread; beyond, a render fails (a mail is retried, a download answered 503). */
  readonly queueLimit?: number;
  /** The worker's script; the built one beside this file by default. */
  readonly script?: string;
}

/** Budgets of one document: a 50-position confirmation renders in tens of milliseconds. */
const DOCUMENT_BUDGET = { timeoutMs: 30_000, maxHeapMb: 256, idleMs: 5 * 60_000, queueLimit: 2_000 } as const;

/** Thrown when no worker could render the document (queue full, over budget, thread died). */
export class DocumentRenderingFailed extends Error {
  constructor(readonly reason: 'busy' | 'timeout' | 'crashed') {
    super(`order document not rendered: ${reason}`);
    this.name = 'DocumentRenderingFailed';
  }
}

/**
 * Renders order documents with pdfkit in a small pool of worker threads (DOCUMENT_WORKERS, default 1), never on the
 * event loop: a confirmation PDF cost the request thread 5–10 ms of CPU per order, so a burst of orders left the
 * shop busy rendering their mails for a minute after it. The threads load pdfkit and its fonts once and live on
 * between documents. Same bytes as the in-process renderer (the worker runs it).
 */
export class PooledOrderDocumentRenderer extends OrderDocumentRenderer implements OnModuleDestroy {
  private readonly logger = new Logger('OrderDocuments');
  private readonly pool: WorkerPool<OrderDocumentJob, Uint8Array>;

  constructor(options: PooledRendererOptions) {
    super();
    this.pool = new WorkerPool({
      script: options.script ?? join(__dirname, 'order-document.worker.js'),
      size: options.workers,
      queueLimit: options.queueLimit ?? DOCUMENT_BUDGET.queueLimit,
      // One owner: every document is the shop's own work; the queue bounds it.
      perOwnerLimit: Number.MAX_SAFE_INTEGER,
      timeoutMs: DOCUMENT_BUDGET.timeoutMs,
      maxHeapMb: DOCUMENT_BUDGET.maxHeapMb,
      idleMs: DOCUMENT_BUDGET.idleMs,
    });
  }

  renderConfirmation(order: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale): Promise<Buffer> {
    return this.rendered({ kind: 'confirmation', order, brand, locale });
  }

  renderOffer(offer: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale): Promise<Buffer> {
    return this.rendered({ kind: 'offer', order: offer, brand, locale });
  }

  private async rendered(job: OrderDocumentJob): Promise<Buffer> {
    const { order } = job;
    const outcome = await this.pool.run('shop', job);
    if (outcome.kind === 'done') return Buffer.from(outcome.value.buffer, outcome.value.byteOffset, outcome.value.byteLength);
    const reason = outcome.kind === 'busy' ? 'busy' : outcome.reason;
    this.logger.warn({ msg: 'order document not rendered', reason, orderNumber: order.orderNumber });
    throw new DocumentRenderingFailed(reason);
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
