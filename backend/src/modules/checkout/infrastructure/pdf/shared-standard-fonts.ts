import PDFDocument from 'pdfkit';

/**
 * pdfkit parses a standard font's metrics (the glyph widths and about 2,700 kerning pairs of Helvetica) for every
 * document that uses the font, and measures every word again glyph by glyph: together about a third of rendering an
 * order confirmation. The metrics never change, so a document here gets its standard fonts as objects of pdfkit's
 * own font class around metrics parsed once per thread, and the width of a string at size 1,000 (what pdfkit
 * scales) and its encoding (glyph codes and advances, which pdfkit only reads) are remembered per font. Each document still has font objects of its own: pdfkit keeps the font's PDF
 * object (`dictionary`) and whether it was written (`embedded`) on them.
 *
 * This reaches into pdfkit's document (`_fontFamilies`, `_fontCount`, `_font`), which its `font()` reads before
 * it parses anything; the renderer's tests render the documents through it, and a pdfkit update that changes these
 * fields fails them.
 */
interface PdfkitFont {
  name: string;
  id: string;
  document: unknown;
  widthOfString(text: string, size: number): number;
}

interface PdfkitDocumentFonts {
  _fontFamilies: Record<string, PdfkitFont>;
  _fontCount: number;
  _font: PdfkitFont;
}

/** Strings whose widths (and encodings) are kept per font; past it the table starts over (labels and names repeat, most text does not). */
const MAX_KEPT = 20_000;

interface Parsed {
  font: PdfkitFont;
  widths: Map<string, number>;
  encodings: Map<string, unknown>;
}

const parsed = new Map<string, Parsed>();

/** The value kept for `key`, made and kept when there is none. */
function remembered<T>(table: Map<string, T>, key: string, make: () => T): T {
  let value = table.get(key);
  if (value === undefined) {
    if (table.size >= MAX_KEPT) table.clear();
    value = make();
    table.set(key, value);
  }
  return value;
}

/** The font as pdfkit makes it, parsed once: in a document of its own that is never written. */
function parsedFont(name: string): Parsed {
  let known = parsed.get(name);
  if (!known) {
    const scratch = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
    scratch.font(name);
    known = { font: (scratch as unknown as PdfkitDocumentFonts)._font, widths: new Map(), encodings: new Map() };
    parsed.set(name, known);
  }
  return known;
}

/**
 * Gives the document the standard fonts `names` (e.g. 'Helvetica') with their metrics parsed once per thread. Make
 * the document with `font: null`, or pdfkit parses its default font (Helvetica) while making it.
 */
export function useSharedStandardFonts(document: PDFKit.PDFDocument, names: readonly string[]): void {
  const doc = document as unknown as PdfkitDocumentFonts;
  for (const name of names) {
    const known = parsedFont(name);
    const template = known.font as PdfkitFont & Record<string, unknown>;
    const own = Object.getPrototypeOf(template) as { widthOfString(text: string, size: number): number; encode(text: string): unknown };
    const font = Object.create(own) as Record<string, unknown>;
    for (const [key, value] of Object.entries(template)) {
      if (key !== 'dictionary' && key !== 'embedded' && key !== 'document' && key !== 'id') font[key] = value;
    }
    font.document = document;
    font.id = `F${++doc._fontCount}`;
    // pdfkit's own formula (the sum of the advances at size 1,000, times size / 1000): the same text breaks at the same place.
    font.widthOfString = (text: string, size: number) => remembered(known.widths, text, () => own.widthOfString.call(font, text, 1000)) * (size / 1000);
    // pdfkit reads what `encode` answers (the glyph codes and advances of a string) and never changes it.
    font.encode = (text: string) => remembered(known.encodings, text, () => own.encode.call(font, text));
    doc._fontFamilies[name] = font as unknown as PdfkitFont;
  }
}
