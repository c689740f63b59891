import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchTermFromUrl, searchTermToUrl } from '@shop/domain';
import { useCurrentRoute, useLocale, useT } from '../../app/RouteContext';
import { searchOf, type DropdownEntry } from '../../stores/SearchStore';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { CatalogueIcon } from './CatalogueIcon';
// Its styles come with the header (components/layout/Header.tsx): the server-rendered field is styled before this code arrives.

const GROUP_LABELS: Record<Exclude<DropdownEntry['group'], 'all'>, string> = {
  productCategories: 'searchTabCategories',
  products: 'searchTabProducts',
  others: 'searchTabMiscellaneous',
};

/** The search page URL for a term (underscore for space). */
export function searchPageHref(path: string, term: string): string {
  const value = searchTermToUrl(term);
  return value ? `${path}?${new URLSearchParams({ searchterm: value }).toString()}` : path;
}

/**
 * Header search with a suggestions dropdown (combobox with a listbox popup, WAI-ARIA 1.2): debounce
 * 350 ms; up to 4 categories, 6 products and 4 other pages, then a link to all results on the search
 * page. Opens on focus, closes on outside click, Escape or route change. Arrow keys move through the
 * suggestions (focus stays in the field, aria-activedescendant), Enter opens the highlighted one or
 * the search page.
 */
