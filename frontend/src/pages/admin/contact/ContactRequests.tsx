import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from '@shop/domain';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import type { Notice } from '../shared/notice';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { saveInBrowser } from '../shared/save-file';
import { SelectField } from '../orders/Orders';
import { formatDateTime, label, ListState, Pagination, StatusBadge, useListQuery } from '../orders/parts';
import { ContactRequestsStore } from './ContactRequestsStore';
import './admin-contact.css';

/** The badge tone of a request's status (text always shown beside it). */
const TONE: Record<ContactRequestStatus, string> = { new: 'open', inProgress: 'pending', done: 'completed' };

type T = ReturnType<typeof useT>;

const statusText = (t: T, status: string) => label(t, `adContactStatus_${status}`, status);

/** A notice's text; a status among its values is shown by its label. */
function noticeText(t: T, notice: Notice): string {
  const values = Object.fromEntries(Object.entries(notice.values ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('adContactStatus_') ? t(v) : v]));
  return t(notice.id, values);
}

/**
 * The contact requests inbox (/shop/kontaktanfragen, docs/decisions/0047-contact-inbox-and-order-admin.md): the
 * list with search, status filter, paging and the .xlsx export; `?crid=` shows one request with its replies, its
 * status and the reply form. Every state is in the URL and in `ContactRequestsStore`.
 */
const AdminContactRequests = observer(function AdminContactRequests({ page, locale }: PageProps) {
  const store = usePageStore((root) => new ContactRequestsStore(root.api, adminLoggedOut(root), saveInBrowser));
  const { params, update, pageHref } = useListQuery();
  const search = params.toString();
  const lang = locale === 'en' ? 'en' : 'de';

  useEffect(() => store.show(new URLSearchParams(search)), [store, search]);

  const crid = params.get('crid');
  const listParams = new URLSearchParams(params);
  listParams.delete('crid');
  const listHref = `?${listParams.toString()}`;
  const detailHref = (id: number) => {
    const next = new URLSearchParams(listParams);
    next.set('crid', String(id));
    return `?${next.toString()}`;
  };

  return (
    <div className="admin-page">
      {crid ? (
        <RequestDetail store={store} locale={lang} backHref={listHref} />
      ) : (
        <RequestList store={store} locale={lang} caption={page.label} params={params} update={update} pageHref={pageHref} detailHref={detailHref} />
      )}
    </div>
  );
});

