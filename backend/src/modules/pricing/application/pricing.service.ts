import { Injectable } from '@nestjs/common';
import {
  convertAmount,
  formatMoney,
  formatPercent,
  GUEST_BUYER,
  isLineTotalWithinLimit,
  priceInfo,
  pricingDay,
  type Buyer,
  type Cents,
  type OfferTerms,
  type OfferType,
  type PriceInfo,
  type PriceRule,
  type VatTreatment,
} from '@shop/domain';
import { ProductQueries } from '../../catalogue';
import { ContentQueries } from '../../content';
import type { GroupPriceRule } from '../../identity';
import { articlesWithNetPrices, isBuyersOwnRule, rulesShownToBuyers, withOverlay, type RuleOverlay } from '../domain/buyer-rules';
import { calculateCart, type CalculationLine } from '../domain/cart-calculation';
import { admitPosition, type CartPositionRequest } from '../domain/cart-positions';
import { ConfiguredProductPricer } from '../domain/ports/configured-product-pricer.port';
import type { DeliveryCosts, DeliveryCostsQuote } from '../domain/ports/delivery-costs.port';
import { PriceCalculationStrategy } from '../domain/ports/price-calculation.strategy';
import { PriceRuleBook } from './price-rule-book';

export { HOME_VAT_RATE } from '../domain/cart-calculation';
export type { CartPositionRequest, RuleOverlay };

export interface TierView {
  quantityFrom: string;
  price: Cents;
  formattedPrice: string;
}

/** The price a buyer pays for one product, with its quantity tiers. */
export interface BuyerPriceView {
  productId: string;
  priceInfo: PriceInfo;
  tiers: TierView[];
}

export interface CartPriceRequest {
  positions: readonly CartPositionRequest[];
  couponCode?: string | null;
  locale: string;
  /** The destination's costs, VAT and currency (checkout's quote for the chosen destination and methods); none: the home VAT rate. */
  delivery?: DeliveryCostsQuote | null;
}

/** Who is buying: the price rules read id and pricing group; shipping reads the customer's incoterms. */
export type PricingBuyer = Buyer & { incoterms?: ReadonlyArray<{ label: string; threshold: number | string | null }> };

export interface CartPositionPriceView {
  productId: string;
  customProductType: string | null;
  /** Configured products: the article name and the configuration spelled out, in the request's locale (null for catalogue articles). */
  name: string | null;
  summary: string[] | null;
  qty: string;
  price: Cents;
  priceUnit: number;
  listPrice: Cents | null;
  discount: number | null;
  lineTotal: Cents;
  formattedPrice: string;
  formattedListPrice: string | null;
  formattedDiscount: string | null;
  formattedLineTotal: string;
}

/**
 * What the cart's value may be offered as, from the one function every offer figure comes from (@shop/domain
 * offerTerms): computed on the shopping cart value in the shop's currency; the amounts are in the answer's
 * currency (converted once each, like the cart's other figures) and formatted in it.
 */
export interface OfferTermsView {
  value: Cents;
  trainingCost: Cents;
  offerTypes: OfferType[];
  leasingAvailable: boolean;
  months: number;
  monthlyRate: Cents;
  finalPrice: Cents;
  formattedValue: string;
  formattedTrainingCost: string;
  formattedMonthlyRate: string;
  formattedFinalPrice: string;
}

/** A position left out of the totals for its own sake: its quantity breaks its rule, or the article is sold on request only. */
export interface RefusedPosition {
  productId: string;
  customProductType: string | null;
  field: 'qty' | 'productId';
  messageId: string;
}

