import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatMoney, LOCALES, type Locale } from '@shop/domain';
import type PDFDocument from 'pdfkit';
import { pdfkit, sharp } from '../../../../shared/libraries';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { FileStorage } from '../../../../shared/storage/file-storage.port';
import { CatalogueReadModel } from '../../../catalogue';
import { ContentQueries } from '../../../content';
import { toWinAnsi } from '../domain/win-ansi';

export interface PdfCatalogueResult {
  key: string;
  locale: Locale;
  url: string;
  pages: number;
  products: number;
  categories: number;
  bytes: number;
  durationMs: number;
  generatedAt: string;
}

export const CATALOGUE_FOLDER = 'catalogues';
export function catalogueKey(locale: string): string {
  return `${CATALOGUE_FOLDER}/catalogue-${locale}.pdf`;
}

type CategoryNode = Awaited<ReturnType<CatalogueReadModel['snapshot']>>['categories'][number];
type ProductNode = CategoryNode['products'][number];
type Doc = InstanceType<typeof PDFDocument>;

const TEXTS = {
  de: { title: 'Produktkatalog', contents: 'Inhalt', page: 'Seite', article: 'Art.-Nr.', listPrice: 'Listenpreis', net: 'zzgl. MwSt.', onRequest: 'Preis auf Anfrage', per: 'je', products: 'Produkte', stand: 'Stand', more: 'weitere Artikel im Online-Shop', pieces: 'St.', meters: 'm', kilogram: 'kg', hourShort: 'h', prices: 'Alle Preise sind unverbindliche Listenpreise in {c} zzgl. MwSt.; Ihre Preise sehen Sie nach der Anmeldung im Online-Shop.' },
  en: { title: 'Product catalogue', contents: 'Contents', page: 'Page', article: 'Art. no.', listPrice: 'List price', net: 'plus VAT', onRequest: 'Price on request', per: 'per', products: 'products', stand: 'As of', more: 'more articles in the online shop', pieces: 'pc.', meters: 'm', kilogram: 'kg', hourShort: 'h', prices: 'All prices are non-binding list prices in {c} plus VAT; log in to the online shop to see your prices.' },
} as const;

// Layout (points, A4 = 595.28 × 841.89).
const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const GRID = { columns: 3, rows: 4, gap: 10, top: 96, content: 56, bottom: 58 };
const INK = '#1d2733';
const MUTED = '#5b6b7b';
const RULE = '#d5dce3';

/** At most this many products per category in the printed catalogue (the rest: "n more in the online shop"). */
export const DEFAULT_MAX_PER_CATEGORY = 48;

/**
 * The job `pdfCatalogue` (ADR 0026): a printed sales catalogue with pdfkit — cover, table of contents,
 * one chapter per main category (sub-categories as sections), products in a 3 × 4 grid with picture,
 * name, article number, main attributes and list price; running header and page numbers. Param `locale`
 * (de, en) and `maxPerCategory` (1-500, default 48: a category's first products in shop order, the rest
 * named as a count — 2000 demo products give about 100 pages in a few seconds). Progress per category.
 */
@Injectable()
export class PdfCatalogueJob implements JobHandler, OnModuleInit {
  readonly kind = 'pdfCatalogue';
  private readonly logger = new Logger('PdfCatalogue');

  constructor(
    private readonly jobs: Jobs,
    private readonly catalogue: CatalogueReadModel,
    private readonly content: ContentQueries,
    private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    if (params.locale !== undefined && !(LOCALES as readonly unknown[]).includes(params.locale)) throw new ApiError('adPdfLocaleInvalid', 'locale must be de or en.', HttpStatus.BAD_REQUEST);
    const max = params.maxPerCategory;
    if (max !== undefined && (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 500)) throw new ApiError('adPdfMaxInvalid', 'maxPerCategory must be a whole number from 1 to 500.', HttpStatus.BAD_REQUEST);
    const unknown = Object.keys(params).filter((k) => k !== 'locale' && k !== 'maxPerCategory');
    if (unknown.length) throw new ApiError('adPdfParamUnknown', `Unknown parameter ${unknown[0]}.`, HttpStatus.BAD_REQUEST);
  }

