import { Injectable } from '@nestjs/common';
import { applicableIncoterm, convertAmount, deliveryTimeInfo, formatMoney, shippingPrice, storedDeliveryTime, toIsoDate, type Cents, type Destination, type PaymentMethod, type VatTreatment } from '@shop/domain';
import type { DeliveryCosts, DeliveryPosition } from '../../../pricing';
import { chosenMethodCosts, conversionRate, destinationOf, invoiceCurrency, offeredPaymentMethods, offeredShippingMethods, shipmentOf } from '../../domain/checkout-options';
import type { CheckoutBuyer, DeliveryChoice } from '../../domain/ports/checkout-pricing.port';
import { CheckoutSettingsPort, type CheckoutSettings } from '../../domain/ports/checkout-settings.port';
import { ChosenMethodsPort, type ChosenMethods, type MethodChoice } from '../../domain/ports/chosen-methods.port';
import { ShipmentFactsPort } from '../../domain/ports/shipment-facts.port';
import { TaxTreatmentStrategy } from '../../domain/ports/tax-treatment.strategy';
import { PaymentProviders } from '../payment-providers';

type Buyer = Pick<CheckoutBuyer, 'incoterms'> & { id: number | null };

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

const textOf = (names: Readonly<Record<string, string>> | null | undefined, locale: string) => (names ? (names[locale] ?? names.de ?? Object.values(names)[0] ?? null) : null);

/**
 * The methods a destination offers with their prices, fees and delivery times; the costs of the chosen ones
 * with the destination's VAT treatment and currency (the quote checkout hands pricing with a cart price call);
 * and the chosen methods an order keeps. The decisions are the domain's (`domain/checkout-options.ts`); the
 * data comes through ports: the settings (`CheckoutSettingsPort`), weight and stock (`ShipmentFactsPort`), the
 * VAT treatment (`TaxTreatmentStrategy`, asking VIES through `VatIdCheck`) and the payment providers.
 */
