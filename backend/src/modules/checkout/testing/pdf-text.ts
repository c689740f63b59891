/**
 * Reads what an uncompressed pdfkit file shows, for tests: the text of every `[...] TJ` array (pdfkit writes
 * the standard fonts' text as WinAnsi hex strings, split where kerning applies) and the page count.
 */
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  }
  return out;
}

/** The text pieces (one per TJ operator), in drawing order. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
    runs.push(Array.from(match[1].matchAll(/<([0-9a-fA-F]*)>/g), (m) => decodeHex(m[1])).join(''));
  }
  return runs;
}

/** All text runs joined by spaces: a text wrapped over lines reads as one (pdfkit wraps at spaces). */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf).join(' ').replace(/\s+/g, ' ');
}

/** How a PDF string of the document info looks when it is not plain ASCII: UTF-16BE with a byte order mark. */
export function pdfInfoString(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
}

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
