import { writeFileSync } from 'node:fs';
import { BRAND, orderDocument } from '../../testing/order-document.mother';
import { pdfInfoString, pdfPageCount, pdfText, pdfTextRuns } from '../../testing/pdf-text';
import { PdfkitOrderDocumentRenderer, toWinAnsi } from './pdfkit-order-document.renderer';

const plain = new PdfkitOrderDocumentRenderer({ compress: false });

describe('PdfkitOrderDocumentRenderer', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await plain.renderConfirmation(orderDocument(60), BRAND, 'de');
    text = pdfText(pdf);
    // PDF_SAMPLE_OUT=/tmp/sample.pdf keeps a file to look at.
    if (process.env.PDF_SAMPLE_OUT) writeFileSync(process.env.PDF_SAMPLE_OUT, await new PdfkitOrderDocumentRenderer().renderConfirmation(orderDocument(60), BRAND, 'de'));
  });

  it('writes with the shared standard fonts the same bytes as pdfkit parsing the fonts for the document itself', async () => {
    const own = new PdfkitOrderDocumentRenderer({ compress: false, sharedFonts: false });
    for (const [count, locale] of [[60, 'de'], [3, 'en'], [1, 'de']] as const) {
      const document = orderDocument(count);
      // Twice each: the second document is the first one's fonts' second user.
      for (let i = 0; i < 2; i++) expect((await plain.renderConfirmation(document, BRAND, locale)).equals(await own.renderConfirmation(document, BRAND, locale))).toBe(true);
      expect((await plain.renderOffer(document, BRAND, locale)).equals(await own.renderOffer(document, BRAND, locale))).toBe(true);
    }
  });

  it('writes a PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('runs 60 positions over several pages, each with the repeated table header and the footer "Seite X von Y"', () => {
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const runs = pdfTextRuns(pdf);
    expect(runs.filter((r) => r === 'Artikelnr.')).toHaveLength(pages);
    for (let page = 1; page <= pages; page++) expect(runs).toContain(`Seite ${page} von ${pages}`);
    expect(runs.filter((r) => r === 'Handelsregister: Amtsgericht Stuttgart, HRB 765432')).toHaveLength(pages);
    expect(runs).toContain('SL-EPDM-060');
  });

  it('shows title, order number, Berlin date, customer and order ids, umlauts and € amounts', () => {
    expect(text).toContain('Auftragsbestätigung 100234');
    // 22:30 UTC on 31 March is 1 April in Berlin (summer time).
    for (const shown of ['Bestelldatum 01.04.2025', 'Kundennummer 12345', 'Ihre Bestellnummer PO-4711/ß', 'Königstraße 5', 'Äußere Lände 12', 'Wunschliefertermin 15.04.2025']) expect(text).toContain(shown);
  });

  it('prints the totals formatted from cents, the coupon with its percentage and the VAT rate', () => {
    for (const shown of ['1.234.567,89 €', 'Rabatt Gutschein FRÜHJAHR25 (1 %)', '– 12.345,68 €', 'zzgl. 19 % MwSt.', '232.225,53 €', 'Gesamtbetrag brutto', '1.454.465,14 €']) expect(text).toContain(shown);
  });

  it('prints positions: quantity with unit, unit price per price unit, configured-product note and position discount', () => {
    for (const shown of ['2,5 Stk.', '12,43 € / 100 Stk.', 'Konfiguriertes Produkt (hose): length: 1500, fitting: DKOL M22x1,5', 'Positionsrabatt 5 %', 'Spedition (Palette)', '2–3 Werktage']) expect(text).toContain(shown);
  });

  it('a reverse-charge order: the 0 % VAT line and the framed legal note with both VAT ids', async () => {
    const order = orderDocument(3, {
      totals: { ...orderDocument(3).totals, vatCents: 0, vatRate: '0', vatLabel: 'MwSt. 0 % (Reverse Charge)' },
      vatNotes: ['Steuerfreie innergemeinschaftliche Lieferung – Steuerschuldnerschaft des Leistungsempfängers.', 'USt-IdNr. des Leistungsempfängers: ATU13585627', 'USt-IdNr. des Lieferers: DE123456788'],
    });
    const runs = pdfTextRuns(await plain.renderConfirmation(order, BRAND, 'de'));
    expect(runs).toContain('MwSt. 0 % (Reverse Charge)');
    expect(runs).not.toContain('zzgl. 0 % MwSt.');
    const note = pdfText(await plain.renderConfirmation(order, BRAND, 'de'));
    for (const shown of ['Steuerschuldnerschaft des Leistungsempfängers', 'USt-IdNr. des Leistungsempfängers: ATU13585627', 'USt-IdNr. des Lieferers: DE123456788']) expect(note).toContain(shown);
  });

  it('speaks English with en', async () => {
    const en = pdfText(await plain.renderConfirmation(orderDocument(2), BRAND, 'en'));
    for (const shown of ['Order confirmation 100234', '01/04/2025' /* 1 April, en-GB: day first */, '€1,234,567.89', 'Page 1 of 1', 'Commercial register: Amtsgericht Stuttgart, HRB 765432']) expect(en).toContain(shown);
  });

  it('is deterministic: the same order gives the same bytes, with title and author in the info', async () => {
    const again = await plain.renderConfirmation(orderDocument(60), BRAND, 'de');
    expect(again.equals(pdf)).toBe(true);
    const source = pdf.toString('latin1');
    expect(pdf.includes(pdfInfoString('Auftragsbestätigung 100234'))).toBe(true);
    expect(source).toContain('(HydraTec Industriebedarf GmbH)');
    expect(source).toContain('(D:20250331223000Z)');
  });

  it('fits a short order on one page and leaves out what the order lacks', async () => {
    const order = orderDocument(1, { customerOrderId: '', comment: '', desiredDeliveryDate: null, buyer: { company: 'X GmbH', name: 'Y', email: 'y@x.example', customerId: null } });
    order.totals = { ...order.totals, discountCents: 0, couponCode: null, paymentFeeCents: 0 };
    const one = await plain.renderConfirmation(order, BRAND, 'de');
    expect(pdfPageCount(one)).toBe(1);
    const t = pdfText(one);
    for (const absent of ['Rabatt', 'Kundennummer', 'Ihre Bestellnummer', 'Wunschliefertermin', 'Zahlungsgebühr', 'Ihre Anmerkung']) expect(t).not.toContain(absent);
  });

  it('replaces characters the standard fonts cannot show', () => {
    expect(toWinAnsi('Ø 10 mm ≥ 5 bar – 3 € „ok“ 漢')).toBe('Ø 10 mm ? 5 bar – 3 € „ok“ ?');
  });
});
