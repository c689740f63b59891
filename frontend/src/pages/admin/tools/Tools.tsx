import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../../app/components';
import { isAdminPageBuilt } from '../../../admin/admin-registry';
import { useT } from '../../../app/RouteContext';
import { TextField } from '../../../components/forms/Field';
import { Spinner } from '../../../components/Spinner';
import { useStores } from '../../../stores/StoreContext';
import { usePageStore } from '../shared/page-store';
import { AdminToolsStore, type Schedule } from './AdminToolsStore';
import { JobStatus } from './JobStatus';
import { formatTime } from './format';
import './tools.css';

/** The spec's tools by label: a job kind started here, or a page where the task lives. */
const TOOLS: ReadonlyArray<{ id: string; kind?: string; page?: string }> = [
  { id: 'backup', kind: 'backup' },
  { id: 'restore', page: 'adminBackup' },
  { id: 'repopulateCache', kind: 'repopulateCache' },
  { id: 'updateSitemap', kind: 'updateSitemap' },
  { id: 'merchantFeed', kind: 'merchantFeed' },
  { id: 'pdfCatalogue', kind: 'pdfCatalogue' },
  { id: 'refreshStatistics', kind: 'refreshStatistics' },
  { id: 'relaunchMails', kind: 'relaunchMails' },
  { id: 'cleanup', kind: 'cleanup' },
  { id: 'mailRetry', kind: 'mailRetry' },
  { id: 'importExport', page: 'adminImportExport' },
  { id: 'userList', page: 'adminUsers' },
  { id: 'orderList', page: 'adminOrders' },
  { id: 'productList', page: 'adminProducts' },
];

const INTERVALS = [900, 3600, 21600, 86400, 604800];

function toolLabel(t: ReturnType<typeof useT>, kind: string): string {
  return hasMessage(`adToolsTool_${kind}`) ? t(`adToolsTool_${kind}`) : kind;
}

