import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../../app/lazy-component';
import { useCurrentRoute, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Spinner } from '../Spinner';
import { Footer } from './Footer';
import { Header } from './Header';

export const MAIN_ID = 'main-content';

/** The admin area has its own frame (top bar and admin menu instead of the shop's header and footer). */
const AdminFrame = lazyComponent(() => import('../../pages/admin/AdminFrame').then((m) => m.default), 'AdminFrame');
/**
 * Dialogs load when they open, not with the page: a server-rendered page with the consent dialog open keeps
 * the dialog's HTML until its code has arrived and hydrates it then.
 */
const MobileDrawer = lazyComponent(() => import('./MobileDrawer').then((m) => m.MobileDrawer), 'MobileDrawer');
const CookieConsent = lazyComponent(() => import('./CookieConsent').then((m) => m.CookieConsent), 'CookieConsent');

export function isAdminComponent(component: string | undefined | null): boolean {
  return typeof component === 'string' && component.startsWith('Admin');
}

/** Page frame: skip link, header, main landmark, footer, drawer and cookie consent. */
export const Layout = observer(function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const route = useCurrentRoute();
  const { ui } = useStores();
  if (isAdminComponent(route?.page?.component)) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <AdminFrame>{children}</AdminFrame>
      </Suspense>
    );
  }
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
