// Benchmark of rendering an order confirmation PDF (the confirmation mail's attachment), in this thread, with the
// built renderer: the standard fonts parsed once per thread (the shop's way) against pdfkit parsing them for every
// document (the baseline, in the same run). Documents of 3 and 50 positions; CPU time per document.
//   npm run build && node test/bench/order-pdf.mjs
// Environment: DOCUMENTS (default 500 per scenario).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fmt, root } from './support.mjs';

const require = createRequire(import.meta.url);
const { PdfkitOrderDocumentRenderer } = require(join(root, 'backend/dist/modules/checkout/infrastructure/pdf/pdfkit-order-document.renderer.js'));
const DOCUMENTS = Number(process.env.DOCUMENTS ?? 500);

const brand = {
  longName: 'HydraTec Industriebedarf GmbH',
  shortName: 'HydraTec',
  addressLines: ['Industriestraße 42', '70565 Stuttgart', 'Deutschland'],
  phone: '+49 711 123456-0',
  fax: '+49 711 123456-99',
  email: 'info@hydratec.example',
  commercialRegister: 'Amtsgericht Stuttgart, HRB 765432',
  vatId: 'DE123456788',
  dunsId: '31-415-9265',
  personInCharge: 'Dr. Anna Berger, Markus Weber',
};

function document(count, n) {
  return {
    orderNumber: String(100000 + n),
    orderDate: new Date(Date.UTC(2026, 10, 28, 9, 0, n % 60)).toISOString(),
    buyer: { company: 'Müller Anlagenbau GmbH', name: 'Weiß', email: 'einkauf@mueller-anlagenbau.example', customerId: '12345' },
    billingAddressLines: ['Müller Anlagenbau GmbH', 'Buchhaltung', 'Königstraße 5', '80331 München', 'Deutschland'],
    shippingAddressLines: ['Müller Anlagenbau GmbH', 'Werk Süd, Tor 3', 'Äußere Lände 12', '93047 Regensburg', 'Deutschland'],
    currency: 'EUR',
    positions: Array.from({ length: count }, (_, i) => ({
      articleNo: `AW-ABG-${i + 1}-160-H60`,
      name: `Auswerferstift Ø ${i + 1} mm, Länge 160 mm, nitriert`,
      quantity: String(10 + i),
      unit: 'Stk.',
      unitPriceCents: 1234 + i,
      priceUnit: 1,
      totalCents: (1234 + i) * (10 + i),
      discountPercentage: '0',
    })),
    totals: { itemTotalCents: 385440, discountCents: 0, discountPercentage: '0', couponCode: null, shippingCents: 1490, paymentFeeCents: 0, subtotalNetCents: 386930, vatCents: 73517, vatRate: '19', totalGrossCents: 460447 },
    shippingMethod: 'Standardversand',
    deliveryInfo: 'Versandbereit in 2 Werktagen; Lieferung zwischen dem 02.12.2026 und dem 03.12.2026',
    paymentMethod: 'Vorkasse',
    customerOrderId: 'PO-4711',
    costCentre: '',
    comment: '',
    desiredDeliveryDate: null,
    vatNotes: [],
  };
}

async function measure(renderer, count) {
  // Warm-up: the first documents load pdfkit's code paths (and, shared, parse the fonts once).
  for (let i = 0; i < 20; i++) await renderer.renderConfirmation(document(count, i), brand, 'de');
  const cpu = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < DOCUMENTS; i++) bytes += (await renderer.renderConfirmation(document(count, i), brand, 'de')).length;
  const used = process.cpuUsage(cpu);
  return { ms: (used.user + used.system) / 1000 / DOCUMENTS, bytes: bytes / DOCUMENTS };
}

console.log(`order confirmation PDF, ${DOCUMENTS} documents per scenario, CPU ms per document`);
console.log('| positions | pdfkit parses the fonts per document (baseline) | fonts parsed once per thread | size |');
console.log('|---:|---:|---:|---:|');
for (const count of [3, 50]) {
  const baseline = await measure(new PdfkitOrderDocumentRenderer({ sharedFonts: false }), count);
  const shared = await measure(new PdfkitOrderDocumentRenderer(), count);
  console.log(`| ${count} | ${fmt(baseline.ms)} | ${fmt(shared.ms)} | ${Math.round(shared.bytes / 1024)} KiB |`);
}