/** One tool: its label and description, the last job's state, progress, result and error, start or stop. */
const ToolCard = observer(function ToolCard({ tool, store, locale }: { tool: (typeof TOOLS)[number]; store: AdminToolsStore; locale: string }) {
  const t = useT();
  const { content } = useStores();
  const labelId = useId();
  const label = toolLabel(t, tool.id);
  const description = hasMessage(`adToolsDesc_${tool.id}`) ? t(`adToolsDesc_${tool.id}`) : null;
  if (tool.page) {
    const target = content.page(tool.page, locale);
    const available = target && isAdminPageBuilt(target.component);
    return (
      <li className="tool-card" data-tool={tool.id}>
        <h3 id={labelId}>{label}</h3>
        {description && <p className="tool-card__desc">{description}</p>}
        {available ? <Link to={target.path}>{target.label}</Link> : <p className="tool-card__meta">{t('adToolsNotAvailable')}</p>}
      </li>
    );
  }
  const kind = tool.kind!;
  const registered = store.registered(kind);
  const job = store.jobs.get(kind);
  const running = job?.state === 'running' || job?.state === 'queued';
  const error = store.errors.get(kind);
  return (
    <li className={`tool-card${registered ? '' : ' tool-card--unavailable'}`} data-tool={tool.id} aria-busy={running || undefined}>
      <h3 id={labelId}>{label}</h3>
      {description && <p className="tool-card__desc">{description}</p>}
      {!registered ? (
        <p className="tool-card__meta">{t('adToolsNotAvailable')}</p>
      ) : (
        <>
          <JobStatus job={job} locale={locale} labelId={labelId} />
          {kind === 'relaunchMails' && !running && (
            <TextField label={t('adToolsRunKey')} value={store.runKey} onValueChange={store.setRunKey} hint={t('adToolsRunKeyHint')} error={store.runKeyError} maxLength={60} autoComplete="off" />
          )}
          {error && (
            <p className="message message--error" role="alert">
              {hasMessage(error) ? t(error) : t('errorHasOccurred')}
            </p>
          )}
          <div className="tool-card__actions">
            {running ? (
              <button type="button" className="button button--secondary" onClick={() => void store.stopJob(kind)} disabled={job?.cancelRequested} aria-label={`${job?.cancelRequested ? t('adToolsStopping') : t('adToolsStop')}: ${label}`}>
                {job?.cancelRequested ? t('adToolsStopping') : t('adToolsStop')}
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={() => void store.startTool(kind)} aria-label={`${t('adToolsStart')}: ${label}`}>
                {t('adToolsStart')}
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
});

function intervalLabel(t: ReturnType<typeof useT>, seconds: number): string {
  return hasMessage(`adSchedEvery_${seconds}`) ? t(`adSchedEvery_${seconds}`) : t('adSchedEverySeconds', { n: seconds });
}

/** One scheduled task: active or stopped, interval, last and next run, start / stop. */
const ScheduleRow = observer(function ScheduleRow({ schedule, store, locale }: { schedule: Schedule; store: AdminToolsStore; locale: string }) {
  const t = useT();
  const label = toolLabel(t, schedule.kind);
  const saving = store.savingSchedule === schedule.kind;
  const error = store.errors.get(`schedule:${schedule.kind}`);
  const intervals = INTERVALS.includes(schedule.intervalSeconds) ? INTERVALS : [...INTERVALS, schedule.intervalSeconds].sort((a, b) => a - b);
  const lastJob = schedule.lastJob;
  return (
    <tr data-schedule={schedule.kind}>
      <th scope="row">
        {label}
        {!schedule.registered && <p className="tool-card__meta">{t('adSchedNotRegistered')}</p>}
        {error && (
          <p className="message message--error" role="alert">
            {hasMessage(error) ? t(error) : t('errorHasOccurred')}
          </p>
        )}
      </th>
      <td>
        <span className={`event-type ${schedule.enabled ? 'event-type--ok' : 'event-type--danger'}`} data-enabled={schedule.enabled}>
          {schedule.enabled ? t('adSchedActive') : t('adSchedStopped')}
        </span>
      </td>
      <td>
        <select
          className="select"
          aria-label={t('adSchedIntervalFor', { task: label })}
          value={schedule.intervalSeconds}
          disabled={saving}
          onChange={(e) => void store.setSchedule(schedule.kind, { intervalSeconds: Number(e.target.value) })}
        >
          {intervals.map((s) => (
            <option key={s} value={s}>
              {intervalLabel(t, s)}
            </option>
          ))}
        </select>
      </td>
      <td>
        {formatTime(schedule.lastRunAt, locale)}
        {schedule.lastOutcome && <span className="tool-card__meta"> · {hasMessage(`adSchedOutcome_${schedule.lastOutcome}`) ? t(`adSchedOutcome_${schedule.lastOutcome}`) : schedule.lastOutcome}</span>}
        {lastJob && lastJob.state === 'failed' && lastJob.error && <span className="tool-card__meta"> · {hasMessage(lastJob.error.code) ? t(lastJob.error.code) : t('jobFailed')}</span>}
      </td>
      <td>{schedule.enabled ? formatTime(schedule.nextRunAt, locale) : '–'}</td>
      <td>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={saving}
          aria-label={`${schedule.enabled ? t('adSchedStop') : t('adSchedStart')}: ${label}`}
          onClick={() => void store.setSchedule(schedule.kind, { enabled: !schedule.enabled })}
        >
          {schedule.enabled ? t('adSchedStop') : t('adSchedStart')}
        </button>
      </td>
    </tr>
  );
});

/** Tools (/system/werkzeuge): every tool of the spec as a job with progress, and the scheduled tasks (ADR 0028). */
const AdminTools = observer(function AdminTools({ page, locale }: PageProps) {
  const t = useT();
  const store = usePageStore((root) => new AdminToolsStore(root.api));
  return (
    <div className="admin-page admin-tools">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adToolsIntro')}</p>
      </div>
      {store.status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {store.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {store.status === 'loaded' && (
        <>
          <section aria-labelledby="tools-heading">
            <h2 id="tools-heading">{t('adToolsToolsHeading')}</h2>
            <ul className="tool-grid">
              {TOOLS.map((tool) => (
                <ToolCard key={tool.id} tool={tool} store={store} locale={locale} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="schedules-heading" className="admin-tools__schedules">
            <h2 id="schedules-heading">{t('adSchedHeading')}</h2>
            <p className="tool-card__desc">{t('adSchedIntro')}</p>
            <div className="table-wrap">
              <table className="data-table data-table--admin">
                <thead>
                  <tr>
                    <th scope="col">{t('adSchedTask')}</th>
                    <th scope="col">{t('adToolsState')}</th>
                    <th scope="col">{t('adSchedInterval')}</th>
                    <th scope="col">{t('adSchedLastRun')}</th>
                    <th scope="col">{t('adSchedNextRun')}</th>
                    <th scope="col">{t('adSchedActions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {store.schedules.map((schedule) => (
                    <ScheduleRow key={schedule.kind} schedule={schedule} store={store} locale={locale} />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
});

export default AdminTools;
