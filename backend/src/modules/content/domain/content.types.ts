/** Read models of the content context, shared by the init facade and the server-side page head. */
export interface Webpage {
  id: number;
  code: string;
  locale: string;
  path: string;
  component: string;
  prefix: boolean;
  accessCondition: string | null;
  redirectTarget: string | null;
  label: string;
  description: string;
  robots: string;
  image: string | null;
  /** Offered in the search's third tab. */
  inSearch: boolean;
}

export interface MenuItem {
  label: string;
  link: string;
  image?: string;
  layout?: string;
  subitems?: MenuItem[];
}

export type Menus = Record<string, Record<string, MenuItem[]>>;

export interface Redirect {
  path: string;
  target: string;
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
  socialMedia: Record<string, Array<{ name: string; id: string; url: string }>>;
  locations: Array<{ img: string; name: { de: string; en: string }; cc: string; addressLines: string[]; phone: string; mail: string; web: string }>;
}

/** Settings an admin may change, stored in the config table under 'general'. */
export interface StoredGeneralConfig {
  cookieCategories: string[];
  intLevel: 'off' | 'basic' | 'full';
  sales: {
    currency: string;
    listPriceInfo: { enable: boolean };
    cartExportImport: boolean;
    enableOffer: boolean;
    cartTTL: number;
    /** Minimum order value in cents (docs/rules/constants.md#money-vat-and-minimum-values; net value of goods after discounts); null or absent: none. */
    minOrderValue?: number | null;
    /** Minimum value of an offer request in cents; null or absent: none. */
    minOfferValue?: number | null;
  };
  product: { image: { path: string } };
  homepage: Record<string, string>;
  themeColor: string;
  header: { type: 'default' | 'type2'; upperCaseLanguageCodes: boolean };
}

/** The general config answered to the frontend: stored settings plus those the deployment fixes. */
export interface GeneralConfig extends StoredGeneralConfig {
  apiCode: string;
  baseUrl: string;
  apiBaseUrl: string;
  defaultLocale: string;
  i18n: { languages: Array<{ code: string }> };
  adminSlug: string;
  brand: BrandConfig;
}

export const DEFAULT_LOCALE = 'de';
export const LANGUAGES = ['de', 'en'] as const;
