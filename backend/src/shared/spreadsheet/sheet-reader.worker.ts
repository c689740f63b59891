import { parentPort } from 'node:worker_threads';
import { readSheet, type SheetReadRequest } from './read-sheet';

/**
 * The worker thread of the sheet reader (sheet-reader.ts, worker-pool.ts): reads one workbook per message and
 * answers `{ ok: true, value }` — the sheet, or why it was refused — or `{ ok: false }` when reading threw.
 */
parentPort?.on('message', (request: SheetReadRequest) => {
  readSheet(request).then(
    (value) => parentPort?.postMessage({ ok: true, value }),
    () => parentPort?.postMessage({ ok: false }),
  );
});
