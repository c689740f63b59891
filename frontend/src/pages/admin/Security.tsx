import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { hasMessage } from '@shop/i18n';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Spinner } from '../../components/Spinner';
import { useStores } from '../../stores/StoreContext';
import { adminStoreOf } from '../../stores/AdminStore';
import { AuditLog } from './security/AuditLog';

const DANGER = new Set(['loginLocked', 'loginRateLimited', 'adminLoginFailed']);
const WARNING = new Set(['loginFailed', 'passwordResetRequested', 'emailChangeRequested']);
const OK = new Set(['adminLogin', 'shopInstalled', 'adminCreated', 'registrationConfirmed', 'passwordChanged', 'passwordReset', 'emailChanged']);

function tone(type: string): string {
  if (DANGER.has(type)) return ' event-type--danger';
  if (WARNING.has(type)) return ' event-type--warning';
  if (OK.has(type)) return ' event-type--ok';
  return '';
}

function formatTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' }).format(date);
}

/**
 * Security monitor, two tabs (links with ?tab=, so each can be bookmarked): the security events (failed and
 * locked logins, password and e-mail changes, admin logins, newest first) and the audit log of every admin change.
 */
const AdminSecurity = observer(function AdminSecurity({ page, locale }: PageProps) {
  const t = useT();
  const location = useLocation();
  const audit = new URLSearchParams(location.search).get('tab') === 'audit';
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('securityIntro')}</p>
      </div>
      <nav aria-label={page.label}>
        <ul className="admin-tabs">
          <li>
            <Link to={page.path} aria-current={audit ? undefined : 'page'}>
              {t('adSpaSecurityEvents')}
            </Link>
          </li>
          <li>
            <Link to={`${page.path}?tab=audit`} aria-current={audit ? 'page' : undefined}>
              {t('adSpaAuditLog')}
            </Link>
          </li>
        </ul>
      </nav>
      {audit ? <AuditLog locale={locale} /> : <SecurityEvents label={page.label} locale={locale} />}
    </div>
  );
});

const SecurityEvents = observer(function SecurityEvents({ label, locale }: { label: string; locale: string }) {
  const t = useT();
  const root = useStores();
  const admin = adminStoreOf(root);
  useEffect(() => {
    void admin.loadSecurityEvents();
  }, [admin]);
  const events = admin.securityEvents;
  return (
    <>
      {admin.securityStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {admin.securityStatus === 'loading' && events.length === 0 && <Spinner logo={false} label={t('loading')} />}
      {admin.securityStatus === 'loaded' && events.length === 0 && <p className="message">{t('noSecurityEvents')}</p>}
      {events.length > 0 && (
        <div className="table-wrap">
          <table className="data-table data-table--admin">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('eventTime')}</th>
                <th scope="col">{t('eventType')}</th>
                <th scope="col">{t('emailAddress')}</th>
                <th scope="col">{t('eventSubject')}</th>
                <th scope="col">{t('clientAddress')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => {
                const type = event.type;
                const subject = event.subjectKind ? `${t(`subjectKind_${event.subjectKind}`)}${event.subjectId ? ` #${event.subjectId}` : ''}` : '–';
                return (
                  <tr key={event.id}>
                    <td className="num">{formatTime(event.createdAt, locale)}</td>
                    <td>
                      <span className={`event-type${tone(type)}`}>{hasMessage(`securityEvent_${type}`) ? t(`securityEvent_${type}`) : type}</span>
                    </td>
                    <td>{event.email || '–'}</td>
                    <td>{subject}</td>
                    <td className="mono">{event.clientAddress || '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
});

export default AdminSecurity;
