import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isAdminPageBuilt } from '../../admin/admin-registry';
import { useCurrentRoute, useLocale, useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher';
import { MAIN_ID } from '../../components/layout/frame';
import { useStores } from '../../stores/StoreContext';
import { adminStoreOf } from '../../stores/AdminStore';
import '../../styles/forms.css';
import '../../styles/tables.css';
import '../../styles/account.css';
import '../../styles/admin.css';

/** The admin menu of the spec: page codes grouped under their headings. */
export const ADMIN_MENU: ReadonlyArray<{ group: string | null; codes: readonly string[] }> = [
  { group: null, codes: ['adminDashboard'] },
  { group: 'adminMenuMonitoring', codes: ['adminSecurity'] },
  { group: 'adminMenuShop', codes: ['adminOrders', 'adminOffers', 'adminCompanies', 'adminProducts', 'adminPriceRules', 'adminContactRequests', 'adminConfiguratorData'] },
  { group: null, codes: ['adminUsers'] },
  { group: 'adminMenuContent', codes: ['adminMedia'] },
  { group: 'adminMenuSystem', codes: ['adminImportExport', 'adminTools', 'adminBackendFiles', 'adminBackup', 'adminSystemInfo', 'adminUninstall'] },
];

/** Unique to the admin bundle; the build test (test/api/admin-spa-bundle.e2e-spec.ts) looks for it. */
export const ADMIN_BUNDLE_MARKER = 'shop-admin-app-bundle';

/**
 * The admin area's frame: a slim top bar (brand, the admin's name, language switch, logout) and, for a
 * logged-in administrator, the admin menu as a sidebar (a toggled panel on small screens). No shop
 * header or footer.
 */
const AdminFrame = observer(function AdminFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const root = useStores();
  const { session, content, config } = root;
  const admin = adminStoreOf(root);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const loggedIn = session.isAdminLoggedIn;
  const dashboard = content.pathFor('adminDashboard', locale);
  const currentCode = route?.page?.code;

  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The small-screen menu panel closes on Escape (focus back to its button).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLButtonElement>('.admin-bar__menu')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = async () => {
    await admin.logout();
    const login = content.pathFor('adminLogin', locale);
    if (login) navigate(login, { replace: true });
  };

  const name = [session.adminUser?.firstname, session.adminUser?.lastname].filter(Boolean).join(' ');
  const shopHome = config.homepagePath(locale);

  return (
    <div className={`admin${loggedIn ? ' admin--with-menu' : ''}`} data-app={ADMIN_BUNDLE_MARKER}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <header className="admin-bar">
        {loggedIn && (
          <button type="button" className="admin-bar__menu icon-button" aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen(!menuOpen)}>
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
          </button>
        )}
        <Link className="admin-bar__brand" to={loggedIn && dashboard ? dashboard : (content.pathFor('adminLogin', locale) ?? '/')}>
          <img src="/logo.svg" alt="" width="120" height="32" />
          <span className="admin-bar__title">{t('adminArea')}</span>
        </Link>
        <div className="admin-bar__right">
          {shopHome && (
            // The shop is the storefront app: a page load of its own, not a route of the admin app.
            <a className="admin-bar__link" href={shopHome}>
              {t('toShop')}
            </a>
          )}
          <LanguageSwitcher />
          {loggedIn && (
            <>
              <span className="admin-bar__user" title={session.adminUser?.email ?? undefined}>
                <Icon name="user" size={16} />
                <span>{name}</span>
              </span>
              <button type="button" className="button button--secondary button--small admin-bar__logout" onClick={() => void onLogout()}>
                {t('logout')}
              </button>
            </>
          )}
        </div>
      </header>
      <div className="admin__body">
        {loggedIn && (
          <nav id={navId} className={`admin-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('adminNavigation')}>
            <ul className="admin-nav__list">
              {ADMIN_MENU.map((section, i) => (
                <li key={section.group ?? `item-${i}`} className="admin-nav__section">
                  {section.group && <span className="admin-nav__group">{t(section.group)}</span>}
                  <ul>
                    {section.codes.map((code) => {
                      const page = content.page(code, locale);
                      if (!page) return null;
                      const available = isAdminPageBuilt(page.component);
                      return (
                        <li key={code}>
                          {available ? (
                            <Link className="admin-nav__link" to={page.path} aria-current={currentCode === code ? 'page' : undefined}>
                              {page.label}
                            </Link>
                          ) : (
                            <span className="admin-nav__link is-disabled" aria-disabled="true">
                              {page.label}
                              <span className="admin-nav__soon">
                                <span className="visually-hidden"> – </span>
                                {t('comingSoon')}
                              </span>
                            </span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id={MAIN_ID} className="admin__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
});

export default AdminFrame;
