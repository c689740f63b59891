import { observer } from 'mobx-react-lite';
import { Suspense, type ComponentType } from 'react';
import type { Locale } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageUnavailable } from '../components/PageUnavailable';
import { Spinner } from '../components/Spinner';
import { useStores } from '../stores/StoreContext';
import type { PageProps } from './components';
import { useT } from './RouteContext';

/**
 * One page component as the storefront and the admin app render it: a failure inside it is logged, reported
 * and answered with "page unavailable" instead of a blank screen; while its chunk loads, a spinner.
 */
export const GuardedPage = observer(function GuardedPage({
  Component,
  page,
  params,
  locale,
}: {
  Component: ComponentType<PageProps>;
  page: Webpage;
  params: Record<string, string>;
  locale: Locale;
}) {
  const root = useStores();
  const t = useT();
  return (
    <ErrorBoundary
      key={`${page.id}:${page.path}`}
      fallback={<PageUnavailable />}
      onError={(error) => {
        console.error(`Page component "${page.component}" failed`, error);
        root.reportError(`Page component "${page.component}" failed`, { path: page.path, error: String(error) }, `page-error:${page.component}`);
      }}
    >
      <Suspense fallback={<Spinner label={t('pageLoading')} />}>
        <Component page={page} params={params} locale={locale} />
      </Suspense>
    </ErrorBoundary>
  );
});