  async run(context: JobContext): Promise<PdfCatalogueResult> {
    const started = Date.now();
    const locale = (context.params.locale as Locale | undefined) ?? 'de';
    const maxPerCategory = (context.params.maxPerCategory as number | undefined) ?? DEFAULT_MAX_PER_CATEGORY;
    const t = TEXTS[locale];
    const [snapshot, config] = await Promise.all([this.catalogue.snapshot(), this.content.generalConfig()]);
    const brand = config.brand;
    const currency = config.sales.currency;
    const accent = /^#[0-9a-f]{6}$/i.test(config.themeColor) ? config.themeColor : '#0b4f8a';
    const today = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date());

    // Chapters: main categories in shop order; each lists its own products, then each sub-category's (depth-first).
    // A product is printed once, in the first section that has it (its canonical category when that is in the tree).
    const roots = snapshot.categories.filter((c) => c.parent === null).sort((a, b) => a.data.sort - b.data.sort);
    const printed = new Set<string>();
    interface Section { category: CategoryNode; depth: number; products: ProductNode[]; more: number }
    interface Chapter { root: CategoryNode; sections: Section[] }
    const chapters: Chapter[] = [];
    const own = (c: CategoryNode): ProductNode[] => c.products.filter((p) => p.canonical === c || (p.canonical === null && p.categories[0] === c));
    for (const root of roots) {
      const sections: Section[] = [];
      const visit = (c: CategoryNode, depth: number) => {
        const mine = own(c).filter((p) => !printed.has(p.id));
        const shown = mine.slice(0, maxPerCategory);
        for (const p of shown) printed.add(p.id);
        if (shown.length) sections.push({ category: c, depth, products: shown, more: mine.length - shown.length });
        for (const child of [...c.children].sort((a, b) => a.data.sort - b.data.sort)) visit(child, depth + 1);
      };
      visit(root, 0);
      if (sections.length) chapters.push({ root, sections });
    }
    const totalSections = chapters.reduce((n, ch) => n + ch.sections.length, 0);

