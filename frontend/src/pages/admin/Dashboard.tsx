import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../app/components';
import { getPageComponent } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { formatNumber } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';

/** Summary counts → the admin page that lists them. */
const STAT_PAGES: Record<string, string> = { users: 'adminUsers', orders: 'adminOrders' };

/** Admin dashboard: a greeting and the summary counts (customers, orders, products). */
const AdminDashboard = observer(function AdminDashboard({ page, locale }: PageProps) {
  const t = useT();
  const { admin, session, content } = useStores();
  useEffect(() => {
    void admin.loadDashboard();
  }, [admin]);
  const stats = Object.entries(admin.dashboard ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adminWelcome', { name: session.adminUser?.firstname ?? '' })}</p>
      </div>
      {admin.dashboardStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {admin.dashboardStatus === 'loading' && stats.length === 0 && <Spinner logo={false} label={t('loading')} />}
      {stats.length > 0 && (
        <section aria-labelledby="admin-summary">
          <h2 id="admin-summary" className="visually-hidden">
            {t('adminSummary')}
          </h2>
          <dl className="stat-grid">
            {stats.map(([key, value]) => {
              const target = STAT_PAGES[key] ? content.page(STAT_PAGES[key], locale) : null;
              const linkable = target && getPageComponent(target.component);
              return (
                <div key={key} className="stat">
                  <dt>{hasMessage(`adminStat_${key}`) ? t(`adminStat_${key}`) : key}</dt>
                  <dd>{formatNumber(value, locale)}</dd>
                  {linkable && <Link to={target.path}>{target.label}</Link>}
                </div>
              );
            })}
          </dl>
        </section>
      )}
    </div>
  );
});

export default AdminDashboard;
