/**
 * Object mothers: valid API objects with sensible defaults; a test overrides only what it is about.
 * Typed from the generated document, so they follow API changes.
 */
import type { ProductListItem, ProductListPage, SearchResults, Filter } from '../api/catalogue-contracts';
import type { MenuItem, ShopConfig, Webpage } from '../api/contracts';
import type { AccountUser } from '../api/identity-contracts';

export function shopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    apiCode: 'test-code',
    baseUrl: 'http://shop.test',
    apiBaseUrl: 'http://shop.test/api',
    defaultLocale: 'de',
    i18n: { languages: [{ code: 'de' }, { code: 'en' }] },
    adminSlug: 'admin',
    cookieCategories: ['Tec', 'Stat', 'Per'],
    intLevel: 'full',
    sales: { currency: 'EUR', listPriceInfo: { enable: true }, cartExportImport: true, enableOffer: true, cartTTL: 30 },
    product: { image: { path: '/media' } },
    homepage: { de: '/', en: '/en' },
    themeColor: '#0b4f8a',
    header: { type: 'default', upperCaseLanguageCodes: false },
    brand: {
      longName: 'HydraTec GmbH',
      shortName: 'HydraTec',
      address: { street: 'Werkstraße 1', zip: '70173', city: 'Stuttgart', countryI18nId: 'DE' },
      phone: { central: '+49 711 000000', fax: '' },
      email: 'info@hydratec.example',
      legal: { commercialRegister: { location: 'Stuttgart', number: 'HRB 1' }, vatId: '', dunsId: '', personInCharge: '', langVersionThatApplies: 'de' },
      socialMedia: {},
      locations: [],
    },
    ...overrides,
  };
}

let nextPageId = 1;

/** A web page; `path` decides the locale unless given. */
export function webpage(code: string, component: string, path: string, overrides: Partial<Webpage> = {}): Webpage {
  return {
    id: nextPageId++,
    code,
    locale: path === '/en' || path.startsWith('/en/') ? 'en' : 'de',
    path,
    component,
    prefix: false,
    accessCondition: null,
    redirectTarget: null,
    label: code,
    description: '',
    robots: 'index,follow',
    ...overrides,
  };
}

export function menuItem(label: string, link: string, subitems?: MenuItem[]): MenuItem {
  return { label, link, ...(subitems ? { subitems } : {}) };
}

export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 7,
    company: 'Muster GmbH',
    customerId: '12345',
    salutation: 'mr',
    firstname: 'Max',
    lastname: 'Muster',
    email: 'max@muster.example',
    invoiceEmail: null,
    phone: null,
    fax: null,
    addresses: [],
    pricingGroup: null,
    customPricing: false,
    aquisitionIds: { initial: null, registration: null },
    ...overrides,
  };
}

export function productListItem(id: string, overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    name: `Product ${id}`,
    slug: id.toLowerCase(),
    path: `/p/${id.toLowerCase()}`,
    image: null,
    imageThumbnail: null,
    productTypeId: 'fitting',
    unitOfQuantity: 'pieces',
    packagingUnit: 1,
    priceInfo: { price: 1290, priceUnit: 1, listPrice: null, formattedPrice: '12,90 €', formattedListPrice: null, discount: null, formattedDiscount: null, currency: 'EUR' },
    availability: { statusCode: 0, label: 'deliverableImmediately', quantityInStock: 10, procurementTime: 0, deliveryTime: { messageId: 'deliverableImmediately', days: 0 } },
    orderQuantity: { min: 1, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false },
    isOnlyOnRequest: false,
    attributes: [],
    ...overrides,
  };
}

export function multiSelectFilter(id: string, codes: string[], overrides: Partial<Filter> = {}): Filter {
  return {
    id,
    heading: `Filter ${id}`,
    type: 'multiSelect',
    values: codes.map((value) => ({ value, label: value, count: 1 })),
    selectedValues: [],
    measuringUnit: null,
    disabled: false,
    twoColumns: false,
    ...overrides,
  };
}

export function productListPage(overrides: Partial<ProductListPage> = {}): ProductListPage {
  const items = overrides.items ?? [productListItem('A-1'), productListItem('A-2')];
  return {
    items,
    total: items.length,
    pageIndex: 0,
    pageSize: 24,
    pageCount: 1,
    filters: [],
    sorts: [
      { name: 'relevance', label: 'Relevanz' },
      { name: 'nameAsc', label: 'Name A–Z' },
      { name: 'priceAsc', label: 'Preis aufsteigend' },
    ],
    sort: 'relevance',
    columns: [],
    removedFilters: [],
    ...overrides,
  };
}

export function searchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  const results: SearchResults = {
    termCheck: null,
    productCategories: [],
    products: [],
    others: [],
    counts: { productCategories: 0, products: 0, others: 0 },
    tooMany: false,
    formattedCounts: { productCategories: '0', products: '0', others: '0' },
    ...overrides,
  };
  return {
    ...results,
    counts: overrides.counts ?? { productCategories: results.productCategories.length, products: results.products.length, others: results.others.length },
  };
}
