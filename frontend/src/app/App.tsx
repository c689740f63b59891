import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useStores } from '../stores/StoreContext';
import { useT } from './RouteContext';
import { Shell } from './Shell';

/**
 * Start-up states: loading (spinner, or an error with retry), init fetched, app shown. One catch-all route:
 * the route layer (Shell) resolves pages from the init data itself. The router around it is the browser's
 * (main.tsx) or, on the server, a static one (entry-server.tsx).
 */
export const App = observer(function App() {
  const root = useStores();
  const { ui } = root;
  // Browser-only state (the stored cart) shows once the first render is committed — on a server-rendered page
  // once it is hydrated, so that render matches the server's HTML. (The tree must stay the same on both sides:
  // an extra sibling would change every useId below it.)
  useEffect(() => root.hydrated(), [root]);
  if (ui.starting) return ui.initError ? <InitFailed /> : <Spinner fullPage />;
  return (
    <Routes>
      <Route path="*" element={<Shell />} />
    </Routes>
  );
});

const InitFailed = observer(function InitFailed() {
  const t = useT();
  const root = useStores();
  return (
    <main className="init-failed" id="main-content">
      <img src="/logo.svg" alt="" width="180" height="48" />
      <h1>{t('initFailed')}</h1>
      <p role="alert">{t('initFailedHint')}</p>
      <button type="button" className="button button--primary" onClick={() => void root.init()}>
        {t('retry')}
      </button>
    </main>
  );
});