@Injectable()
export class CheckoutOptions extends ChosenMethodsPort {
  constructor(
    private readonly settingsPort: CheckoutSettingsPort,
    private readonly shipments: ShipmentFactsPort,
    private readonly payments: PaymentProviders,
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

  private usable(settings: CheckoutSettings): (method: PaymentMethod) => boolean {
    return (method) => this.payments.usable(method, settings.bankAccount);
  }

  /** Weight, stock and procurement of the positions (unknown articles weigh nothing and are in stock). */
  private async shipment(positions: readonly DeliveryPosition[], country: string, orderValue: Cents, buyer: Buyer) {
    const facts = await this.shipments.factsOf(positions);
    return shipmentOf(
      positions.map((p) => ({ qty: p.qty, configured: Boolean(p.customProductType), facts: facts.get(p) })),
      country,
      orderValue,
      buyer.incoterms,
    );
  }

  async options(buyer: Buyer, positions: readonly DeliveryPosition[], country: string, orderValue: Cents, locale: string, now = new Date(), vatId: string | null = null): Promise<CheckoutOptionsView> {
    const [settings, shopCurrency] = await Promise.all([this.settingsPort.settings(), this.settingsPort.shopCurrency()]);
    const { code, destination, allowed } = destinationOf(country, settings);
    const vatTreatment = destination && allowed ? await this.treatment(destination, code, vatId, buyer) : null;
    const base = {
      country: code,
      vatRate: vatTreatment?.vatRate ?? destination?.vatRate ?? '0',
      vatTreatment,
      currency: invoiceCurrency(destination, shopCurrency),
      incoterm: applicableIncoterm(buyer.incoterms, orderValue),
    };
    if (!allowed) return { ...base, countryMessageId: 'countryNotDeliverable', shippingMethods: [], paymentMethods: [] };
    const { shipment, procurementDays } = await this.shipment(positions, code, orderValue, buyer);
    const currency = base.currency;
    const rate = conversionRate(destination);
    const convert = (cents: Cents) => (rate ? convertAmount(cents, rate) : cents);
    return {
      ...base,
      countryMessageId: null,
      shippingMethods: offeredShippingMethods(settings.shippingMethods, shipment, now).map((m) => {
        const price = convert(shippingPrice(m, shipment));
        const info = deliveryTimeInfo(m, code, now, procurementDays);
        return {
          id: m.id,
          name: textOf(m.name, locale) ?? m.id,
          price,
          formattedPrice: formatMoney(price, currency, locale),
          deliveryTimeInfo: info ? { messageId: info.messageId, days: info.days, earliest: toIsoDate(info.earliest), latest: toIsoDate(info.latest) } : null,
          msg: textOf(m.msg, locale),
        };
      }),
      paymentMethods: offeredPaymentMethods(settings.paymentMethods, { country: code, orderValue, isCustomer: buyer.id !== null }, this.usable(settings)).map((m) => ({
        id: m.id,
        name: textOf(m.name, locale) ?? m.id,
        fee: convert(m.fee),
        formattedFee: formatMoney(convert(m.fee), currency, locale),
      })),
    };
  }

  /** The costs of the chosen methods with the destination's VAT and currency; a method not offered for the shipment costs nothing and is named. */
  async costs(buyer: Buyer, positions: readonly DeliveryPosition[], choice: DeliveryChoice, shoppingCartValue: Cents, isCustomer: boolean): Promise<DeliveryCosts> {
    const settings = await this.settingsPort.settings();
    const { code, destination, allowed } = destinationOf(choice.country, settings);
    if (destination === null || !allowed) {
      return { shippingCosts: 0, paymentCosts: 0, vatRate: destination?.vatRate ?? '0', vatTreatment: null, currency: destination?.currency ?? 'EUR', exchangeRate: null, messageId: 'countryNotDeliverable' };
    }
    const { shipment } = await this.shipment(positions, code, shoppingCartValue, buyer);
    const costs = chosenMethodCosts(settings, choice, shipment, { orderValue: shoppingCartValue, isCustomer }, this.usable(settings), new Date());
    const vatTreatment = await this.treatment(destination, code, choice.vatId, buyer);
    return { ...costs, vatRate: vatTreatment.vatRate, vatTreatment, currency: destination.currency, exchangeRate: conversionRate(destination) };
  }

  /**
   * ChosenMethodsPort: the chosen methods as an order keeps them — their names in both languages, the stored
   * delivery time of the shipping option, the incoterm, the payment provider and the shop's bank account.
   */
  async chosen(choice: MethodChoice): Promise<ChosenMethods> {
    const [offer, settings] = await Promise.all([
      this.options(choice.buyer, choice.positions, choice.country, choice.orderValue, choice.locale),
      this.settingsPort.settings(),
    ]);
    const shippingOption = offer.shippingMethods.find((m) => m.id === choice.shippingMethodId);
    const paymentOption = offer.paymentMethods.find((m) => m.id === choice.paymentMethodId);
    const shippingNames = settings.shippingMethods.find((m) => m.id === choice.shippingMethodId)?.name ?? {};
    const paymentMethod = settings.paymentMethods.find((m) => m.id === choice.paymentMethodId) ?? null;
    const paymentNames = paymentMethod?.name ?? {};
    const shownShipping = shippingOption?.name ?? choice.shippingMethodId;
    const shownPayment = paymentOption?.name ?? choice.paymentMethodId;
    const info = shippingOption?.deliveryTimeInfo;
    return {
      shipping: { name: { de: shippingNames.de ?? shownShipping, en: shippingNames.en ?? shownShipping }, deliveryTimeInfo: info ? storedDeliveryTime(info) : '' },
      payment: { name: { de: paymentNames.de ?? shownPayment, en: paymentNames.en ?? shownPayment }, provider: paymentMethod ? this.payments.of(paymentMethod) : null, bankAccount: settings.bankAccount },
      incoterm: offer.incoterm,
    };
  }
}
