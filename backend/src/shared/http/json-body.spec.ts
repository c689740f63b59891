import { exceedsDepth, JsonBodyError, MAX_JSON_DEPTH, parseJsonBody } from './json-body';
import { forbiddenTextPaths, lineBreakPaths } from '../validation';
import { FreeText } from './validation-rules';

describe('JSON request bodies', () => {
  it('counts nesting without parsing; brackets inside strings do not count', () => {
    expect(exceedsDepth('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsDepth('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsDepth(JSON.stringify({ text: '[[[[['.repeat(100) + '\\"[[' }))).toBe(false);
  });

  it('refuses a 10,000-deep body with JSON_TOO_DEEP before parsing it', () => {
    expect(() => parseJsonBody('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000))).toThrow(expect.objectContaining({ code: 'JSON_TOO_DEEP', statusCode: 400 }));
  });

  it('refuses empty, broken and prototype-poisoning bodies as INVALID_JSON', () => {
    for (const text of ['', '  ', '{"a":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
      expect(() => parseJsonBody(text)).toThrow(JsonBodyError);
    }
    expect(parseJsonBody('{"a":[1,{"b":"ü"}]}')).toEqual({ a: [1, { b: 'ü' }] });
  });
});

describe('control characters in text', () => {
  it('finds every string (and key) holding a forbidden character, by path', () => {
    const body = { company: 'A\u0000B', note: 'Zeile 1\r\nZeile 2\tTab', address: { city: 'x\u001b', zip: '12345' }, list: ['ok', '\ud800'], ['k\u0001']: 1 };
    expect(forbiddenTextPaths(body).map((p) => p.join('.')).sort()).toEqual(['address.city', 'company', 'k\u0001', 'list.1']);
  });

  it('keeps keys with dots in them whole (a flat configuration: "hose.hose")', () => {
    expect(forbiddenTextPaths({ configuration: { 'hose.hose': 'SL\u0000' } })).toEqual([['configuration', 'hose.hose']]);
  });

  it('lets tab, line breaks, umlauts and a correctly paired surrogate (emoji) through', () => {
    expect(forbiddenTextPaths({ a: 'Grüße\t\n\r 😀 Ø 10 × 200 mm' })).toEqual([]);
  });

  it('lets tab and line breaks through in free text only (a comment, a message), also in a class that extends one', () => {
    class Address {
      @FreeText() note = 'Hof 2\nTor B';
      city = 'Stutt\tgart';
    }
    class Request {
      @FreeText() comment = 'Zeile 1\r\nZeile 2';
      name = 'Kai\nKonfig';
      address = new Address();
      list = ['a\nb', 'ok'];
      map = { 'k\n': 'v', ok: 'a\tb', fine: 'plain' };
    }
    class Extended extends Request {}
    const paths = (value: unknown) => lineBreakPaths(value).map((p) => p.join('.')).sort();
    expect(paths(new Request())).toEqual(['address.city', 'list.0', 'map.k\n', 'map.ok', 'name']);
    expect(paths(new Extended())).toEqual(['address.city', 'list.0', 'map.k\n', 'map.ok', 'name']);
    // A plain object (no DTO class) has no free text.
    expect(paths({ comment: 'a\nb' })).toEqual(['comment']);
  });
});
