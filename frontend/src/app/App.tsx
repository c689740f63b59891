import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useStores } from '../stores/StoreContext';
import { useT } from './RouteContext';
import { Shell } from './Shell';

/** One catch-all route: the route layer (Shell) resolves pages from the init data itself. */
function createRouter() {
  return createBrowserRouter([{ path: '*', Component: Shell }]);
}

/** Start-up states: loading (spinner, or an error with retry), init fetched, app shown. */
export const App = observer(function App() {
  const root = useStores();
  const { ui } = root;
  if (ui.loadingState === 'loading') return ui.initError ? <InitFailed /> : <Spinner fullPage />;
  return <Router />;
});

function Router() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}

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
