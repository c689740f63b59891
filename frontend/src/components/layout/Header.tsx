import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { hydratedLater, lazyComponent } from '../../app/lazy-component';
import { Link } from 'react-router';
import { useLocale, useT } from '../../app/RouteContext';
import { telHref } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { CartCount, CartMenu } from './CartMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useAccountLinks } from './useAccountLinks';
// The search field's and suggestions' styles: the field is on every page's first paint (its code is not).
import '../catalogue/search-dropdown.css';

const LoginModal = lazyComponent(() => import('../identity/LoginModal').then((m) => m.LoginModal), 'LoginModal');

/** Until the search's code is there on a page rendered in the browser: the same field as a plain GET form. */
const SearchFieldWithoutScript = observer(function SearchFieldWithoutScript() {
  const t = useT();
  const locale = useLocale();
  const { content } = useStores();
  return (
    <div className="searchbox">
      <form className="searchform" role="search" action={content.pathFor('search', locale) ?? undefined} method="get">
        <input className="searchform__input" type="text" name="searchterm" aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} autoComplete="off" maxLength={200} />
        <button className="searchform__submit" type="submit">
          <Icon name="search" />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      </form>
    </div>
  );
});

/** The header search: field, suggestions and their store hydrate after the page (ADR 0061). */
const HeaderSearch = hydratedLater(() => import('../catalogue/SearchDropdown').then((m) => m.SearchDropdown), 'SearchDropdown', <SearchFieldWithoutScript />);
/** The logged-in customer's menu: shown on a shared page once the app runs (ADR 0055), its code after the page. */
const AccountMenu = hydratedLater(() => import('../identity/AccountMenu').then((m) => m.AccountMenu), 'AccountMenu');
/** The main menu's links work from the HTML; its dropdowns' code hydrates after the page. */
const MainMenu = hydratedLater(() => import('./MainMenu').then((m) => m.MainMenu), 'MainMenu');

/** Header type "default": service bar, logo, search, account and cart, main menu (drawer on small screens). */
export const Header = observer(function Header() {
  const t = useT();
  const locale = useLocale();
  const { config, content, session, ui, cart } = useStores();
  const brand = config.brand;
  const home = config.homepagePath(locale) ?? config.homepagePath(config.defaultLocale) ?? '/';
  const cartPath = content.pathFor('cart', locale);
  const { loggedIn } = useAccountLinks();
  const [loginOpen, setLoginOpen] = useState(false);
  const phone = brand?.phone?.central;

  return (
    <header className={`site-header site-header--${config.config?.header?.type ?? 'default'}`}>
      <div className="servicebar">
        <div className="container servicebar__inner">
          <p className="servicebar__note">{t('netPricesNote')}</p>
          {phone && (
            <a className="servicebar__phone" href={telHref(phone)}>
              <Icon name="phone" size={14} />
              <span>
                {t('phoneShort')} {phone}
              </span>
            </a>
          )}
          <LanguageSwitcher />
        </div>
      </div>
      <div className="container masthead">
        <Link className="masthead__brand" to={home} aria-label={t('homeLinkLabel', { brand: brand?.shortName ?? 'HydraTec' })}>
          <img src="/logo.svg" alt="" width="168" height="44" />
        </Link>
        <div className="masthead__search">
          <HeaderSearch />
        </div>
        <ul className="masthead__actions">
          <li>
            {loggedIn && session.initials ? (
              <AccountMenu />
            ) : (
              <button type="button" className="action-link" aria-haspopup="dialog" aria-expanded={loginOpen} onClick={() => setLoginOpen(true)}>
                <Icon name="user" />
                <span className="action-link__label">{t('login')}</span>
              </button>
            )}
          </li>
          {cartPath ? (
            <CartMenu cartPath={cartPath} />
          ) : (
            // Until the cart page is built the count is shown, not linked (a link would be a dead end).
            cart.positionCount > 0 && (
              <li>
                <span className="action-link action-link--cart action-link--static">
                  <CartCount count={cart.positionCount} label={t('cart')} hidden={t('cartPositionCount', { count: cart.positionCount })} />
                </span>
              </li>
            )
          )}
          <li className="masthead__menu-button">
            <button
              type="button"
              className="action-link"
              aria-haspopup="dialog"
              aria-expanded={ui.drawerOpen}
              onClick={() => ui.openDrawer('menu')}
            >
              <Icon name="menu" />
              <span className="action-link__label">{t('menu')}</span>
            </button>
          </li>
        </ul>
      </div>
      <MainMenu />
      {/* Loaded when first opened: the dialog's code is not part of the first page load. */}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal open onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </header>
  );
});
