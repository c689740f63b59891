import { validateArticleNumber } from '../../../catalogue';
import { ENTITY_TYPES, entityType } from './exchange-types';

describe('entity types declared by their owners (ADR 0027, ADR 0037)', () => {
  it('checks article numbers and never exports password hashes', () => {
    expect(validateArticleNumber('KU-100')).toBeNull();
    expect(validateArticleNumber(' KU')).toBe('adImportArticleNumber');
    expect(validateArticleNumber('A/B')).toBe('adImportArticleNumber');
    expect(validateArticleNumber('x'.repeat(65))).toBe('adImportArticleNumber');
    for (const type of ['users', 'adminUsers']) expect(entityType(type)?.excluded).toContain('password_hash');
  });

  it('lists the 18 types once each, in the admin list order', () => {
    expect(ENTITY_TYPES.map((t) => t.type)).toEqual([
      'config', 'customerGroupPriceRules', 'productErrors', 'products', 'productCategories', 'productMetaData', 'webpages', 'webpageInputs', 'menus',
      'orders', 'users', 'adminUsers', 'userRoles', 'redirects', 'customEntities', 'blacklist', 'trackingItems', 'statistics',
    ]);
  });

  it('names another owner’s rows by its entity type, never by its table', () => {
    expect(entityType('orders')?.references).toEqual({ user_id: { type: 'users', column: 'id' } });
    for (const def of ENTITY_TYPES) {
      for (const ref of Object.values(def.references ?? {})) if ('type' in ref) expect(entityType(ref.type)).toBeDefined();
    }
  });
});
