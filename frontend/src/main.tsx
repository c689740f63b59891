import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { locales } from '@shop/i18n';
import { App } from './app/App';
import { PRELOAD_ERROR_EVENT, pageComponents } from './app/components';
import { languageFromPath } from './app/route-layer';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import './styles/tokens.css';
import './styles/global.css';

const store = new RootStore();
// Only pages that are built are offered in links and menus.
store.content.setComponentFilter((name) => Object.prototype.hasOwnProperty.call(pageComponents, name));
store.search.setPageFilter((path) => store.content.offers(path));
// Start-up: the language is picked from the first part of the browser path.
store.ui.setLocale(languageFromPath(window.location.pathname, locales, 'de'));
store.bindDocument();

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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);

void store.init();
