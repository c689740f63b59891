import { validateEmail } from '@shop/domain';
import { columnProblems, hasColumn, localeRule, type EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';

/** Checkout's tables open to import and export (ADR 0027), with checkout's rules for their rows. */
export const CHECKOUT_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Orders with their snapshots; positions stay with their order (not part of this type). The customer is
    // named by identity's exchange type 'users' (identity owns customers).
    type: 'orders',
    table: 'shop_order',
    key: ['id'],
    readOnly: ['created_at'],
    money: ['item_total_cents', 'discount_amount_cents', 'subtotal_cents', 'vat_cents', 'total_cents'],
    references: { user_id: { type: 'users', column: 'id' } },
    validate: (row) =>
      columnProblems(['buyer_email', hasColumn(row, 'buyer_email') ? (validateEmail(String(row.buyer_email ?? '')) ? 'invalidEmailMessage' : null) : null], localeRule(row)),
  },
];
