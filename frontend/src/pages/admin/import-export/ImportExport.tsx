import { hasMessage } from '@shop/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readApiCode } from '../../../api';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { useStores } from '../../../stores/StoreContext';
import '../../../styles/forms.css';
import '../../../styles/tables.css';
import './import-export.css';

const TYPES = [
  'config',
  'customerGroupPriceRules',
  'productErrors',
  'products',
  'productCategories',
  'productMetaData',
  'webpages',
  'webpageInputs',
  'menus',
  'orders',
  'users',
  'adminUsers',
  'userRoles',
  'redirects',
  'customEntities',
  'blacklist',
  'trackingItems',
  'statistics',
] as const;
const MODES = ['add', 'replace', 'replaceAll', 'update', 'delete'] as const;
const FORMATS = ['xlsx', 'json'] as const;

interface Report {
  applied: boolean;
  dryRun: boolean;
  fileName: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  rejectedCount: number;
  rejected: Array<{ row: number | null; column: string | null; messageId: string }>;
  diffs: Array<{ row: number | null; action: 'insert' | 'update' | 'delete'; key: Record<string, unknown>; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'running'; done: number; total: number | null } | { kind: 'done'; report: Report } | { kind: 'error'; messageId: string };

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const typeLabel = (t: ReturnType<typeof useT>, type: string) => t(`adImportType${capital(type)}`);
const show = (value: unknown) => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Uploads with XMLHttpRequest: fetch cannot report upload progress. Answers the upload id or a message id. */
function uploadFile(file: File, onProgress: (percent: number) => void): Promise<{ uploadId: string } | { error: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/import-export/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('apiCode', readApiCode());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { data?: { uploadId: string }; error?: { code: string } };
        resolve(xhr.status === 200 && body.data ? { uploadId: body.data.uploadId } : { error: body.error?.code ?? 'errorHasOccurred' });
      } catch {
        resolve({ error: xhr.status === 413 ? 'adImportFileTooLarge' : 'errorHasOccurred' });
      }
    };
    xhr.onerror = () => resolve({ error: 'errorHasOccurred' });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Import and export (/system/import-und-export): upload with progress, the import job's progress, its report; downloads per type. */
