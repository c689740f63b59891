// Hostile input over EVERY operation of the API document, as a guest, as a logged-in customer and as an
// administrator: malformed JSON, wrong types, nested arrays and objects at every property (also inside array
// items), oversize strings and bodies, control characters (NUL, \u0001, ESC, DEL, C1, lone surrogates) in
// values and keys, huge / negative / fractional / exponent numbers, ids above bigint in path and query
// parameters, repeated and bracketed query parameters, broken percent-encoding, wrong content types, broken
// multipart uploads. The shop must answer every one with a status below 500 — a 4xx in the documented shape
// `{ error: { code, message } }` whose code is a message id — and log no stack trace for any of them.
//
// The run is deterministic (a seeded generator picks the sampled values; FUZZ_SEED changes the seed) and bounded:
// about 17,500 requests, 40–115 s on the 2-core reference machine (by its load). A guest runs every public operation in
// full, a customer its own operations in full and a seeded 30 % of the public ones, an admin the admin API in full;
// an identity a guard turns away gets a handful of values (the body is read before the guard: malformed and oversize
// bodies still go to every operation as every identity). Besides no 5xx, no stack trace and the error shape, no
// value may reach the database and be refused there (the exception filter's safety net, which would hide a gap in
// validation, logs such a refusal). It talks to a shop of its own (embedded
// database, or `<DATABASE_URL's database>_fuzz` on PostgreSQL), so what the admin calls change never reaches the
// suites that share the global server. What it does not call, and why:
// - POST /api/admin/system/uninstall runs with a wrong confirmation word only (the right one removes the shop).
// - POST /api/admin/backups (start a full backup) is called by guest and customer only (refused by the guard):
//   each admin call would archive the whole database. Its refusals are covered by test/api/admin-backup.e2e-spec.ts.
// - POST /api/admin/jobs/start/{kind} gets only kinds that do not exist (jobKindUnknown): a real kind starts real
//   work (backup, restore, import, the PDF catalogue, relaunch mails to every customer). Body validation still runs
//   (the body is validated before the handler looks at the kind).
// - Logout operations run as a guest only (as a session holder they would end the session the run needs).
// - Path ids are never ids of existing records (a locked customer or a reset password would end the run's own
//   sessions); mails go to the outbox folder of this shop only (no SMTP_URL), to one fixed address.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cookiesOf, DEMO_CUSTOMER, type ExtraServer, startExtraServer } from '../api/identity-support';
import { API_CODE } from '../api/support/api';

const ADMIN = { email: 'fuzz.admin@firma-test.example', password: 'Fuzz#Admin2026' };
const MAIL = 'fuzz.basis@firma-test.example';
const SEED = Number(process.env.FUZZ_SEED ?? 22);
/** Parallel requests in flight. */
const LANES = 8;

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Who = 'guest' | 'customer' | 'admin';
interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  additionalProperties?: boolean | Schema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  jsonBody?: Schema;
  multipart: boolean;
}
interface Call {
  who: Who;
  method: Method;
  url: string;
  label: string;
  body?: string | Buffer | 'chunked-oversize';
  contentType?: string;
}

// ---- a seeded generator ------------------------------------------------------------------------------------

function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(list: readonly T[], n: number): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
    address: () => `10.${1 + Math.floor(next() * 250)}.${1 + Math.floor(next() * 250)}.${1 + Math.floor(next() * 250)}`,
  };
}

// ---- the document --------------------------------------------------------------------------------------

type Doc = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; responses?: Record<string, { description?: string }> }>>;
  components: { schemas: Record<string, Schema> };
};

function operationsOf(doc: Doc): Operation2[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({
        method: method as Method,
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in !== 'header'),
        jsonBody: op.requestBody?.content?.['application/json']?.schema,
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
        customerOnly: /^notLoggedIn$/.test(op.responses?.['401']?.description ?? ''),
        adminOpen: path.startsWith('/api/admin/') && !op.responses?.['403'],
      })),
  );
}

