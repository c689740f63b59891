import { observer } from 'mobx-react-lite';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import { dateTime } from '../dashboard/format';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { auditChanges } from './audit-diff';
import { AuditLogStore } from './AuditLogStore';

/** The security monitor's audit log: who changed what when, with the fields before and after. */
export const AuditLog = observer(function AuditLog({ locale }: { locale: string }) {
  const t = useT();
  const store = usePageStore((root) => new AuditLogStore(root.api, adminLoggedOut(root)));
  return (
    <section aria-labelledby="audit-log-title">
      <h2 id="audit-log-title" className="visually-hidden">
        {t('adSpaAuditLog')}
      </h2>
      <p className="audit-intro">{t('adSpaAuditIntro')}</p>
      {store.status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {store.status === 'loading' && store.items.length === 0 && <Spinner logo={false} label={t('loading')} />}
      {store.status === 'loaded' && store.items.length === 0 && <p className="message">{t('adSpaAuditEmpty')}</p>}
      {store.items.length > 0 && (
        <div className="table-wrap">
          <table className="data-table data-table--admin audit-log">
            <caption className="visually-hidden">{t('adSpaAuditLog')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adSpaAuditWhen')}</th>
                <th scope="col">{t('adSpaAuditWho')}</th>
                <th scope="col">{t('adSpaAuditAction')}</th>
                <th scope="col">{t('adSpaAuditEntity')}</th>
                <th scope="col">{t('adSpaAuditChange')}</th>
              </tr>
            </thead>
            <tbody>
              {store.items.map((entry) => {
                const changes = auditChanges(entry.before, entry.after);
                return (
                  <tr key={entry.id}>
                    <td className="audit-when">{dateTime(entry.at, locale)}</td>
                    <td>{entry.adminEmail ?? `#${entry.adminId}`}</td>
                    <td className="mono">{entry.action}</td>
                    <td>
                      {entry.entity}
                      {entry.entityId && <span className="mono"> #{entry.entityId}</span>}
                    </td>
                    <td>
                      {entry.before === null && entry.after !== null && <span className="event-type event-type--ok">{t('adSpaAuditCreated')}</span>}
                      {entry.before !== null && entry.after === null && <span className="event-type event-type--danger">{t('adSpaAuditDeleted')}</span>}
                      {changes.length === 0 ? (
                        <span className="audit-muted">{t('adSpaAuditNoChange')}</span>
                      ) : (
                        <ul className="audit-changes">
                          {changes.map((c) => (
                            <li key={c.field}>
                              {c.field && <strong>{c.field}: </strong>}
                              {c.before !== null && (
                                <del>
                                  <span className="visually-hidden">{t('adSpaBefore')}: </span>
                                  {c.before}
                                </del>
                              )}
                              {c.before !== null && c.after !== null && <span aria-hidden="true"> → </span>}
                              {c.after !== null && (
                                <ins>
                                  <span className="visually-hidden">{t('adSpaAfter')}: </span>
                                  {c.after}
                                </ins>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                      {(entry.before !== null || entry.after !== null) && (
                        <details className="audit-details">
                          <summary>{t('adSpaAuditDetails')}</summary>
                          <div className="audit-details__json">
                            <div>
                              <strong>{t('adSpaBefore')}</strong>
                              <pre>{JSON.stringify(entry.before, null, 2)}</pre>
                            </div>
                            <div>
                              <strong>{t('adSpaAfter')}</strong>
                              <pre>{JSON.stringify(entry.after, null, 2)}</pre>
                            </div>
                          </div>
                        </details>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {store.pages > 1 && (
        <nav className="audit-pager" aria-label={t('adSpaAuditLog')}>
          <button type="button" className="button button--secondary button--small" disabled={store.page <= 1 || store.status === 'loading'} onClick={() => void store.load(store.page - 1)}>
            {t('adSpaNewer')}
          </button>
          <span>{t('adSpaPageOf', { page: String(store.page), pages: String(store.pages) })}</span>
          <button type="button" className="button button--secondary button--small" disabled={store.page >= store.pages || store.status === 'loading'} onClick={() => void store.load(store.page + 1)}>
            {t('adSpaOlder')}
          </button>
        </nav>
      )}
    </section>
  );
});
