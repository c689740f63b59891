import { columnProblems, hasColumn, nonNegative, type EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';

/** Pricing's tables open to import and export (ADR 0027); every rule written is checked by pricing's rule set. */
export const PRICING_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Group and default price rules: a customer's own prices go with that customer (not this type).
    type: 'customerGroupPriceRules',
    table: 'price_rule',
    key: ['id'],
    scope: 'customer_id IS NULL',
    excluded: ['customer_id'],
    readOnly: ['created_at', 'updated_at'],
    money: ['net_price', 'shopping_cart_value_from'],
    checkWritten: 'priceRules',
    validate: (row) =>
      columnProblems(nonNegative(row, 'net_price'), nonNegative(row, 'shopping_cart_value_from'), [
        'percentage',
        hasColumn(row, 'percentage') && hasColumn(row, 'net_price') && (row.percentage == null) === (row.net_price == null) ? 'adImportPriceOrPercentage' : null,
      ]),
  },
];
