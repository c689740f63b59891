/**
 * The admin app's entry (ADR 0023): its own HTML shell (admin.html), its own bundle, rendered in the
 * browser only. It shares the API client, the stores and the UI components with the storefront; the
 * storefront's entry imports nothing of this (checked by test/api/admin-spa-bundle.e2e-spec.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { locales } from '@shop/i18n';
import { ApiClient } from '../api/client';
import { languageFromPath } from '../app/route-layer';
import { loadTexts, needTextArea } from '../i18n/texts';
import { isAdminComponent } from '../components/layout/frame';
import { browserEnvironment } from '../stores/UiStore';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import { ADMIN_PRELOAD_ERROR_EVENT, isAdminPageBuilt } from './admin-registry';
import { AdminApp } from './AdminApp';
import '../styles/tokens.css';
import '../styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in admin.html');

const store = new RootStore(new ApiClient(), browserEnvironment);
// Admin pages are offered when built here; the storefront's pages are the storefront's to answer.
store.content.setComponentFilter((name) => !isAdminComponent(name) || isAdminPageBuilt(name));
store.ui.setLocale(languageFromPath(window.location.pathname, locales, 'de'));
store.bindDocument();

window.addEventListener(ADMIN_PRELOAD_ERROR_EVENT, (event) => {
  const payload = (event as Event & { payload?: unknown }).payload;
  store.reportError('preload error', String(payload), `preload:${String(payload)}`);
  const key = 'shop:admin-preload-reload';
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

// The admin app's texts beside the storefront's, in the page's language (the other one loads on a switch).
await loadTexts(store.ui.locale);
await needTextArea('admin');

createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <BrowserRouter>
        <AdminApp />
      </BrowserRouter>
    </StoreProvider>
  </StrictMode>,
);
void store.init();
