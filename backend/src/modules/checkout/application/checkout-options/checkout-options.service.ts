import { Injectable } from '@nestjs/common';
import {
  addDecimals,
  applicableIncoterm,
  convertAmount,
  decimalToString,
  deliveryTimeInfo,
  destinationFor,
  formatMoney,
  isCountryAllowed,
  isPaymentMethodOffered,
  isShippingMethodOffered,
  multiplyDecimals,
  parseDecimal,
  shippingPrice,
  toIsoDate,
  type Cents,
  type Decimal,
  type Destination,
  type Shipment,
  type VatTreatment,
} from '@shop/domain';
import { ProductQueries, type ShipmentFacts } from '../../../catalogue';
import { CustomProducts } from '../../../configurators';
import { ContentQueries } from '../../../content';
import { DeliveryCostsPort, PricingService, type DeliveryChoice, type DeliveryCosts, type DeliveryPosition, type PricingBuyer } from '../../../pricing';
import { CheckoutSettingsPort, type CheckoutSettings } from '../../domain/ports/checkout-settings.port';
import { TaxTreatmentStrategy } from '../../domain/ports/tax-treatment.strategy';
import { PaymentProviders } from '../payment-providers';

type Buyer = { id: number | null; incoterms?: PricingBuyer['incoterms'] };

export interface ShippingOptionView {
  id: string;
  name: string;
  price: Cents;
  formattedPrice: string;
  deliveryTimeInfo: { messageId: 'deliverableImmediately' | 'readyForShipmentWithinXDays'; days: number; earliest: string; latest: string } | null;
  msg: string | null;
}

export interface PaymentOptionView {
  id: string;
  name: string;
  fee: Cents;
  formattedFee: string;
}

export interface CheckoutOptionsView {
  country: string;
  /** The rate the sale is taxed at (the tax strategy's, as the cart price's). */
  vatRate: string;
  /** How the sale is taxed for this destination and VAT id; null when the shop has no destination for the country. */
  vatTreatment: VatTreatment | null;
  currency: string;
  /** countryNotDeliverable when the shop does not deliver there (then no methods are offered). */
  countryMessageId: 'countryNotDeliverable' | null;
  incoterm: string;
  shippingMethods: ShippingOptionView[];
  paymentMethods: PaymentOptionView[];
}

/** The rate to convert the shop's prices into a destination's currency, or null when it is invoiced in the shop's own (no rate set). */
function conversionRate(destination: { exchangeRate?: string | null }): string | null {
  return destination.exchangeRate?.trim() ? destination.exchangeRate.trim() : null;
}

const ZERO: Decimal = { units: 0n, scale: 0 };

/**
 * The methods a destination offers (docs/rules/entities.md#shipping-and-payment-methods, docs/rules/validation.md#country-restrictions-and-incoterms,
 * docs/rules/constants.md#delivery-times, VAT and currency per destination: docs/rules/entities.md#destinations-vat-and-currency), and, as pricing's DeliveryCostsPort, the shipping and payment costs a
 * cart price call adds when the checkout names a destination and methods. The VAT treatment of both comes
 * from the TaxTreatmentStrategy (destination and the billing address's VAT id).
 */
@Injectable()
export class CheckoutOptions extends DeliveryCostsPort {
  constructor(
    private readonly settingsPort: CheckoutSettingsPort,
    private readonly products: ProductQueries,
    private readonly payments: PaymentProviders,
    private readonly content: ContentQueries,
    private readonly customProducts: CustomProducts,
    private readonly tax: TaxTreatmentStrategy,
  ) {
    super();
  }

  /** The VAT treatment of a sale to this destination (the one decision cart price, options and order share). */
  private treatment(destination: Destination, country: string, vatId: string | null | undefined, buyer: Buyer): Promise<VatTreatment> {
    return this.tax.decide({
      destination: { country, vatRate: destination.vatRate, registeredForVat: destination.registeredForVat === true },
      buyerVatId: vatId ?? null,
      customer: { id: buyer.id },
    });
  }

  /** The currency the catalogue's prices are kept in (general config sales.currency). */
  private async shopCurrency(): Promise<string> {
    return (await this.content.generalConfig()).sales?.currency ?? 'EUR';
  }

