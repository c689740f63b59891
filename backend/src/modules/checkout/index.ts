/**
 * The checkout module's public face: what other modules (and the demo seed) may use. Everything else in
 * this folder is internal (checked by dependency-cruiser, `npm run lint`).
 */
export { CheckoutModule } from './checkout.module';
export { OrderImport, type ImportedOrder } from './application/order-import';
export { OrderStatistics, type DayWindow, type OrderFigures, type TopProduct } from './application/statistics/order-statistics';
export { CHECKOUT_EXCHANGE_TYPES } from './infrastructure/data-exchange/checkout-exchange-types';
export { OrderQueries } from './application/queries/order.queries';
export type { OrderView } from './domain/order-view';
