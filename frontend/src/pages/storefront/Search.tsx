import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LIST_QUERY_KEYS, MAX_RESULTS, pageCount, parseListState } from '@shop/domain';
import type { SearchResults, SearchTab } from '../../api/catalogue-contracts';
import type { PageProps } from '../../app/components';
import { useLocale, useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { CatalogueIcon } from '../../components/catalogue/CatalogueIcon';
import { Pagination } from '../../components/catalogue/Pagination';
import { ProductPopupHost } from '../../components/catalogue/ProductPopupHost';
import { ProductTable } from '../../components/catalogue/ProductTable';
import { Tabs, type TabDef } from '../../components/catalogue/Tabs';
import { SEARCH_PAGE_SIZE, searchOf, searchTermOfQuery } from '../../stores/SearchStore';
import { useStores } from '../../stores/StoreContext';
import '../../components/catalogue/catalogue.css';

const TABS: SearchTab[] = ['categories', 'products', 'miscellaneous'];
const COUNT_KEY: Record<SearchTab, keyof SearchResults['counts']> = {
  categories: 'productCategories',
  products: 'products',
  miscellaneous: 'others',
};

function isTab(value: string | null): value is SearchTab {
  return value !== null && (TABS as string[]).includes(value);
}

/** The tab to show: the one in the URL if it has results, else products, else the first with results. */
function pickTab(requested: string | null, results: SearchResults): SearchTab {
  if (isTab(requested) && results.counts[COUNT_KEY[requested]] > 0) return requested;
  if (results.counts.products > 0) return 'products';
  return TABS.find((tab) => results.counts[COUNT_KEY[tab]] > 0) ?? 'products';
}

/**
 * Search page (query searchterm or search, an underscore for a space; optional tab categories, products,
 * miscellaneous). Under 2 characters: searchTermTooShort (a prompt when empty, a warning for one
 * character). Otherwise results in tabs with counts ('1000+'), searchTooManyResults above 1000,
 * noSearchResults as a warning when nothing is found.
 */
const Search = observer(function Search({ page, locale }: PageProps) {
  const t = useT();
  const search = searchOf(useStores());
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const term = searchTermOfQuery(params);
  const requestedTab = params.get('tab');

  useEffect(() => {
    void search.loadPage(term, locale);
  }, [search, term, locale]);

  const state = search.page;
  const selectTab = (tab: string) => {
    const next = new URLSearchParams(location.search);
    next.set('tab', tab);
    next.delete('listPage');
    navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container page search-page">
      <h1>{term && state.status !== 'tooShort' ? t('searchResultsFor', { term }) : page.label}</h1>

      {state.status === 'tooShort' && (
        <p className={`message ${state.check.kind === 'warning' ? 'message--warning' : 'message--info'}`} role={state.check.kind === 'warning' ? 'alert' : undefined}>
          {t(state.check.messageId)}
        </p>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <Spinner logo={false} label={t('searching')} />}
      {state.status === 'error' && (
        <div className="message message--error" role="alert">
          <p>{t(state.error.code === 'NETWORK_ERROR' ? 'NETWORK_ERROR' : 'errorHasOccurred')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => search.retryPage(term, locale)}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && <Results results={state.results} tab={pickTab(requestedTab, state.results)} term={term} onSelect={selectTab} />}
      <ProductPopupHost />
    </div>
  );
});

const Results = observer(function Results({ results, tab, term, onSelect }: { results: SearchResults; tab: SearchTab; term: string; onSelect: (tab: string) => void }) {
  const t = useT();
  const total = results.counts.productCategories + results.counts.products + results.counts.others;
  if (total === 0) {
    return (
      <p className="message message--warning" role="alert">
        {t('noSearchResults')}
      </p>
    );
  }
  const label = (id: string, tabKey: SearchTab) => (
    <>
      {t(id)}
      <span className="tabs__count">{results.formattedCounts[COUNT_KEY[tabKey]]}</span>
    </>
  );
  const tabs: TabDef[] = TABS.map((id) => ({
    id,
    label: label(TAB_LABELS[id], id),
    content: results.counts[COUNT_KEY[id]] > 0 ? <TabContent results={results} tab={id} term={term} /> : null,
  }));
  return (
    <>
      {results.tooMany && (
        <p className="message message--warning" role="status">
          {t('searchTooManyResults', { max: MAX_RESULTS })}
        </p>
      )}
      <Tabs tabs={tabs} label={t('searchResults')} selected={tab} onSelect={onSelect} className="search-tabs" />
    </>
  );
});

const TAB_LABELS: Record<SearchTab, string> = {
  categories: 'searchTabCategories',
  products: 'searchTabProducts',
  miscellaneous: 'searchTabMiscellaneous',
};

/**
 * One tab's list. The first answer holds the first SEARCH_PAGE_SIZE entries of each list; further product
 * pages (listPage) and longer category or page lists are fetched for the tab.
 */
const TabContent = observer(function TabContent({ results, tab, term }: { results: SearchResults; tab: SearchTab; term: string }) {
  const t = useT();
  const locale = useLocale();
  const stores = useStores();
  const { config } = stores;
  const search = searchOf(stores);
  const location = useLocation();
  const count = Math.min(results.counts[COUNT_KEY[tab]], MAX_RESULTS);
  const pages = pageCount(count, SEARCH_PAGE_SIZE);
  const requested = parseListState(new URLSearchParams(location.search)).pageIndex;
  const pageIndex = tab === 'products' ? Math.min(requested, Math.max(0, pages - 1)) : 0;
  const needsFetch = tab === 'products' ? pageIndex > 0 : count > SEARCH_PAGE_SIZE;

  useEffect(() => {
    if (needsFetch) void search.loadTabPage(term, locale, tab, pageIndex);
  }, [search, needsFetch, term, locale, tab, pageIndex]);

  const extra = needsFetch ? search.tabPage(term, locale, tab, pageIndex) : undefined;
  if (needsFetch && (!extra || extra.status === 'loading')) return <Spinner logo={false} />;
  if (extra?.status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {t('errorHasOccurred')}
      </p>
    );
  }
  const data = extra?.status === 'ready' ? extra.data : results;

  if (tab === 'products') {
    const hrefFor = (index: number) => {
      const next = new URLSearchParams(location.search);
      next.set('tab', 'products');
      if (index > 0) next.set(LIST_QUERY_KEYS.page, String(index + 1));
      else next.delete(LIST_QUERY_KEYS.page);
      return `${location.pathname}?${next.toString()}`;
    };
    return (
      <>
        <ProductTable items={data.products} caption={t('searchTabProducts')} />
        <Pagination pageIndex={pageIndex} pageCount={pages} hrefFor={hrefFor} />
      </>
    );
  }
  if (tab === 'categories') {
    return (
      <ul className="result-links result-links--grid">
        {data.productCategories.map((category) => {
          const image = config.mediaUrl(category.image);
          return (
            <li key={category.id}>
              <Link className="result-links__link" to={category.path}>
                <span className="result-links__media" aria-hidden="true">
                  {image ? <img src={image} alt="" width="40" height="40" loading="lazy" /> : <Icon name="cube" size={20} />}
                </span>
                <span>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul className="result-links">
      {data.others.map((other) => (
        <li key={String(other.id)}>
          <Link className="result-links__link" to={other.path || other.href}>
            <span className="result-links__media" aria-hidden="true">
              <CatalogueIcon name="file" size={20} />
            </span>
            <span>{other.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});

export default Search;
