/** WinAnsi positions of the few characters above Latin-1 the texts use. */
const WIN_ANSI: Readonly<Record<string, number>> = { '€': 0x80, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 };

/**
 * Small, real PDF documents for the demo catalogue's downloads (data sheets, instructions, charts): one A4
 * page with a title and text lines, in the standard Helvetica font (no font embedding). Deterministic.
 */
function escapePdfText(text: string): string {
  // WinAnsi covers the German letters; anything else is replaced.
  return Array.from(text)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
      if (code >= 32 && code < 127) return ch;
      const winAnsi = WIN_ANSI[ch] ?? (code >= 160 && code <= 255 ? code : undefined);
      if (winAnsi !== undefined) return `\\${winAnsi.toString(8).padStart(3, '0')}`;
      return '?';
    })
    .join('');
}

export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 56 770 Td',
    `(${escapePdfText(title)}) Tj`,
    'ET',
    'BT /F1 11 Tf 56 735 Td 15 TL',
    ...lines.map((l) => `(${escapePdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A readable title from a file name: 'datasheet-coupling-camlock' → 'Datasheet coupling camlock'. */
export function titleFromFileName(name: string): string {
  const words = name.replace(/\.pdf$/, '').split('-');
  return [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
}
