import { makeAutoObservable } from 'mobx';
import type { ApiResult } from '../../../api/client';
import { Remote } from './remote';

/** The page number a list's URL asks for (1 when missing or not a number). */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('page')) || 1);
}

/** The trimmed value of `key` in the URL query, or undefined when empty. */
export function valueOf(params: URLSearchParams, key: string): string | undefined {
  return params.get(key)?.trim() || undefined;
}

/**
 * An admin list page's data (orders, offers, users, products). The URL query holds the list's state — filters,
 * sort, page — (`useListQuery` reads and changes it); the page hands each new query to `show`, which turns it
 * into the API's query and loads it (only the latest answer is kept, see Remote). `term` is the search box's
 * text until it is submitted into the URL.
 */
export class ListPageStore<T> {
  readonly list: Remote<T>;
  term = '';

  constructor(
    private readonly fetch: (params: URLSearchParams, locale: 'de' | 'en') => Promise<ApiResult<T>>,
    onLoggedOut: () => void,
  ) {
    this.list = new Remote<T>(onLoggedOut);
    makeAutoObservable<ListPageStore<T>, 'fetch'>(this, { fetch: false, list: false }, { autoBind: true });
  }

  /** Shows the list the URL query asks for; the search box shows the query's search. */
  show(params: URLSearchParams, locale: 'de' | 'en' = 'de'): void {
    this.term = params.get('q') ?? '';
    void this.list.load(() => this.fetch(params, locale));
  }

  setTerm(term: string): void {
    this.term = term;
  }
}
