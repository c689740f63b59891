import { CATALOGUE_EXCHANGE_TYPES } from '../../../catalogue';
import { CHECKOUT_EXCHANGE_TYPES } from '../../../checkout';
import { CONTENT_EXCHANGE_TYPES } from '../../../content';
import { IDENTITY_EXCHANGE_TYPES } from '../../../identity';
import { PRICING_EXCHANGE_TYPES } from '../../../pricing';
import type { EntityTypeDefinition } from '../domain/entity-types';
import { SYSTEM_EXCHANGE_TYPES } from '../infrastructure/system-exchange-types';

/**
 * The exportable and importable entity types: each declared by the module that owns its table and published
 * through that module's facade (ADR 0037), with the owner's rules for its rows; the engine runs a type only as
 * its owner declared it (ADR 0027).
 */
/** The order the admin's list shows the types in. */
const ORDER = [
  'config', 'customerGroupPriceRules', 'productErrors', 'products', 'productCategories', 'productMetaData', 'webpages', 'webpageInputs', 'menus',
  'orders', 'users', 'adminUsers', 'userRoles', 'redirects', 'customEntities', 'blacklist', 'trackingItems', 'statistics',
];

const DECLARED = [...CONTENT_EXCHANGE_TYPES, ...PRICING_EXCHANGE_TYPES, ...CATALOGUE_EXCHANGE_TYPES, ...CHECKOUT_EXCHANGE_TYPES, ...IDENTITY_EXCHANGE_TYPES, ...SYSTEM_EXCHANGE_TYPES];

export const ENTITY_TYPES: readonly EntityTypeDefinition[] = [...DECLARED].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));

export function entityType(type: unknown): EntityTypeDefinition | undefined {
  return ENTITY_TYPES.find((t) => t.type === type);
}
