import { parentPort } from 'node:worker_threads';
import type { BrandLetterhead, OrderDocument, OrderDocumentLocale } from '../../domain/order-document';
import { PdfkitOrderDocumentRenderer } from './pdfkit-order-document.renderer';

/** One document to render, as the pooled renderer sends it. */
export interface OrderDocumentJob {
  kind: 'confirmation' | 'offer';
  order: OrderDocument;
  brand: BrandLetterhead;
  locale: OrderDocumentLocale;
}

/**
 * The worker thread of the pooled order document renderer (pooled-order-document.renderer.ts): renders one PDF (an
 * order confirmation or an offer) per message with pdfkit and answers `{ ok: true, value }` (the file's bytes, moved to the caller) or `{ ok: false }`.
 * The thread lives on between documents, so pdfkit and its font metrics are loaded once per thread.
 */
const renderer = new PdfkitOrderDocumentRenderer();

parentPort?.on('message', (job: OrderDocumentJob) => {
  const rendering = job.kind === 'offer' ? renderer.renderOffer(job.order, job.brand, job.locale) : renderer.renderConfirmation(job.order, job.brand, job.locale);
  rendering.then(
    (pdf) => {
      // A copy of its own to move (a small Buffer may sit in Node's shared pool, which must not be moved away).
      const value = new Uint8Array(pdf);
      parentPort?.postMessage({ ok: true, value }, [value.buffer]);
    },
    () => parentPort?.postMessage({ ok: false }),
  );
});