export default function AdminImportExport({ page }: PageProps) {
  const t = useT();
  const { api } = useStores();
  const id = useId();
  const [type, setType] = useState<(typeof TYPES)[number]>('products');
  const [mode, setMode] = useState<string>('replace');
  const [dryRun, setDryRun] = useState(true);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [exporting, setExporting] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const message = (messageId: string) => (hasMessage(messageId) ? t(messageId) : t('errorHasOccurred'));
  const busy = phase.kind === 'uploading' || phase.kind === 'running';

  async function start(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setPhase({ kind: 'error', messageId: 'adImportFileMissing' });
    setPhase({ kind: 'uploading', percent: 0 });
    const uploaded = await uploadFile(file, (percent) => setPhase({ kind: 'uploading', percent }));
    if ('error' in uploaded) return setPhase({ kind: 'error', messageId: uploaded.error });
    const started = await api.post('/api/admin/import-export/imports', { body: { uploadId: uploaded.uploadId, type, mode: mode as (typeof MODES)[number], dryRun } });
    if (!started.ok) return setPhase({ kind: 'error', messageId: started.error.code });
    setPhase({ kind: 'running', done: 0, total: null });
    for (;;) {
      await new Promise((r) => setTimeout(r, 400));
      if (!alive.current) return;
      const job = await api.get('/api/admin/jobs/{id}', { params: { path: { id: started.data.id } } });
      if (!job.ok) return setPhase({ kind: 'error', messageId: job.error.code });
      const { state, progress, result, error } = job.data;
      if (state === 'done') return setPhase({ kind: 'done', report: result as unknown as Report });
      if (state === 'failed') return setPhase({ kind: 'error', messageId: error?.code === 'jobFailed' ? 'adImportFailed' : (error?.code ?? 'adImportFailed') });
      setPhase({ kind: 'running', done: progress.done, total: progress.total });
    }
  }

  async function download(exportType: string, format: (typeof FORMATS)[number]) {
    setExporting(`${exportType}.${format}`);
    const blob = await api.getBlob('/api/admin/import-export/export/{type}', { params: { path: { type: exportType }, query: { format } } });
    setExporting(null);
    if (!blob) return setPhase({ kind: 'error', messageId: 'errorHasOccurred' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${exportType}-${new Date().toISOString().slice(0, 10)}.${format}`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const report = phase.kind === 'done' ? phase.report : null;
  return (
    <div className="admin-page import-export">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adImportIntro')}</p>
      </div>

      <section className="card import-export__section" aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`}>{t('adImportHeading')}</h2>
        <form className="import-export__form" noValidate onSubmit={(e) => void start(e)}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-type`}>
              {t('adImportType')}
            </label>
            <select id={`${id}-type`} className="field__control field__control--select" value={type} onChange={(e) => setType(e.currentTarget.value as (typeof TYPES)[number])} disabled={busy}>
              {TYPES.map((value) => (
                <option key={value} value={value}>
                  {typeLabel(t, value)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field import-export__modes" disabled={busy}>
            <legend className="field__label">{t('adImportMode')}</legend>
            {MODES.map((value) => (
              <label key={value} className="import-export__choice">
                <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} /> {t(`adImportMode${capital(value)}`)}
              </label>
            ))}
          </fieldset>
          <label className="import-export__choice">
            <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.currentTarget.checked)} disabled={busy} /> {t('adImportDryRun')}
          </label>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-file`}>
              {t('adImportFile')}
            </label>
            <input ref={fileInput} id={`${id}-file`} name="file" type="file" accept=".xlsx,.json" disabled={busy} />
          </div>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('adImportStart')}
          </button>
        </form>

        <div aria-live="polite" className="import-export__status">
          {phase.kind === 'uploading' && (
            <div className="import-export__progress">
              <label htmlFor={`${id}-upload`}>{t('adImportUploading')}</label>
              <progress id={`${id}-upload`} max={100} value={phase.percent}>
                {phase.percent} %
              </progress>
            </div>
          )}
          {phase.kind === 'running' && (
            <div className="import-export__progress">
              <label htmlFor={`${id}-job`}>
                {t('adImportRunning')} {phase.total ? t('adImportProgress', { done: phase.done, total: phase.total }) : ''}
              </label>
              <progress id={`${id}-job`} max={phase.total ?? undefined} value={phase.total ? phase.done : undefined} />
            </div>
          )}
          {phase.kind === 'error' && (
            <p className="message message--error" role="alert">
              {message(phase.messageId)}
            </p>
          )}
        </div>

        {report && (
          <div className="import-export__report" role="region" aria-labelledby={`${id}-report`}>
            <h3 id={`${id}-report`}>{t('adImportReport')}</h3>
            <p className={`message ${report.applied ? 'message--success' : report.rejectedCount > 0 ? 'message--error' : 'message--info'}`} role="status">
              {report.applied ? t('adImportApplied') : report.rejectedCount > 0 ? t('adImportNotApplied') : t('adImportDryRunDone')}
            </p>
            <dl className="import-export__summary">
              <div>
                <dt>{t('adImportRows')}</dt>
                <dd>{report.rows}</dd>
              </div>
              <div>
                <dt>{t('adImportInserted')}</dt>
                <dd>{report.inserted}</dd>
              </div>
              <div>
                <dt>{t('adImportUpdated')}</dt>
                <dd>{report.updated}</dd>
              </div>
              <div>
                <dt>{t('adImportUnchanged')}</dt>
                <dd>{report.unchanged}</dd>
              </div>
              <div>
                <dt>{t('adImportDeleted')}</dt>
                <dd>{report.deleted}</dd>
              </div>
              <div>
                <dt>{t('adImportRejected')}</dt>
                <dd>{report.rejectedCount}</dd>
              </div>
            </dl>
            {report.rejected.length > 0 && (
              <div className="table-wrap">
                <table className="data-table data-table--admin import-export__rejected">
                  <caption>{t('adImportRejected')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('adImportRow')}</th>
                      <th scope="col">{t('adImportColumn')}</th>
                      <th scope="col">{t('adImportMessage')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.rejected.map((r, i) => (
                      <tr key={i}>
                        <td className="num">{r.row ?? t('adImportWholeFile')}</td>
                        <td className="mono">{r.column ?? '–'}</td>
                        <td>{message(r.messageId)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {report.rejectedCount > report.rejected.length && <p className="hint">{t('adImportMoreRejected', { count: report.rejectedCount - report.rejected.length })}</p>}
              </div>
            )}
            {report.diffs.length > 0 && (
              <div className="table-wrap">
                <table className="data-table data-table--admin import-export__diffs">
                  <caption>{t('adImportDiffs')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('adImportRow')}</th>
                      <th scope="col">{t('adImportAction')}</th>
                      <th scope="col">{t('adImportKey')}</th>
                      <th scope="col">{t('adImportBefore')}</th>
                      <th scope="col">{t('adImportAfter')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.diffs.map((d, i) => (
                      <tr key={i}>
                        <td className="num">{d.row ?? '–'}</td>
                        <td>{t(`adImportAction${capital(d.action)}`)}</td>
                        <td className="mono">{Object.values(d.key).map(show).join(' / ')}</td>
                        <td className="mono import-export__cell">{d.before ? Object.entries(d.before).map(([k, v]) => `${k}: ${show(v)}`).join('; ') : '–'}</td>
                        <td className="mono import-export__cell">{d.after ? Object.entries(d.after).map(([k, v]) => `${k}: ${show(v)}`).join('; ') : '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </section>

      <section className="card import-export__section" aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`}>{t('adExportHeading')}</h2>
        <p className="hint">{t('adExportIntro')}</p>
        <ul className="import-export__exports">
          {TYPES.map((value) => (
            <li key={value}>
              <span>{typeLabel(t, value)}</span>
              <span className="import-export__buttons">
                {FORMATS.map((format) => (
                  <button
                    key={format}
                    type="button"
                    className="button button--secondary button--small"
                    disabled={exporting !== null}
                    aria-busy={exporting === `${value}.${format}`}
                    aria-label={t('adExportDownload', { type: typeLabel(t, value), format: format === 'xlsx' ? t('adExportXlsx') : t('adExportJson') })}
                    onClick={() => void download(value, format)}
                  >
                    {format === 'xlsx' ? t('adExportXlsx') : t('adExportJson')}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
