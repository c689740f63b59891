import { observer } from 'mobx-react-lite';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import { formatNumber } from '../../../lib/format';
import { usePageStore } from '../shared/page-store';
import { SystemInfoStore } from './SystemInfoStore';
import { formatBytes, formatTime } from './format';
import './tools.css';

function configValue(value: unknown, t: ReturnType<typeof useT>): string {
  if (value === null || value === undefined) return t('adSysNotSet');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** System info (/system/info): versions, database, disk use, jobs, mail outbox, configuration with secrets masked (ADR 0028). */
const AdminSystemInfo = observer(function AdminSystemInfo({ page, locale }: PageProps) {
  const t = useT();
  const store = usePageStore((root) => new SystemInfoStore(root.api));
  const info = store.info;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <div className="admin-page system-info">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adSysIntro')}</p>
      </div>
      {store.status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {store.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {info && (
        <>
          <p>
            <button type="button" className="button button--secondary button--small" onClick={() => void store.load()}>
              {t('adSysRefresh')}
            </button>{' '}
            <span className="tool-card__meta">{formatTime(info.generatedAt, locale)}</span>
          </p>
          <div className="system-info__grid">
            <section aria-labelledby="sys-versions">
              <h2 id="sys-versions">{t('adSysVersions')}</h2>
              <dl className="system-info__list">
                <dt>{t('adSysAppVersion')}</dt>
                <dd>{info.versions.app}</dd>
                <dt>{t('adSysNodeVersion')}</dt>
                <dd>{info.versions.node}</dd>
                <dt>{t('adSysDatabaseVersion')}</dt>
                <dd>{info.versions.database}</dd>
              </dl>
            </section>
            <section aria-labelledby="sys-database">
              <h2 id="sys-database">{t('adSysDatabase')}</h2>
              <dl className="system-info__list">
                <dt>{t('adSysDatabaseKind')}</dt>
                <dd>{t(`adSysDatabaseKind_${info.database.kind}`)}</dd>
                <dt>{t('adSysDatabaseSize')}</dt>
                <dd>{formatBytes(info.database.sizeBytes, locale)}</dd>
              </dl>
            </section>
            <section aria-labelledby="sys-disk">
              <h2 id="sys-disk">{t('adSysDisk')}</h2>
              <dl className="system-info__list">
                <dt>{t('adSysDataDir')}</dt>
                <dd className="mono">{info.disk.dataDir}</dd>
                <dt>{t('adSysDiskUsed')}</dt>
                <dd>
                  {formatBytes(info.disk.usedBytes, locale)} {!info.disk.complete && t('adSysDiskIncomplete')}
                </dd>
                <dt>{t('adSysDiskFiles')}</dt>
                <dd>{n(info.disk.files)}</dd>
                <dt>{t('adSysDiskFree')}</dt>
                <dd>
                  {formatBytes(info.disk.freeBytes, locale)}
                  {info.disk.totalBytes ? ` / ${formatBytes(info.disk.totalBytes, locale)}` : ''}
                </dd>
              </dl>
            </section>
            <section aria-labelledby="sys-jobs">
              <h2 id="sys-jobs">{t('adSysJobs')}</h2>
              <dl className="system-info__list">
                <dt>{t('jobStateQueued')}</dt>
                <dd>{n(info.jobs.counts.queued)}</dd>
                <dt>{t('jobStateRunning')}</dt>
                <dd>{n(info.jobs.counts.running)}</dd>
                <dt>{t('jobStateDone')}</dt>
                <dd>{n(info.jobs.counts.done)}</dd>
                <dt>{t('jobStateFailed')}</dt>
                <dd>{n(info.jobs.counts.failed)}</dd>
              </dl>
              <h3 className="tool-card__meta">{t('adSysRunningJobs')}</h3>
              {info.jobs.running.length === 0 ? (
                <p className="tool-card__meta">{t('adSysNoRunningJobs')}</p>
              ) : (
                <ul>
                  {info.jobs.running.map((job) => (
                    <li key={job.id}>
                      {hasMessage(`adToolsTool_${job.kind}`) ? t(`adToolsTool_${job.kind}`) : job.kind} ({formatTime(job.startedAt, locale)}
                      {job.progress.total !== null ? `, ${t('adToolsProgressOf', { done: n(job.progress.done), total: n(job.progress.total) })}` : ''})
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="sys-mail">
              <h2 id="sys-mail">{t('adSysMailOutbox')}</h2>
              <dl className="system-info__list">
                <dt>{t('adSysMailPending')}</dt>
                <dd>{n(info.mailOutbox.pending)}</dd>
                <dt>{t('adSysMailFailed')}</dt>
                <dd>{n(info.mailOutbox.failed)}</dd>
                <dt>{t('adSysMailSent')}</dt>
                <dd>{n(info.mailOutbox.sent)}</dd>
              </dl>
            </section>
          </div>
          <section aria-labelledby="sys-config">
            <h2 id="sys-config">{t('adSysConfig')}</h2>
            <div className="table-wrap">
              <table className="data-table data-table--admin system-info__config">
                <thead>
                  <tr>
                    <th scope="col">{t('adSysConfigName')}</th>
                    <th scope="col">{t('adSysConfigValue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(info.config).map(([name, value]) => (
                    <tr key={name}>
                      <th scope="row" className="mono">
                        {name}
                      </th>
                      <td className="mono">{configValue(value, t)}</td>
                    </tr>
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

export default AdminSystemInfo;
