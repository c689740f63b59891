/**
 * Server rendering of the storefront (docs/decisions/0011). The backend loads the built bundle of this file
 * and calls `render` for every page request: a RootStore of its own for that request, filled through the
 * shop's own REST surface (the `fetch` the backend hands in answers in-process), rendered with React's
 * streaming renderer once every part is ready. The API answers used are returned as the record the browser
 * replays before hydrating.
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { addTexts, isLocale, locales, setTextUseRecorder, textsOf } from '@shop/i18n';
import { accountDe } from '../../libs/i18n/src/areas/account.de';
import { accountEn } from '../../libs/i18n/src/areas/account.en';
import { configuratorsDe } from '../../libs/i18n/src/areas/configurators.de';
import { configuratorsEn } from '../../libs/i18n/src/areas/configurators.en';
import { storefrontDe } from '../../libs/i18n/src/de';
import { storefrontEn } from '../../libs/i18n/src/en';
import { ApiClient } from './api/client';
import { recordingFetch, seedEntries, serializeForPage, serializeRecord, textsEntry, type RecordedAnswer } from './api/replay';
import { App } from './app/App';
import { pageComponents } from './app/components';
import { isAdminComponent } from './components/layout/Layout';
import { prefetchRoute } from './app/prefetch';
import { languageFromPath } from './app/route-layer';
import { SSR_STATE_ID } from './ssr/constants';
import { randomSeed, RenderSeeds } from './ssr/render-seeds';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import type { UiEnvironment } from './stores/UiStore';

enableStaticRendering(true);

// The server renders every storefront page in either language: its texts are there from the start (the
// browser loads the areas of its page's language, named among the page's modules). No admin text: the
// storefront shows none, and the hydrating browser would not have it.
addTexts('de', storefrontDe);
addTexts('en', storefrontEn);
addTexts('de', configuratorsDe);
addTexts('en', configuratorsEn);
addTexts('de', accountDe);
addTexts('en', accountEn);
export { SSR_STATE_ID };

/**
 * The ids each render translates, per request (renders of different requests interleave while they wait for
 * data): the page carries their texts, the browser hydrates with those (i18n/texts.ts).
 */
const shownTexts = new AsyncLocalStorage<Set<string>>();
setTextUseRecorder((id) => shownTexts.getStore()?.add(id));

export interface ServerRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** Answers the API calls of the stores (the backend's in-process transport). */
  fetch: (request: Request) => Promise<Response>;
  /** The visitor's Cookie header (session, consent): the page is rendered as this visitor sees it. */
  cookie?: string;
  /** Longest wait for the render; then the page goes out rendered in the browser instead. */
  timeoutMs?: number;
}

/**
 * The record's text split where the start-up answer's `store` (the logged-in customer's own data) stands:
 * `before + serializeForPage(store) + after` is the record with any customer's store in place. A page shared
 * between customers who see the same page (docs/decisions/0055-shared-pages-for-logged-in-buyers.md) keeps the
 * two parts and puts each customer's store between them.
 */
export interface StateAroundStore {
  before: string;
  after: string;
}

export { serializeForPage };

const INIT_KEY = 'POST /api/facade/frontend/init ';
const STORE_MARK = '\uE000store\uE000';

/** The record split around the start-up answer's store, or null when the record has no start-up answer with one. */
export function splitAtStore(record: readonly RecordedAnswer[]): (StateAroundStore & { store: unknown }) | null {
  const at = record.findIndex((entry) => entry.key === INIT_KEY);
  if (at < 0) return null;
  const entry = record[at];
  const body = entry.body as { data?: Record<string, unknown> } | null;
  if (!body?.data || typeof body.data !== 'object' || !('store' in body.data)) return null;
  const store = body.data.store;
  const marked = [...record];
  marked[at] = { ...entry, body: { ...body, data: { ...body.data, store: STORE_MARK } } };
  const text = serializeRecord(marked);
  const mark = serializeForPage(STORE_MARK);
  const start = text.indexOf(mark);
  if (start < 0 || text.indexOf(mark, start + 1) >= 0) return null;
  return { before: text.slice(0, start), after: text.slice(start + mark.length), store };
}

export type ServerRenderResult =
  | { kind: 'html'; html: string; state: string; stateAroundStore: StateAroundStore | null; modules: string[]; locale: string }
  | { kind: 'redirect'; location: string }
  /** The start-up call failed: the backend sends the page to be rendered in the browser. */
  | { kind: 'skip'; reason: string };

function cookieReader(header: string | undefined): (name: string) => string | null {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!values.has(name)) {
      try {
        values.set(name, decodeURIComponent(part.slice(at + 1).trim()));
      } catch {
        values.set(name, part.slice(at + 1).trim());
      }
    }
  }
  return (name) => values.get(name) ?? null;
}

export function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const shown = new Set<string>();
  return shownTexts.run(shown, () => renderPage(request, shown));
}

async function renderPage(request: ServerRenderRequest, shown: Set<string>): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://shop.internal');
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const record: RecordedAnswer[] = [];
  const cookie = request.cookie;
  const api = new ApiClient({
    baseUrl: 'http://shop.internal',
    fetch: recordingFetch((req) => {
      if (cookie) req.headers.set('cookie', cookie);
      return request.fetch(req);
    }, record),
    // The in-process transport adds the apiCode itself.
    apiCode: () => '',
    logger: { error: () => undefined },
  });
  const env: UiEnvironment = { reload: () => undefined, readCookie: cookieReader(cookie), writeCookie: () => undefined };
  const root = new RootStore(api, env, { server: true, renderSeeds: new RenderSeeds({}, randomSeed) });
  root.content.setComponentFilter((name) => Object.prototype.hasOwnProperty.call(pageComponents, name) || isAdminComponent(name));
  root.ui.setLocale(languageFromPath(location.pathname, locales, 'de'));

  if (!(await root.init())) return { kind: 'skip', reason: root.ui.initError ?? 'init failed' };
  const { decision, modules } = await prefetchRoute(root, location);
  if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.to };
  if (decision.kind === 'external') return { kind: 'redirect', location: decision.url };

  const html = await renderToString(
    <StrictMode>
      <StoreProvider store={root}>
        <StaticRouter location={request.url}>
          <App />
        </StaticRouter>
      </StoreProvider>
    </StrictMode>,
    request.timeoutMs ?? 10_000,
  );
  // The seeds the render drew (the login's arithmetic question) go along, so the hydration draws the same.
  const locale = isLocale(root.ui.locale) ? root.ui.locale : 'de';
  const full = [...record, ...seedEntries(root.renderSeeds.used), textsEntry(locale, textsOf(locale, shown))];
  // The record is serialised once: split around the store where it has one, the whole state joined from the parts.
  const around = splitAtStore(full);
  const state = around ? around.before + serializeForPage(around.store) + around.after : serializeRecord(full);
  return { kind: 'html', html, state, stateAroundStore: around && { before: around.before, after: around.after }, modules, locale: root.ui.locale };
}

/** React's streaming renderer, read to the end once every Suspense boundary is ready. */
function renderToString(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        done();
        if (failed) reject(failed);
        else resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large Suspense boundary into a separately revealed part: that needs an inline script
      // (refused by the page's CSP) and leaves the content hidden without JavaScript. The page goes out whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failed = error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`server render took longer than ${timeoutMs} ms`)), timeoutMs);
    sink.on('finish', () => clearTimeout(timer));
  });
}
