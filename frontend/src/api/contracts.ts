/**
 * Hand-written request and response types of the calls the frontend makes.
 * Kept in this one file on purpose: it is to be replaced by types generated from the OpenAPI document
 * (openapi-typescript); `PostEndpoints` is then derived from the generated `paths`.
 */

// ---- Envelope ---------------------------------------------------------------------------------------------

/** Every answer is `{ data }` on success or `{ error: { code, message } }` on failure. */
export interface ApiError {
  code: string;
  message: string;
  details?: unknown;
  /** Field → message id of a validation failure. */
  fields?: Record<string, string>;
}
export interface ApiSuccessBody<T> {
  data: T;
}
export interface ApiErrorBody {
  error: ApiError;
}

// ---- Config ---------------------------------------------------------------------------------------------

export type CookieCategory = 'Tec' | 'Stat' | 'Per' | 'Ads';
export type IntLevel = 'off' | 'basic' | 'full';
export type LocalizedText = { de: string; en: string };

export interface SocialChannel {
  name: string;
  id: string;
  url: string;
}

export interface BrandLocation {
  img: string;
  name: LocalizedText;
  /** Two-letter country code. */
  cc: string;
  addressLines: string[];
  phone: string;
  mail: string;
  web: string;
}

export interface BrandConfig {
  longName: string;
  shortName: string;
  address: { street: string; zip: string; city: string; countryI18nId: string };
  phone: { central: string; fax: string };
  email: string;
  legal: {
    commercialRegister: { location: string; number: string };
    vatId: string;
    dunsId: string;
    personInCharge: string;
    langVersionThatApplies: string;
  };
  socialMedia: Record<string, SocialChannel[]>;
  locations: BrandLocation[];
}

export interface ShopConfig {
  baseUrl: string;
  apiBaseUrl: string;
  defaultLocale: 'de';
  i18n: { languages: { code: string }[] };
  adminSlug: string;
  /** Subset of Tec, Stat, Per, Ads. */
  cookieCategories: CookieCategory[];
  intLevel: IntLevel;
  sales: {
    currency: 'EUR';
    listPriceInfo: { enable: boolean };
    cartExportImport: boolean;
    enableOffer: boolean;
    cartTTL: number;
  };
  product: { image: { path: string } };
  /** locale → path of its home page, e.g. { de: '/', en: '/en' }; a locale without one is not installed. */
  homepage: Record<string, string>;
  themeColor: string;
  header: { type: 'default' | 'type2'; upperCaseLanguageCodes: boolean };
  brand: BrandConfig;
}

// ---- Content ------------------------------------------------------------------------------------------

export type AccessCondition =
  | 'not-logged-in'
  | 'logged-in'
  | 'admin-not-logged-in'
  | 'admin-logged-in'
  | 'not-installed'
  | 'installed';

export interface Webpage {
  id: number;
  /** Translation code: the same page in another language has the same code. */
  code: string;
  locale: string;
  /** Full path including the /en prefix. */
  path: string;
  component: string;
  /** Prefix matching instead of exact matching. */
  prefix: boolean;
  accessCondition: AccessCondition | string | null;
  redirectTarget: string | null;
  label: string;
  description: string;
  robots: string;
  /** Optional share image (assumed; the table has an image column). */
  image?: string | null;
}

export interface MenuItem {
  label: string;
  link: string;
  image?: string | null;
  layout?: string | null;
  subitems?: MenuItem[];
}

/** menu code ('main', 'footer', 'footerLegal') → locale → items. */
export type Menus = Record<string, Record<string, MenuItem[]>>;

export interface ProductCategory {
  id: string;
  parentId: string | null;
  sort: number;
  image: string | null;
  name: LocalizedText;
  /** Full URL path per locale. */
  path: LocalizedText;
  productCount: number;
}

export interface Redirect {
  path: string;
  target: string;
}

// ---- Session ------------------------------------------------------------------------------------------

export interface SessionUser {
  firstname?: string;
  lastname?: string;
  company?: string;
  email?: string;
  customerId?: string;
  salutation?: 'mr' | 'mrs';
  id?: string | number;
  [key: string]: unknown;
}

export interface SessionAdminUser {
  firstname?: string;
  lastname?: string;
  email?: string;
  [key: string]: unknown;
}

export interface InitStore {
  user: SessionUser | null;
  adminUser: SessionAdminUser | null;
  groupPriceRules: unknown[];
  defaultPriceRules: unknown[];
  orders: unknown[];
}

export interface InitData {
  config: ShopConfig;
  webpages: Webpage[];
  menus: Menus;
  productCategories: ProductCategory[];
  redirects: Redirect[];
  store: InitStore;
}

// ---- Web page params ----------------------------------------------------------------------------------

export interface ContentSection {
  heading: string;
  /** Plain text; blank lines separate paragraphs. */
  body: string;
}

export interface WebpageParams {
  sections?: ContentSection[];
  [key: string]: unknown;
}

export interface WebpageParamsResponse {
  success: boolean;
  params: WebpageParams | null;
}

// ---- Tracking and error reports -------------------------------------------------------------------------

export interface TrackingRequest {
  /** Tracking type: 'pavi' page view, 'ctin' cart interaction, 'sear' search. */
  param1: string;
  param2: string;
  param3: string;
  param4: string;
}

export interface FrontendErrorRequest {
  errMsg: string;
  errInfo: string;
}

// ---- Endpoint map ----------------------------------------------------------------------------------------

/** POST endpoints relative to the API base ('/api'): request body and the `data` of the answer. */
export interface PostEndpoints {
  '/facade/frontend/init': { body: Record<string, never>; data: InitData };
  '/webpage/params': { body: { id: number }; data: WebpageParamsResponse };
  '/int/add': { body: TrackingRequest; data: unknown };
  '/system/frontend-error': { body: FrontendErrorRequest; data: unknown };
}

export type PostPath = keyof PostEndpoints;
