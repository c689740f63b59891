import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, type Locale } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import { isAdminComponent, Layout, MAIN_ID } from '../components/layout/Layout';
import { PageUnavailable } from '../components/PageUnavailable';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import type { RootStore } from '../stores/RootStore';
import { useStores } from '../stores/StoreContext';
import { CatalogueResolverPage } from './catalogue-pages';
import { getPageComponent } from './components';
import { GuardedPage } from './GuardedPage';
import { usePageHead, type PageHeadData } from './PageHead';
import { RouteContext, useT, type CurrentRoute } from './RouteContext';
import { decideRoute } from './route-decision';
import { fillPath } from './route-layer';

/** Consecutive redirects without a page shown; guards against redirect loops in the configuration. */
let redirectChain = 0;
const MAX_REDIRECTS = 10;

/**
 * The route layer as a component: resolves the location (redirects, trailing slash, language roots, page
 * lookup, access conditions), keeps locale, head, scroll position and page-view tracking in step, and
 * renders the page inside the layout.
 */
export const Shell = observer(function Shell() {
  const root = useStores();
  const { ui, tracking } = root;
  const location = useLocation();

  const decision = decideRoute(root, location);
  const locale: Locale = isLocale(decision.locale) ? decision.locale : 'de';
  const shown = decision.kind === 'page' || decision.kind === 'catalogue' || decision.kind === 'unavailable';
  const page = decision.kind === 'page' ? decision.page : null;
  const params = decision.kind === 'page' ? decision.params : null;

  useLayoutEffect(() => {
    ui.setLocale(locale);
  }, [ui, locale]);

  // Start-up: the app is shown.
  useEffect(() => {
    if (ui.loadingState === 'initFetched') ui.setLoadingState('ready');
  }, [ui]);

  // The drawer closes on every route change.
  useEffect(() => {
    ui.closeDrawer();
  }, [ui, location.pathname, location.search]);

  // Each path change: scroll to the top, page-view tracking, focus to the main region (not on first load).
  const firstView = useRef(true);
  useEffect(() => {
    if (!shown) return;
    redirectChain = 0;
    window.scrollTo(0, 0);
    tracking.pageView(location.pathname, location.search);
    if (!firstView.current) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    firstView.current = false;
    // The query is sent along, but only a path change counts as a new page view (so it is no dependency).
  }, [shown, location.pathname, tracking]);

  usePageHead(page ? buildHead(root, page, params ?? {}, location.pathname) : null, location.pathname);

  const paramsKey = JSON.stringify(params ?? {});
  const route = useMemo<CurrentRoute>(
    () => ({ locale, page, params: JSON.parse(paramsKey) as Record<string, string> }),
    [locale, page, paramsKey],
  );

  if (decision.kind === 'redirect') return <InAppRedirect to={decision.to} />;
  if (decision.kind === 'external') return <FullPageRedirect url={decision.url} />;
  // The admin area is an app of its own (ADR 0023): its pages load as a page of the admin app.
  if (page && isAdminComponent(page.component)) return <ToAdminApp url={`${location.pathname}${location.search}${location.hash}`} />;

  return (
    <RouteContext.Provider value={route}>
      <Layout>
        {decision.kind === 'page' && <PageOutlet page={decision.page} params={decision.params} locale={locale} />}
        {decision.kind === 'catalogue' && <CatalogueResolver key={location.pathname} />}
        {decision.kind === 'unavailable' && <PageUnavailable />}
      </Layout>
    </RouteContext.Provider>
  );
});

function buildHead(root: RootStore, page: Webpage, params: Record<string, string>, pathname: string): PageHeadData {
  const { config, content } = root;
  const brand = config.brandShortName;
  const translations = content.translationsOf(page);
  const alternates = translations
    .map((p) => ({ hreflang: p.locale, path: fillPath(p.path, params) }))
    .filter((a): a is { hreflang: string; path: string } => a.path !== null)
    .map((a) => ({ hreflang: a.hreflang, href: config.absoluteUrl(a.path) }));
  const fallback = alternates.find((a) => a.hreflang === config.defaultLocale);
  if (alternates.length > 1 && fallback) alternates.push({ hreflang: 'x-default', href: fallback.href });
  // The init payload carries no page image (the server leaves it out), so there is no page share image.
  const image = config.mediaUrl(null);
  // Pages without their own description borrow the home page's one (same locale).
  const homeCode = content.webpages.find((p) => p.locale === page.locale && p.path === config.homepagePath(page.locale))?.code;
  const description = page.description || (homeCode ? content.page(homeCode, page.locale)?.description : '') || '';
  return {
    title: brand ? `${page.label} | ${brand}` : page.label,
    description,
    robots: page.robots || 'index,follow',
    canonical: config.absoluteUrl(pathname),
    alternates,
    locale: page.locale,
    siteName: config.brand?.longName ?? brand,
    themeColor: config.themeColor,
    image: image ? config.absoluteUrl(image) : null,
  };
}

/** Renders the registered page component; unknown components are logged, reported and answered politely. */
const PageOutlet = observer(function PageOutlet({ page, params, locale }: { page: Webpage; params: Record<string, string>; locale: Locale }) {
  const Component = getPageComponent(page.component);
  if (!Component) return <UnknownComponent page={page} />;
  return <GuardedPage Component={Component} page={page} params={params} locale={locale} />;
});

function UnknownComponent({ page }: { page: Webpage }) {
  const root = useStores();
  useEffect(() => {
    const message = `Unknown route component "${page.component}"`;
    console.error(message, { path: page.path, code: page.code });
    root.reportError(message, { component: page.component, path: page.path, code: page.code }, `unknown-component:${page.component}`);
  }, [root, page.component, page.path, page.code]);
  return <PageUnavailable />;
}

/** In-app redirect (history replace), with a loop guard. */
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

/** The path the storefront was loaded with (null on the server). */
const loadedPath = typeof window !== 'undefined' ? window.location.pathname : null;

/**
 * An admin page: loaded as a page of its own (the server answers admin paths with the admin app). The path
 * the storefront was loaded with is no link followed but a misrouted request: shown as unavailable, never
 * reloaded in a loop.
 */
function ToAdminApp({ url }: { url: string }) {
  const misrouted = loadedPath === null || url.split(/[?#]/)[0] === loadedPath;
  useEffect(() => {
    if (!misrouted) window.location.assign(url);
  }, [url, misrouted]);
  return misrouted ? <PageUnavailable /> : null;
}

/** Full-page redirect (location.assign) with a spinner meanwhile. */
function FullPageRedirect({ url }: { url: string }) {
  const t = useT();
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return <Spinner fullPage label={t('redirecting')} />;
}

/**
 * The catalogue's resolver: its code loads with the first catalogue page, a spinner meanwhile; code that fails to
 * load (reported by its loader) gives "page unavailable", as a page does (GuardedPage), not a blank screen.
 */
const CatalogueResolver = observer(function CatalogueResolver() {
  const t = useT();
  return (
    <ErrorBoundary fallback={<PageUnavailable />}>
      <Suspense fallback={<Spinner label={t('pageLoading')} />}>
        <CatalogueResolverPage />
      </Suspense>
    </ErrorBoundary>
  );
});
