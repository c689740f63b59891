import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { locales } from '@shop/i18n';
import { ApiClient } from './api/client';
import { parseRecord, recordedSeeds, recordedTexts, replayingFetch } from './api/replay';
import { App } from './app/App';
import { PRELOAD_ERROR_EVENT, pageComponents } from './app/components';
import { isAdminComponent } from './components/layout/Layout';
import { preloadOnIntent } from './app/link-preload';
import { prefetchRoute } from './app/prefetch';
import { languageFromPath } from './app/route-layer';
import { completePageTexts, loadTexts, startFromPageTexts } from './i18n/texts';
import { SSR_STATE_ID } from './ssr/constants';
import { RenderSeeds } from './ssr/render-seeds';
import { browserEnvironment } from './stores/UiStore';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import './styles/tokens.css';
import './styles/global.css';

// A server-rendered page carries the API answers it was rendered from (docs/decisions/0011).
const record = parseRecord(document.getElementById(SSR_STATE_ID)?.textContent);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
const serverRendered = record !== null && container.firstElementChild !== null;

const api = new ApiClient(serverRendered ? { fetch: replayingFetch(record, (request) => globalThis.fetch(request)) } : {});
const store = new RootStore(api, browserEnvironment, { hydrating: serverRendered, renderSeeds: new RenderSeeds(serverRendered ? recordedSeeds(record ?? []) : {}) });
// Only pages that are built are offered in links and menus.
store.content.setComponentFilter((name) => Object.prototype.hasOwnProperty.call(pageComponents, name) || isAdminComponent(name));
// Start-up: the language is picked from the first part of the browser path.
store.ui.setLocale(languageFromPath(window.location.pathname, locales, 'de'));
store.bindDocument();
preloadOnIntent(store);

// A chunk that fails to load (usually after a deployment) is reported; the page reloads once to fetch the
// new build. The route layer shows "page unavailable" if it still fails.
window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
  const payload = (event as Event & { payload?: unknown }).payload;
  store.reportError('preload error', String(payload), `preload:${String(payload)}`);
  const key = 'shop:preload-reload';
  if (!sessionStorage.getItem(key)) {
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  }
});

window.addEventListener('error', (event) => {
  store.reportError(String(event.message), `${event.filename}:${event.lineno}:${event.colno}`, `error:${event.message}`);
});
window.addEventListener('unhandledrejection', (event) => {
  store.reportError('unhandled rejection', String(event.reason), `rejection:${String(event.reason)}`);
});

const app = (
  <StrictMode>
    <StoreProvider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StoreProvider>
  </StrictMode>
);

async function start(): Promise<void> {
  // A server-rendered page carries the texts it shows: it hydrates with them, without waiting for the rest of
  // its language's texts (ADR 0060). Otherwise the page's texts are there before the first render.
  const locale = store.ui.locale;
  const pageTexts = serverRendered ? recordedTexts(record ?? [], locale) : null;
  if (pageTexts) {
    startFromPageTexts(locale, pageTexts);
    // Asked for at once, not preloaded: it arrives while the page hydrates, usually before the parts shown only
    // after hydration (slider buttons, the cart's forms) render, so they seldom render without their texts.
    void completePageTexts(locale);
  } else await loadTexts(locale);
  if (serverRendered) {
    // The same start-up and page calls as on the server, answered from the record: the stores hold what
    // the server rendered, so the first render matches the HTML. Then browser-only state (the stored cart).
    if (await store.init()) await prefetchRoute(store, window.location);
    // Hydration as a transition: React does it in slices and yields to the browser between them, so the
    // page answers input while it hydrates (no long task for the whole page).
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(container!, app, {
        onRecoverableError: (error) => store.reportError('hydration error', String(error), `hydration:${String(error)}`),
      });
    });
    return;
  }
  createRoot(container!).render(app);
  await store.init();
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start();
