import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@shop/i18n';
import type { CategoryDetail, ProductDetail, ResolveResult } from '../../api/catalogue-contracts';
import { usePageHead, type PageHeadData } from '../../app/PageHead';
import { CategoryPage, ProductPage } from '../../app/catalogue-pages';
import { useLocale, useT } from '../../app/RouteContext';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageUnavailable } from '../../components/PageUnavailable';
import { Spinner } from '../../components/Spinner';
import type { RootStore } from '../../stores/RootStore';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';


/**
 * A path that matches no web page: resolved through GET /catalogue/resolve into a product page, a
 * category page, or (kind none) a redirect to the home page of the locale; a spinner meanwhile. The
 * translated paths of the answer go to `content.alternatePaths`, which the language switcher prefers.
 */
const CatalogueResolver = observer(function CatalogueResolver() {
  const t = useT();
  const locale = useLocale();
  const root = useStores();
  const { content } = root;
  const catalogue = catalogueOf(root);
  const location = useLocation();
  const path = location.pathname;
  const state = catalogue.resolveState(path, locale);

  useEffect(() => {
    void catalogue.resolve(path, locale);
  }, [catalogue, path, locale]);

  const answer: ResolveResult | null = state?.status === 'ready' ? state.data : null;
  const notFound = state?.status === 'error' && (state.error.code === 'NOT_FOUND' || state.error.code === 'productIdUnknown');
  const alternates = answer?.kind === 'product' ? answer.product.alternates : answer?.kind === 'category' ? answer.category.alternates : null;

  useEffect(() => {
    content.setAlternatePaths(alternates ?? null);
  }, [content, alternates]);
  useEffect(() => () => content.setAlternatePaths(null), [content]);

  usePageHead(answer ? headFor(root, answer, locale) : null, path);

  if (answer?.kind === 'none' || notFound) return <GoHome />;
  if (state?.status === 'error') {
    return (
      <div className="container page page--narrow">
        <p className="message message--error" role="alert">
          {t(state.error.code === 'NETWORK_ERROR' ? 'NETWORK_ERROR' : 'errorHasOccurred')}
        </p>
        <button type="button" className="button button--primary" onClick={() => void catalogue.resolve(path, locale, true)}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!answer) return <Loading />;
  return (
    <ErrorBoundary
      fallback={<PageUnavailable />}
      onError={(error) => {
        console.error('Catalogue page failed', error);
        root.reportError('Catalogue page failed', { path, error: String(error) }, `catalogue-error:${path}`);
      }}
    >
      <Suspense fallback={<Loading />}>
        {answer.kind === 'product' && <ProductPage product={answer.product} />}
        {answer.kind === 'category' && <CategoryPage category={answer.category} />}
      </Suspense>
    </ErrorBoundary>
  );
});

function Loading() {
  const t = useT();
  return (
    <div className="container page page--centered">
      <Spinner label={t('pageLoading')} />
    </div>
  );
}

/** Nothing matches: to the home page of the locale (history replace), as the spec asks. */
const GoHome = observer(function GoHome() {
  const locale = useLocale();
  const { config, content } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const home =
    config.homepagePath(locale) ??
    config.homepagePath(config.defaultLocale) ??
    content.pathFor('adminInstall', locale) ??
    content.pathFor('adminInstall', config.defaultLocale);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!home || home === location.pathname) {
      setStuck(true);
      return;
    }
    navigate(home, { replace: true });
  }, [home, location.pathname, navigate]);
  return stuck ? <PageUnavailable /> : <Loading />;
});

function headFor(root: RootStore, answer: ResolveResult, locale: Locale): PageHeadData | null {
  if (answer.kind === 'none') return null;
  const { config } = root;
  const brand = config.brandShortName;
  const item: ProductDetail | CategoryDetail = answer.kind === 'product' ? answer.product : answer.category;
  const name = item.name;
  const description =
    answer.kind === 'product'
      ? answer.product.metaDescription || answer.product.shortDescription || ''
      : answer.category.description || '';
  const alternates = Object.entries(item.alternates)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([hreflang, path]) => ({ hreflang, href: config.absoluteUrl(path) }));
  const fallback = alternates.find((a) => a.hreflang === config.defaultLocale);
  if (alternates.length > 1 && fallback) alternates.push({ hreflang: 'x-default', href: fallback.href });
  const imageSrc = answer.kind === 'product' ? answer.product.image : answer.category.featuredImage?.src;
  const image = config.mediaUrl(imageSrc);
  return {
    title: brand ? `${name} | ${brand}` : name,
    description,
    robots: 'index,follow',
    canonical: config.absoluteUrl(item.path),
    alternates,
    locale,
    siteName: config.brand?.longName ?? brand,
    themeColor: config.themeColor,
    image: image ? config.absoluteUrl(image) : null,
  };
}

export default CatalogueResolver;
