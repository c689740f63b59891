import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ShopApi } from '../../../api/client';
import type { components } from '../../../api/schema';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import type { LoadStatus } from '../../../stores/AccountStore';
import type { SessionStore } from '../../../stores/SessionStore';
import { useStores } from '../../../stores/StoreContext';
import { dateTime } from '../dashboard/format';
import { auditChanges } from './audit-diff';

type AuditRecord = components['schemas']['AuditRecordDto'];
const PAGE_SIZE = 25;

/** The audit log's pages (GET /api/admin/audit-log), newest first. */
class AuditLogStore {
  items: AuditRecord[] = [];
  total = 0;
  page = 1;
  status: LoadStatus = 'idle';

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<AuditLogStore, 'api' | 'session'>(this, { api: false, session: false, items: observableRef }, { autoBind: true });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / PAGE_SIZE));
  }

  async load(page: number): Promise<void> {
    this.status = 'loading';
    const result = await this.api.get('/api/admin/audit-log', { params: { query: { page, pageSize: PAGE_SIZE } } });
    runInAction(() => {
      if (!result.ok) {
        this.status = 'error';
        if (result.status === 401) this.session.setAdminUser(null);
        return;
      }
      this.items = result.data.items;
      this.total = result.data.total;
      this.page = page;
      this.status = 'loaded';
    });
  }
}

/** The security monitor's audit log: who changed what when, with the fields before and after. */
export const AuditLog = observer(function AuditLog({ locale }: { locale: string }) {
  const t = useT();
  const root = useStores();
  const [store] = useState(() => new AuditLogStore(root.api, root.session));
  useEffect(() => {
    void store.load(1);
  }, [store]);
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
