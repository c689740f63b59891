import type { OrderQuantityInfo } from '@shop/domain';
import type { LocalizedName } from '../order';
import type { CartPositionInput } from './checkout-pricing.port';

/** A catalogue article as an order needs it: its names, unit, whether it is sold on request only, its quantity rule. */
export interface OrderArticle {
  id: string;
  name: LocalizedName;
  unitOfQuantity: string;
  isOnlyOnRequest: boolean;
  orderQuantity: OrderQuantityInfo;
}

/** A configured product as its configurator accepted it: its names and its configuration in canonical flat form. */
export interface ConfiguredArticle {
  name: LocalizedName;
  configuration: Record<string, unknown>;
}

/** The articles an order or offer names, from the catalogue and the configurators. */
export abstract class OrderCatalogue {
  /** The known catalogue articles among `ids`, by id (unknown ids are left out). */
  abstract articles(ids: readonly string[]): Promise<ReadonlyMap<string, OrderArticle>>;
  /** A configured position as its configurator accepts it, or null when it refuses it. */
  abstract configured(position: CartPositionInput & { customProductType: string }): Promise<ConfiguredArticle | null>;
}
