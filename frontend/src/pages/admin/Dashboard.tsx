import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { FigureLink, withQuery } from './dashboard/FigureLink';
import { count, dateTime, decimal, money } from './dashboard/format';
import { ReportsStore, type DashboardFigures } from './dashboard/ReportsStore';
import { RevenueChart } from './dashboard/RevenueChart';
import { StatisticsSection } from './dashboard/StatisticsSection';
import { usePageStore } from './shared/page-store';
import '../../styles/admin-dashboard.css';

const WINDOW_LABELS = { today: 'adDashToday', last7Days: 'adDashLast7Days', last30Days: 'adDashLast30Days' } as const;

/**
 * The admin's start page (ADR 0023): what an owner looks at first each morning. Orders, net revenue and new
 * customers for today, 7 and 30 days (a table: numbers aligned, each a link to the list behind it), what needs
 * attention, revenue per day, the top products and the visitor statistics.
 */
const AdminDashboard = observer(function AdminDashboard({ page, locale }: PageProps) {
  const t = useT();
  const { session } = useStores();
  const store = usePageStore((root) => new ReportsStore(root.api, root.session));
  useEffect(() => {
    void store.loadStatistics(locale);
  }, [store, locale]);
  const figures = store.figures;
  return (
    <div className="admin-page dashboard">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adDashWelcome', { name: session.adminUser?.firstname ?? '', time: dateTime(new Date(), locale) })}</p>
      </div>
      {store.figuresStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {store.figuresStatus === 'loading' && !figures && <Spinner logo={false} label={t('loading')} />}
      {figures && <Figures figures={figures} locale={locale} />}
      <StatisticsSection store={store} locale={locale} />
    </div>
  );
});

const Figures = observer(function Figures({ figures, locale }: { figures: DashboardFigures; locale: 'de' | 'en' }) {
  const t = useT();
  const { content } = useStores();
  const ordersPath = content.pathFor('adminOrders', locale);
  const usersPath = content.pathFor('adminUsers', locale);
  const { currency } = figures;
  const rows: Array<{ label: string; value: (w: DashboardFigures['windows'][number]) => string; to: (w: DashboardFigures['windows'][number]) => string | null }> = [
    { label: t('adDashOrders'), value: (w) => count(w.orders, locale), to: (w) => withQuery(ordersPath, { dateFrom: w.from, dateTo: w.to }) },
    { label: t('adDashRevenue'), value: (w) => money(w.revenueCents, currency, locale), to: (w) => withQuery(ordersPath, { dateFrom: w.from, dateTo: w.to }) },
    { label: t('adDashNewCustomers'), value: (w) => count(w.newCustomers, locale), to: (w) => withQuery(usersPath, { registeredFrom: w.from, registeredTo: w.to }) },
  ];
  const attention: Array<{ key: string; label: string; value: number; problem: boolean; to: string | null }> = [
    { key: 'offers', label: t('adDashOpenOffers'), value: figures.openOffers, problem: false, to: withQuery(ordersPath, { view: 'offers', status: 'open' }) },
    { key: 'jobs', label: t('adDashFailedJobs'), value: figures.failedJobs, problem: true, to: withQuery(content.pathFor('adminTools', locale), { state: 'failed' }) },
    { key: 'mailsFailed', label: t('adDashFailedMails'), value: figures.mails.failed, problem: true, to: content.pathFor('adminSystemInfo', locale) },
    { key: 'mailsPending', label: t('adDashPendingMails'), value: figures.mails.pending, problem: false, to: content.pathFor('adminSystemInfo', locale) },
    { key: 'logins', label: t('adDashFailedLogins'), value: figures.failedLogins, problem: true, to: content.pathFor('adminSecurity', locale) },
  ];
  return (
    <>
      <section className="dash-section" aria-labelledby="dash-sales">
        <h2 id="dash-sales">{t('adDashSales')}</h2>
        <div className="table-wrap dash-figures-wrap">
          <table className="data-table dash-figures">
            <caption className="visually-hidden">{t('adDashSales')}</caption>
            <thead>
              <tr>
                <td />
                {figures.windows.map((w) => (
                  <th key={w.key} scope="col" className="num">
                    {t(WINDOW_LABELS[w.key])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {figures.windows.map((w) => (
                    <td key={w.key} className="num" data-figure={`${row.label}:${w.key}`}>
                      <FigureLink to={row.to(w)} label={t('adDashOpenList', { figure: row.label, period: t(WINDOW_LABELS[w.key]), value: row.value(w) })}>
                        {row.value(w)}
                      </FigureLink>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* The same figures per window as cards on a phone (the table needs more width than it has there). */}
        <div className="dash-windows">
          {figures.windows.map((w) => (
            <div key={w.key} className="dash-window">
              <h3>{t(WINDOW_LABELS[w.key])}</h3>
              <dl>
                {rows.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>
                      <FigureLink to={row.to(w)} label={t('adDashOpenList', { figure: row.label, period: t(WINDOW_LABELS[w.key]), value: row.value(w) })}>
                        {row.value(w)}
                      </FigureLink>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
        <p className="dash-note">{t('adDashSalesNote')}</p>
      </section>

      <section className="dash-section" aria-labelledby="dash-attention">
        <h2 id="dash-attention">{t('adDashAttention')}</h2>
        <ul className="dash-attention">
          {attention.map((item) => {
            const alert = item.problem && item.value > 0;
            return (
              <li key={item.key} className={`dash-attention__item${alert ? ' is-alert' : ''}`} data-figure={item.key}>
                <span className="dash-attention__value">
                  <FigureLink to={item.to} label={t('adDashOpenList', { figure: item.label, period: '', value: count(item.value, locale) })}>
                    {count(item.value, locale)}
                  </FigureLink>
                </span>
                <span className="dash-attention__label">{item.label}</span>
                {item.problem && (
                  <span className="dash-attention__state">
                    <span aria-hidden="true">{alert ? '! ' : '✓ '}</span>
                    {alert ? t('adDashNeedsAction') : t('adDashAllClear')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <div className="dash-columns">
        <section className="dash-section" aria-labelledby="dash-chart">
          <h2 id="dash-chart">{t('adDashRevenueChart')}</h2>
          <RevenueChart days={figures.revenuePerDay} currency={currency} locale={locale} today={figures.today} />
        </section>
        <section className="dash-section" aria-labelledby="dash-top">
          <h2 id="dash-top">{t('adDashTopProducts')}</h2>
          {figures.topProducts.length === 0 ? (
            <p className="dash-empty">{t('adDashNoOrders')}</p>
          ) : (
            <div className="table-wrap">
              <table className="data-table data-table--admin dash-top">
                <caption className="visually-hidden">{t('adDashTopProducts')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adDashProduct')}</th>
                    <th scope="col" className="num">
                      {t('adDashQuantity')}
                    </th>
                    <th scope="col" className="num">
                      {t('adDashRevenue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.topProducts.map((p) => (
                    <tr key={p.productId}>
                      <td>
                        <span className="dash-top__name dash-clamp" title={p.name[locale] ?? p.name.de}>
                          {p.name[locale] ?? p.name.de}
                        </span>
                        <span className="dash-muted mono">{p.productId}</span>
                      </td>
                      <td className="num">{decimal(p.quantity, locale)}</td>
                      <td className="num">{money(p.revenueCents, currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
});

export default AdminDashboard;
