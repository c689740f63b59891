import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentRoute, useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';

/** searchterm query value: an underscore stands for a space. */
export function encodeSearchTerm(term: string): string {
  return encodeURIComponent(term.trim().replace(/\s+/g, '_'));
}

export function decodeSearchTerm(value: string | null): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** Header search: navigates to the search page with ?searchterm=. */
export const SearchForm = observer(function SearchForm() {
  const t = useT();
  const locale = useLocale();
  const route = useCurrentRoute();
  const { content } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [term, setTerm] = useState('');

  // Show the term of the search page in the field.
  const onSearchPage = route?.page?.code === 'search';
  useEffect(() => {
    if (!onSearchPage) return;
    const params = new URLSearchParams(location.search);
    setTerm(decodeSearchTerm(params.get('searchterm') ?? params.get('search')));
  }, [onSearchPage, location.search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    const path = content.pathFor('search', locale) ?? content.pathFor('search', 'de');
    if (!path) return;
    navigate(value ? `${path}?searchterm=${encodeSearchTerm(value)}` : path);
  };

  return (
    <form className="searchform" role="search" onSubmit={onSubmit} action={content.pathFor('search', locale) ?? undefined} method="get">
      <label className="visually-hidden" htmlFor={`${id}-term`}>
        {t('searchLabel')}
      </label>
      <input
        id={`${id}-term`}
        className="searchform__input"
        type="search"
        name="searchterm"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button className="searchform__submit" type="submit">
        <Icon name="search" />
        <span className="visually-hidden">{t('searchSubmit')}</span>
      </button>
    </form>
  );
});