    const doc: Doc = new (pdfkit())({ size: 'A4', margin: PAGE.margin, bufferPages: true, autoFirstPage: false, info: { Title: `${brand.longName} – ${t.title}`, Author: brand.longName, Subject: t.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const finished = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    const text = (s: string) => toWinAnsi(s);

    // Cover.
    doc.addPage();
    doc.rect(0, 0, PAGE.width, PAGE.height).fill('#f4f6f8');
    doc.rect(0, 0, PAGE.width, 300).fill(accent);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text(text(brand.longName.toUpperCase()), PAGE.margin, 60, { characterSpacing: 1.5 });
    doc.font('Helvetica-Bold').fontSize(44).text(text(t.title), PAGE.margin, 150);
    doc.font('Helvetica').fontSize(16).text(text(`${new Date().getFullYear()} · ${printed.size} ${t.products}`), PAGE.margin, 215);
    // A grid of the first chapters' pictures as a cover motif.
    const coverImages = [...new Set(chapters.flatMap((ch) => ch.sections.map((s) => s.products[0]?.data.image ?? null)).filter((x): x is string => Boolean(x)))].slice(0, 6);
    const images = new ImageCache(this.storage, doc);
    let ix = 0;
    for (const src of coverImages) {
      const img = await images.get(src);
      const col = ix % 3;
      const row = Math.floor(ix / 3);
      const w = (PAGE.width - 2 * PAGE.margin - 2 * 16) / 3;
      const x = PAGE.margin + col * (w + 16);
      const y = 340 + row * (w * 0.75 + 16);
      doc.rect(x, y, w, w * 0.75).fill('#ffffff');
      if (img) doc.image(img as Buffer, x + 8, y + 8, { fit: [w - 16, w * 0.75 - 16], align: 'center', valign: 'center' });
      ix += 1;
    }
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(text(brand.longName), PAGE.margin, PAGE.height - 130);
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    const address = [brand.address.street, `${brand.address.zip} ${brand.address.city}`.trim(), brand.phone.central, brand.email, config.baseUrl].filter((l) => l && l.trim());
    doc.text(text(address.join('\n')), PAGE.margin, PAGE.height - 114, { lineGap: 1.5 });
    doc.text(text(`${t.stand}: ${today}`), PAGE.width / 2, PAGE.height - 114, { width: PAGE.width / 2 - PAGE.margin, align: 'right' });

    // Table of contents: reserved pages, filled in at the end when the page numbers are known.
    const tocLines = chapters.reduce((n, ch) => n + 1 + ch.sections.filter((s) => s.depth > 0).length, 0);
    const tocPerPage = Math.floor((PAGE.height - GRID.top - GRID.bottom) / 16);
    const tocPages = Math.max(1, Math.ceil(tocLines / tocPerPage));
    const tocStart = doc.bufferedPageRange().count;
    for (let i = 0; i < tocPages; i++) doc.addPage();

    const toc: Array<{ label: string; depth: number; page: number }> = [];
    const cellW = (PAGE.width - 2 * PAGE.margin - (GRID.columns - 1) * GRID.gap) / GRID.columns;
    const imageH = 76;
    let chapterTitle = '';
    let slot = GRID.columns * GRID.rows; // forces a new page for the first product
    let y = GRID.top;
    let rowTop = GRID.top;
    const cellH = (PAGE.height - GRID.content - GRID.bottom - (GRID.rows - 1) * GRID.gap) / GRID.rows;
    const newPage = () => {
      doc.addPage();
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(text(brand.longName), PAGE.margin, 28, { width: 250 });
      doc.text(text(chapterTitle), PAGE.width / 2, 28, { width: PAGE.width / 2 - PAGE.margin, align: 'right' });
      doc.moveTo(PAGE.margin, 42).lineTo(PAGE.width - PAGE.margin, 42).lineWidth(0.6).strokeColor(RULE).stroke();
      slot = 0;
      y = 56;
      rowTop = y;
    };
    const needRows = (height: number) => {
      if (y + height > PAGE.height - GRID.bottom) newPage();
    };

    let doneSections = 0;
    for (const chapter of chapters) {
      if (context.signal.aborted) throw new ApiError('jobCanceled', 'Stopped by an administrator.', HttpStatus.CONFLICT);
      chapterTitle = chapter.root.data.name[locale];
      newPage();
      toc.push({ label: chapterTitle, depth: 0, page: doc.bufferedPageRange().count });
      // Chapter band.
      doc.rect(0, y - 4, PAGE.width, 58).fill(accent);
      doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(text(chapterTitle), PAGE.margin, y + 10, { width: PAGE.width - 2 * PAGE.margin, height: 30, ellipsis: true });
      y += 70;
      for (const section of chapter.sections) {
        if (section.depth > 0) {
          needRows(28 + cellH);
          toc.push({ label: section.category.data.name[locale], depth: section.depth, page: doc.bufferedPageRange().count });
          doc.fillColor(accent).font('Helvetica-Bold').fontSize(13).text(text(section.category.data.name[locale]), PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin, height: 18, ellipsis: true });
          doc.moveTo(PAGE.margin, y + 18).lineTo(PAGE.width - PAGE.margin, y + 18).lineWidth(1).strokeColor(accent).stroke();
          y += 26;
        }
        slot = 0;
        rowTop = y;
        for (const p of section.products) {
          if (slot === GRID.columns) {
            slot = 0;
            y = rowTop + cellH + GRID.gap;
            rowTop = y;
          }
          if (slot === 0 && y + cellH > PAGE.height - GRID.bottom) {
            newPage();
            rowTop = y;
          }
          const x = PAGE.margin + slot * (cellW + GRID.gap);
          await this.drawProduct(doc, images, p, locale, currency, x, rowTop, cellW, cellH, imageH);
          slot += 1;
        }
        y = rowTop + cellH + GRID.gap;
        if (section.more > 0) {
          needRows(16);
          doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(8.5).text(text(`+ ${section.more} ${t.more}`), PAGE.margin, y - 4);
          y += 12;
        }
        doneSections += 1;
        await context.progress(doneSections, totalSections, section.category.data.name[locale]);
        await new Promise((r) => setImmediate(r));
      }
    }

    // Table of contents.
    let tocPage = tocStart;
    doc.switchToPage(tocPage);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text(text(t.contents), PAGE.margin, 56);
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(text(t.prices.replace('{c}', currency)), PAGE.margin, 88, { width: PAGE.width - 2 * PAGE.margin });
    let ty = GRID.top + 14;
    for (const entry of toc) {
      if (ty > PAGE.height - GRID.bottom) {
        tocPage += 1;
        doc.switchToPage(tocPage);
        ty = 56;
      }
      const indent = PAGE.margin + entry.depth * 14;
      const bold = entry.depth === 0;
      if (bold && ty > GRID.top + 14) ty += 6;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9.5).fillColor(bold ? INK : '#334455');
      const label = text(entry.label);
      const width = PAGE.width - PAGE.margin - 40 - indent;
      doc.text(label, indent, ty, { width, height: 14, ellipsis: true, lineBreak: false });
      const labelEnd = indent + Math.min(doc.widthOfString(label), width) + 4;
      const dotsEnd = PAGE.width - PAGE.margin - 30;
      if (dotsEnd > labelEnd) {
        doc.moveTo(labelEnd, ty + 9).lineTo(dotsEnd, ty + 9).dash(0.6, { space: 2.4 }).lineWidth(0.6).strokeColor('#9aa8b5').stroke().undash();
      }
      doc.text(String(entry.page), PAGE.width - PAGE.margin - 28, ty, { width: 28, align: 'right', lineBreak: false });
      ty += bold ? 18 : 15;
    }

    // Page numbers and footer on every page but the cover.
    const range = doc.bufferedPageRange();
    for (let i = 1; i < range.count; i++) {
      doc.switchToPage(i);
      // Below the bottom margin pdfkit would start a new page for the text: the footer lifts the margin.
      doc.page.margins.bottom = 0;
      const bottom = PAGE.height - 34;
      doc.moveTo(PAGE.margin, bottom - 8).lineTo(PAGE.width - PAGE.margin, bottom - 8).lineWidth(0.6).strokeColor(RULE).stroke();
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(text(`${brand.longName} · ${t.title} · ${today}`), PAGE.margin, bottom, { width: 360, lineBreak: false });
      doc.text(text(`${t.page} ${i + 1}`), PAGE.width - PAGE.margin - 100, bottom, { width: 100, align: 'right', lineBreak: false });
    }
    doc.end();
    await finished;
    const content = Buffer.concat(chunks);
    const key = catalogueKey(locale);
    await this.storage.put('exports', key, content, 'application/pdf');
    const result = { key, locale, url: `/api/admin/exports/download?key=${encodeURIComponent(key)}`, pages: range.count, products: printed.size, categories: totalSections, bytes: content.length, durationMs: Date.now() - started, generatedAt: new Date().toISOString() };
    this.logger.log(`PDF catalogue ${locale}: ${result.pages} pages, ${result.products} products in ${result.durationMs} ms`);
    return result;
  }