  /** Weight, stock and procurement of the positions (unknown articles weigh nothing and are in stock). */
  private async shipment(positions: readonly DeliveryPosition[], country: string, orderValue: Cents, buyer: Buyer): Promise<{ shipment: Shipment; procurementDays: number }> {
    const facts = await this.products.shipmentFacts(positions.filter((p) => !p.customProductType).map((p) => p.productId));
    const configured = await this.configuredShipmentFacts(positions);
    let weight = ZERO;
    let allInStock = true;
    let procurementDays = 0;
    for (const p of positions) {
      const f = p.customProductType ? configured.get(p) : facts.get(p.productId);
      const qty = parseDecimal(p.qty);
      if (!f || qty === null) continue;
      weight = addDecimals(weight, multiplyDecimals(parseDecimal(f.weightKg) ?? ZERO, qty));
      if (Number(p.qty) > f.quantityInStock) {
        allInStock = false;
        procurementDays = Math.max(procurementDays, f.procurementTimeDays);
      } else if (p.customProductType) {
        // A configured product is made to order: its days (machining, assembly) count even with every part in stock.
        procurementDays = Math.max(procurementDays, f.procurementTimeDays);
      }
    }
    return { shipment: { country, weight: decimalToString(weight), allInStock, orderValue, incoterms: buyer.incoterms ?? [] }, procurementDays };
  }

  /**
   * Weight, stock and days of configured positions from their configurators (one piece in stock means
   * the configurator's parts are in stock; its days are the processing days, counted in stock or not). Refused ones are left out,
   * as unknown articles are: the order refuses them before it ships.
   */
  private async configuredShipmentFacts(positions: readonly DeliveryPosition[]): Promise<Map<DeliveryPosition, ShipmentFacts>> {
    const facts = new Map<DeliveryPosition, ShipmentFacts>();
    for (const p of positions) {
      if (!p.customProductType) continue;
      const resolved = await this.customProducts.resolve({ productId: p.productId, customProductType: p.customProductType, customConfiguration: p.customConfiguration });
      if (!resolved.ok) continue;
      const { weightKg, inStock, procurementDays } = resolved.value.product;
      facts.set(p, { weightKg: Number(weightKg) || 0, quantityInStock: inStock ? Number.MAX_SAFE_INTEGER : 0, procurementTimeDays: procurementDays });
    }
    return facts;
  }

  async options(buyer: Buyer, positions: readonly DeliveryPosition[], country: string, orderValue: Cents, locale: string, now = new Date(), vatId: string | null = null): Promise<CheckoutOptionsView> {
    const code = country.trim().toUpperCase();
    const [settings, shopCurrency] = await Promise.all([this.settingsPort.settings(), this.shopCurrency()]);
    const destination = destinationFor(code, settings.destinations);
    const allowed = destination !== null && isCountryAllowed(code, settings.countryRestriction);
    const vatTreatment = destination && allowed ? await this.treatment(destination, code, vatId, buyer) : null;
    const base = {
      country: code,
      vatRate: vatTreatment?.vatRate ?? destination?.vatRate ?? '0',
      vatTreatment,
      // Without an exchange rate a destination is invoiced in the shop's currency (nothing to convert with).
      currency: destination && conversionRate(destination) ? destination.currency : shopCurrency,
      incoterm: applicableIncoterm(buyer.incoterms, orderValue),
    };
    if (!allowed) return { ...base, countryMessageId: 'countryNotDeliverable', shippingMethods: [], paymentMethods: [] };
    const { shipment, procurementDays } = await this.shipment(positions, code, orderValue, buyer);
    const currency = base.currency;
    const rate = destination ? conversionRate(destination) : null;
    const convert = (cents: Cents) => (rate ? convertAmount(cents, rate) : cents);
    const text = (names: Readonly<Record<string, string>> | null | undefined) => (names ? (names[locale] ?? names.de ?? Object.values(names)[0] ?? null) : null);
    return {
      ...base,
      countryMessageId: null,
      shippingMethods: settings.shippingMethods
        .filter((m) => isShippingMethodOffered(m, shipment, now))
        .map((m) => {
          const price = shippingPrice(m, shipment);
          const info = deliveryTimeInfo(m, code, now, procurementDays);
          return {
            id: m.id,
            name: text(m.name) ?? m.id,
            price: convert(price),
            formattedPrice: formatMoney(convert(price), currency, locale),
            deliveryTimeInfo: info ? { messageId: info.messageId, days: info.days, earliest: toIsoDate(info.earliest), latest: toIsoDate(info.latest) } : null,
            msg: text(m.msg),
          };
        }),
      paymentMethods: settings.paymentMethods
        .filter((m) => this.payments.usable(m, settings.bankAccount) && isPaymentMethodOffered(m, { country: code, orderValue, isCustomer: buyer.id !== null }))
        .map((m) => ({ id: m.id, name: text(m.name) ?? m.id, fee: convert(m.fee), formattedFee: formatMoney(convert(m.fee), currency, locale) })),
    };
  }

