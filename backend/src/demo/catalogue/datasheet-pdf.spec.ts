import { simplePdf, titleFromFileName } from './datasheet-pdf';

describe('demo PDF documents', () => {
  it('writes a one-page PDF with a cross-reference table that points at every object', () => {
    const pdf = simplePdf('HydraTec – Datenblatt', ['Größe: DN 6', 'Preis: 5 €']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
    // WinAnsi: the en dash is 0x96 (octal 226), ö 0xF6, € 0x80 — no question marks.
    expect(pdf).toContain('HydraTec \\226 Datenblatt');
    expect(pdf).toContain('Gr\\366\\337e');
    expect(pdf).toContain('5 \\200');
  });

  it('titles a file by its name', () => {
    expect(titleFromFileName('datasheet-coupling-camlock.pdf')).toBe('Datasheet coupling camlock');
  });
});
