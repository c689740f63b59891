import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { useAccountLinks } from '../../components/layout/useAccountLinks';
import { useLogout } from '../../components/identity/useLogout';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import '../../styles/forms.css';
import '../../styles/tables.css';
import '../../styles/account.css';

/** Page code of the navigation entry a page belongs to (the order detail belongs to the orders). */
export type AccountSection = 'accountDashboard' | 'accountOrders' | 'accountOffers' | 'accountApprovals' | 'accountRequisitionLists' | 'accountAddresses' | 'accountDetails' | 'accountCompany';

/**
 * The account area's frame: a sidebar navigation (dashboard, orders, addresses, details, logout) beside
 * the page content; on small screens the navigation becomes a scrollable row above it.
 */
export const AccountLayout = observer(function AccountLayout({ section, title, children, actions }: { section: AccountSection; title: string; children: ReactNode; actions?: ReactNode }) {
  const t = useT();
  const { session } = useStores();
  const { links } = useAccountLinks();
  const logout = useLogout();
  const location = useLocation();
  return (
    <div className="container page account">
      <aside className="account__sidebar">
        <div className="account__user">
          <span className="account__badge" aria-hidden="true">
            {session.initials}
          </span>
          <span className="account__who">
            <strong>{[session.user?.firstname, session.user?.lastname].filter(Boolean).join(' ')}</strong>
            <span>{session.user?.company}</span>
            {session.user?.companyAccount && <span data-testid="account-company-role">{t(`companyRole_${session.user.companyAccount.role}`)}</span>}
          </span>
        </div>
        <nav className="account__nav" aria-label={t('accountNavigation')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link className="account__link" to={link.to} aria-current={link.code === section ? (location.pathname === link.to ? 'page' : 'true') : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="account__link account__logout" onClick={() => void logout()}>
                {t('logout')}
                <Icon name="chevronRight" size={16} />
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="account__content">
        <div className="account__head">
          <h1>{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
});
