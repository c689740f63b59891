// Bad input over every operation of the committed OpenAPI document: deep nesting, control characters,
// wrong types, nested arrays, unknown and oversize values, broken JSON and percent-encoding, wrong content types
// (bodies of POST and PUT). test/security/fuzz.security-spec.ts goes further (admin API, every property depth). The
// shop must answer each with a 4xx in the documented shape `{ error: { code, message, fields? } }`:
// never a 5xx, never a stack trace. Guest calls and calls with a customer session both run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_CODE } from './support/api';
import { randomAddress, Shop } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const doc = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'));

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; allOf?: Schema[] };

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf) return schema.allOf.map(resolve).reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), {});
  return schema;
}

/** A plausible value for a schema (the baseline the bad values are put into). */
function sample(schema: Schema, depth = 0): unknown {
  const s = resolve(schema);
  if (s.enum?.length) return s.enum[0];
  if (s.type === 'string') return 'Beispiel';
  if (s.type === 'number' || s.type === 'integer') return 1;
  if (s.type === 'boolean') return true;
  if (s.type === 'array') return depth > 3 ? [] : [sample(s.items ?? {}, depth + 1)];
  if (s.properties && depth <= 3) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, sample(v, depth + 1)]));
  return {};
}

/** Every property path of a body schema (two levels deep), with its schema. */
function properties(schema: Schema, prefix: string[] = [], depth = 0): Array<{ path: string[]; schema: Schema }> {
  const s = resolve(schema);
  const out: Array<{ path: string[]; schema: Schema }> = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: resolve(v) });
    if (depth < 1) out.push(...properties(v, [...prefix, k], depth + 1));
  }
  return out;
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

const CONTROL = ['\u0000', 'a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\ud800', 'x\u0085y'];
const wrongTypes = (s: Schema): unknown[] => {
  switch (s.type) {
    case 'string':
      return [123, true, {}, ['a']];
    case 'number':
    case 'integer':
      return ['eins', '1e309', {}, [1], 1.5, -1e308];
    case 'boolean':
      return ['yes', 1, {}];
    case 'array':
      // Nested arrays where the items are objects ([[]] passed ValidateNested and answered 500).
      return ['x', { 0: 1 }, 7, [[]], [[[]]], [['x']]];
    default:
      return ['x', 7, [], [[]]];
  }
};

interface Call {
  label: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  withSession: boolean;
}

function callsFor(method: string, path: string, op: any): Call[] {
  const calls: Call[] = [];
  const concrete = path.replace(/\{[^}]+\}/g, 'x');
  const session = !/logout/.test(path);
  const add = (label: string, extra: Partial<Call>) => {
    calls.push({ label, method, path: concrete, withSession: false, ...extra });
    if (session) calls.push({ label: `${label} (customer)`, method, path: concrete, withSession: true, ...extra });
  };
  // Broken percent-encoding and control characters in the path and query.
  add('bad percent-encoding in path', { path: `${concrete}/%zz` });
  add('bad percent-encoding in query', { path: `${concrete}?q=%E0%A4%A` });
  const query = (op.parameters ?? []).filter((p: any) => p.in === 'query');
  for (const p of query) {
    for (const v of ['%00', '%01x', 'x'.repeat(5000), '-1', '1e999', '%ED%A0%80']) add(`query ${p.name}=${v.slice(0, 12)}`, { path: `${concrete}?${p.name}=${v}` });
  }
  for (const p of (op.parameters ?? []).filter((q: any) => q.in === 'path')) {
    for (const v of ['%00', 'x'.repeat(600), '..%2F..%2Fetc%2Fpasswd']) add(`path ${p.name}=${v.slice(0, 12)}`, { path: path.replace(`{${p.name}}`, v).replace(/\{[^}]+\}/g, 'x') });
  }
  if (method !== 'post' && method !== 'put') return calls;
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const base = schema ? sample(schema) : {};
  add('JSON nested 10,000 deep', { body: '['.repeat(10_000) + ']'.repeat(10_000) });
  add('JSON object nested 10,000 deep', { body: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) });
  add('broken JSON', { body: '{"a":' });
  add('body over the limit', { body: JSON.stringify({ ...(base as object), pad: 'x'.repeat(1_100_000) }) });
  add('text/plain body', { body: 'hello', contentType: 'text/plain' });
  add('unknown property', { body: JSON.stringify({ ...(base as object), evil: '<script>' }) });
  add('__proto__ poisoning', { body: '{"__proto__":{"admin":true}}' });
  add('array instead of object', { body: '[1,2,3]' });
  add('string instead of object', { body: '"text"' });
  for (const { path: prop, schema: s } of schema ? properties(schema) : []) {
    const name = prop.join('.');
    if (s.type === 'string' || (!s.type && !s.properties)) for (const c of CONTROL) add(`${name} with ${JSON.stringify(c)}`, { body: JSON.stringify(withValue(base, prop, `Test${c}Wert`)) });
    for (const v of wrongTypes(s)) add(`${name} = ${JSON.stringify(v)}`, { body: JSON.stringify(withValue(base, prop, v)) });
    add(`${name} = null`, { body: JSON.stringify(withValue(base, prop, null)) });
    if (s.type === 'string') add(`${name} oversize`, { body: JSON.stringify(withValue(base, prop, 'ü'.repeat(200_000))) });
  }
  return calls;
}

