import { berlinDate, formatCalendarDate, formatMoney, formatQuantityForLocale, parseIsoDate } from '@shop/domain';
import { interpolate, offerDocumentTexts, orderDocumentTexts, type OrderDocumentCatalogue } from '@shop/i18n';
import PDFDocument from 'pdfkit';
import type { BrandLetterhead, OrderDocument, OrderDocumentLocale, OrderDocumentPosition } from '../../domain/order-document';
import { OrderDocumentRenderer } from '../../domain/ports/order-document-renderer.port';
import { useSharedStandardFonts } from './shared-standard-fonts';

export interface PdfkitRendererOptions {
  /** Deflate the content streams (default true). Tests switch it off to read the text. */
  compress?: boolean;
  /** Standard fonts parsed once per thread (default true); `npm run bench:order-pdf` compares with false, pdfkit's own way. */
  sharedFonts?: boolean;
}

// A4 in points, the margins and the footer band every page reserves.
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 50;
const RIGHT = 45;
const TOP = 42;
const WIDTH = PAGE.width - LEFT - RIGHT;
const FOOTER_TOP = PAGE.height - 66;
/** Content never runs below this line; the footer sits under it. */
const CONTENT_BOTTOM = FOOTER_TOP - 12;

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#b8b8b8';

/** Table columns: x offset from LEFT and width; numbers right-aligned. */
const COLUMNS = {
  position: { x: 0, width: 24 },
  articleNo: { x: 28, width: 82 },
  name: { x: 114, width: 170 },
  quantity: { x: 288, width: 58 },
  unitPrice: { x: 350, width: 72 },
  total: { x: 426, width: WIDTH - 426 },
} as const;

/**
 * The standard PDF fonts speak WinAnsi (Latin-1 plus € „ “ – — … and a few more); pdfkit maps those itself.
 * Anything else would come out as garbage, so it becomes "?". Newlines are kept for wrapped text.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\n') return ch;
      if (ch === '\t' || code === 0xa0 || code === 0x202f) return ' ';
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      return '?';
    })
    .join('');
}

/**
 * The order confirmation as PDF with pdfkit: A4, letterhead, recipient block, positions table over as many
 * pages as it takes (header repeated), totals, shipping and payment, and on every page the legal footer
 * with "page X of Y". Only the standard Helvetica fonts (no embedding). Deterministic: the creation date is
 * the order date, so the same order gives the same bytes.
 */
export class PdfkitOrderDocumentRenderer extends OrderDocumentRenderer {
  constructor(private readonly options: PdfkitRendererOptions = {}) {
    super();
  }

  renderConfirmation(order: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale): Promise<Buffer> {
    return this.render(order, brand, locale, orderDocumentTexts[locale]);
  }

  renderOffer(offer: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale): Promise<Buffer> {
    const { title, fileName, intro, orderNumber, orderDate } = offerDocumentTexts[locale];
    return this.render(offer, brand, locale, { ...orderDocumentTexts[locale], title, fileName, intro, orderNumber, orderDate });
  }