function resolver(doc: Doc) {
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]);
    if (schema.allOf) {
      const parts = schema.allOf.map(resolve);
      return parts.reduce<Schema>((acc, p) => ({ ...acc, ...p, properties: { ...acc.properties, ...p.properties }, required: [...(acc.required ?? []), ...(p.required ?? [])] }), { ...schema, allOf: undefined });
    }
    return schema;
  };
  return resolve;
}

/** Values a plausible request carries (the baseline every bad value is put into). */
const KNOWN: Record<string, unknown> = {
  email: MAIL,
  productId: 'KU-CL-C-013-AL',
  productIds: ['KU-CL-C-013-AL'],
  qty: '2',
  country: 'DE',
  locale: 'de',
  zip: '70173',
  city: 'Stuttgart',
  street: 'Königstraße 1',
  nameLine1: 'Fuzz Hydraulik GmbH',
  // The uninstall takes the word typed by the admin: never the right one here.
  confirmation: 'NEIN',
};

function sampler(resolve: (s: Schema | undefined) => Schema) {
  const sample = (schema: Schema | undefined, name: string, depth: number): unknown => {
    const s = resolve(schema);
    if (name in KNOWN) return KNOWN[name];
    if (s.example !== undefined) return s.example;
    if (s.enum?.length) return s.enum[0];
    if (s.default !== undefined) return s.default;
    if (s.type === 'string') return s.format === 'date' ? '2030-01-01' : 'Beispiel';
    if (s.type === 'number' || s.type === 'integer') return s.minimum ?? 1;
    if (s.type === 'boolean') return true;
    if (s.type === 'array') return depth > 4 ? [] : [sample(s.items, name, depth + 1)];
    if (s.properties && depth <= 4) {
      const required = new Set(s.required ?? []);
      return Object.fromEntries(
        Object.entries(s.properties)
          .filter(([k]) => required.has(k))
          .map(([k, v]) => [k, sample(v, k, depth + 1)]),
      );
    }
    return {};
  };
  return (schema: Schema | undefined) => sample(schema, '', 0);
}

type Segment = string | number;
/** Every property path of a body schema, through nested objects and array items (index 0), with its schema. */
function pathsOf(resolve: (s: Schema | undefined) => Schema, schema: Schema | undefined, prefix: Segment[] = [], depth = 0): Array<{ path: Segment[]; schema: Schema }> {
  const s = resolve(schema);
  const out: Array<{ path: Segment[]; schema: Schema }> = [];
  if (depth > 5) return out;
  if (s.type === 'array' && s.items) {
    const item = [...prefix, 0];
    out.push({ path: item, schema: resolve(s.items) });
    out.push(...pathsOf(resolve, s.items, item, depth + 1));
    return out;
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: resolve(v) });
    out.push(...pathsOf(resolve, v, [...prefix, k], depth + 1));
  }
  if (s.additionalProperties && !s.properties) out.push({ path: [...prefix, 'fuzzKey'], schema: {} });
  return out;
}

function withValue(base: unknown, path: Segment[], value: unknown): unknown {
  const root = { root: structuredClone(base) } as Record<string, unknown>;
  let node: Record<string | number, unknown> = root;
  const full: Segment[] = ['root', ...path];
  for (let i = 0; i < full.length - 1; i++) {
    const key = full[i];
    const nextIsIndex = typeof full[i + 1] === 'number';
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[full[full.length - 1]] = value;
  return root.root;
}

// ---- the bad values ---------------------------------------------------------------------------------------

/** Numbers JSON can carry but JavaScript cannot (spliced into the JSON text as they are). */
const RAW_NUMBERS = ['1e400', '123456789012345678901234567890', '-0'];
const rawMarker = (i: number) => `@@raw${i}@@`;
const spliceRaw = (json: string) => json.replace(/"@@raw(\d)@@"/g, (_, i: string) => RAW_NUMBERS[Number(i)]);

const CONTROL = ['a\u0000b', '\u0001', '\u001b[31m', '\u007f', 'x\u0085y', '\ud800', 'x\udc00', '\r\nBcc: x'];
const BIG = 'ü'.repeat(150_000);

/** Bad values for any property. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  9007199254740993,
  1e21,
  '',
  '99999999999999999999',
  '-1',
  '1e999',
  'NaN',
  '2026-02-30',
  [],
  [[]],
  [{}],
  [null],
  {},
  { a: { b: [] } },
  { 'k\u0000': 'v' },
  'x'.repeat(5_000),
  BIG,
  ...CONTROL.map((c) => `Test${c}Wert`),
  ...RAW_NUMBERS.map((_, i) => rawMarker(i)),
];

/** Bad values for objects without fixed properties (configurations, job parameters). */
const BAD_MAPS: unknown[] = [
  { x: '\u0000' },
  { x: [[]] },
  { x: { y: { z: 'w' } } },
  { '\u0000': 'a' },
  { ['k'.repeat(5000)]: 'v' },
  Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, 'v'])),
  { x: BIG },
  { x: '<script>alert(1)</script>'.repeat(2000) },
  { x: 1e308, y: -1, z: 1.5 },
  { x: rawMarker(0) },
];

