import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import '../../../styles/forms.css';
import '../../../styles/tables.css';
import { knownMessage } from '../shared/notice';
import { usePageStore } from '../shared/page-store';
import { saveInBrowser } from '../shared/save-file';
import { EXPORT_FORMATS, IMPORT_MODES, IMPORT_TYPES, ImportExportStore, type ImportType } from './ImportExportStore';
import { uploadImportFile } from './upload';
import './import-export.css';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const typeLabel = (t: ReturnType<typeof useT>, type: string) => t(`adImportType${capital(type)}`);
const show = (value: unknown) => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Import and export (/system/import-und-export): upload with progress, the import job's progress, its report; downloads per type. */
const AdminImportExport = observer(function AdminImportExport({ page }: PageProps) {
  const t = useT();
  const store = usePageStore((root) => new ImportExportStore(root.api, uploadImportFile, saveInBrowser));
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const message = (messageId: string) => t(knownMessage(messageId));
  const { phase, busy, report, exporting } = store;

  function start(event: FormEvent) {
    event.preventDefault();
    void store.startImport(fileInput.current?.files?.[0]);
  }

  return (
    <div className="admin-page import-export">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adImportIntro')}</p>
      </div>

      <section className="card import-export__section" aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`}>{t('adImportHeading')}</h2>
        <form className="import-export__form" noValidate onSubmit={start}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-type`}>
              {t('adImportType')}
            </label>
            <select id={`${id}-type`} className="field__control field__control--select" value={store.type} onChange={(e) => store.setType(e.currentTarget.value as ImportType)} disabled={busy}>
              {IMPORT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {typeLabel(t, value)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field import-export__modes" disabled={busy}>
            <legend className="field__label">{t('adImportMode')}</legend>
            {IMPORT_MODES.map((value) => (
              <label key={value} className="import-export__choice">
                <input type="radio" name="mode" value={value} checked={store.mode === value} onChange={() => store.setMode(value)} /> {t(`adImportMode${capital(value)}`)}
              </label>
            ))}
          </fieldset>
          <label className="import-export__choice">
            <input type="checkbox" checked={store.dryRun} onChange={(e) => store.setDryRun(e.currentTarget.checked)} disabled={busy} /> {t('adImportDryRun')}
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
                {t('adImportRunning')} {store.job.total ? t('adImportProgress', { done: store.job.done, total: store.job.total }) : ''}
              </label>
              <progress id={`${id}-job`} max={store.job.total ?? undefined} value={store.job.total ? store.job.done : undefined} />
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
          {IMPORT_TYPES.map((value) => (
            <li key={value}>
              <span>{typeLabel(t, value)}</span>
              <span className="import-export__buttons">
                {EXPORT_FORMATS.map((format) => (
                  <button
                    key={format}
                    type="button"
                    className="button button--secondary button--small"
                    disabled={exporting !== null}
                    aria-busy={exporting === `${value}.${format}`}
                    aria-label={t('adExportDownload', { type: typeLabel(t, value), format: format === 'xlsx' ? t('adExportXlsx') : t('adExportJson') })}
                    onClick={() => void store.download(value, format)}
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
});

export default AdminImportExport;
