import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import { ShopConfig } from '../../config/app-config';
import type { SheetRead, SheetReadRequest } from './read-sheet';
import { WorkerPool } from '../workers/worker-pool';

/** A sheet read, or why not: `busy` (every worker taken and the queue full, or the owner has a read under way), `tooCostly` (over the time or memory budget). */
export type SheetReadOutcome = SheetRead | { readonly ok: false; readonly reason: 'busy'; readonly retryAfterMs: number } | { readonly ok: false; readonly reason: 'tooCostly' };

/** Budgets of one read in a worker: time, and the worker's heap. */
export const SHEET_READ_BUDGET = { timeoutMs: 30_000, maxHeapMb: 384, idleMs: 60_000, perOwner: 1 } as const;

/**
 * Reads uploaded workbooks off the event loop (ADR 0034): the zip guard and exceljs run in a small pool of worker
 * threads (SPREADSHEET_WORKERS, default 1; SPREADSHEET_QUEUE reads may wait), so a flood of costly uploads
 * slows the uploads down, not the shop.
 */
@Injectable()
export class SheetReader implements OnModuleDestroy {
  private readonly logger = new Logger('SheetReader');
  private readonly pool: WorkerPool<SheetReadRequest, SheetRead>;

  constructor(config: ShopConfig) {
    this.pool = new WorkerPool({
      script: join(__dirname, 'sheet-reader.worker.js'),
      size: config.get('spreadsheetWorkers'),
      queueLimit: config.get('spreadsheetQueue'),
      perOwnerLimit: SHEET_READ_BUDGET.perOwner,
      timeoutMs: SHEET_READ_BUDGET.timeoutMs,
      maxHeapMb: SHEET_READ_BUDGET.maxHeapMb,
      idleMs: SHEET_READ_BUDGET.idleMs,
    });
  }

  /** Reads a sheet for `owner` (at most one read per owner at a time). The file is copied, the caller keeps it. */
  async read(owner: string, request: SheetReadRequest): Promise<SheetReadOutcome> {
    const file = new Uint8Array(request.file); // a copy of its own, moved to the worker
    const outcome = await this.pool.run(owner, { ...request, file }, [file.buffer]);
    if (outcome.kind === 'done') return outcome.value;
    if (outcome.kind === 'busy') return { ok: false, reason: 'busy', retryAfterMs: outcome.retryAfterMs };
    this.logger.warn({ msg: 'workbook read stopped', reason: outcome.reason, bytes: request.file.length });
    return { ok: false, reason: 'tooCostly' };
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