const PATH_VALUES = [
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1A',
  '%201',
  '%00',
  'a%00b',
  '%01',
  '%1B%5B31m',
  '%ED%A0%80',
  '%FF',
  '%zz',
  'x'.repeat(400),
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'null',
  '%5B%5D',
  'Infinity',
];

const QUERY_VALUES = [
  '99999999999999999999',
  '9223372036854775808',
  '-1',
  '0',
  '1.5',
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '0x10',
  '%00',
  'a%00b',
  '%01',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '',
  'x'.repeat(3000),
  'true',
  '2026-02-30',
];

const RAW_BODIES: Array<{ label: string; body: string | Buffer; contentType?: string }> = [
  { label: 'empty body', body: '' },
  { label: 'broken JSON', body: '{"a":' },
  { label: 'trailing comma', body: '{"a":1,}' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON true', body: 'true' },
  { label: 'JSON number', body: '-1' },
  { label: 'JSON string', body: '"text"' },
  { label: 'JSON array', body: '[]' },
  { label: 'nested array', body: '[[]]' },
  { label: 'number beyond double', body: '{"a":1e400}' },
  { label: 'arrays 10,000 deep', body: '['.repeat(10_000) + ']'.repeat(10_000) },
  { label: 'objects 10,000 deep', body: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) },
  { label: 'raw NUL in the JSON text', body: '{"a":"\u0000"}' },
  { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: 'byte order mark', body: '\ufeff{}' },
  { label: '__proto__ poisoning', body: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor.prototype poisoning', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'text/plain', body: 'hello', contentType: 'text/plain' },
  { label: 'form-urlencoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart without boundary', body: 'x', contentType: 'multipart/form-data' },
  { label: 'JSON in UTF-16 charset', body: '{}', contentType: 'application/json; charset=utf-16' },
  { label: 'octet-stream', body: Buffer.from([0, 1, 2, 3]), contentType: 'application/octet-stream' },
  { label: 'body over the limit', body: `{"pad":"${'x'.repeat(1_200_000)}"}` },
];

function multipartBody(parts: Array<{ name: string; filename?: string; content: string | Buffer }>, options: { close?: boolean } = {}): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const MULTIPART_BODIES = (oversize: boolean): Array<{ label: string; body: Buffer | string; contentType: string }> => [
  { label: 'garbage with a boundary', body: 'not multipart at all', contentType: 'multipart/form-data; boundary=xyz' },
  { label: 'truncated multipart', ...multipartBody([{ name: 'file', filename: 'a.csv', content: 'quantity;articleId\n1;KU' }], { close: false }) },
  { label: 'wrong field name', ...multipartBody([{ name: 'other', filename: 'a.csv', content: 'x' }]) },
  { label: 'NUL in the file name', ...multipartBody([{ name: 'file', filename: 'a\u0000.csv', content: 'x' }]) },
  { label: 'path in the file name', ...multipartBody([{ name: 'file', filename: '../../etc/passwd', content: 'x' }]) },
  { label: 'long file name', ...multipartBody([{ name: 'file', filename: `${'n'.repeat(5000)}.csv`, content: 'x' }]) },
  { label: 'empty file', ...multipartBody([{ name: 'file', filename: 'a.csv', content: '' }]) },
  { label: 'two files', ...multipartBody([{ name: 'file', filename: 'a.csv', content: 'x' }, { name: 'file', filename: 'b.csv', content: 'y' }]) },
  { label: 'a field instead of a file', ...multipartBody([{ name: 'file', content: 'x' }]) },
  { label: '200 fields', ...multipartBody(Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, content: 'v' }))) },
  { label: 'control characters in the file', ...multipartBody([{ name: 'file', filename: 'a.json', content: '[{"a":"\u0000\u0001"}]' }]) },
  ...(oversize ? [{ label: 'file over the limit (3 MB)', ...multipartBody([{ name: 'file', filename: 'a.csv', content: Buffer.alloc(3 * 1024 * 1024, 0x41) }]) }] : []),
];

