/**
 * Server rendering hands the API answers it used to the browser once (docs/decisions/0011): on the server
 * every call the stores make goes through a recording fetch; the page carries the recorded answers as JSON;
 * in the browser a replaying fetch answers the same calls from that record, each once, so the stores fill
 * with exactly the data the server rendered and hydration fetches nothing twice. Later calls go to the
 * network as usual.
 */

/** One answer the server used: the request's key, the status and the parsed JSON body. */
export interface RecordedAnswer {
  key: string;
  status: number;
  body: unknown;
}

/** Body fields that differ between server and browser (visitor statistics), left out of the key. */
const VOLATILE_BODY_FIELDS = ['iid', 'aqus'];

function bodyKey(body: string): string {
  if (!body) return '';
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return body;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const field of VOLATILE_BODY_FIELDS) delete copy[field];
    return JSON.stringify(copy);
  } catch {
    return body;
  }
}

/** Method, path with query (no origin) and the JSON body without the visitor-statistics fields. */
export async function requestKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  return `${request.method} ${url.pathname}${url.search} ${bodyKey(body)}`;
}

type FetchFn = (request: Request) => Promise<Response>;

/**
 * The render's random seeds (ssr/render-seeds.ts) travel in the record as entries whose key starts with this:
 * never a request's key (those start with a method and a path), so no call is ever answered from them.
 */
const SEED_KEY_PREFIX = 'SEED ';

/** The texts the render showed travel as an entry under this key and the page's locale (never a request's key). */
const TEXTS_KEY_PREFIX = 'TEXTS ';

/** The record entry of the texts a render showed in its locale. */
export function textsEntry(locale: string, texts: Readonly<Record<string, string>>): RecordedAnswer {
  return { key: TEXTS_KEY_PREFIX + locale, status: 200, body: texts };
}

/** The texts a record carries for a locale (only string values), or null when it carries none. */
export function recordedTexts(record: readonly RecordedAnswer[], locale: string): Record<string, string> | null {
  const entry = record.find((candidate) => candidate.key === TEXTS_KEY_PREFIX + locale);
  if (!entry || typeof entry.body !== 'object' || entry.body === null || Array.isArray(entry.body)) return null;
  const texts: Record<string, string> = {};
  for (const [id, text] of Object.entries(entry.body as Record<string, unknown>)) if (typeof text === 'string') texts[id] = text;
  return texts;
}

/** The record entries of a render's seeds. */
export function seedEntries(seeds: Readonly<Record<string, number>>): RecordedAnswer[] {
  return Object.entries(seeds).map(([name, value]) => ({ key: SEED_KEY_PREFIX + name, status: 200, body: value }));
}

/** The seeds a record carries (malformed values left out). */
export function recordedSeeds(record: readonly RecordedAnswer[]): Record<string, number> {
  const seeds: Record<string, number> = {};
  for (const entry of record) {
    if (entry.key.startsWith(SEED_KEY_PREFIX) && typeof entry.body === 'number' && Number.isSafeInteger(entry.body)) seeds[entry.key.slice(SEED_KEY_PREFIX.length)] = entry.body;
  }
  return seeds;
}

/** Calls `inner` and keeps each JSON answer (GET and POST) in `log`; other answers are not kept. */
export function recordingFetch(inner: FetchFn, log: RecordedAnswer[]): FetchFn {
  return async (request) => {
    const key = await requestKey(request);
    const response = await inner(request);
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        log.push({ key, status: response.status, body: JSON.parse(await response.clone().text()) as unknown });
      } catch {
        // not JSON after all: the browser asks again
      }
    }
    return response;
  };
}

/**
 * Answers a request from the record when one with the same key is left (each recorded answer serves once),
 * otherwise calls `inner`.
 */
export function replayingFetch(recorded: readonly RecordedAnswer[], inner: FetchFn): FetchFn {
  const left = new Map<string, RecordedAnswer[]>();
  for (const answer of recorded) {
    if (answer.key.startsWith(SEED_KEY_PREFIX) || answer.key.startsWith(TEXTS_KEY_PREFIX)) continue;
    const list = left.get(answer.key) ?? [];
    list.push(answer);
    left.set(answer.key, list);
  }
  return async (request) => {
    if (left.size > 0) {
      const key = await requestKey(request);
      const answers = left.get(key);
      const answer = answers?.shift();
      if (answers && answers.length === 0) left.delete(key);
      if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }
    return inner(request);
  };
}

/** Parses the record the page carries; anything malformed counts as none. */
export function parseRecord(text: string | null | undefined): RecordedAnswer[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    return value.filter(
      (a): a is RecordedAnswer => typeof a === 'object' && a !== null && typeof a.key === 'string' && typeof a.status === 'number' && 'body' in a,
    );
  } catch {
    return null;
  }
}

/**
 * The record as the text of a `<script type="application/json">`: `<`, `>`, `&` and the line separators are
 * escaped, so no answer can close the element or start markup.
 */
export function serializeRecord(record: readonly RecordedAnswer[]): string {
  return serializeForPage(record);
}

/** Any value as JSON safe inside the page's data block (the escaping of serializeRecord). */
export function serializeForPage(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
