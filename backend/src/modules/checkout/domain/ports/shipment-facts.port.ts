import type { ShipmentFacts } from '../checkout-options';
import type { CartPositionInput } from './checkout-pricing.port';

/**
 * Weight, stock and procurement days of cart positions: catalogue articles from the catalogue, configured
 * products from their configurator (one piece in stock means its parts are; its days are the processing days).
 * Unknown articles and refused configurations are left out (the order refuses them before it ships).
 */
export abstract class ShipmentFactsPort {
  abstract factsOf(positions: readonly ShipmentPosition[]): Promise<Map<ShipmentPosition, ShipmentFacts>>;
}

export type ShipmentPosition = Pick<CartPositionInput, 'productId' | 'qty' | 'customProductType'> & { customConfiguration?: unknown };
