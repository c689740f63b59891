import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Locale } from '@shop/i18n';
import type { Webpage } from '../api/contracts';

/** Component names used by the seeded web pages. */
export const PAGE_COMPONENT_NAMES = [
  'Home', 'Login', 'Registration', 'PasswordForgotten', 'PasswordNew', 'RegistrationOptIn', 'EmailOptIn', 'Search',
  'ProductCategories', 'FitsTo', 'CombinableProducts', 'CadDownload', 'Cart', 'Checkout', 'CartImportExport',
  'Contact', 'Imprint', 'Privacy', 'Locations', 'HoseConfigurator', 'EjectorConfigurator', 'AutomationConfigurator',
  'AccountDashboard', 'AccountOrders', 'AccountOrder', 'AccountAddresses', 'AccountDetails', 'AdminInstall',
  'AdminLogin', 'AdminDashboard', 'AdminSecurity', 'AdminOrders', 'AdminOrder', 'AdminPriceRules', 'AdminUsers',
  'AdminUserProfile', 'AdminMedia', 'AdminMediaUpload', 'AdminTools', 'AdminBackup', 'AdminBackendFiles',
  'AdminBackendFilesUpload', 'AdminSystemInfo', 'AdminImportExport', 'AdminUninstall',
] as const;

export type PageComponentName = (typeof PAGE_COMPONENT_NAMES)[number];

/** Props every page component receives from the route layer. */
export interface PageProps {
  page: Webpage;
  params: Record<string, string>;
  locale: Locale;
}

type PageModule = { default: ComponentType<PageProps> };
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** A lazily loaded page. A failed chunk load dispatches the preload-error event and rethrows. */
function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (typeof window !== 'undefined') {
        const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & { payload?: unknown };
        event.payload = error;
        window.dispatchEvent(event);
      }
      throw error;
    }),
  );
}

/**
 * Registry: component name → lazy page. Names without an entry are not built yet and take the route
 * layer's unknown-component path (error logged and reported, polite "page unavailable" shown).
 */
export const pageComponents: Partial<Record<PageComponentName, LazyPage>> = {
  Home: lazyPage(() => import('../pages/storefront/Home')),
  ProductCategories: lazyPage(() => import('../pages/storefront/ProductCategories')),
  Imprint: lazyPage(() => import('../pages/storefront/Imprint')),
  Privacy: lazyPage(() => import('../pages/storefront/Privacy')),
  Locations: lazyPage(() => import('../pages/storefront/Locations')),
  // catalogue (issue 3)
  Search: lazyPage(() => import('../pages/storefront/Search')),
  FitsTo: lazyPage(() => import('../pages/storefront/FitsTo')),
  CombinableProducts: lazyPage(() => import('../pages/storefront/CombinableProducts')),
  CadDownload: lazyPage(() => import('../pages/storefront/CadDownload')),
  // identity (issue 4)
  Login: lazyPage(() => import('../pages/storefront/Login')),
  Registration: lazyPage(() => import('../pages/storefront/Registration')),
  PasswordForgotten: lazyPage(() => import('../pages/storefront/PasswordForgotten')),
  PasswordNew: lazyPage(() => import('../pages/storefront/PasswordNew')),
  RegistrationOptIn: lazyPage(() => import('../pages/storefront/RegistrationOptIn')),
  EmailOptIn: lazyPage(() => import('../pages/storefront/EmailOptIn')),
  AccountDashboard: lazyPage(() => import('../pages/account/Dashboard')),
  AccountOrders: lazyPage(() => import('../pages/account/Orders')),
  AccountOrder: lazyPage(() => import('../pages/account/Order')),
  AccountAddresses: lazyPage(() => import('../pages/account/Addresses')),
  AccountDetails: lazyPage(() => import('../pages/account/Details')),
  AdminInstall: lazyPage(() => import('../pages/admin/Install')),
  AdminLogin: lazyPage(() => import('../pages/admin/Login')),
  AdminDashboard: lazyPage(() => import('../pages/admin/Dashboard')),
  AdminSecurity: lazyPage(() => import('../pages/admin/Security')),
};

export function getPageComponent(name: string): LazyPage | null {
  return (pageComponents as Record<string, LazyPage | undefined>)[name] ?? null;
}