export const SearchDropdown = observer(function SearchDropdown() {
  const t = useT();
  const locale = useLocale();
  const route = useCurrentRoute();
  const stores = useStores();
  const { content } = stores;
  const search = searchOf(stores);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const searchPath = content.pathFor('search', locale) ?? content.pathFor('search', 'de');

  // The search page's term shows in the field.
  const onSearchPage = route?.page?.code === 'search';
  useEffect(() => {
    if (!onSearchPage) return;
    const params = new URLSearchParams(location.search);
    search.setTermQuietly(searchTermFromUrl(params.get('searchterm') ?? params.get('search')));
  }, [onSearchPage, location.search, search]);

  // Closes on every route change.
  useEffect(() => {
    search.closeDropdown();
  }, [search, location.pathname, location.search]);

  // Closes on a click outside.
  useEffect(() => {
    if (!search.open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) search.closeDropdown();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [search, search.open]);

  const entries = search.entries;
  const allEntry: DropdownEntry | null =
    search.hasDropdownResults && searchPath
      ? { key: 'all', group: 'all', label: t('showAllSearchResults'), path: searchPageHref(searchPath, search.term) }
      : null;
  const options = allEntry ? [...entries, allEntry] : entries;
  const view = search.dropdownView;
  const listVisible = view === 'results';
  const popupVisible = view !== 'hidden';
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = listVisible && search.activeIndex >= 0 && search.activeIndex < options.length ? optionId(search.activeIndex) : undefined;

  const go = (entry: DropdownEntry) => {
    search.closeDropdown();
    if (entry.external) window.location.assign(entry.path);
    else navigate(entry.path);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeId) {
      go(options[search.activeIndex]);
      return;
    }
    if (!searchPath) return;
    search.closeDropdown();
    navigate(searchPageHref(searchPath, search.term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (search.open && popupVisible) {
        event.preventDefault();
        search.closeDropdown();
      } else if (search.term !== '') {
        event.preventDefault();
        search.setTerm('', locale);
        search.closeDropdown();
      }
    } else if (event.key === 'Tab') {
      search.closeDropdown();
    }
  };

  // Keep the highlighted option in view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  let index = -1;
  const renderGroup = (group: Exclude<DropdownEntry['group'], 'all'>) => {
    const groupEntries = entries.filter((e) => e.group === group);
    if (groupEntries.length === 0) return null;
    return (
      <div role="group" aria-labelledby={`${id}-group-${group}`} className="searchdrop__group" key={group}>
        <div role="presentation" id={`${id}-group-${group}`} className="searchdrop__group-label">
          {t(GROUP_LABELS[group])}
        </div>
        {groupEntries.map((entry) => {
          index += 1;
          return <Option key={entry.key} entry={entry} index={index} id={optionId(index)} active={search.activeIndex === index} onPick={go} />;
        })}
      </div>
    );
  };

  return (
    <div className="searchbox" ref={rootRef}>
      {/* action and method: without JavaScript the form is an ordinary GET to the search page. */}
      <form className="searchform" role="search" onSubmit={onSubmit} action={content.pathFor('search', locale) ?? undefined} method="get">
        <label className="visually-hidden" htmlFor={`${id}-term`}>
          {t('searchLabel')}
        </label>
        <input
          id={`${id}-term`}
          className="searchform__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={activeId}
          aria-describedby={`${id}-status`}
          name="searchterm"
          value={search.term}
          onChange={(e) => search.setTerm(e.target.value, locale)}
          onFocus={search.openDropdown}
          onKeyDown={onKeyDown}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={200}
        />
        <button className="searchform__submit" type="submit">
          <Icon name="search" />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      </form>
      <div className="searchdrop" hidden={!popupVisible}>
        {view === 'tooShort' && <p className="searchdrop__msg">{t('searchTermTooShort')}</p>}
        {view === 'loading' && <p className="searchdrop__msg searchdrop__msg--loading">{t('searching')}</p>}
        {view === 'empty' && <p className="searchdrop__msg">{t('noSearchResults')}</p>}
        {view === 'error' && <p className="searchdrop__msg">{t('errorHasOccurred')}</p>}
        <div role="listbox" id={`${id}-listbox`} aria-label={t('searchSuggestions')} className="searchdrop__list" hidden={!listVisible}>
          {listVisible && (
            <>
              {renderGroup('productCategories')}
              {renderGroup('products')}
              {renderGroup('others')}
              {allEntry && (
                <Option entry={allEntry} index={options.length - 1} id={optionId(options.length - 1)} active={search.activeIndex === options.length - 1} onPick={go} />
              )}
            </>
          )}
        </div>
      </div>
      <p id={`${id}-status`} className="visually-hidden" role="status" aria-live="polite">
        {view === 'results' ? t('searchSuggestionsCount', { count: entries.length }) : view === 'empty' ? t('noSearchResults') : ''}
      </p>
    </div>
  );
});

const Option = observer(function Option({
  entry,
  index,
  id,
  active,
  onPick,
}: {
  entry: DropdownEntry;
  index: number;
  id: string;
  active: boolean;
  onPick: (entry: DropdownEntry) => void;
}) {
  const t = useT();
  const stores = useStores();
  const { config } = stores;
  const search = searchOf(stores);
  const image = entry.group === 'products' || entry.group === 'productCategories' ? config.mediaUrl(entry.image) : null;
  return (
    <div
      role="option"
      id={id}
      aria-selected={active}
      className={`searchdrop__option searchdrop__option--${entry.group}${active ? ' is-active' : ''}`}
      onPointerDown={(e) => e.preventDefault()}
      onPointerEnter={() => search.setActive(index)}
      onClick={() => onPick(entry)}
    >
      {entry.group === 'all' ? (
        <span className="searchdrop__all">
          {entry.label} <Icon name="chevronRight" size={16} />
        </span>
      ) : (
        <>
          <span className="searchdrop__media" aria-hidden="true">
            {image ? (
              <img src={image} alt="" width="32" height="32" loading="lazy" />
            ) : entry.group === 'others' ? (
              <CatalogueIcon name="file" size={18} />
            ) : (
              <Icon name="cube" size={18} />
            )}
          </span>
          <span className="searchdrop__text">
            <span className="searchdrop__label">{entry.label}</span>
            {entry.detail && (
              <span className="searchdrop__detail">
                {t('articleNumberShort')} {entry.detail}
              </span>
            )}
          </span>
        </>
      )}
    </div>
  );
});
