import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paginationWindow } from '@shop/domain';
import { useLocale, useT } from '../../app/RouteContext';
import { formatDecimal } from './catalogue-format';

/**
 * Numbered pagination: previous, a window of 5 page links (paginationWindow), next; on wider screens also
 * the first and last page beyond the window. Real links (the list
 * state is in the query) so they can be opened in a new tab; the current page carries aria-current.
 */
export const Pagination = observer(function Pagination({
  pageIndex,
  pageCount,
  hrefFor,
  onSelect,
}: {
  pageIndex: number;
  pageCount: number;
  hrefFor: (pageIndex: number) => string;
  onSelect?: (pageIndex: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  if (pageCount <= 1) return null;
  const pages = paginationWindow(pageIndex, pageCount);
  const link = (index: number, content: ReactNode, label: string, className: string, current = false) => (
    <Link
      to={hrefFor(index)}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onSelect(index);
      }}
    >
      {content}
    </Link>
  );
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <ul className="pagination__list">
        <li>
          {pageIndex > 0 ? (
            link(pageIndex - 1, <span aria-hidden="true">‹</span>, t('previousPage'), 'pagination__link pagination__link--step')
          ) : (
            <span className="pagination__link pagination__link--step is-disabled" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pages[0] > 0 && (
          <>
            <li className="pagination__edge">{link(0, '1', t('pageN', { page: 1 }), 'pagination__link')}</li>
            {pages[0] > 1 && (
              <li className="pagination__gap pagination__edge" aria-hidden="true">
                …
              </li>
            )}
          </>
        )}
        {pages.map((index) => (
          <li key={index}>
            {link(index, formatDecimal(index + 1, locale, 0), t('pageN', { page: index + 1 }), `pagination__link${index === pageIndex ? ' is-current' : ''}`, index === pageIndex)}
          </li>
        ))}
        {pages[pages.length - 1] < pageCount - 1 && (
          <>
            {pages[pages.length - 1] < pageCount - 2 && (
              <li className="pagination__gap pagination__edge" aria-hidden="true">
                …
              </li>
            )}
            <li className="pagination__edge">{link(pageCount - 1, formatDecimal(pageCount, locale, 0), t('pageN', { page: pageCount }), 'pagination__link')}</li>
          </>
        )}
        <li>
          {pageIndex < pageCount - 1 ? (
            link(pageIndex + 1, <span aria-hidden="true">›</span>, t('nextPage'), 'pagination__link pagination__link--step')
          ) : (
            <span className="pagination__link pagination__link--step is-disabled" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
});