  private async drawProduct(doc: Doc, images: ImageCache, p: ProductNode, locale: Locale, currency: string, x: number, y: number, w: number, h: number, imageH: number): Promise<void> {
    const t = TEXTS[locale];
    doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.rect(x + 0.3, y + 0.3, w - 0.6, imageH).fill('#f7f9fa');
    const img = p.data.image ? await images.get(p.data.image) : null;
    if (img) doc.image(img as Buffer, x + 8, y + 6, { fit: [w - 16, imageH - 12], align: 'center', valign: 'center' });
    let ty = y + imageH + 6;
    const inner = w - 14;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(8.6).text(toWinAnsi(p.data.text[locale].name), x + 7, ty, { width: inner, height: 22, ellipsis: true, lineGap: 0.5 });
    ty += 23;
    doc.fillColor(MUTED).font('Helvetica').fontSize(7.4).text(toWinAnsi(`${t.article} ${p.id}`), x + 7, ty, { width: inner, lineBreak: false });
    ty += 11;
    const main = p.type.listItemAttributes.length ? p.type.listItemAttributes : p.values.slice(0, 3).map((v) => v.attribute.id);
    let lines = 0;
    for (const id of main) {
      const v = p.values.find((value) => value.attribute.id === id);
      if (!v || lines >= 3) continue;
      const unit = v.attribute.measuringUnit && !v.label[locale].includes(v.attribute.measuringUnit) ? ` ${v.attribute.measuringUnit}` : '';
      doc.fillColor('#334455').font('Helvetica').fontSize(7.2).text(toWinAnsi(`${v.attribute.heading[locale]}: ${v.label[locale]}${unit}`), x + 7, ty, { width: inner, height: 9, ellipsis: true, lineBreak: false });
      ty += 9.2;
      lines += 1;
    }
    // Price line at the bottom of the cell.
    const priceY = y + h - 17;
    doc.moveTo(x + 7, priceY - 4).lineTo(x + w - 7, priceY - 4).lineWidth(0.4).strokeColor(RULE).stroke();
    if (p.data.isOnlyOnRequest) {
      doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(8).text(toWinAnsi(t.onRequest), x + 7, priceY, { width: inner, align: 'right', lineBreak: false });
    } else {
      const cents = p.data.listPriceCents ?? p.data.priceCents;
      const unitKey = p.data.unitOfQuantity as keyof typeof t;
      const unitLabel = typeof t[unitKey] === 'string' ? (t[unitKey] as string) : p.data.unitOfQuantity;
      const per = `${t.per} ${p.data.priceUnit > 1 ? `${p.data.priceUnit} ` : ''}${unitLabel}`;
      doc.fillColor(MUTED).font('Helvetica').fontSize(6.8).text(toWinAnsi(t.listPrice), x + 7, priceY + 2.2, { width: inner / 2, lineBreak: false });
      doc.fillColor(INK).font('Helvetica-Bold').fontSize(9.5).text(toWinAnsi(`${formatMoney(cents, currency, locale)} `), x + 7, priceY, { width: inner - doc.font('Helvetica').fontSize(6.8).widthOfString(toWinAnsi(per)) - 2, align: 'right', lineBreak: false });
      doc.fillColor(MUTED).font('Helvetica').fontSize(6.8).text(toWinAnsi(per), x + 7, priceY + 2.2, { width: inner, align: 'right', lineBreak: false });
    }
  }
}

/**
 * Pictures for the PDF: read from media once, rendered to PNG with sharp (SVG included) at print size and
 * embedded once (pdfkit reuses an opened image), so 2000 products with a few dozen pictures stay small.
 */
class ImageCache {
  private readonly cache = new Map<string, Promise<unknown>>();
  constructor(private readonly storage: FileStorage, private readonly doc: Doc) {}

  get(src: string): Promise<unknown> {
    let entry = this.cache.get(src);
    if (!entry) {
      entry = this.load(src).catch(() => null);
      this.cache.set(src, entry);
    }
    return entry;
  }

  private async load(src: string): Promise<unknown> {
    const match = /^\/media\/(.+)$/.exec(src);
    if (!match) return null;
    const data = await this.storage.read('media', match[1]);
    if (!data) return null;
    const png = await sharp()(data, { density: 144, limitInputPixels: 50_000_000 }).resize(480, 360, { fit: 'inside', withoutEnlargement: false }).flatten({ background: '#f7f9fa' }).png().toBuffer();
    return (this.doc as unknown as { openImage(src: Buffer): unknown }).openImage(png);
  }
}
