import { zip, type ZipEntry } from '../testing/zip-writer';
import { checkXlsxZip, type ZipGuardLimits } from './xlsx-zip-guard';

const LIMITS: ZipGuardLimits = { maxEntries: 10, maxUncompressedBytes: 1_000_000, maxRatio: 100, ratioFloorBytes: 100_000 };

const text = (s: string) => Buffer.from(s);
const WORKBOOK: ZipEntry[] = [
  { name: '[Content_Types].xml', data: text('<Types/>') },
  { name: 'xl/workbook.xml', data: text('<workbook/>') },
];

describe('checkXlsxZip', () => {
  it('lets a small workbook-shaped zip through, stored or deflated', () => {
    expect(checkXlsxZip(zip(WORKBOOK), LIMITS)).toBe('ok');
    expect(checkXlsxZip(zip(WORKBOOK.map((e) => ({ ...e, store: true }))), LIMITS)).toBe('ok');
  });

  it('knows a non-xlsx by its content: no zip signature, or a zip without the workbook parts', () => {
    expect(checkXlsxZip(text('quantity;articleId\n1;A\n'), LIMITS)).toBe('notXlsx');
    expect(checkXlsxZip(new Uint8Array(0), LIMITS)).toBe('notXlsx');
    expect(checkXlsxZip(zip([{ name: '[Content_Types].xml', data: text('<Types/>') }, { name: 'word/document.xml', data: text('<d/>') }]), LIMITS)).toBe('notXlsx');
  });

  it('refuses a bomb however small its declared sizes: too much content, too high a ratio, too many entries', () => {
    const lying = zip([...WORKBOOK, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5_000_000), declaredSize: 10 }]);
    expect(checkXlsxZip(lying, LIMITS)).toBe('bomb');
    expect(checkXlsxZip(zip([...WORKBOOK, { name: 'a', data: Buffer.alloc(600_000) }, { name: 'b', data: Buffer.alloc(600_000) }]), LIMITS)).toBe('bomb');
    expect(checkXlsxZip(zip([...WORKBOOK, { name: 'zeros', data: Buffer.alloc(200_000) }]), LIMITS)).toBe('bomb');
    expect(checkXlsxZip(zip([...WORKBOOK, ...Array.from({ length: 9 }, (_, i) => ({ name: `m${i}`, data: text('x') }))]), LIMITS)).toBe('bomb');
  });

  it('lets a highly compressible but small entry through (below the ratio floor)', () => {
    expect(checkXlsxZip(zip([...WORKBOOK, { name: 'zeros', data: Buffer.alloc(50_000) }]), LIMITS)).toBe('ok');
  });

  it('refuses what is corrupt: a cut file, a wrong checksum, broken deflate data, duplicate names, encryption', () => {
    const good = zip(WORKBOOK);
    expect(checkXlsxZip(good.subarray(0, good.length - 30), LIMITS)).toBe('malformed');
    expect(checkXlsxZip(zip([...WORKBOOK, { name: 'x', data: text('abc'), crc: 1 }]), LIMITS)).toBe('malformed');
    const broken = zip([...WORKBOOK, { name: 'zz-entry', data: text('abc'.repeat(100)) }]);
    const data = broken.indexOf(Buffer.from('zz-entry')) + 'zz-entry'.length;
    broken.fill(0xff, data, data + 4);
    expect(checkXlsxZip(broken, LIMITS)).toBe('malformed');
    expect(checkXlsxZip(zip([...WORKBOOK, WORKBOOK[1]]), LIMITS)).toBe('malformed');
    const encrypted = zip(WORKBOOK);
    const dir = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, dir + 8);
    expect(checkXlsxZip(encrypted, LIMITS)).toBe('malformed');
  });
});
