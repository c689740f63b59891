import { observer } from 'mobx-react-lite';
import { useT } from '../../../app/RouteContext';
import { count, dateTime, decimal, monthLabel } from './format';
import type { ReportsStore, Statistics } from './ReportsStore';

type Ranked = Statistics['topProducts'][number];

function RankedList({ title, rows, locale, keyLabel }: { title: string; rows: Ranked[]; locale: string; keyLabel: string }) {
  const t = useT();
  return (
    <div className="dash-panel">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="dash-empty">{t('adStatEmpty')}</p>
      ) : (
        <table className="data-table data-table--admin dash-ranked">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col" className="num">
                {t('adStatCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>
                  <span className="dash-clamp" title={row.label}>
                    {row.label}
                  </span>
                  {row.label !== row.key && <span className="dash-muted mono"> {row.key}</span>}
                </td>
                <td className="num">{count(row.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The visitor statistics on the dashboard (ADR 0023): what buyers search for and do not find, what they look
 * at, and how many carts become orders; computed by the job refreshStatistics, which the admin can start here.
 */
export const StatisticsSection = observer(function StatisticsSection({ store, locale }: { store: ReportsStore; locale: 'de' | 'en' }) {
  const t = useT();
  const stats = store.statistics;
  const running = store.refreshing !== null && (store.refreshing.state === 'running' || store.refreshing.state === 'queued');
  const finished = store.refreshing?.state === 'done';
  const kpis: Array<[string, string, string | null]> = stats
    ? [
        [t('adStatPageViews'), count(stats.totals.pageViews, locale), null],
        [t('adStatSearches'), count(stats.totals.searches, locale), null],
        [t('adStatSearchesWithoutResults'), count(stats.totals.searchesWithoutResults, locale), null],
        [t('adStatCartsStarted'), count(stats.totals.cartsStarted, locale), null],
        [t('adStatOrders'), count(stats.totals.orders, locale), null],
        [t('adStatConversion'), stats.conversionPercent === null ? '–' : `${decimal(stats.conversionPercent, locale)} %`, t('adStatConversionHint')],
      ]
    : [];
  return (
    <section className="dash-section" aria-labelledby="dash-statistics">
      <div className="dash-section__head">
        <h2 id="dash-statistics">{t('adStatTitle')}</h2>
        <button type="button" className="button button--secondary button--small" onClick={() => void store.refreshStatistics(locale)} disabled={running} aria-busy={running}>
          {t('adStatRefresh')}
        </button>
      </div>
      <p className="dash-note" role="status">
        {running
          ? t('adStatRefreshing')
          : store.refreshError
            ? t(store.refreshError)
            : stats?.refreshedAt
              ? `${finished ? `${t('adStatRefreshDone')} ` : ''}${t('adStatRefreshedAt', { time: dateTime(stats.refreshedAt, locale) })}`
              : stats
                ? t('adStatNeverRefreshed')
                : ''}
      </p>
      {store.statisticsStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {stats && (
        <>
          <dl className="dash-kpis">
            {kpis.map(([label, value, hint]) => (
              <div key={label} className="dash-kpi">
                <dt>{label}</dt>
                <dd>{value}</dd>
                {hint && <dd className="dash-kpi__hint">{hint}</dd>}
              </div>
            ))}
          </dl>
          <div className="dash-columns dash-columns--three">
            <RankedList title={t('adStatTopNoResults')} rows={stats.topSearchesWithoutResults} locale={locale} keyLabel={t('adStatTerm')} />
            <RankedList title={t('adStatTopProducts')} rows={stats.topProducts} locale={locale} keyLabel={t('adDashProduct')} />
            <RankedList title={t('adStatTopCategories')} rows={stats.topCategories} locale={locale} keyLabel={t('adStatCategory')} />
          </div>
          {stats.periods.length > 0 && (
            <details className="dash-periods">
              <summary>{t('adStatPeriods')}</summary>
              <div className="table-wrap">
                <table className="data-table data-table--admin">
                  <caption className="visually-hidden">{t('adStatPeriods')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('adStatPeriod')}</th>
                      <th scope="col" className="num">{t('adStatPageViews')}</th>
                      <th scope="col" className="num">{t('adStatSearches')}</th>
                      <th scope="col" className="num">{t('adStatSearchesWithoutResults')}</th>
                      <th scope="col" className="num">{t('adStatCartsStarted')}</th>
                      <th scope="col" className="num">{t('adStatOrders')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.periods.map((p) => (
                      <tr key={p.period}>
                        <th scope="row">{monthLabel(p.period, locale)}</th>
                        <td className="num">{count(p.pageViews, locale)}</td>
                        <td className="num">{count(p.searches, locale)}</td>
                        <td className="num">{count(p.searchesWithoutResults, locale)}</td>
                        <td className="num">{count(p.cartsStarted, locale)}</td>
                        <td className="num">{count(p.orders, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
});