/** The cart price info (docs/rules/entities.md#cart-price-info) with the formatted versions, plus each position's prices. */
export interface CartPriceInfoView {
  positions: CartPositionPriceView[];
  /** Article numbers of the request the catalogue does not know (left out of the totals). */
  unknownProductIds: string[];
  /** Positions that could not be priced (left out of the totals): refused configured products and refused positions. */
  unpricedProductIds: string[];
  /** Why each configured position was refused (message ids of its configurator). */
  refusedConfiguredProducts: RefusedConfiguredProduct[];
  /** Positions refused for their quantity (its rule: configured products whole pieces, articles their product's) or as on request only. */
  refusedPositions: RefusedPosition[];
  itemTotal: Cents;
  shoppingCartValue: Cents;
  discountAmount: Cents;
  discountPercentage: string;
  couponCode: string | null;
  /** Set when a coupon code was given that cannot be used: the message id the UI shows. */
  couponMessageId: 'couponCodeInvalidMsg' | null;
  /** Set when the destination or a chosen method cannot be used (the costs are then left at 0). */
  deliveryMessageId: DeliveryCosts['messageId'];
  shippingCosts: Cents;
  paymentCosts: Cents;
  subtotal: Cents;
  vat: Cents;
  vatRate: string;
  /** How the sale is taxed when the request names a destination (rate, reverse charge, VAT ids, what the buyer is told); null without one. */
  vatTreatment: VatTreatment | null;
  total: Cents;
  minOrderValue: Cents | null;
  minOfferValue: Cents | null;
  minOrderValueIsReached: boolean;
  minOfferValueIsReached: boolean;
  currency: string;
  formattedItemTotal: string;
  formattedShoppingCartValue: string;
  formattedDiscountAmount: string;
  formattedDiscountPercentage: string;
  formattedShippingCosts: string;
  formattedPaymentCosts: string;
  formattedSubtotal: string;
  formattedVat: string;
  formattedVatRate: string;
  formattedTotal: string;
  formattedMinOrderValue: string | null;
  formattedMinOfferValue: string | null;
  offerTerms: OfferTermsView;
}

/** A configured position its configurator refused, with the message ids the UI shows. */
export interface RefusedConfiguredProduct {
  productId: string;
  customProductType: string;
  messageIds: string[];
}

type PricedLine = CalculationLine & { name: string | null; summary: string[] | null };

const localized = (text: Readonly<{ de: string; en: string }>, locale: string): string => (locale === 'en' ? text.en : text.de);
const localizedList = (lines: Readonly<{ de: readonly string[]; en: readonly string[] }>, locale: string): string[] => [...(locale === 'en' ? lines.en : lines.de)];