  /** The payment method with this id and the bank account (the order's payment instruction needs both). */
  async paymentMethod(id: string): Promise<{ method: CheckoutSettings['paymentMethods'][number] | null; bankAccount: CheckoutSettings['bankAccount'] }> {
    const settings = await this.settingsPort.settings();
    return { method: settings.paymentMethods.find((m) => m.id === id) ?? null, bankAccount: settings.bankAccount };
  }

  /** The names of a shipping and a payment method in every language (the order keeps them). */
  async methodNames(shippingMethodId: string, paymentMethodId: string): Promise<{ shipping: Readonly<Record<string, string>>; payment: Readonly<Record<string, string>> }> {
    const settings = await this.settingsPort.settings();
    return {
      shipping: settings.shippingMethods.find((m) => m.id === shippingMethodId)?.name ?? {},
      payment: settings.paymentMethods.find((m) => m.id === paymentMethodId)?.name ?? {},
    };
  }

  /** DeliveryCostsPort: the costs of the chosen methods; a method not offered for the shipment costs nothing and is named. */
  async costs(buyer: Buyer, positions: readonly DeliveryPosition[], choice: DeliveryChoice, shoppingCartValue: Cents, isCustomer: boolean): Promise<DeliveryCosts> {
    const code = choice.country.trim().toUpperCase();
    const settings = await this.settingsPort.settings();
    const destination = destinationFor(code, settings.destinations);
    if (destination === null || !isCountryAllowed(code, settings.countryRestriction)) {
      return { shippingCosts: 0, paymentCosts: 0, vatRate: destination?.vatRate ?? '0', vatTreatment: null, currency: destination?.currency ?? 'EUR', exchangeRate: null, messageId: 'countryNotDeliverable' };
    }
    const now = new Date();
    const { shipment } = await this.shipment(positions, code, shoppingCartValue, buyer);
    let messageId: DeliveryCosts['messageId'] = null;
    let shippingCosts = 0;
    if (choice.shippingMethodId) {
      const method = settings.shippingMethods.find((m) => m.id === choice.shippingMethodId);
      if (method && isShippingMethodOffered(method, shipment, now)) shippingCosts = shippingPrice(method, shipment);
      else messageId = 'shippingMethodNotOffered';
    }
    let paymentCosts = 0;
    if (choice.paymentMethodId) {
      const method = settings.paymentMethods.find((m) => m.id === choice.paymentMethodId);
      if (method && this.payments.usable(method, settings.bankAccount) && isPaymentMethodOffered(method, { country: code, orderValue: shoppingCartValue, isCustomer })) paymentCosts = method.fee;
      else messageId ??= 'paymentMethodNotOffered';
    }
    const vatTreatment = await this.treatment(destination, code, choice.vatId, buyer);
    return { shippingCosts, paymentCosts, vatRate: vatTreatment.vatRate, vatTreatment, currency: destination.currency, exchangeRate: conversionRate(destination), messageId };
  }
}

/** The endpoint's flow: the goods' value comes from pricing (the buyer's prices, after discounts), then the options. */
@Injectable()
export class CheckoutOptionsQuery {
  constructor(
    private readonly pricing: PricingService,
    private readonly options: CheckoutOptions,
  ) {}

  async run(buyer: PricingBuyer | null, positions: readonly DeliveryPosition[], country: string, locale: string, vatId: string | null = null): Promise<CheckoutOptionsView> {
    const priced = await this.pricing.priceCart(buyer, { positions, locale });
    return this.options.options({ id: buyer?.id ?? null, incoterms: buyer?.incoterms }, positions, country, priced.shoppingCartValue, locale, new Date(), vatId);
  }
}
