import { validateArticleNumber } from '../../../catalogue';
import { columnProblems, hasColumn, type EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';

/** System's own tables open to import and export (ADR 0027). */
export const SYSTEM_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    type: 'productErrors',
    table: 'product_error',
    key: ['id'],
    validate: (row) => columnProblems(['product_id', hasColumn(row, 'product_id') ? validateArticleNumber(row.product_id) : null]),
  },
  { type: 'userRoles', table: 'user_role', key: ['code'] },
  { type: 'customEntities', table: 'custom_entity', key: ['entity_type', 'key'] },
  { type: 'blacklist', table: 'blacklist_entry', key: ['kind', 'value'] },
  { type: 'trackingItems', table: 'tracking_item', key: ['id'] },
  // The statistics per 7-character period, made by the refreshStatistics job (migration 0070).
  { type: 'statistics', table: 'statistics_period', key: ['period', 'metric', 'key'] },
];
