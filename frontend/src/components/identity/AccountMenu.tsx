import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { useAccountLinks } from '../layout/useAccountLinks';
import { useLogout } from './useLogout';

/**
 * The logged-in customer's header entry: a button labelled with the initials that opens a submenu with
 * dashboard, orders, addresses, details and logout. Disclosure pattern: Escape, an outside click and
 * navigation close it; Escape gives focus back to the button.
 */
export const AccountMenu = observer(function AccountMenu() {
  const t = useT();
  const { session } = useStores();
  const { links } = useAccountLinks();
  const logout = useLogout();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = [session.user?.firstname, session.user?.lastname].filter(Boolean).join(' ');

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="action-link"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        ref={buttonRef}
        data-testid="account-menu-button"
      >
        <span className="action-link__badge" aria-hidden="true">
          {session.initials}
        </span>
        <span className="action-link__label">{t('myAccount')}</span>
        <span className="visually-hidden">{t('accountMenuFor', { name })}</span>
      </button>
      <div id={`${id}-panel`} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__hello">
          {t('loggedInAs')}
          <strong>{name}</strong>
          {session.user?.company}
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
      </div>
    </div>
  );
});