const centsOrNull = (value: unknown): Cents | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/**
 * The pricing context's application service (its facade, exported): the prices a buyer pays for
 * products (laid over the shared catalogue answers), the server-priced cart, and the group rules the login
 * answer carries. The buyer always comes from the caller's session, never from the request body.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly book: PriceRuleBook,
    private readonly strategy: PriceCalculationStrategy,
    private readonly configured: ConfiguredProductPricer,
    private readonly products: ProductQueries,
    private readonly content: ContentQueries,
  ) {}

  private async currency(): Promise<string> {
    return (await this.content.generalConfig()).sales?.currency ?? 'EUR';
  }

  /** The prices this buyer pays for the known products among `ids` (unknown ids are left out). */
  async prices(buyer: Buyer | null, ids: readonly string[], locale: string, now = new Date()): Promise<BuyerPriceView[]> {
    const who = buyer ?? GUEST_BUYER;
    const [rules, facts, currency] = await Promise.all([this.book.rulesFor(who, pricingDay(now)), this.products.pricingFacts(ids), this.currency()]);
    const answer: BuyerPriceView[] = [];
    for (const product of facts.values()) {
      // An article sold on request only has no price any buyer is told (like an unknown one, it is left out).
      if (product.isOnlyOnRequest) continue;
      const { price } = this.strategy.unitPrice(product, '1', rules);
      answer.push({
        productId: product.id,
        priceInfo: priceInfo(product, price, locale, currency),
        tiers: this.strategy.tiers(product, rules).map((t) => ({ quantityFrom: t.quantityFrom, price: t.price, formattedPrice: formatMoney(t.price, currency, locale) })),
      });
    }
    return answer;
  }

  /** Prices a cart for this buyer (docs/rules/entities.md#cart-price-info). */
  async priceCart(buyer: PricingBuyer | null, request: CartPriceRequest, now = new Date()): Promise<CartPriceInfoView> {
    return (await this.priceCartDetailed(buyer, request, now)).view;
  }

  /**
   * The admin's price preview: the cart price call of the shop for this buyer, with the rule being edited laid
   * over the stored rules (it replaces the stored rule of the same id, or is added), so the answer is what the
   * shop will charge once the rule is saved. Answers which rule priced each line and the cart.
   */
  async preview(buyer: PricingBuyer | null, request: CartPriceRequest, overlay: RuleOverlay | null, now = new Date()): Promise<PricePreview> {
    const { view, lineRules, cartRule } = await this.priceCartDetailed(buyer, request, now, overlay);
    return { view, lineRules, cartRule };
  }

  private async priceCartDetailed(buyer: PricingBuyer | null, request: CartPriceRequest, now: Date, overlay: RuleOverlay | null = null): Promise<PricePreview> {
    const who = buyer ?? GUEST_BUYER;
    const day = pricingDay(now);
    const ids = request.positions.filter((p) => !p.customProductType).map((p) => p.productId);
    const code = request.couponCode?.trim() ?? '';
    const [rules, facts, config, coupon] = await Promise.all([
      this.book.rulesFor(who, day).then((stored) => (overlay ? withOverlay(stored, overlay, who, day) : stored)),
      this.products.pricingFacts(ids),
      this.content.generalConfig(),
      code !== '' ? this.book.coupon(code, day) : Promise.resolve(null),
    ]);
    const shopCurrency = config.sales?.currency ?? 'EUR';
    const locale = request.locale;
    const unknown = new Set<string>();
    const unpriced = new Set<string>();
    const refused: RefusedConfiguredProduct[] = [];
    const refusedPositions: RefusedPosition[] = [];
    const lines: PricedLine[] = [];
    const refuse = (position: CartPositionRequest, field: RefusedPosition['field'], messageId: string) => {
      unpriced.add(position.productId);
      refusedPositions.push({ productId: position.productId, customProductType: position.customProductType || null, field, messageId });
    };
    for (const position of request.positions) {
      const customProductType = position.customProductType || null;
      const product = customProductType === null ? facts.get(position.productId) : undefined;
      // Unknown, on request only (never priced: its price never leaves the server), or a quantity its rule refuses.
      const verdict = admitPosition(position, product);
      if (verdict.kind === 'unknown') {
        unknown.add(position.productId);
        continue;
      }
      if (verdict.kind === 'refused') {
        refuse(position, verdict.field, verdict.messageId);
        continue;
      }
      const qty = verdict.qty;
      if (customProductType !== null) {
        // A configured product: its configurator checks and prices the configuration again (ADR 0017).
        const configured = await this.configured.price({ productId: position.productId, customProductType, customConfiguration: position.customConfiguration }, now);
        if (!configured.ok) {
          unpriced.add(position.productId);
          refused.push({ productId: position.productId, customProductType, messageIds: [...configured.error] });
          continue;
        }
        const { product: cell, unitPrice, name, summary, trainingCostCents } = configured.value;
        if (!isLineTotalWithinLimit(unitPrice, cell.priceUnit, qty)) {
          refuse(position, 'qty', 'invalidOrderQuantityMax');
          continue;
        }
        lines.push({ product: cell, qty, fixedPrice: unitPrice, customProductType, configuration: position.customConfiguration, name: localized(name, locale), summary: localizedList(summary, locale), trainingCost: trainingCostCents });
        continue;
      }
      const article = product!;
      if (!isLineTotalWithinLimit(this.strategy.unitPrice(article, qty, rules).price, article.priceUnit, qty)) {
        refuse(position, 'qty', 'invalidOrderQuantityMax');
        continue;
      }
      lines.push({ product: article, qty, customProductType: null, name: null, summary: null, trainingCost: 0 });
    }
    const minOrderValue = centsOrNull(config.sales?.minOrderValue);
    const minOfferValue = centsOrNull(config.sales?.minOfferValue);
    const { priced, terms, deliveryMessageId, vatTreatment, rate, currency } = await calculateCart(this.strategy, {
      lines,
      rules,
      coupon,
      minOrderValue,
      minOfferValue,
      shopCurrency,
      delivery: request.delivery ?? null,
    });
    const money = (cents: Cents) => formatMoney(cents, currency, locale);
    // Amounts the shop keeps in its own currency (minimum values, offer figures), shown in the answer's currency.
    const inAnswerCurrency = (cents: Cents) => (rate === null ? cents : convertAmount(cents, rate));
    const shownMinOrderValue = minOrderValue === null ? null : inAnswerCurrency(minOrderValue);
    const shownMinOfferValue = minOfferValue === null ? null : inAnswerCurrency(minOfferValue);
    const view: CartPriceInfoView = {
      positions: priced.lines.map((line, i) => {
        const product = rate === null ? lines[i].product : inCurrency(lines[i].product, rate);
        const info = priceInfo(product, line.price, locale, currency);
        return {
          productId: line.productId,
          customProductType: lines[i].customProductType,
          name: lines[i].name,
          summary: lines[i].summary,
          qty: line.qty,
          price: line.price,
          priceUnit: line.priceUnit,
          listPrice: info.listPrice,
          discount: info.discount,
          lineTotal: line.lineTotal,
          formattedPrice: info.formattedPrice,
          formattedListPrice: info.formattedListPrice,
          formattedDiscount: info.formattedDiscount,
          formattedLineTotal: money(line.lineTotal),
        };
      }),
      unknownProductIds: [...unknown],
      unpricedProductIds: [...unpriced],
      refusedConfiguredProducts: refused,
      refusedPositions,
      itemTotal: priced.itemTotal,
      shoppingCartValue: priced.shoppingCartValue,
      discountAmount: priced.discountAmount,
      discountPercentage: priced.discountPercentage,
      couponCode: priced.couponCode,
      couponMessageId: code !== '' && coupon === null ? 'couponCodeInvalidMsg' : null,
      deliveryMessageId,
      shippingCosts: priced.shippingCosts,
      paymentCosts: priced.paymentCosts,
      subtotal: priced.subtotal,
      vat: priced.vat,
      vatRate: priced.vatRate,
      vatTreatment,
      total: priced.total,
      minOrderValue: shownMinOrderValue,
      minOfferValue: shownMinOfferValue,
      minOrderValueIsReached: priced.minOrderValueIsReached,
      minOfferValueIsReached: priced.minOfferValueIsReached,
      currency,
      formattedItemTotal: money(priced.itemTotal),
      formattedShoppingCartValue: money(priced.shoppingCartValue),
      formattedDiscountAmount: money(priced.discountAmount),
      formattedDiscountPercentage: formatPercent(Number(priced.discountPercentage), locale, 2),
      formattedShippingCosts: money(priced.shippingCosts),
      formattedPaymentCosts: money(priced.paymentCosts),
      formattedSubtotal: money(priced.subtotal),
      formattedVat: money(priced.vat),
      formattedVatRate: formatPercent(Number(priced.vatRate), locale, 2),
      formattedTotal: money(priced.total),
      // The minimum values are kept and checked in the shop's currency, and shown in the cart's.
      formattedMinOrderValue: shownMinOrderValue !== null ? money(shownMinOrderValue) : null,
      formattedMinOfferValue: shownMinOfferValue !== null ? money(shownMinOfferValue) : null,
      offerTerms: offerTermsView(terms, inAnswerCurrency, money),
    };
    return { view, lineRules: priced.lines.map((l) => l.rule), cartRule: priced.cartRule };
  }

  /** The login answer's groupPriceRules (identity's CustomerPriceRulesPort): the group's rules and the customer's own, valid today. */
  async groupPriceRules(customer: { id: number; pricingGroup: string | null; companyId?: number | null }): Promise<GroupPriceRule[]> {
    const rules = await this.book.rulesFor(customer, pricingDay(new Date()));
    return (await this.withoutOnRequestPrices(rules.filter(isBuyersOwnRule))).map(toRuleView);
  }

  /**
   * Names the prices a buyer sees today: two buyers with the same view see the same prices on every page (a page
   * rendered for one may be shown to the other with their own start-up data; ADR 0055).
   */
  async priceView(buyer: { id: number; pricingGroup: string | null; companyId?: number | null }): Promise<string> {
    return this.book.priceView(buyer, pricingDay(new Date()));
  }

    /** Init's defaultPriceRules: the rules for everyone valid today. */
  async defaultPriceRules(): Promise<GroupPriceRule[]> {
    const rules = await this.book.rulesFor(GUEST_BUYER, pricingDay(new Date()));
    return (await this.withoutOnRequestPrices(rules)).map(toRuleView);
  }

  /** Rules as answered to buyers: a net price set for an article sold on request only is that article's price, so it is left out. */
  private async withoutOnRequestPrices(rules: PriceRule[]): Promise<PriceRule[]> {
    const ids = articlesWithNetPrices(rules);
    if (ids.length === 0) return rules;
    const facts = await this.products.pricingFacts(ids);
    return rulesShownToBuyers(rules, (id) => facts.get(id)?.isOnlyOnRequest === true);
  }
}