  private render(order: OrderDocument, brand: BrandLetterhead, locale: OrderDocumentLocale, texts: OrderDocumentCatalogue): Promise<Buffer> {
    const ordered = new Date(order.orderDate);
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: TOP, left: LEFT, right: RIGHT, bottom: PAGE.height - CONTENT_BOTTOM },
      bufferPages: true,
      compress: this.options.compress ?? true,
      // No default font: the document's fonts are the shared standard fonts (parsed once per thread, below).
      ...(this.options.sharedFonts === false ? {} : { font: null as unknown as string }),
      lang: locale,
      displayTitle: true,
      info: {
        // Info strings are Unicode (pdfkit writes UTF-16 where needed): no WinAnsi limit here.
        Title: `${texts.title} ${order.orderNumber}`,
        Author: brand.longName,
        Subject: `${texts.title} ${order.orderNumber}`,
        Creator: brand.shortName || brand.longName,
        CreationDate: Number.isNaN(ordered.getTime()) ? new Date(0) : ordered,
      },
    });
    if (this.options.sharedFonts !== false) useSharedStandardFonts(doc, [FONT, BOLD]);
    doc.font(FONT);
    return new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      try {
        new ConfirmationLayout(doc, order, brand, locale, texts).draw();
        doc.end();
      } catch (error) {
        reject(error);
      }
    });
  }
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** One document's drawing: keeps the cursor (y) and knows the texts, the locale and the currency. */
class ConfirmationLayout {
  private y = TOP;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly order: OrderDocument,
    private readonly brand: BrandLetterhead,
    private readonly locale: OrderDocumentLocale,
    private readonly t: OrderDocumentCatalogue,
  ) {}

  draw(): void {
    this.letterhead();
    this.recipientAndFacts();
    this.title();
    this.positions();
    this.totals();
    this.vatNotes();
    this.shippingAndPayment();
    this.footers();
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  private money(cents: number): string {
    return formatMoney(cents, this.order.currency, this.locale);
  }

  private decimal(value: string): string {
    return formatQuantityForLocale(value, this.locale);
  }

  private font(name: string, size: number, color = INK): this {
    this.doc.font(name).fontSize(size).fillColor(color);
    return this;
  }

  private write(text: string, x: number, y: number, options: TextOptions = {}): void {
    this.doc.text(toWinAnsi(text), x, y, options);
  }

  private heightOf(text: string, width: number): number {
    return this.doc.heightOfString(toWinAnsi(text), { width });
  }

  private rule(y: number, color = RULE, from = LEFT, to = LEFT + WIDTH, width = 0.5): void {
    this.doc.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** Starts a new page when `height` does not fit any more; answers whether it did. */
  private ensureRoom(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.continuationHeader();
    return true;
  }

  // ---- blocks --------------------------------------------------------------------------------------------

  private letterhead(): void {
    const b = this.brand;
    this.font(BOLD, 15).write(b.longName, LEFT, TOP, { width: 270 });
    const contact = [b.addressLines.join(', '), [b.phone && `${this.t.phone} ${b.phone}`, b.fax && `${this.t.fax} ${b.fax}`].filter(Boolean).join(' · '), b.email && `${this.t.email} ${b.email}`];
    this.font(FONT, 8, MUTED).write(contact.filter(Boolean).join('\n'), LEFT + 280, TOP + 2, { width: WIDTH - 280, align: 'right', lineGap: 1 });
    this.y = Math.max(this.doc.y, TOP + 30) + 8;
    this.rule(this.y, INK, LEFT, LEFT + WIDTH, 0.8);
    this.y += 22;
  }

  private recipientAndFacts(): void {
    const top = this.y;
    const sender = [this.brand.longName, ...this.brand.addressLines.slice(0, 2)].filter(Boolean).join(' · ');
    this.font(FONT, 6.5, MUTED).write(sender, LEFT, top, { width: 235, lineBreak: false, ellipsis: true });
    this.rule(top + 9, RULE, LEFT, LEFT + 235, 0.4);
    this.font(FONT, 10).write(this.order.billingAddressLines.join('\n'), LEFT, top + 14, { width: 235, lineGap: 1.5 });
    const recipientBottom = this.doc.y;

    const o = this.order;
    const facts: Array<[string, string]> = [
      [this.t.orderNumber, o.orderNumber],
      [this.t.orderDate, formatCalendarDate(berlinDate(new Date(o.orderDate)), this.locale)],
    ];
    if (o.buyer.customerId) facts.push([this.t.customerId, o.buyer.customerId]);
    if (o.customerOrderId) facts.push([this.t.customerOrderId, o.customerOrderId]);
    if (o.costCentre) facts.push([this.t.costCentre, o.costCentre]);
    const desired = o.desiredDeliveryDate ? parseIsoDate(o.desiredDeliveryDate) : null;
    if (desired) facts.push([this.t.desiredDeliveryDate, formatCalendarDate(desired, this.locale)]);
    const buyer = [o.buyer.company, o.buyer.name, o.buyer.email].filter(Boolean).join('\n');
    if (buyer) facts.push([this.t.buyer, buyer]);

    const labelX = LEFT + 255;
    const valueX = LEFT + 340;
    const valueWidth = LEFT + WIDTH - valueX;
    let y = top;
    for (const [label, value] of facts) {
      this.font(FONT, 8.5, MUTED).write(label, labelX, y, { width: valueX - labelX - 4 });
      this.font(FONT, 8.5).write(value, valueX, y, { width: valueWidth });
      y = Math.max(this.doc.y, y + 11) + 2;
    }
    this.y = Math.max(recipientBottom, y) + 26;
  }

  private title(): void {
    this.font(BOLD, 15).write(`${this.t.title} ${this.order.orderNumber}`, LEFT, this.y, { width: WIDTH });
    this.y = this.doc.y + 6;
    this.font(FONT, 9.5).write(this.t.intro, LEFT, this.y, { width: WIDTH });
    this.y = this.doc.y + 12;
  }

  private tableHeader(): void {
    const c = this.t.columns;
    const y = this.y;
    this.font(BOLD, 8);
    this.write(c.position, LEFT + COLUMNS.position.x, y, { width: COLUMNS.position.width, lineBreak: false });
    this.write(c.articleNo, LEFT + COLUMNS.articleNo.x, y, { width: COLUMNS.articleNo.width, lineBreak: false });
    this.write(c.name, LEFT + COLUMNS.name.x, y, { width: COLUMNS.name.width, lineBreak: false });
    this.write(c.quantity, LEFT + COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right', lineBreak: false });
    this.write(c.unitPrice, LEFT + COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right', lineBreak: false });
    this.write(c.total, LEFT + COLUMNS.total.x, y, { width: COLUMNS.total.width, align: 'right', lineBreak: false });
    this.y = y + 12;
    this.rule(this.y, INK, LEFT, LEFT + WIDTH, 0.7);
    this.y += 5;
  }

  private positionNotes(p: OrderDocumentPosition): string[] {
    const notes: string[] = [];
    if (p.note) notes.push(p.note);
    if (p.discountPercentage && Number(p.discountPercentage) !== 0) notes.push(interpolate(this.t.positionDiscount, { percent: this.decimal(p.discountPercentage) }));
    return notes;
  }

  private positions(): void {
    this.tableHeader();
    this.order.positions.forEach((p, index) => {
      const notes = this.positionNotes(p).join('\n');
      this.font(FONT, 8.5);
      const nameHeight = this.heightOf(p.name, COLUMNS.name.width);
      this.font(FONT, 7.5);
      const noteHeight = notes ? this.heightOf(notes, COLUMNS.name.width) + 1.5 : 0;
      this.font(FONT, 8.5);
      const articleHeight = this.heightOf(p.articleNo, COLUMNS.articleNo.width);
      const height = Math.max(nameHeight + noteHeight, articleHeight) + 7;
      if (this.ensureRoom(height)) this.tableHeader();

      const y = this.y;
      const unitPrice = p.priceUnit > 1 ? interpolate(this.t.perPriceUnit, { price: this.money(p.unitPriceCents), unit: p.priceUnit, unitName: p.unit }) : this.money(p.unitPriceCents);
      this.font(FONT, 8.5);
      this.write(String(index + 1), LEFT + COLUMNS.position.x, y, { width: COLUMNS.position.width, lineBreak: false });
      this.write(p.articleNo, LEFT + COLUMNS.articleNo.x, y, { width: COLUMNS.articleNo.width });
      this.write(p.name, LEFT + COLUMNS.name.x, y, { width: COLUMNS.name.width });
      this.write(`${this.decimal(p.quantity)} ${p.unit}`, LEFT + COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right', lineBreak: false });
      this.write(unitPrice, LEFT + COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
      this.write(this.money(p.totalCents), LEFT + COLUMNS.total.x, y, { width: COLUMNS.total.width, align: 'right', lineBreak: false });
      if (notes) this.font(FONT, 7.5, MUTED).write(notes, LEFT + COLUMNS.name.x, y + nameHeight + 1.5, { width: COLUMNS.name.width });
      this.y = y + height - 3;
      this.rule(this.y, RULE);
      this.y += 4;
    });
  }

  private totals(): void {
    const s = this.order.totals;
    const rows: Array<{ label: string; value: string; strong?: boolean }> = [{ label: this.t.totals.itemTotal, value: this.money(s.itemTotalCents) }];
    if (s.discountCents !== 0) {
      const percent = this.decimal(s.discountPercentage);
      const label = s.couponCode ? interpolate(this.t.totals.discountWithCoupon, { code: s.couponCode, percent }) : interpolate(this.t.totals.discount, { percent });
      rows.push({ label, value: `– ${this.money(s.discountCents)}` });
    }
    rows.push({ label: this.t.totals.shipping, value: this.money(s.shippingCents) });
    if (s.paymentFeeCents !== 0) rows.push({ label: this.t.totals.paymentFee, value: this.money(s.paymentFeeCents) });
    rows.push({ label: this.t.totals.subtotalNet, value: this.money(s.subtotalNetCents), strong: true });
    rows.push({ label: s.vatLabel || interpolate(this.t.totals.vat, { rate: this.decimal(s.vatRate) }), value: this.money(s.vatCents) });

    const lineHeight = 13;
    this.ensureRoom(rows.length * lineHeight + 30);
    this.y += 6;
    const labelX = LEFT + 230;
    const labelWidth = 160;
    const valueX = labelX + labelWidth;
    const valueWidth = LEFT + WIDTH - valueX;
    for (const row of rows) {
      this.font(row.strong ? BOLD : FONT, 9);
      this.write(row.label, labelX, this.y, { width: labelWidth, lineBreak: false, ellipsis: true });
      this.write(row.value, valueX, this.y, { width: valueWidth, align: 'right', lineBreak: false });
      this.y += lineHeight;
    }
    this.rule(this.y, INK, labelX, LEFT + WIDTH, 0.7);
    this.y += 5;
    this.font(BOLD, 10.5);
    this.write(this.t.totals.totalGross, labelX, this.y, { width: labelWidth, lineBreak: false });
    this.write(this.money(s.totalGrossCents), valueX, this.y, { width: valueWidth, align: 'right', lineBreak: false });
    this.y += 16;
    this.rule(this.y - 2, INK, labelX, LEFT + WIDTH, 0.4);
    this.rule(this.y, INK, labelX, LEFT + WIDTH, 0.4);
    this.y += 18;
  }

  /** The VAT note under the totals (reverse charge with both VAT ids, or export): the legal wording, framed. */
  private vatNotes(): void {
    const lines = this.order.vatNotes ?? [];
    if (lines.length === 0) return;
    const [note, ...ids] = lines;
    this.font(BOLD, 9);
    const noteHeight = this.heightOf(note, WIDTH - 16);
    this.font(FONT, 9);
    const idsHeight = ids.length > 0 ? this.heightOf(ids.join('\n'), WIDTH - 16) + 3 : 0;
    const height = noteHeight + idsHeight + 12;
    this.ensureRoom(height + 8);
    const top = this.y;
    this.doc.save().rect(LEFT, top, WIDTH, height).lineWidth(0.6).strokeColor(INK).stroke().restore();
    this.font(BOLD, 9).write(note, LEFT + 8, top + 6, { width: WIDTH - 16 });
    if (ids.length > 0) this.font(FONT, 9).write(ids.join('\n'), LEFT + 8, top + 6 + noteHeight + 3, { width: WIDTH - 16 });
    this.y = top + height + 14;
  }

  private shippingAndPayment(): void {
    const o = this.order;
    const left: Array<[string, string]> = [
      [this.t.shippingMethod, o.shippingMethod],
      [this.t.deliveryInfo, o.deliveryInfo],
      [this.t.paymentMethod, o.paymentMethod],
    ];
    const facts = left.filter(([, value]) => value);
    const columnWidth = WIDTH / 2 - 10;
    this.font(FONT, 9);
    const leftHeight = facts.reduce((h, [, value]) => h + 11 + this.heightOf(value, columnWidth) + 5, 0);
    const rightHeight = 11 + this.heightOf(o.shippingAddressLines.join('\n'), columnWidth);
    this.ensureRoom(Math.max(leftHeight, rightHeight) + 8);

    const top = this.y;
    let y = top;
    for (const [label, value] of facts) {
      this.font(BOLD, 8, MUTED).write(label, LEFT, y, { width: columnWidth });
      this.font(FONT, 9).write(value, LEFT, y + 11, { width: columnWidth });
      y = this.doc.y + 5;
    }
    const rightX = LEFT + WIDTH / 2 + 10;
    if (o.shippingAddressLines.length > 0) {
      this.font(BOLD, 8, MUTED).write(this.t.shippingAddress, rightX, top, { width: columnWidth });
      this.font(FONT, 9).write(o.shippingAddressLines.join('\n'), rightX, top + 11, { width: columnWidth, lineGap: 1 });
      y = Math.max(y, this.doc.y + 5);
    }
    this.y = y + 6;

    if (o.comment.trim()) {
      this.font(FONT, 9);
      const height = this.heightOf(o.comment, WIDTH);
      this.ensureRoom(Math.min(height, 60) + 14);
      this.font(BOLD, 8, MUTED).write(this.t.comment, LEFT, this.y, { width: WIDTH });
      // A long comment may run over pages: pdfkit breaks it at the bottom margin by itself.
      this.font(FONT, 9).write(o.comment, LEFT, this.y + 11, { width: WIDTH });
      this.y = this.doc.y + 6;
    }
  }

  /** Top of every page after the first: who, which document, continued. */
  private continuationHeader(): void {
    const text = `${this.brand.longName} · ${this.t.title} ${this.order.orderNumber} (${this.t.continued})`;
    this.font(FONT, 8, MUTED).write(text, LEFT, TOP, { width: WIDTH, lineBreak: false, ellipsis: true });
    this.rule(TOP + 12, RULE);
    this.y = TOP + 24;
  }

  /** The legal lines and "page X of Y" on every page, written once all pages exist. */
  private footers(): void {
    const b = this.brand;
    const t = this.t;
    const columns = [
      [b.longName, ...b.addressLines].filter(Boolean),
      [b.commercialRegister && `${t.commercialRegister}: ${b.commercialRegister}`, b.vatId && `${t.vatId}: ${b.vatId}`, b.dunsId && `${t.duns}: ${b.dunsId}`].filter(Boolean),
      [b.personInCharge && `${t.personInCharge}: ${b.personInCharge}`, b.phone && `${t.phone} ${b.phone}`, b.email && `${t.email} ${b.email}`].filter(Boolean),
    ];
    const range = this.doc.bufferedPageRange();
    const columnWidth = (WIDTH - 20) / 3;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Below the bottom margin pdfkit would open a new page for each line: lift the margin while writing.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.rule(FOOTER_TOP, RULE);
      this.font(FONT, 6.8, MUTED);
      columns.forEach((lines, c) => this.write(lines.join('\n'), LEFT + c * (columnWidth + 10), FOOTER_TOP + 5, { width: columnWidth, lineGap: 0.5, height: 40, ellipsis: true }));
      this.write(interpolate(t.page, { page: i - range.start + 1, pages: range.count }), LEFT, PAGE.height - 22, { width: WIDTH, align: 'right', lineBreak: false });
      this.doc.page.margins.bottom = bottom;
    }
  }
}
