import type { ComponentType } from 'react';
import type { Locale } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import { needTextArea, textsModule, type TextArea } from '../i18n/texts';
import { reportChunkFailure } from './chunk-failure';
import { lazyComponent, type PreloadableComponent } from './lazy-component';

export { PRELOAD_ERROR_EVENT, reportChunkFailure } from './chunk-failure';

/** Component names used by the seeded web pages. */
export const PAGE_COMPONENT_NAMES = [
  'Home', 'Login', 'Registration', 'PasswordForgotten', 'PasswordNew', 'RegistrationOptIn', 'EmailOptIn', 'Search',
  'ProductCategories', 'FitsTo', 'CombinableProducts', 'CadDownload', 'Cart', 'Checkout', 'CartImportExport',
  'Contact', 'Imprint', 'Privacy', 'Terms', 'Locations', 'HoseConfigurator', 'EjectorConfigurator', 'AutomationConfigurator',
  'AccountDashboard', 'AccountOrders', 'AccountOrder', 'AccountAddresses', 'AccountDetails', 'AdminInstall',
  'AdminLogin', 'AdminDashboard', 'AdminSecurity', 'AdminOrders', 'AdminOrder', 'AdminPriceRules', 'AdminUsers',
  'AdminUserProfile', 'AdminMedia', 'AdminMediaUpload', 'AdminTools', 'AdminBackup', 'AdminBackendFiles',
  'AdminBackendFilesUpload', 'AdminSystemInfo', 'AdminImportExport', 'AdminUninstall', 'AdminProducts',
  'AccountOffers', 'AccountRequisitionLists', 'AdminOffers', 'AdminOffer', 'AdminConfiguratorData', 'AdminContactRequests', 'AdminProduct',
  'AccountCompany', 'CompanyInvitation', 'AdminCompanies', 'AdminCompany', 'AccountApprovals',
] as const;

export type PageComponentName = (typeof PAGE_COMPONENT_NAMES)[number];

/** Props every page component receives from the route layer. */
export interface PageProps {
  page: Webpage;
  params: Record<string, string>;
  locale: Locale;
}

type PageModule = { default: ComponentType<PageProps> };
export type LazyPage = PreloadableComponent<PageProps>;

/**
 * Source module (under src/, without extension) of each registered page: server rendering names the chunks
 * a page needs (modulepreload and its CSS) from the build manifest.
 */
const pageModules = new Map<string, string>();

/**
 * Starts loading a page's chunk (before hydration, or when a link to it is hovered or comes into view).
 * A failure is left to the page component, which reports it when the page is shown.
 */
export function preloadPage(name: string): Promise<unknown> {
  return getPageComponent(name)?.preload() ?? Promise.resolve();
}

/** The source module of a registered page component, e.g. 'pages/storefront/Home'. */
export function pageModuleOf(name: string): string | null {
  return pageModules.get(name) ?? null;
}


/** Text areas a page needs beside the storefront's (loaded with its chunk, preloaded by the server). */
const pageTextAreas = new Map<string, TextArea[]>();

/** The source modules of the texts a page needs beside the storefront's, e.g. 'i18n/configurators.de'. */
export function pageTextModulesOf(name: string, locale: Locale): string[] {
  return (pageTextAreas.get(name) ?? []).map((area) => textsModule(locale, area));
}

/** A lazily loaded page (with the text areas it needs). A failed chunk load dispatches the preload-error event and rethrows. */
function lazyPage(name: PageComponentName, module: string, load: () => Promise<PageModule>, areas: TextArea[] = []): LazyPage {
  pageModules.set(name, module);
  if (areas.length > 0) pageTextAreas.set(name, areas);
  const loadAll = () => Promise.all([load(), ...areas.map(needTextArea)]).then(([m]) => m);
  return lazyComponent(() => loadAll().then((m) => m.default, reportChunkFailure), name);
}

/**
 * Registry of the storefront: component name → lazy page. Names without an entry are not built yet and take the route
 * layer's unknown-component path (error logged and reported, polite "page unavailable" shown).
 */
