import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { hydratedLater, lazyComponent } from '../../app/lazy-component';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { MAIN_ID } from './frame';

export { isAdminComponent, MAIN_ID } from './frame';
import { Header } from './Header';


/**
 * Dialogs load when they open, not with the page: a server-rendered page with the consent dialog open keeps
 * the dialog's HTML until its code has arrived and hydrates it then.
 */
const MobileDrawer = lazyComponent(() => import('./MobileDrawer').then((m) => m.MobileDrawer), 'MobileDrawer');
const CookieConsent = lazyComponent(() => import('./CookieConsent').then((m) => m.CookieConsent), 'CookieConsent');

/** The footer's links work from the HTML; its code (the cookie settings button) hydrates after the page. */
const Footer = hydratedLater(() => import('./Footer').then((m) => m.Footer), 'Footer');


/** Page frame: skip link, header, main landmark, footer, drawer and cookie consent. */
export const Layout = observer(function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const { ui } = useStores();
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {ui.drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer />
        </Suspense>
      )}
      {ui.cookieDialogOpen && (
        <Suspense fallback={null}>
          <CookieConsent />
        </Suspense>
      )}
    </div>
  );
});
