import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useStores } from '../../../stores/StoreContext';
import { usePageStore } from '../shared/page-store';
import { BackupStore } from './BackupStore';
import '../../../styles/tables.css';
import './backup.css';

export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export function formatTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' }).format(date);
}

export function downloadHref(name: string): string {
  return `/api/admin/backups/${encodeURIComponent(name)}/download`;
}

/** A job's progress as a labelled progress bar (a percentage when the total is known). */
export function JobProgress({ job, label }: { job: { done: number; total: number | null }; label: string }) {
  const id = useId();
  const percent = job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : null;
  return (
    <div className="backup-progress" role="status" aria-live="polite">
      <span id={id}>
        {label}
        {percent !== null ? ` ${percent} %` : ''}
      </span>
      {percent !== null ? <progress aria-labelledby={id} max={100} value={percent} /> : <progress aria-labelledby={id} />}
    </div>
  );
}

/** Backups (spec /system/backup): list, create with progress, download, upload, restore and delete. */
const AdminBackup = observer(function AdminBackup({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const store = usePageStore((root) => new BackupStore(root.api));
  const uploadId = useId();
  const { items, loadFailed, notice, confirming: confirm, running, restored, busy } = store;

  const loginPath = content.pathFor('adminLogin', locale) ?? '/';

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adBackupIntro')}</p>
      </div>
      {notice && (
        <div className={`message message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{t(notice.id, notice.values)}</p>
          {restored && (
            <p>
              <a href={loginPath}>{t('login')}</a>
            </p>
          )}
        </div>
      )}
      {!restored && (
        <>
          <div className="backup-actions">
            <button type="button" className="button button--primary" onClick={() => void store.create()} disabled={busy}>
              {t('adBackupCreate')}
            </button>
          </div>
          {running && store.job.following && <JobProgress job={store.job} label={t(running === 'backup' ? 'adBackupCreating' : 'adRestoreRunning')} />}

          <section className="backup-section" aria-labelledby={`${uploadId}-list`}>
            <h2 id={`${uploadId}-list`}>{t('adBackupListTitle')}</h2>
            {loadFailed && (
              <p className="message message--error" role="alert">
                {t('errorHasOccurred')}
              </p>
            )}
            {items === null && !loadFailed && <Spinner logo={false} label={t('loading')} />}
            {items !== null && items.length === 0 && <p className="message">{t('adBackupNone')}</p>}
            {items !== null && items.length > 0 && (
              <div className="table-wrap">
                <table className="data-table data-table--admin">
                  <caption className="visually-hidden">{t('adBackupListTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('adBackupCreatedAt')}</th>
                      <th scope="col">{t('adBackupName')}</th>
                      <th scope="col">{t('adBackupKind')}</th>
                      <th scope="col">{t('adBackupContents')}</th>
                      <th scope="col">{t('adBackupSize')}</th>
                      <th scope="col">{t('adBackupActions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((b) => (
                      <tr key={b.name}>
                        <td className="num">
                          {formatTime(b.createdAt, locale)}
                          <br />
                          <small>{hasMessage(`adBackupReason_${b.reason}`) ? t(`adBackupReason_${b.reason}`) : b.reason}</small>
                        </td>
                        <td className="mono">{b.name}</td>
                        <td>{b.databaseKind && hasMessage(`adBackupKind_${b.databaseKind}`) ? t(`adBackupKind_${b.databaseKind}`) : '–'}</td>
                        <td>{b.valid ? t('adBackupContentsValue', { tables: b.tables ?? 0, rows: b.rows ?? 0, files: b.files ?? 0 }) : t('adBackupUnreadable')}</td>
                        <td className="num">{formatBytes(b.size, locale)}</td>
                        <td>
                          <div className="backup-actions">
                            <a className="button button--secondary" href={downloadHref(b.name)} download={b.name} aria-label={`${t('adBackupDownload')} ${b.name}`}>
                              {t('adBackupDownload')}
                            </a>
                            <button type="button" className="button button--secondary" disabled={busy || !b.valid} onClick={() => store.ask('restore', b.name)} aria-label={`${t('adBackupRestore')} ${b.name}`}>
                              {t('adBackupRestore')}
                            </button>
                            <button type="button" className="button button--danger" disabled={busy} onClick={() => store.ask('delete', b.name)} aria-label={`${t('adBackupDelete')} ${b.name}`}>
                              {t('adBackupDelete')}
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section className="backup-section" aria-labelledby={`${uploadId}-upload`}>
            <h2 id={`${uploadId}-upload`}>{t('adBackupUpload')}</h2>
            <p id={`${uploadId}-hint`}>{t('adBackupUploadHint')}</p>
            <div className="backup-upload">
              <label htmlFor={uploadId} className="visually-hidden">
                {t('adBackupUpload')}
              </label>
              <input id={uploadId} type="file" accept=".gz,.tar.gz,application/gzip" aria-describedby={`${uploadId}-hint`} onChange={(e) => store.setFile(e.target.files?.[0] ?? null)} />
              <button type="button" className="button button--secondary" onClick={() => void store.upload()} disabled={store.uploading || busy}>
                {t('adBackupUpload')}
              </button>
            </div>
          </section>
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.action === 'restore' ? t('adBackupRestore') : t('adBackupDelete')}
        confirmLabel={confirm?.action === 'restore' ? t('adBackupRestore') : t('adBackupDelete')}
        cancelLabel={t('cancelAction')}
        danger
        onCancel={store.cancel}
        onConfirm={store.confirm}
      >
        <p>{confirm ? t(confirm.action === 'restore' ? 'adRestoreConfirm' : 'adBackupDeleteConfirm', { name: confirm.name }) : ''}</p>
      </ConfirmDialog>
    </div>
  );
});

export default AdminBackup;