export const pageComponents: Partial<Record<PageComponentName, LazyPage>> = {
  Home: lazyPage('Home', 'pages/storefront/Home', () => import('../pages/storefront/Home')),
  ProductCategories: lazyPage('ProductCategories', 'pages/storefront/ProductCategories', () => import('../pages/storefront/ProductCategories')),
  Imprint: lazyPage('Imprint', 'pages/storefront/Imprint', () => import('../pages/storefront/Imprint')),
  Privacy: lazyPage('Privacy', 'pages/storefront/Privacy', () => import('../pages/storefront/Privacy')),
  // The terms and conditions are a legal text like the privacy policy: the same page.
  Terms: lazyPage('Terms', 'pages/storefront/Privacy', () => import('../pages/storefront/Privacy')),
  Locations: lazyPage('Locations', 'pages/storefront/Locations', () => import('../pages/storefront/Locations')),
  Contact: lazyPage('Contact', 'pages/storefront/Contact', () => import('../pages/storefront/Contact')),
  // catalogue (docs/rules/screens-and-routes.md#storefront-pages)
  Search: lazyPage('Search', 'pages/storefront/Search', () => import('../pages/storefront/Search')),
  FitsTo: lazyPage('FitsTo', 'pages/storefront/FitsTo', () => import('../pages/storefront/FitsTo')),
  CombinableProducts: lazyPage('CombinableProducts', 'pages/storefront/CombinableProducts', () => import('../pages/storefront/CombinableProducts')),
  CadDownload: lazyPage('CadDownload', 'pages/storefront/CadDownload', () => import('../pages/storefront/CadDownload')),
  // pricing and cart (docs/rules/screens-and-routes.md#cart-views)
  CartImportExport: lazyPage('CartImportExport', 'pages/storefront/CartImportExport', () => import('../pages/storefront/CartImportExport')),
  // cart
  Cart: lazyPage('Cart', 'pages/storefront/Cart', () => import('../pages/storefront/Cart')),
  // checkout
  Checkout: lazyPage('Checkout', 'pages/storefront/Checkout', () => import('../pages/storefront/Checkout')),
  // identity (docs/rules/screens-and-routes.md#account-area)
  Login: lazyPage('Login', 'pages/storefront/Login', () => import('../pages/storefront/Login')),
  Registration: lazyPage('Registration', 'pages/storefront/Registration', () => import('../pages/storefront/Registration'), ['account']),
  PasswordForgotten: lazyPage('PasswordForgotten', 'pages/storefront/PasswordForgotten', () => import('../pages/storefront/PasswordForgotten'), ['account']),
  PasswordNew: lazyPage('PasswordNew', 'pages/storefront/PasswordNew', () => import('../pages/storefront/PasswordNew'), ['account']),
  RegistrationOptIn: lazyPage('RegistrationOptIn', 'pages/storefront/RegistrationOptIn', () => import('../pages/storefront/RegistrationOptIn'), ['account']),
  EmailOptIn: lazyPage('EmailOptIn', 'pages/storefront/EmailOptIn', () => import('../pages/storefront/EmailOptIn'), ['account']),
  AccountDashboard: lazyPage('AccountDashboard', 'pages/account/Dashboard', () => import('../pages/account/Dashboard'), ['account']),
  AccountOrders: lazyPage('AccountOrders', 'pages/account/Orders', () => import('../pages/account/Orders'), ['account']),
  AccountOrder: lazyPage('AccountOrder', 'pages/account/Order', () => import('../pages/account/Order'), ['account']),
  AccountAddresses: lazyPage('AccountAddresses', 'pages/account/Addresses', () => import('../pages/account/Addresses'), ['account']),
  AccountDetails: lazyPage('AccountDetails', 'pages/account/Details', () => import('../pages/account/Details'), ['account']),
  AccountOffers: lazyPage('AccountOffers', 'pages/account/Offers', () => import('../pages/account/Offers'), ['account']),
  AccountCompany: lazyPage('AccountCompany', 'pages/account/Company', () => import('../pages/account/Company'), ['account']),
  CompanyInvitation: lazyPage('CompanyInvitation', 'pages/storefront/CompanyInvitation', () => import('../pages/storefront/CompanyInvitation'), ['account']),
  AccountRequisitionLists: lazyPage('AccountRequisitionLists', 'pages/account/RequisitionLists', () => import('../pages/account/RequisitionLists'), ['account']),
  AccountApprovals: lazyPage('AccountApprovals', 'pages/account/Approvals', () => import('../pages/account/Approvals'), ['account']),
  AutomationConfigurator: lazyPage('AutomationConfigurator', 'pages/configurators/AutomationConfigurator', () => import('../pages/configurators/AutomationConfigurator'), ['configurators']),
  EjectorConfigurator: lazyPage('EjectorConfigurator', 'pages/configurators/EjectorConfigurator', () => import('../pages/configurators/EjectorConfigurator'), ['configurators']),
  HoseConfigurator: lazyPage('HoseConfigurator', 'pages/configurators/HoseConfigurator', () => import('../pages/configurators/HoseConfigurator'), ['configurators']),
  // The admin area's pages are no part of the storefront: they are the admin app's (src/admin, ADR 0023),
  // registered in ./admin-pages. A route to one of them leaves the storefront for the admin app's page.
};

export function getPageComponent(name: string): LazyPage | null {
  return (pageComponents as Record<string, LazyPage | undefined>)[name] ?? null;
}