const RequestList = observer(function RequestList({
  store,
  locale,
  caption,
  params,
  update,
  pageHref,
  detailHref,
}: {
  store: ContactRequestsStore;
  locale: 'de' | 'en';
  caption: string;
  params: URLSearchParams;
  update: (changes: Record<string, string>) => void;
  pageHref: (n: number) => string;
  detailHref: (id: number) => string;
}) {
  const t = useT();
  const formId = useId();
  const { list } = store.requests;
  const data = list.data;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: store.requests.term.trim() });
  };
  return (
    <>
      <div className="admin-page__head">
        <h1>{caption}</h1>
        <p>{t('adContactIntro')}</p>
      </div>
      <form className="ao-filters" role="search" onSubmit={onSearch} aria-label={t('adOrderFilters')}>
        <div className="ao-filters__search">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-q`}>
              {t('adContactSearchLabel')}
            </label>
            <input id={`${formId}-q`} className="field__control" type="search" value={store.requests.term} onChange={(e) => store.requests.setTerm(e.target.value)} placeholder={t('adContactSearchHint')} aria-describedby={`${formId}-q-hint`} />
            <span id={`${formId}-q-hint`} className="visually-hidden">
              {t('adContactSearchHint')}
            </span>
          </div>
          <button type="submit" className="button button--primary">
            {t('adContactSearchButton')}
          </button>
        </div>
        <SelectField
          id={`${formId}-status`}
          label={t('adContactFilterStatus')}
          value={params.get('status') ?? ''}
          onChange={(v) => update({ status: v })}
          options={[['', t('adContactFilterAll')], ...CONTACT_REQUEST_STATUSES.map((s) => [s, statusText(t, s)] as const)]}
        />
        <div className="ao-filters__actions">
          <button type="button" className="button button--secondary" onClick={() => void store.exportList(params, locale)} disabled={store.exportBusy}>
            ⤓ {t('adContactExport')}
          </button>
        </div>
      </form>
      <div aria-live="polite">{store.notice && <p className={`message message--${store.notice.tone}`}>{noticeText(t, store.notice)}</p>}</div>
      <ListState remote={list} count={(total) => t('adContactCount', { count: total })} none={t('adContactEmpty')} />
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="data-table data-table--admin ao-table">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adContactColId')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adContactColDate')}
                  </th>
                  <th scope="col">{t('adContactColName')}</th>
                  <th scope="col">{t('adContactColStatus')}</th>
                  <th scope="col" className="ao-hide-narrow">
                    {t('adContactColMessage')}
                  </th>
                  <th scope="col" className="num ao-hide-narrow">
                    {t('adContactColReplies')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <Link className="ao-strong" to={detailHref(r.id)} aria-label={t('adContactOpen', { id: r.id })}>
                        {r.id}
                      </Link>
                    </td>
                    <td className="num ao-nowrap ao-hide-narrow">{formatDateTime(r.createdAt, locale)}</td>
                    <td>
                      <span className="ao-strong">{r.company}</span>
                      <br />
                      {r.firstname} {r.lastname}
                      <br />
                      <span className="ao-muted cr-email">{r.email}</span>
                    </td>
                    <td>
                      <StatusBadge status={TONE[r.status]} text={statusText(t, r.status)} />
                    </td>
                    <td className="ao-hide-narrow">
                      <span className="cr-excerpt">{r.excerpt}</span>
                    </td>
                    <td className="num ao-hide-narrow">{r.replyCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={pageHref} />
        </>
      )}
    </>
  );
});

const RequestDetail = observer(function RequestDetail({ store, locale, backHref }: { store: ContactRequestsStore; locale: 'de' | 'en'; backHref: string }) {
  const t = useT();
  const formId = useId();
  const { detail } = store;
  const request = detail.data;
  const onReply = (event: FormEvent) => {
    event.preventDefault();
    void store.sendReply();
  };
  return (
    <>
      <Link className="ao-back" to={backHref}>
        ← {t('adContactBack')}
      </Link>
      {detail.status === 'error' && (
        <p className="message message--error" role="alert">
          {label(t, detail.errorCode ?? '', t('errorHasOccurred'))}
        </p>
      )}
      {!request && detail.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {request && (
        <>
          <div className="admin-page__head ao-title">
            <h1>{t('adContactDetailTitle', { id: request.id })}</h1>
            <StatusBadge status={TONE[request.status]} text={statusText(t, request.status)} />
            <span className="ao-muted">{t('adContactReceived', { date: formatDateTime(request.createdAt, locale) })}</span>
          </div>
          <div className="ao-actions" role="group" aria-label={t('adContactSetStatus')}>
            <span className="ao-actions__label">{t('adContactSetStatus')}:</span>
            {CONTACT_REQUEST_STATUSES.filter((s) => s !== request.status).map((s) => (
              <button key={s} type="button" className="button button--secondary button--small" onClick={() => void store.setStatus(s)} disabled={store.statusBusy}>
                {statusText(t, s)}
              </button>
            ))}
          </div>
          <div aria-live="polite">{store.notice && <p className={`message message--${store.notice.tone}`}>{noticeText(t, store.notice)}</p>}</div>

          <div className="ao-grid">
            <section className="ao-card" aria-labelledby={`${formId}-sender`}>
              <h2 id={`${formId}-sender`}>{t('adContactColName')}</h2>
              <p className="ao-strong">{request.company}</p>
              <p>
                {request.salutation ? `${label(t, `salutation_${request.salutation}`, '')} ` : ''}
                {request.firstname} {request.lastname}
                <br />
                <a href={`mailto:${request.email}`}>{request.email}</a>
                {request.phone && (
                  <>
                    <br />
                    <a href={`tel:${request.phone.replace(/[^+\d]/g, '')}`}>{request.phone}</a>
                  </>
                )}
              </p>
              <dl className="ao-dl">
                <dt>{t('adContactColLanguage')}</dt>
                <dd>{label(t, `adContactLanguage_${request.locale}`, request.locale)}</dd>
              </dl>
            </section>
            <section className="ao-card" aria-labelledby={`${formId}-message`}>
              <h2 id={`${formId}-message`}>{t('adContactColMessage')}</h2>
              <p className="cr-message">{request.message}</p>
            </section>
          </div>

          <section className="ao-section" aria-labelledby={`${formId}-replies`}>
            <h2 id={`${formId}-replies`}>{t('adContactReplies')}</h2>
            {request.replies.length === 0 ? (
              <p className="ao-muted">{t('adContactNoReplies')}</p>
            ) : (
              <ol className="cr-replies">
                {request.replies.map((r) => (
                  <li key={r.id}>
                    <span className="ao-muted">{t('adContactReplyBy', { name: r.adminName, date: formatDateTime(r.sentAt, locale) })}</span>
                    <p className="cr-message">{r.text}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section className="ao-section">
            <form className="cr-reply-form" onSubmit={onReply} noValidate>
              <div className="field">
                <label className="field__label" htmlFor={`${formId}-text`}>
                  {t('adContactReplyLabel', { email: request.email })}
                </label>
                <textarea
                  id={`${formId}-text`}
                  className="field__control"
                  value={store.replyText}
                  onChange={(e) => store.setReplyText(e.target.value)}
                  aria-invalid={store.replyError ? true : undefined}
                  aria-describedby={`${formId}-hint${store.replyError ? ` ${formId}-error` : ''}`}
                />
                <span id={`${formId}-hint`} className="field__hint">
                  {t('adContactReplyHint')}
                </span>
                {store.replyError && (
                  <span id={`${formId}-error`} className="field__error" role="alert">
                    {t(store.replyError)}
                  </span>
                )}
              </div>
              <div className="cr-reply-form__row">
                <SelectField id={`${formId}-status`} label={t('adContactReplyStatus')} value={store.replyStatus} onChange={store.setReplyStatus} options={CONTACT_REQUEST_STATUSES.map((s) => [s, statusText(t, s)] as const)} />
                <button type="submit" className="button button--primary" disabled={store.replyBusy}>
                  {t('adContactReplySend')}
                </button>
              </div>
            </form>
          </section>
        </>
      )}
    </>
  );
});

export default AdminContactRequests;
