import { observer } from 'mobx-react-lite';
import { hasMessage } from '@shop/i18n';
import { useT } from '../../../app/RouteContext';
import { formatNumber } from '../../../lib/format';
import type { Job } from './AdminToolsStore';
import { formatTime } from './format';

const STATE_KEY: Record<string, string> = { queued: 'jobStateQueued', running: 'jobStateRunning', done: 'jobStateDone', failed: 'jobStateFailed' };
const TONE: Record<string, string> = { running: ' event-type--warning', queued: ' event-type--warning', done: ' event-type--ok', failed: ' event-type--danger' };

/** Result fields that are bookkeeping, not news for the admin. */
const HIDDEN_RESULT_KEYS = new Set(['waitedMs', 'generatedAt', 'sourceVersion', 'version']);

/** A job's result as label/value pairs: its numbers and a few short texts (nested objects flattened one level). */
function resultEntries(result: unknown): Array<[string, string | number]> {
  if (!result || typeof result !== 'object') return [];
  const out: Array<[string, string | number]> = [];
  for (const [key, value] of Object.entries(result as Record<string, unknown>)) {
    if (HIDDEN_RESULT_KEYS.has(key)) continue;
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 40)) out.push([key, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'number') out.push([`${key}.${inner}`, v]);
    }
  }
  return out.slice(0, 12);
}

/** State, progress bar, last run, result and error of one job (the tools page's card body). */
export const JobStatus = observer(function JobStatus({ job, locale, labelId }: { job: Job | undefined; locale: string; labelId: string }) {
  const t = useT();
  if (!job) return <p className="tool-card__meta">{t('adToolsNeverRun')}</p>;
  const running = job.state === 'running' || job.state === 'queued';
  const { done, total } = job.progress;
  const entries = job.state === 'done' ? resultEntries(job.result) : [];
  return (
    <div className="tool-card__status" aria-live="polite">
      <p className="tool-card__meta">
        <span className={`event-type${TONE[job.state] ?? ''}`} data-state={job.state}>
          {t(STATE_KEY[job.state] ?? 'jobStateDone')}
        </span>{' '}
        {t('adToolsLastRun')}: {formatTime(job.finishedAt ?? job.startedAt ?? job.createdAt, locale)}
      </p>
      {(running || (job.state === 'done' && total !== null)) && (
        <div className="tool-card__progress">
          <progress aria-labelledby={labelId} max={total ?? undefined} value={total === null ? undefined : Math.min(done, total)} />
          <span className="tool-card__progress-text">
            {total !== null ? t('adToolsProgressOf', { done: formatNumber(done, locale), total: formatNumber(total, locale) }) : t('adToolsProgressCount', { done: formatNumber(done, locale) })}
          </span>
        </div>
      )}
      {entries.length > 0 && (
        <dl className="tool-card__result" aria-label={t('adToolsResult')}>
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{hasMessage(`adToolsResultKey_${key}`) ? t(`adToolsResultKey_${key}`) : key}</dt>
              <dd>{typeof value === 'number' ? formatNumber(value, locale) : value}</dd>
            </div>
          ))}
        </dl>
      )}
      {job.state === 'failed' && job.error && (
        <p className="message message--error tool-card__error">
          {t('adToolsError')}: {hasMessage(job.error.code) ? t(job.error.code) : t('jobFailed')}
        </p>
      )}
    </div>
  );
});
