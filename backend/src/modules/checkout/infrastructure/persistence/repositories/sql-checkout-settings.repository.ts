import { Injectable } from '@nestjs/common';
import type { BankAccount } from '../../../domain/ports/payment-provider.port';
import type { CountryRestriction, Destination, PaymentMethod, ShippingMethod } from '@shop/domain';
import { DataSource } from 'typeorm';
import { ContentQueries, ShopSettings } from '../../../../content';
import { CheckoutSettingsPort, type CheckoutSettings } from '../../../domain/ports/checkout-settings.port';

const CACHE_MS = 5000;

/** The Germany-only fallback when no destinations are configured: the shop's home VAT and currency. */
const HOME_DESTINATIONS: Destination[] = [{ country: 'DE', vatRate: '19', currency: 'EUR' }];

interface StoredCheckoutConfig {
  destinations?: Destination[];
  countryRestriction?: CountryRestriction | null;
  bankAccount?: BankAccount | null;
}

/**
 * Methods and settings read with SQL and kept for a few seconds (they change rarely and every checkout
 * step reads them; several instances stay consistent without a message bus).
 */
@Injectable()
export class SqlCheckoutSettings extends CheckoutSettingsPort {
  private cache: { at: number; value: Promise<CheckoutSettings> } | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly content: ContentQueries,
    private readonly shopSettings: ShopSettings,
  ) {
    super();
  }

  async shopCurrency(): Promise<string> {
    return (await this.content.generalConfig()).sales?.currency ?? 'EUR';
  }

  settings(): Promise<CheckoutSettings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const value = this.load();
    this.cache = { at: Date.now(), value };
    value.catch(() => (this.cache = null));
    return value;
  }

  private async load(): Promise<CheckoutSettings> {
    const [shipping, payment, config] = await Promise.all([
      this.db.query(
        `SELECT id, name, conditions, price_rules, default_price, check_customer_incoterms, delivery_times, msg FROM shipping_method WHERE active ORDER BY sort, id`,
      ) as Promise<Array<Record<string, unknown>>>,
      this.db.query(`SELECT id, name, conditions, fee, provider FROM payment_method WHERE active ORDER BY sort, id`) as Promise<Array<Record<string, unknown>>>,
      this.shopSettings.value<StoredCheckoutConfig>('checkout'),
    ]);
    const stored = config ?? {};
    return {
      shippingMethods: shipping.map((r) => ({
        id: String(r.id),
        name: r.name as Record<string, string>,
        conditions: (r.conditions ?? {}) as ShippingMethod['conditions'],
        priceRules: (r.price_rules ?? []) as ShippingMethod['priceRules'],
        defaultPrice: Number(r.default_price),
        checkCustomerIncoterms: Boolean(r.check_customer_incoterms),
        deliveryTimes: (r.delivery_times ?? []) as ShippingMethod['deliveryTimes'],
        msg: (r.msg as Record<string, string> | null) ?? null,
      })),
      paymentMethods: payment.map((r) => ({
        id: String(r.id),
        name: r.name as Record<string, string>,
        conditions: (r.conditions ?? {}) as PaymentMethod['conditions'],
        fee: Number(r.fee),
        provider: String(r.provider ?? r.id),
      })),
      destinations: stored.destinations?.length ? stored.destinations : HOME_DESTINATIONS,
      countryRestriction: stored.countryRestriction ?? null,
      bankAccount: stored.bankAccount?.iban ? stored.bankAccount : null,
    };
  }
}
