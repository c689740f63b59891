/**
 * Object mothers: valid API objects with sensible defaults; a test overrides only what it is about.
 * Typed from the generated document, so they follow API changes.
 */
import type { ProductListItem, ProductListPage, SearchResults, Filter } from '../api/catalogue-contracts';
import type { MenuItem, ShopConfig, Webpage } from '../api/contracts';
import type { AccountUser } from '../api/identity-contracts';
import { offerTerms } from '@shop/domain';
import type { CartPriceInfo, CartPricePosition } from '../api/sales-contracts';

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

/** `12,34 €` for cents (test answers only; the shop formats on the server). */
function euros(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

/**
 * A cart price answer as the server would give it for these positions: every known article at `unitPrice`
 * cents, unknown ones left out and listed, a coupon in `coupons` taking its percentage off, 19 % VAT.
 */
export function cartPriceInfo(
  positions: readonly CartPricePosition[],
  options: { couponCode?: string; coupons?: Record<string, number>; unknown?: readonly string[]; unitPrice?: number; minOrderValue?: number | null } = {},
): CartPriceInfo {
  const unitPrice = options.unitPrice ?? 1000;
  const unknown = new Set(options.unknown ?? []);
  const priced = positions.filter((p) => !unknown.has(p.productId));
  const lines = priced.map((p) => {
    const lineTotal = Math.round(Number(p.qty) * unitPrice);
    return {
      productId: p.productId,
      customProductType: p.customProductType ?? null,
      qty: p.qty,
      price: unitPrice,
      priceUnit: 1,
      listPrice: null,
      discount: null,
      lineTotal,
      formattedPrice: euros(unitPrice),
      formattedListPrice: null,
      formattedDiscount: null,
      formattedLineTotal: euros(lineTotal),
    };
  });
  const itemTotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const percentage = options.couponCode ? options.coupons?.[options.couponCode] : undefined;
  const discountAmount = percentage ? Math.round((itemTotal * percentage) / 100) : 0;
  const value = itemTotal - discountAmount;
  const vat = Math.round(value * 0.19);
  const minOrderValue = options.minOrderValue === undefined ? 5000 : options.minOrderValue;
  return {
    positions: lines,
    unknownProductIds: [...new Set(positions.filter((p) => unknown.has(p.productId)).map((p) => p.productId))],
    unpricedProductIds: [],
    refusedConfiguredProducts: [],
    refusedPositions: [],
    itemTotal,
    shoppingCartValue: value,
    discountAmount,
    discountPercentage: String(percentage ?? 0),
    couponCode: percentage ? options.couponCode! : null,
    couponMessageId: options.couponCode && !percentage ? 'couponCodeInvalidMsg' : null,
    shippingCosts: 0,
    paymentCosts: 0,
    subtotal: value,
    vat,
    vatRate: '19',
    vatTreatment: null,
    total: value + vat,
    minOrderValue,
    minOfferValue: null,
    minOrderValueIsReached: minOrderValue === null || value >= minOrderValue,
    minOfferValueIsReached: true,
    currency: 'EUR',
    formattedItemTotal: euros(itemTotal),
    formattedShoppingCartValue: euros(value),
    formattedDiscountAmount: euros(discountAmount),
    formattedDiscountPercentage: `${percentage ?? 0} %`,
    formattedShippingCosts: euros(0),
    formattedPaymentCosts: euros(0),
    formattedSubtotal: euros(value),
    formattedVat: euros(vat),
    formattedVatRate: '19 %',
    formattedTotal: euros(value + vat),
    formattedMinOrderValue: minOrderValue === null ? null : euros(minOrderValue),
    formattedMinOfferValue: null,
    offerTerms: offerTermsOf(value),
  };
}

/** The server's offer figures of a value without training, as the cart price answers them (@shop/domain offerTerms). */
function offerTermsOf(value: number): CartPriceInfo['offerTerms'] {
  const terms = offerTerms(value);
  return {
    value,
    trainingCost: 0,
    offerTypes: [...terms.offerTypes],
    leasingAvailable: terms.offerTypes.includes('leasingInquiry'),
    months: terms.rentToBuy.months,
    monthlyRate: terms.rentToBuy.monthlyRate,
    finalPrice: terms.rentToBuy.finalPrice,
    formattedValue: euros(value),
    formattedTrainingCost: euros(0),
    formattedMonthlyRate: euros(terms.rentToBuy.monthlyRate),
    formattedFinalPrice: euros(terms.rentToBuy.finalPrice),
  };
}
