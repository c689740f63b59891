import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { isLocale, type Locale } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import { isAdminComponent, MAIN_ID } from '../components/layout/frame';
import { PageUnavailable } from '../components/PageUnavailable';
import { Spinner } from '../components/Spinner';
import AdminFrame from '../pages/admin/AdminFrame';
import { GuardedPage } from '../app/GuardedPage';
import { usePageHead } from '../app/PageHead';
import { RouteContext, useT, type CurrentRoute } from '../app/RouteContext';
import { decideRoute } from '../app/route-decision';
import type { RootStore } from '../stores/RootStore';
import { useStores } from '../stores/StoreContext';
import { getAdminPageComponent } from './admin-registry';

/** Start-up (spinner, or an error with retry), then the admin route layer for every path. */
export const AdminApp = observer(function AdminApp() {
  const root = useStores();
  const t = useT();
  const { ui } = root;
  if (ui.starting) {
    if (!ui.initError) return <Spinner fullPage />;
    return (
      <main className="init-failed" id={MAIN_ID}>
        <h1>{t('initFailed')}</h1>
        <p role="alert">{t('initFailedHint')}</p>
        <button type="button" className="button button--primary" onClick={() => void root.init()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  return (
    <Routes>
      <Route path="*" element={<AdminShell />} />
    </Routes>
  );
});

let redirectChain = 0;
const MAX_REDIRECTS = 10;
/** The path the admin app was loaded with: a storefront page there is a misrouted request, not a link. */
const loadedPath = typeof window !== 'undefined' ? window.location.pathname : '';

/**
 * The admin app's route layer: the same decision as the storefront's (redirects, access conditions, pages),
 * rendered inside the admin frame. A storefront page or catalogue path is the storefront's: the browser
 * loads it as a page of its own (the admin bundle renders no storefront page).
 */
const AdminShell = observer(function AdminShell() {
  const root = useStores();
  const { ui } = root;
  const location = useLocation();
  const decision = decideRoute(root, location);
  const locale: Locale = isLocale(decision.locale) ? decision.locale : 'de';
  const page = decision.kind === 'page' ? decision.page : null;
  const params = decision.kind === 'page' ? decision.params : null;
  const leaves = decision.kind === 'catalogue' || (page !== null && !isAdminComponent(page.component));

  useLayoutEffect(() => {
    ui.setLocale(locale);
  }, [ui, locale]);
  useEffect(() => {
    if (ui.loadingState === 'initFetched') ui.setLoadingState('ready');
  }, [ui]);

  // Each path change: to the top, focus to the main region (not on first load). Admin views are not tracked.
  const firstView = useRef(true);
  useEffect(() => {
    if (decision.kind !== 'page' && decision.kind !== 'unavailable') return;
    redirectChain = 0;
    window.scrollTo(0, 0);
    if (!firstView.current) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    firstView.current = false;
  }, [decision.kind, location.pathname]);

  usePageHead(page && !leaves ? adminHead(root, page, location.pathname) : null, location.pathname);

  const paramsKey = JSON.stringify(params ?? {});
  const route = useMemo<CurrentRoute>(() => ({ locale, page, params: JSON.parse(paramsKey) as Record<string, string> }), [locale, page, paramsKey]);

  if (decision.kind === 'redirect') return <InAppRedirect to={decision.to} />;
  if (decision.kind === 'external') return <LeaveAdmin url={decision.url} />;
  if (leaves) return <LeaveAdmin url={`${location.pathname}${location.search}${location.hash}`} />;

  return (
    <RouteContext.Provider value={route}>
      <AdminFrame>{page && params ? <AdminPageOutlet page={page} params={params} locale={locale} /> : <PageUnavailable />}</AdminFrame>
    </RouteContext.Provider>
  );
});

function adminHead(root: RootStore, page: Webpage, pathname: string) {
  const brand = root.config.brandShortName;
  return {
    title: brand ? `${page.label} | ${brand}` : page.label,
    description: '',
    // The admin area is never indexed (the server's shell says so too).
    robots: 'noindex,nofollow',
    canonical: root.config.absoluteUrl(pathname),
    alternates: [],
    locale: page.locale,
    siteName: root.config.brand?.longName ?? brand,
    themeColor: root.config.themeColor,
    image: null,
  };
}

const AdminPageOutlet = observer(function AdminPageOutlet({ page, params, locale }: { page: Webpage; params: Record<string, string>; locale: Locale }) {
  const root = useStores();
  const Component = getAdminPageComponent(page.component);
  useEffect(() => {
    if (Component) return;
    root.reportError(`Unknown admin component "${page.component}"`, { path: page.path, code: page.code }, `unknown-component:${page.component}`);
  }, [Component, root, page.component, page.path, page.code]);
  if (!Component) return <PageUnavailable />;
  return <GuardedPage Component={Component} page={page} params={params} locale={locale} />;
});

function InAppRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const [looped, setLooped] = useState(false);
  useEffect(() => {
    redirectChain += 1;
    if (redirectChain > MAX_REDIRECTS) {
      console.error(`Redirect loop detected at ${to}`);
      setLooped(true);
      return;
    }
    navigate(to, { replace: true });
  }, [navigate, to]);
  return looped ? <PageUnavailable /> : null;
}

/**
 * To a page outside the admin app: a full page load. The path the app was loaded with is no link followed
 * (the server sent the admin shell for a storefront path): shown as unavailable rather than reloaded forever.
 */
function LeaveAdmin({ url }: { url: string }) {
  const t = useT();
  const misrouted = url.split(/[?#]/)[0] === loadedPath && !/^https?:/.test(url);
  useEffect(() => {
    if (!misrouted) window.location.assign(url);
  }, [url, misrouted]);
  return misrouted ? <PageUnavailable /> : <Spinner fullPage label={t('redirecting')} />;
}