/** Configurations of configured cart positions, per configurator type, with bad values in them. */
const CONFIGURED_POSITION_CONFIGS: unknown[] = [
  { 'hose.hose': 'SL-EPDM-025\u0000' },
  { 'hose.hose': [[]] },
  { 'hose.length': { a: 1 } },
  { 'hose.length': 1e308 },
  { ['x'.repeat(3000)]: 'y' },
  { html: '<b>x</b>'.repeat(7000) },
  Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])),
  [],
  'text',
];

// ---- the calls ------------------------------------------------------------------------------------------

function concrete(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'fuzz');
}

function plausiblePathValue(p: Parameter): string {
  const s = p.schema ?? {};
  if (s.enum?.length) return String(s.enum[0]);
  // Never an existing id (see the header): ids that do not exist.
  if (s.type === 'number' || s.type === 'integer') return '987654';
  // A job kind that does not exist (see the header).
  if (p.name === 'kind') return 'fuzz-unknown';
  return 'fuzz';
}

function plausibleQuery(op: Operation): string {
  return op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(p.schema?.enum?.[0] ?? p.schema?.example ?? (p.schema?.type === 'number' || p.schema?.type === 'integer' ? 1 : 'x')))}`)
    .join('&');
}

/**
 * How thoroughly an identity fuzzes an operation: 'full' every bad value; 'sampled' a seeded share of the bad
 * values (the same code paths as another identity's full run); 'guarded' a handful (a guard refuses the identity
 * before any parameter or body is looked at — the body is still read, so malformed and oversize bodies are sent).
 */
type Coverage = 'full' | 'sampled' | 'guarded';
const SAMPLED_SHARE = 0.3;

interface Operation2 extends Operation {
  /** The operation needs a customer session (401 notLoggedIn for a guest). */
  customerOnly: boolean;
  /** An admin operation anyone may call (no 403 documented: login, install). */
  adminOpen: boolean;
}

function coverageOf(op: Operation2, who: Who): Coverage {
  // The admin login and install are open to anyone (a guest runs them in full); every other admin operation is guarded.
  if (op.path.startsWith('/api/admin/')) return op.adminOpen ? (who === 'guest' ? 'full' : 'guarded') : who === 'admin' ? 'full' : 'guarded';
  if (who === 'guest') return op.customerOnly ? 'guarded' : 'full';
  // A customer runs its own operations in full; the public ones a guest runs in full, a customer (whose session
  // prices, fills in the buyer and keeps the cart) a sample of.
  return op.customerOnly ? 'full' : 'sampled';
}

function callsFor(op: Operation2, who: Who, resolve: (s: Schema | undefined) => Schema, sample: (s: Schema | undefined) => unknown, rng: ReturnType<typeof generator>): Call[] {
  const calls: Call[] = [];
  const coverage = coverageOf(op, who);
  const guarded = coverage === 'guarded';
  const pathDefaults = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, plausiblePathValue(p)]));
  const baseQuery = plausibleQuery(op);
  const url = (pathValues: Record<string, string> = {}, query = baseQuery) => `${concrete(op.path, { ...pathDefaults, ...pathValues })}${query ? `?${query}` : ''}`;
  const add = (label: string, extra: Partial<Call> = {}) => {
    if (coverage === 'sampled' && !label.startsWith('raw:') && rng.next() > SAMPLED_SHARE) return;
    calls.push({ who, method: op.method, url: url(), label, ...extra });
  };

  // Path parameters.
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    for (const v of guarded ? rng.pick(PATH_VALUES, 3) : PATH_VALUES) add(`path ${p.name}=${v.slice(0, 24)}`, { url: url({ [p.name]: v }) });
  }
  // Query parameters: each bad value, repeated and bracketed forms, an unknown one.
  const query = op.parameters.filter((x) => x.in === 'query');
  for (const p of guarded ? rng.pick(query, 1) : query) {
    const others = baseQuery
      .split('&')
      .filter((kv) => kv && !kv.startsWith(`${p.name}=`))
      .join('&');
    const q = (kv: string) => [others, kv].filter(Boolean).join('&');
    for (const v of guarded ? rng.pick(QUERY_VALUES, 3) : QUERY_VALUES) add(`query ${p.name}=${v.slice(0, 24)}`, { url: url({}, q(`${p.name}=${v}`)) });
    if (!guarded) {
      add(`query ${p.name} repeated`, { url: url({}, q(`${p.name}=1&${p.name}=2`)) });
      add(`query ${p.name}[]`, { url: url({}, q(`${p.name}[]=1`)) });
      add(`query ${p.name}[a][b]`, { url: url({}, q(`${p.name}[a][b]=1`)) });
    }
  }
  if (!guarded && op.method === 'get') add('unknown query parameter', { url: url({}, [baseQuery, 'fuzz=%00'].filter(Boolean).join('&')) });
  add('broken percent-encoding in the query', { url: url({}, [baseQuery, 'q=%E0%A4%A'].filter(Boolean).join('&')) });
  add('broken percent-encoding after the path', { url: `${concrete(op.path, pathDefaults)}/%zz` });

  if (op.method === 'get') return calls;
  // Bodies as they come off the wire, for every operation that takes one (and those that take none).
  for (const raw of guarded ? RAW_BODIES.filter((r) => r.label === 'broken JSON' || r.label === 'body over the limit' || r.label === 'text/plain') : RAW_BODIES) {
    add(`raw: ${raw.label}`, { body: raw.body, contentType: raw.contentType ?? 'application/json' });
  }
  if (!guarded) add('raw: oversize chunked body', { body: 'chunked-oversize', contentType: 'application/json' });
  if (op.multipart) for (const m of MULTIPART_BODIES(!guarded)) add(`raw: multipart ${m.label}`, { body: m.body, contentType: m.contentType });
  if (!op.jsonBody || guarded) return calls;

  const base = sample(op.jsonBody);
  const json = (value: unknown) => spliceRaw(JSON.stringify(value));
  add('raw: baseline', { body: json(base), contentType: 'application/json' });
  add('raw: unknown property', { body: json({ ...(base as object), fuzz: '<script>' }), contentType: 'application/json' });
  add('raw: duplicate keys', { body: `${json(base).slice(0, -1)}${json(base) === '{}' ? '' : ','}"locale":"de","locale":"en"}`, contentType: 'application/json' });
  for (const { path, schema } of pathsOf(resolve, op.jsonBody)) {
    const name = path.join('.');
    const deep = path.length > 1;
    // Top-level properties get every bad value; nested ones a seeded sample (bounded run).
    const values = deep ? rng.pick(BAD_VALUES, 8) : BAD_VALUES;
    for (const v of values) add(`${name} = ${JSON.stringify(v)?.slice(0, 40)}`, { body: json(withValue(base, path, v)), contentType: 'application/json' });
    if (schema.type === 'object' && !schema.properties) for (const v of BAD_MAPS) add(`${name} = map ${JSON.stringify(v).slice(0, 40)}`, { body: json(withValue(base, path, v)), contentType: 'application/json' });
    if (schema.type === 'array') {
      const item = sample(schema.items);
      add(`${name} with 5,000 items`, { body: json(withValue(base, path, Array.from({ length: 5000 }, () => item))), contentType: 'application/json' });
    }
    // Cart positions: configured positions with bad configurations, and catalogue positions carrying one.
    if (schema.type === 'array' && resolve(schema.items).properties?.customConfiguration) {
      for (const type of ['hose', 'ejector', 'automation']) {
        for (const configuration of CONFIGURED_POSITION_CONFIGS) {
          const position = { productId: 'SC1A2B3C', qty: '1', customProductType: type, customConfiguration: configuration };
          add(`${name}: ${type} position with ${JSON.stringify(configuration).slice(0, 30)}`, { body: json(withValue(base, path, [position])), contentType: 'application/json' });
        }
      }
      add(`${name}: catalogue position with a configuration`, {
        body: json(withValue(base, path, [{ productId: 'KU-CL-C-013-AL', qty: '1', customConfiguration: { note: '<b>x</b>'.repeat(7000) } }])),
        contentType: 'application/json',
      });
    }
  }
  return calls;
}

// ---- the run --------------------------------------------------------------------------------------------

interface Outcome {
  call: Call;
  status: number;
  text: string;
  contentType: string;
  error?: string;
}

async function send(baseUrl: string, call: Call, cookie: string | undefined, address: string): Promise<Outcome> {
  const headers: Record<string, string> = { apiCode: API_CODE, 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  if (call.contentType) headers['content-type'] = call.contentType;
  let body: BodyInit | undefined;
  let duplex: 'half' | undefined;
  if (call.body === 'chunked-oversize') {
    // No content-length: the size shows only while the body is read.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"pad":"'));
        if (sent >= 1_300_000) {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    duplex = 'half';
  } else if (call.body !== undefined) body = call.body as BodyInit;
  try {
    const res = await fetch(`${baseUrl}${call.url}`, { method: call.method.toUpperCase(), headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000), ...(duplex ? { duplex } : {}) } as RequestInit);
    const text = await res.text();
    return { call, status: res.status, text, contentType: res.headers.get('content-type') ?? '' };
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return { call, status: 0, text: '', contentType: '', error: `${(e as Error).name}: ${cause?.code ?? ''} ${cause?.message ?? (e as Error).message}` };
  }
}

const describeCall = (o: Outcome) => {
  const payload = o.call.body === undefined ? '' : Buffer.isBuffer(o.call.body) ? `<${o.call.body.length} bytes>` : o.call.body.length > 300 ? `${o.call.body.slice(0, 300)}… (${o.call.body.length} chars)` : o.call.body;
  return `[${o.call.who}] ${o.call.method.toUpperCase()} ${o.call.url.slice(0, 160)} — ${o.call.label} — payload ${JSON.stringify(payload)} → ${o.error ?? `${o.status} ${o.text.slice(0, 200)}`}`;
};

describe('fuzzing every operation of the API document as guest, customer and admin', () => {
  let server: ExtraServer;
  const cookies: Record<Who, string | undefined> = { guest: undefined, customer: undefined, admin: undefined };

  beforeAll(async () => {
    server = await startExtraServer('fuzz', { SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, SEED_PRODUCTS: '60', SMTP_URL: '', LOG_LEVEL: 'warn' });
    const login = async (path: string, body: object, cookieName: string) => {
      const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { apiCode: API_CODE, 'content-type': 'application/json', 'x-forwarded-for': '10.22.22.22' }, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const cookie = cookiesOf({ headers: { 'set-cookie': res.headers.getSetCookie() } })[cookieName];
      return `${cookieName}=${cookie.value}`;
    };
    cookies.customer = await login('/api/facade/frontend/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, isPermanentLogin: true, locale: 'de' }, 'shop_session');
    cookies.admin = await login('/api/admin/login', ADMIN, 'shop_admin_session');
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('answers no request with a 5xx, every refusal with a message id, and logs no stack trace', async () => {
    // The document the started shop serves (the same as docs/openapi.json, which a drift test keeps current).
    const docRes = await fetch(`${server.baseUrl}/api/docs-json`, { headers: { apiCode: API_CODE } });
    const doc = (docRes.ok ? await docRes.json() : JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'))) as Doc;
    const resolve = resolver(doc);
    const sample = sampler(resolve);
    const rng = generator(SEED);
    const operations = operationsOf(doc);
    const calls: Call[] = [];
    for (const op of operations) {
      for (const who of ['guest', 'customer', 'admin'] as Who[]) {
        // Admin sessions matter to the admin API only; logouts would end the run's own sessions.
        if (who === 'admin' && !op.path.startsWith('/api/admin/')) continue;
        if (who !== 'guest' && /\/logout$/.test(op.path)) continue;
        if (who === 'admin' && op.method === 'post' && op.path === '/api/admin/backups') continue;
        calls.push(...callsFor(op, who, resolve, sample, rng));
      }
    }
    const addresses = calls.map(() => rng.address());
    const outcomes: Outcome[] = new Array(calls.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (next < calls.length) {
          const i = next++;
          outcomes[i] = await send(server.baseUrl, calls[i], cookies[calls[i].who], addresses[i]);
        }
      }),
    );

    const failures: string[] = [];
    const badShape: string[] = [];
    const counts: Record<string, number> = {};
    for (const o of outcomes) {
      const family = o.error ? 'network error' : `${Math.floor(o.status / 100)}xx`;
      counts[family] = (counts[family] ?? 0) + 1;
      counts[`${o.call.who} ${family}`] = (counts[`${o.call.who} ${family}`] ?? 0) + 1;
      if (o.error || o.status >= 500) failures.push(describeCall(o));
      else if (o.status >= 400 && o.call.url.startsWith('/api')) {
        let code: unknown;
        try {
          code = (JSON.parse(o.text) as { error?: { code?: unknown; message?: unknown } }).error?.code;
        } catch {
          code = undefined;
        }
        const ok = /application\/json/.test(o.contentType) && typeof code === 'string' && /^[A-Za-z][A-Za-z0-9_]*$/.test(code) && !/\bat .+:\d+:\d+|node_modules/.test(o.text);
        if (!ok) badShape.push(describeCall(o));
      }
    }
    // The stack of any failure would be in the shop's log (the exception filter logs 5xx with it); a value that got
    // past validation to the database shows as a refused or failed query (api-exception.filter.ts, SqlLogger).
    const log = server.output().split('\n');
    const stacks = log.filter((line) => /^\s+at .+:\d+:\d+\)?$/.test(line));
    // Each such line is followed by its method and URL or its SQLSTATE and statement (multi-line log objects).
    const refusedByDatabase = log.flatMap((line, i) => (/request value refused by the database|query failed/.test(line) ? [log.slice(i, i + 7).join(' ').replace(/\s+/g, ' ')] : []));
    console.log(`fuzz (seed ${SEED}): ${calls.length} requests over ${operations.length} operations — ${JSON.stringify(counts)}`);
    if (failures.length) console.log(`failures:\n${failures.slice(0, 300).join('\n')}`);
    if (badShape.length) console.log(`badly shaped refusals:\n${badShape.slice(0, 100).join('\n')}`);
    expect(failures).toEqual([]);
    expect(badShape).toEqual([]);
    expect(stacks.slice(0, 20)).toEqual([]);
    expect(refusedByDatabase).toEqual([]);
    // The sessions were in use all along: the customer and the admin reached their own operations.
    expect(counts['customer 2xx'] ?? 0).toBeGreaterThan(20);
    expect(counts['admin 2xx'] ?? 0).toBeGreaterThan(20);
    for (const who of ['customer', 'admin'] as const) {
      const still = await fetch(`${server.baseUrl}${who === 'admin' ? '/api/admin/dashboard' : '/api/user/orders'}`, {
        method: who === 'admin' ? 'GET' : 'POST',
        headers: { apiCode: API_CODE, cookie: cookies[who]!, 'content-type': 'application/json' },
        ...(who === 'admin' ? {} : { body: '{}' }),
      });
      expect([who, still.status]).toEqual([who, 200]);
    }
  }, 600_000);
});