/** The cart price with the rules behind it (the admin preview). */
export interface PricePreview {
  view: CartPriceInfoView;
  /** Per position: the rule that priced it, or null for the catalogue price. */
  lineRules: (PriceRule | null)[];
  /** The cart-level rule that gave a discount, or null. */
  cartRule: PriceRule | null;
}

function toRuleView(r: PriceRule): GroupPriceRule {
  return {
    id: r.id,
    customerPricingGroup: r.customerPricingGroup,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    productId: r.productId,
    productTypeI18nId: r.productTypeI18nId,
    productPricingGroup: r.productPricingGroup,
    quantityFrom: r.quantityFrom,
    shoppingCartValueFrom: r.shoppingCartValueFrom,
    netPrice: r.netPrice,
    priceUnit: r.priceUnit,
    percentage: r.percentage,
    priority: r.priority,
  };
}

/** The offer figures as answered: amounts in the answer's currency (`convert`), formatted in it. */
function offerTermsView(terms: OfferTerms, convert: (cents: Cents) => Cents, money: (cents: Cents) => string): OfferTermsView {
  const value = convert(terms.value);
  const trainingCost = convert(terms.trainingCost);
  const monthlyRate = convert(terms.rentToBuy.monthlyRate);
  const finalPrice = convert(terms.rentToBuy.finalPrice);
  return {
    value,
    trainingCost,
    offerTypes: [...terms.offerTypes],
    leasingAvailable: terms.offerTypes.includes('leasingInquiry'),
    months: terms.rentToBuy.months,
    monthlyRate,
    finalPrice,
    formattedValue: money(value),
    formattedTrainingCost: money(trainingCost),
    formattedMonthlyRate: money(monthlyRate),
    formattedFinalPrice: money(finalPrice),
  };
}

/** A product's catalogue and list price in a destination's currency (for the price info beside a converted line). */
function inCurrency<P extends { priceCents: Cents; listPriceCents: Cents | null }>(product: P, rate: string): P {
  return { ...product, priceCents: convertAmount(product.priceCents, rate), listPriceCents: product.listPriceCents === null ? null : convertAmount(product.listPriceCents, rate) };
}
