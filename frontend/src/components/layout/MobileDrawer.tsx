import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../api/contracts';
import { useLocale, useT } from '../../app/RouteContext';
import type { DrawerTab } from '../../stores/UiStore';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { useFocusTrap } from '../useFocusTrap';
import { useLogout } from '../identity/useLogout';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useAccountLinks } from './useAccountLinks';

const TABS: DrawerTab[] = ['menu', 'account', 'language'];

/**
 * Slide-in drawer for small screens with the tabs menu, account and language. A modal dialog: focus is
 * trapped inside; Escape, the close button, a backdrop click and any route change close it.
 */
export const MobileDrawer = observer(function MobileDrawer() {
  const t = useT();
  const { ui } = useStores();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();
  useFocusTrap(panelRef, ui.drawerOpen, { onEscape: ui.closeDrawer, initialFocus: closeRef });

  if (!ui.drawerOpen) return null;

  const tabLabel: Record<DrawerTab, string> = { menu: t('menu'), account: t('account'), language: t('language') };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(ui.drawerTab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index + TABS.length - 1) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    ui.setDrawerTab(TABS[next]);
    tabRefs.current[TABS[next]]?.focus();
  };

  return (
    <div className="drawer">
      <div className="drawer__backdrop" onClick={ui.closeDrawer} aria-hidden="true" />
      <div className="drawer__panel" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={panelRef} tabIndex={-1}>
        <div className="drawer__header">
          <h2 id={`${id}-title`} className="drawer__title">
            {t('menu')}
          </h2>
          <button type="button" className="icon-button" onClick={ui.closeDrawer} ref={closeRef}>
            <Icon name="close" />
            <span className="visually-hidden">{t('closeMenu')}</span>
          </button>
        </div>
        <div className="drawer__tabs" role="tablist" aria-label={t('menu')}>
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={ui.drawerTab === tab}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={ui.drawerTab === tab ? 0 : -1}
              className="drawer__tab"
              onClick={() => ui.setDrawerTab(tab)}
              onKeyDown={onTabKey}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
            >
              {tabLabel[tab]}
            </button>
          ))}
        </div>
        <div className="drawer__body">
          {TABS.map((tab) => (
            <div
              key={tab}
              role="tabpanel"
              id={`${id}-panel-${tab}`}
              aria-labelledby={`${id}-tab-${tab}`}
              hidden={ui.drawerTab !== tab}
              className="drawer__tabpanel"
            >
              {ui.drawerTab === tab && tab === 'menu' && <DrawerMenu />}
              {ui.drawerTab === tab && tab === 'account' && <DrawerAccount />}
              {ui.drawerTab === tab && tab === 'language' && <LanguageSwitcher variant="list" />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
});

const DrawerMenu = observer(function DrawerMenu() {
  const locale = useLocale();
  const t = useT();
  const { content } = useStores();
  const items = content.menu('main', locale);
  return (
    <nav aria-label={t('mainNavigation')}>
      <ul className="drawer-menu">
        {items.map((item, i) => (
          <DrawerMenuItem key={`${item.link}-${i}`} item={item} />
        ))}
      </ul>
    </nav>
  );
});

function DrawerMenuItem({ item }: { item: MenuItem }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const hasSub = Boolean(item.subitems?.length);
  return (
    <li className="drawer-menu__item">
      <div className="drawer-menu__row">
        <SmartLink className="drawer-menu__link" to={item.link}>
          {item.label}
        </SmartLink>
        {hasSub && (
          <button type="button" className="icon-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            <Icon name="chevronDown" className={open ? 'rotate-180' : undefined} />
            <span className="visually-hidden">{t('showSubmenu', { label: item.label })}</span>
          </button>
        )}
      </div>
      {hasSub && (
        <ul id={id} className="drawer-menu drawer-menu--nested" hidden={!open}>
          {item.subitems!.map((sub, i) => (
            <DrawerMenuItem key={`${sub.link}-${i}`} item={sub} />
          ))}
        </ul>
      )}
    </li>
  );
}

const DrawerAccount = observer(function DrawerAccount() {
  const t = useT();
  const { session } = useStores();
  const { loggedIn, links } = useAccountLinks();
  const logout = useLogout();
  return (
    <div className="drawer-account">
      {loggedIn ? <p className="drawer-account__hello">{t('hello', { name: session.user?.firstname ?? '' })}</p> : <p>{t('newCustomer')}</p>}
      <ul className="drawer-menu">
        {links.map((link) => (
          <li key={link.to} className="drawer-menu__item">
            <div className="drawer-menu__row">
              <SmartLink className="drawer-menu__link" to={link.to}>
                {link.label}
              </SmartLink>
            </div>
          </li>
        ))}
        {loggedIn && (
          <li className="drawer-menu__item">
            <div className="drawer-menu__row">
              <button type="button" className="drawer-menu__link" onClick={() => void logout()}>
                {t('logout')}
              </button>
            </div>
          </li>
        )}
      </ul>
    </div>
  );
});
