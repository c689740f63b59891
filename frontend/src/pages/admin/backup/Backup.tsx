import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState } from 'react';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useStores } from '../../../stores/StoreContext';
import { useJobPoll, type JobProgressView } from './useJobPoll';
import '../../../styles/tables.css';
import './backup.css';

interface BackupRow {
  name: string;
  size: number;
  createdAt: string;
  reason: string;
  databaseKind: string | null;
  tables: number | null;
  rows: number | null;
  files: number | null;
  valid: boolean;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

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
export function JobProgress({ job, label }: { job: JobProgressView; label: string }) {
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
  const { api, content } = useStores();
  const [items, setItems] = useState<BackupRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<{ action: 'restore' | 'delete'; name: string } | null>(null);
  const [running, setRunning] = useState<'backup' | 'restore' | null>(null);
  const [restored, setRestored] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploadId = useId();
  const message = (code: string | null | undefined) => (code && hasMessage(code) ? t(code) : t('errorHasOccurred'));

  const load = useCallback(async () => {
    const res = await api.get('/api/admin/backups');
    if (res.ok) {
      setItems(res.data.items as BackupRow[]);
      setLoadFailed(false);
    } else setLoadFailed(true);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const poll = useJobPoll(api, (job, sessionEnded) => {
    const what = running;
    setRunning(null);
    if (what === 'restore' && (sessionEnded || job?.state === 'done')) {
      setRestored(true);
      setNotice({ tone: 'success', text: t('adRestoreDone') });
      return;
    }
    if (!job || job.state === 'failed') setNotice({ tone: 'error', text: message(job?.errorCode) });
    else if (what === 'backup') setNotice({ tone: 'success', text: t('adBackupCreated', { name: (job.result as { name?: string } | null)?.name ?? '' }) });
    void load();
  });

  const create = async () => {
    setNotice(null);
    const res = await api.post('/api/admin/backups', { expectedErrors: ['jobAlreadyRunning'] });
    if (!res.ok) return setNotice({ tone: 'error', text: message(res.error.code) });
    setRunning('backup');
    poll.follow(res.data.id);
  };

  const restore = async (name: string) => {
    setNotice(null);
    const res = await api.post('/api/admin/backups/{name}/restore', { params: { path: { name } }, expectedErrors: ['jobAlreadyRunning', 'adBackupUnknown'] });
    if (!res.ok) return setNotice({ tone: 'error', text: message(res.error.code) });
    setRunning('restore');
    poll.follow(res.data.id);
  };

  const remove = async (name: string) => {
    setNotice(null);
    const res = await api.post('/api/admin/backups/{name}/delete', { params: { path: { name } }, expectedErrors: ['adBackupUnknown'] });
    if (!res.ok) return setNotice({ tone: 'error', text: message(res.error.code) });
    setItems(res.data.items as BackupRow[]);
    setNotice({ tone: 'success', text: t('adBackupDeleted') });
  };

  const upload = async () => {
    if (!file) return setNotice({ tone: 'error', text: t('adBackupUploadMissing') });
    setNotice(null);
    setUploading(true);
    const form = new FormData();
    form.append('file', file);
    const res = await api.postForm('/api/admin/backups/upload', form, {
      expectedErrors: ['adRestoreNotABackup', 'adRestoreFormatUnknown', 'adRestoreNewerSchema', 'adBackupUploadMissing', 'adBackupUploadTooLarge'],
    });
    setUploading(false);
    if (!res.ok) return setNotice({ tone: 'error', text: message(res.error.code) });
    setFile(null);
    setNotice({ tone: 'success', text: t('adBackupUploaded') });
    void load();
  };

  const loginPath = content.pathFor('adminLogin', locale) ?? '/';
  const busy = running !== null;

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adBackupIntro')}</p>
      </div>
      {notice && (
        <div className={`message message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
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
            <button type="button" className="button button--primary" onClick={() => void create()} disabled={busy}>
              {t('adBackupCreate')}
            </button>
          </div>
          {poll.job && running && <JobProgress job={poll.job} label={t(running === 'backup' ? 'adBackupCreating' : 'adRestoreRunning')} />}

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
                            <button type="button" className="button button--secondary" disabled={busy || !b.valid} onClick={() => setConfirm({ action: 'restore', name: b.name })} aria-label={`${t('adBackupRestore')} ${b.name}`}>
                              {t('adBackupRestore')}
                            </button>
                            <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirm({ action: 'delete', name: b.name })} aria-label={`${t('adBackupDelete')} ${b.name}`}>
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
              <input id={uploadId} type="file" accept=".gz,.tar.gz,application/gzip" aria-describedby={`${uploadId}-hint`} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              <button type="button" className="button button--secondary" onClick={() => void upload()} disabled={uploading || busy}>
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
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const c = confirm!;
          setConfirm(null);
          void (c.action === 'restore' ? restore(c.name) : remove(c.name));
        }}
      >
        <p>{confirm ? t(confirm.action === 'restore' ? 'adRestoreConfirm' : 'adBackupDeleteConfirm', { name: confirm.name }) : ''}</p>
      </ConfirmDialog>
    </div>
  );
});

export default AdminBackup;
