import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Filter } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { formatNumber } from '../../lib/format';
import { productListOf, type ProductListStore } from '../../stores/ProductListStore';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { formatDecimal } from './catalogue-format';
import { CatalogueIcon } from './CatalogueIcon';
import { FilterDropdown } from './FilterDropdown';
import { Pagination } from './Pagination';
import { ProductGrid, ProductTable } from './ProductTable';
import '../../styles/forms.css';

/**
 * The server-driven product list of a category: filters, active-filter summary, sort, search box,
 * table/grid switch, product count, numbered pagination. The state lives in the URL query (see
 * ProductListStore); this component only mirrors the location into the store and renders.
 */
export const ProductList = observer(function ProductList({
  categoryId,
  headingId,
  defaultLayout,
}: {
  categoryId: string;
  headingId?: string;
  /** The category's configured layout (used while the URL has no listLayout). */
  defaultLayout?: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const store = productListOf(useStores());
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    store.attach((query, { replace }) => navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace, preventScrollReset: true }));
    return () => store.attach(null);
  }, [store, navigate, location.pathname]);

  useEffect(() => {
    void store.sync(categoryId, location.search, locale, defaultLayout);
  }, [store, categoryId, location.search, locale, defaultLayout]);

  const page = store.page;
  const loading = store.status === 'loading';

  return (
    <section className="plist" aria-labelledby={headingId} aria-busy={loading}>
      <ListToolbar store={store} />
      <ActiveFilters store={store} />
      {store.status === 'error' && !loading && (
        <div className="message message--error" role="alert">
          <p>{t(store.error?.code === 'NETWORK_ERROR' ? 'NETWORK_ERROR' : 'errorHasOccurred')}</p>
          <button type="button" className="button button--secondary button--small" onClick={store.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {!page && loading && <Spinner logo={false} />}
      {page && (
        <div className={`plist__body${loading ? ' is-loading' : ''}`}>
          {store.removedFilterHeadings.length > 0 && (
            <p className="message message--info plist__pruned" role="status">
              {t('filtersRemovedNotice', { filters: store.removedFilterHeadings.join(', ') })}
            </p>
          )}
          <p className="plist__count" role="status">
            {t('productCount', { count: formatNumber(page.total, locale) })}
            {page.pageCount > 1 && (
              <span className="plist__range">
                {' '}
                {t('showingRange', {
                  from: formatNumber(page.pageIndex * page.pageSize + 1, locale),
                  to: formatNumber(Math.min(page.total, (page.pageIndex + 1) * page.pageSize), locale),
                })}
              </span>
            )}
          </p>
          {page.items.length === 0 ? (
            <div className="message message--info plist__empty">
              <p>{t('noProductsFound')}</p>
              {store.hasActiveFilters && (
                <button type="button" className="button button--secondary button--small" onClick={store.resetFilters}>
                  {t('resetFilters')}
                </button>
              )}
            </div>
          ) : store.layout === 'grid' ? (
            <ProductGrid items={page.items} />
          ) : (
            <ProductTable items={page.items} columns={page.columns} caption={t('productListCaption')} />
          )}
          <Pagination
            pageIndex={page.pageIndex}
            pageCount={page.pageCount}
            hrefFor={(index) => {
              const query = store.pageQuery(index);
              return `${location.pathname}${query ? `?${query}` : ''}`;
            }}
            onSelect={(index) => {
              store.setPage(index);
              document.getElementById(headingId ?? '')?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      )}
    </section>
  );
});

const ListToolbar = observer(function ListToolbar({ store }: { store: ProductListStore }) {
  const t = useT();
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const page = store.page;
  const filters = store.filters;
  const active = Object.keys(store.state.filters).length;
  return (
    <div className="plist__toolbar">
      {filters.length > 0 && (
        <>
          {/* Small screens: the filters fold away behind this button. */}
          <button
            type="button"
            className="plist__filter-toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <CatalogueIcon name="filter" size={16} /> {t('filters')}
            {active > 0 && <span className="fdrop__badge">{active}</span>}
            <Icon name="chevronDown" size={16} className={filtersOpen ? 'rotate-180' : undefined} />
          </button>
          <div id={`${id}-filters`} className={`plist__filters${filtersOpen ? ' is-open' : ''}`} role="group" aria-label={t('filters')}>
            <span className="plist__filters-label" aria-hidden="true">
              <CatalogueIcon name="filter" size={16} /> {t('filters')}
            </span>
            {filters.map((filter) => (
              <FilterDropdown key={filter.id} filter={filter} store={store} />
            ))}
          </div>
        </>
      )}
      <div className="plist__controls">
        <form
          className="plist__search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            store.commitSearch();
          }}
        >
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t('listSearchLabel')}
          </label>
          <Icon name="search" size={16} className="plist__search-icon" />
          <input
            id={`${id}-search`}
            type="search"
            className="field__control plist__search-input"
            value={store.searchInput}
            placeholder={t('listSearchPlaceholder')}
            onChange={(e) => store.setSearchInput(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </form>
        {page && page.sorts.length > 0 && (
          <div className="plist__sort">
            <label htmlFor={`${id}-sort`}>{t('sortBy')}</label>
            <select id={`${id}-sort`} className="field__control field__control--select" value={store.sort} onChange={(e) => store.setSort(e.target.value)}>
              {!page.sorts.some((s) => s.name === store.sort) && <option value="">{t('sortDefault')}</option>}
              {page.sorts.map((sort) => (
                <option key={sort.name} value={sort.name}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="plist__layout" role="group" aria-label={t('layout')}>
          <button type="button" className="icon-button" aria-pressed={store.layout === 'table'} onClick={() => store.setLayout('table')}>
            <CatalogueIcon name="table" />
            <span className="visually-hidden">{t('layoutTable')}</span>
          </button>
          <button type="button" className="icon-button" aria-pressed={store.layout === 'grid'} onClick={() => store.setLayout('grid')}>
            <CatalogueIcon name="grid" />
            <span className="visually-hidden">{t('layoutGrid')}</span>
          </button>
        </div>
      </div>
    </div>
  );
});

function optionLabel(filter: Filter | undefined, code: string): string {
  const option = filter?.values.find((v) => v.value === code);
  const label = option?.label ?? code;
  const unit = filter?.measuringUnit;
  return unit && !label.endsWith(unit) ? `${label} ${unit}` : label;
}

/** Active filters and the search text as removable chips, with reset. */
const ActiveFilters = observer(function ActiveFilters({ store }: { store: ProductListStore }) {
  const t = useT();
  const locale = useLocale();
  const selection = Object.entries(store.state.filters);
  const search = store.state.search;
  if (selection.length === 0 && search === '') return null;
  const byId = new Map(store.filters.map((f) => [f.id, f]));
  const chips: { key: string; text: string; remove: () => void }[] = [];
  if (search !== '') chips.push({ key: 'search', text: `${t('listSearchChip')}: „${search}“`, remove: store.clearSearch });
  for (const [attributeId, selected] of selection) {
    const filter = byId.get(attributeId);
    const heading = filter?.heading ?? attributeId;
    if (selected.type === 'multiSelect') {
      for (const code of selected.values) {
        chips.push({
          key: `${attributeId}:${code}`,
          text: `${heading}: ${optionLabel(filter, code)}`,
          remove: () => store.toggleFilterValue(attributeId, code),
        });
      }
    } else {
      const unit = filter?.measuringUnit ? ` ${filter.measuringUnit}` : '';
      const from = selected.min !== undefined ? formatDecimal(selected.min, locale, 6) : '';
      const to = selected.max !== undefined ? formatDecimal(selected.max, locale, 6) : '';
      const text = from && to ? `${from}–${to}${unit}` : from ? `≥ ${from}${unit}` : `≤ ${to}${unit}`;
      chips.push({ key: attributeId, text: `${heading}: ${text}`, remove: () => store.clearFilter(attributeId) });
    }
  }
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('activeFilters')}</h2>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="chip" onClick={chip.remove}>
              <span>{chip.text}</span>
              <Icon name="close" size={14} />
              <span className="visually-hidden">{t('removeFilter')}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button active-filters__reset" onClick={store.resetFilters}>
        {t('resetFilters')}
      </button>
    </div>
  );
});
