import type { Cents } from '@shop/domain';

/** A range of days (YYYY-MM-DD, both included) under a key. */
export interface DayWindow {
  key: string;
  from: string;
  to: string;
}

export interface OrderFigures {
  /** Orders that count (canceled ones left out). */
  orders: number;
  /** Their net value (subtotal: goods after discount, shipping and payment, without VAT) in the asked currency, cents. */
  revenueCents: Cents;
}

export interface TopProduct {
  productId: string;
  /** The name the newest order kept. */
  name: { de?: string; en?: string } | null;
  /** Exact decimal sum of the quantities. */
  quantity: string;
  orders: number;
  revenueCents: Cents;
}

/**
 * Checkout's order figures for other contexts (the admin dashboard, the statistics job, identity's count):
 * checkout owns the order tables (`shop_order`, `order_position`, `order_request`, `offer`), so nobody else
 * reads them. Every figure leaves canceled orders out (`@shop/domain` isCountedOrder, as SQL `countedOrderSql`).
 * Days are calendar days in `timeZone` (the shop's: Europe/Berlin).
 */
export abstract class OrderStatistics {
  /** Orders that count. */
  abstract countOrders(): Promise<number>;
  /** The currency most orders are in (the shop's); sums are of that currency only. */
  abstract mainCurrency(): Promise<string>;
  /** Per window: counted orders and their net value in `currency`. */
  abstract perWindow(windows: readonly DayWindow[], currency: string, timeZone: string): Promise<Array<OrderFigures & { key: string }>>;
  /** Per day from `fromDay` on (days without orders left out): counted orders and their net value in `currency`. */
  abstract perDay(fromDay: string, currency: string, timeZone: string): Promise<Array<OrderFigures & { day: string }>>;
  /** The products with the most net revenue in orders in `currency` since `fromDay`. */
  abstract topProducts(fromDay: string, currency: string, timeZone: string, limit: number): Promise<TopProduct[]>;
  /** Counted orders per day from `fromDay` to `toDay` (days without orders left out). */
  abstract countsPerDay(fromDay: string, toDay: string, timeZone: string): Promise<Array<{ day: string; orders: number }>>;
  /** Offer requests still open. */
  abstract openOffers(): Promise<number>;
}
