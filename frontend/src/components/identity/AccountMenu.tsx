import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../app/hydration';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { useDisclosure } from '../useDisclosure';
import { useAccountLinks } from '../layout/useAccountLinks';
import { useLogout } from './useLogout';

/**
 * The logged-in customer's header entry: a button labelled with the initials that opens a submenu with
 * dashboard, orders, addresses, details and logout. Disclosure pattern: Escape, an outside click and
 * navigation close it; Escape gives focus back to the button.
 *
 * Who is logged in (initials, name, company, role and the links the role may use) shows once the app runs: the
 * server-rendered page is the same for every customer who sees the same prices, so it is rendered once and
 * shared between them (docs/decisions/0055-shared-pages-for-logged-in-buyers.md). The panel opens only with
 * the app anyway; until then the badge shows the account icon.
 */
export const AccountMenu = observer(function AccountMenu() {
  const t = useT();
  const { session } = useStores();
  const { links } = useAccountLinks();
  const logout = useLogout();
  const location = useLocation();
  const { open, toggle, rootRef, buttonRef } = useDisclosure();
  const id = useId();
  const hydrated = useHydrated();

  const name = [session.user?.firstname, session.user?.lastname].filter(Boolean).join(' ');

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="action-link"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
        ref={buttonRef}
        data-testid="account-menu-button"
      >
        <span className="action-link__badge" aria-hidden="true">
          {hydrated ? session.initials : <Icon name="user" size={14} />}
        </span>
        <span className="action-link__label">{t('myAccount')}</span>
        {hydrated && <span className="visually-hidden">{t('accountMenuFor', { name })}</span>}
      </button>
      <div id={`${id}-panel`} className="account-menu__panel" hidden={!open}>
        {hydrated && (
          <>
            <p className="account-menu__hello">
              {t('loggedInAs')}
              <strong>{name}</strong>
              {session.user?.companyAccount ? t('companyRoleLine', { company: session.user.company, role: t(`companyRole_${session.user.companyAccount.role}`) }) : session.user?.company}
            </p>
            <ul className="account-menu__list">
              {links.map((link) => (
                <li key={link.to}>
                  <Link className="account-menu__link" to={link.to} aria-current={location.pathname === link.to ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li className="account-menu__separator">
                <button type="button" className="account-menu__link" onClick={() => void logout()}>
                  {t('logout')}
                </button>
              </li>
            </ul>
          </>
        )}
      </div>
    </div>
  );
});
