import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useCurrentRoute, useT } from '../../app/RouteContext';
import { Spinner } from '../Spinner';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';

export const MAIN_ID = 'main-content';

/** The admin area has its own frame (top bar and admin menu instead of the shop's header and footer). */
const AdminFrame = lazy(() => import('../../pages/admin/AdminFrame'));

export function isAdminComponent(component: string | undefined | null): boolean {
  return typeof component === 'string' && component.startsWith('Admin');
}

/** Page frame: skip link, header, main landmark, footer, drawer and cookie consent. */
export const Layout = observer(function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const route = useCurrentRoute();
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
      <MobileDrawer />
      <CookieConsent />
    </div>
  );
});
