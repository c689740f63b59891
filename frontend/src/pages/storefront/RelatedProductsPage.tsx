import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { RelatedKind } from '../../api/catalogue-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { PagedProducts } from '../../components/catalogue/PagedProducts';
import { ProductPopupHost } from '../../components/catalogue/ProductPopupHost';
import { formatNumber } from '../../lib/format';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
import '../../components/catalogue/catalogue.css';

/**
 * All related articles of a product (query id): the fits-to page (heading followingArticlesFit) and the
 * combinable-products page. An unknown or missing id shows productIdUnknown.
 */
export const RelatedProductsPage = observer(function RelatedProductsPage({ page, locale, kind, headingId }: PageProps & { kind: RelatedKind; headingId: string }) {
  const t = useT();
  const catalogue = catalogueOf(useStores());
  const location = useLocation();
  const id = (new URLSearchParams(location.search).get('id') ?? '').trim();

  useEffect(() => {
    if (id) void catalogue.loadRelated(id, kind, locale);
  }, [catalogue, id, kind, locale]);

  const state = id ? catalogue.relatedState(id, kind, locale) : undefined;
  const unknown = !id || (state?.status === 'error' && (state.error.code === 'productIdUnknown' || state.error.code === 'NOT_FOUND'));

  return (
    <div className="container page related-page">
      {state?.status === 'ready' ? (
        <>
          <h1>{t(headingId, { product: state.data.product.name })}</h1>
          <p className="related-page__meta">
            <Link to={state.data.product.path}>
              <Icon name="chevronRight" size={14} className="rotate-180" /> {t('backToProduct', { name: state.data.product.name })}
            </Link>
            <span className="related-page__count">{t('productCount', { count: formatNumber(state.data.total, locale) })}</span>
          </p>
          {state.data.items.length === 0 ? (
            <p className="message message--info">{t('noProductsFound')}</p>
          ) : (
            <PagedProducts items={state.data.items} caption={t(headingId, { product: state.data.product.name })} />
          )}
        </>
      ) : (
        <h1>{page.label}</h1>
      )}
      {unknown && (
        <p className="message message--error" role="alert">
          {t('productIdUnknown')}
        </p>
      )}
      {!unknown && state?.status === 'error' && (
        <p className="message message--error" role="alert">
          {t(state.error.code === 'NETWORK_ERROR' ? 'NETWORK_ERROR' : 'errorHasOccurred')}
        </p>
      )}
      {!unknown && (!state || state.status === 'loading') && <Spinner logo={false} />}
      <ProductPopupHost />
    </div>
  );
});