describe('bad input over every operation of the OpenAPI document', () => {
  it('never answers 5xx, and answers every failure in the documented error shape', async () => {
    const { email, password } = await shop.registerConfirmed();
    const cookie = await shop.loginCookie(email, password);
    const calls: Call[] = [];
    for (const [path, methods] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) calls.push(...callsFor(method, path, op));
    }
    const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const fiveXX: string[] = [];
    const badShape: string[] = [];
    let next = 0;
    // A few parallel lanes keep the run short; each request comes from its own client address.
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < calls.length) {
          const c = calls[next++];
          let req = request(shop.baseUrl)[c.method as 'get' | 'post' | 'put' | 'delete'](c.path).set('apiCode', API_CODE).set('x-forwarded-for', randomAddress());
          if (c.withSession) req = req.set('cookie', cookie);
          if (c.body !== undefined) req = req.set('content-type', c.contentType ?? 'application/json').send(c.body);
          // An oversize body is read to its end before the 413 goes out: the client gets the answer, never EPIPE.
          const res = await req.redirects(0).ok(() => true);
          counts.requests++;
          const family = `${Math.floor(res.status / 100)}xx` as keyof typeof counts;
          counts[family]++;
          const what = `${c.method.toUpperCase()} ${c.path.slice(0, 80)} — ${c.label}: ${res.status}`;
          if (res.status >= 500) fiveXX.push(`${what} ${res.text.slice(0, 200)}`);
          if (res.status >= 400) {
            const e = res.body?.error;
            const ok =
              /application\/json/.test(res.headers['content-type'] ?? '') &&
              typeof e?.code === 'string' &&
              typeof e?.message === 'string' &&
              (e.fields === undefined || Object.values(e.fields).every((v) => typeof v === 'string')) &&
              !/\bat .+:\d+:\d+|node_modules/.test(res.text);
            // Page paths (not /api) answer the HTML not-found page.
            if (!ok && c.path.startsWith('/api')) badShape.push(`${what} ${res.text.slice(0, 200)}`);
          }
        }
      }),
    );
    console.log(`fuzz: ${counts.requests} requests over ${Object.keys(doc.paths).length} paths, ${counts['2xx']} 2xx, ${counts['3xx']} 3xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx`);
    expect(fiveXX).toEqual([]);
    expect(badShape).toEqual([]);
    expect(counts.requests).toBeGreaterThan(1000);
  });
});
