import { detectFileType, sanitizeFileName } from './file-content';

describe('detectFileType: by content, never by name', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')], 'webp'],
    [[...Buffer.from('%PDF-1.7\n')], 'pdf'],
    [[0, 0, 0, 0x18, ...Buffer.from('ftypavif')], 'avif'],
    [[0, 0, 0, 0x18, ...Buffer.from('ftypisom')], 'mp4'],
    [[0x50, 0x4b, 0x03, 0x04, 0], 'zip'],
    [[...Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')], 'svg'],
    [[...Buffer.from('Artikel;Menge\nA-1;3\n')], 'text'],
  ])('%j is %s', (bytes, kind) => {
    expect(detectFileType(Uint8Array.from(bytes))?.kind).toBe(kind);
  });

  it('knows no binary junk and no text with NUL bytes', () => {
    expect(detectFileType(Uint8Array.from([1, 2, 3, 4, 5, 0, 7]))).toBeNull();
    expect(detectFileType(Buffer.from('MZ\x90\x00\x03\x00'))).toBeNull();
    expect(detectFileType(Uint8Array.from([0x41, 0x42]))).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it.each(['../../etc/passwd', '..\\..\\windows\\win.ini', 'a/b.png', 'bild\u0000.png', '..', '.', '', 'x..png', 'tab\there.png'])('refuses %j', (name) => {
    expect(sanitizeFileName(name)).toEqual({ ok: false, error: 'adFilesNameInvalid' });
  });

  it('spells out umlauts, replaces other characters and keeps the extension', () => {
    expect(sanitizeFileName('Pumpe Größe 3 (neu).JPG')).toEqual({ ok: true, base: 'Pumpe-Groesse-3-neu', ext: 'jpg' });
    expect(sanitizeFileName('Ventil')).toEqual({ ok: true, base: 'Ventil', ext: null });
    expect(sanitizeFileName('.hidden')).toEqual({ ok: true, base: 'hidden', ext: null });
  });
});
