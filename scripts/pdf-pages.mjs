// Renders the first pages of a PDF to PNG files, to look at a generated document (the PDF catalogue, order
// confirmations): node scripts/pdf-pages.mjs <file.pdf> [outDir] [pages, default 1-4]. Needs the dev
// dependency pdf-to-png-converter.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

// pdfjs-dist (under pdf-to-png-converter) uses ArrayBuffer#transferToFixedLength, new in Node 21; Node 20 gets a copy.
for (const name of ['transfer', 'transferToFixedLength']) {
  if (!ArrayBuffer.prototype[name]) {
    Object.defineProperty(ArrayBuffer.prototype, name, {
      value(length = this.byteLength) {
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      },
    });
  }
}
const require = createRequire(import.meta.url);
const { pdfToPng } = require('pdf-to-png-converter');

const [file, outDir = 'pdf-pages', pagesArg = '1-4'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/pdf-pages.mjs <file.pdf> [outDir] [first-last]');
  process.exit(2);
}
const [first, last] = pagesArg.split('-').map(Number);
const pages = Array.from({ length: (last ?? first) - first + 1 }, (_, i) => first + i);
mkdirSync(outDir, { recursive: true });
const out = await pdfToPng(resolve(file), { pagesToProcess: pages, viewportScale: 1.4, processPagesInParallel: true, concurrencyLimit: 1, outputFolder: resolve(outDir) });
for (const page of out) console.log(join(outDir, page.name), `${page.width}x${page.height}`);
