import { readCell, writeCell, kindOf } from './values';

describe('import cell values (ADR 0027)', () => {
  it.each([
    ['12.34', 'money', 'xlsx', { ok: true, value: '1234' }],
    [12.5, 'money', 'xlsx', { ok: true, value: '1250' }],
    ['12.345', 'money', 'json', { ok: false, messageId: 'adImportNotMoney' }],
    ['zwölf', 'money', 'xlsx', { ok: false, messageId: 'adImportNotMoney' }],
    ['1.500', 'decimal', 'xlsx', { ok: true, value: '1.500' }],
    ['1,5', 'decimal', 'xlsx', { ok: false, messageId: 'adImportNotDecimal' }],
    [3, 'integer', 'json', { ok: true, value: '3' }],
    ['3.2', 'integer', 'json', { ok: false, messageId: 'adImportNotInteger' }],
    ['ja', 'boolean', 'xlsx', { ok: true, value: true }],
    ['vielleicht', 'boolean', 'xlsx', { ok: false, messageId: 'adImportNotBoolean' }],
    ['{"a":1}', 'json', 'xlsx', { ok: true, value: { a: 1 } }],
    ['{"a":', 'json', 'xlsx', { ok: false, messageId: 'adImportNotJson' }],
    ['{"a":', 'json', 'json', { ok: true, value: '{"a":' }],
    ['["a","b"]', 'textList', 'xlsx', { ok: true, value: ['a', 'b'] }],
    [['a', 1], 'textList', 'json', { ok: false, messageId: 'adImportNotList' }],
    ['2026-11-27', 'date', 'xlsx', { ok: true, value: '2026-11-27' }],
    ['27.11.2026', 'date', 'xlsx', { ok: false, messageId: 'adImportNotDate' }],
    ['', 'integer', 'xlsx', { ok: true, value: null }],
    [null, 'text', 'xlsx', { ok: true, value: null }],
  ] as const)('%j as %s (%s)', (raw, kind, format, expected) => {
    expect(readCell(raw, kind, format)).toEqual(expected);
  });

  it('writes money as amounts, JSON as text in xlsx and as values in JSON', () => {
    expect(writeCell('1234', 'money', 'xlsx')).toBe('12.34');
    expect(writeCell({ a: 1 }, 'json', 'xlsx')).toBe('{"a":1}');
    expect(writeCell({ a: 1 }, 'json', 'json')).toEqual({ a: 1 });
    expect(writeCell('42', 'integer', 'json')).toBe(42);
    expect(kindOf('numeric(12,3)', false)).toBe('decimal');
    expect(kindOf('text[]', false)).toBe('textList');
    expect(kindOf('bigint', true)).toBe('money');
  });
});
