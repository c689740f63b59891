import { columnProblems, emailRule, hasColumn, localeRule, type EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';

const USERS_STATUS = ['pending', 'active', 'disabled'];

/** Identity's tables open to import and export (ADR 0027): never a password hash, in or out. */
export const IDENTITY_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Customers. Never the password hash; a customer added by an import has no usable password until reset.
    // Company membership is exported but not imported: a customer added here starts its own company (the table's
    // trigger), and roles, limits and merges are changed in the company pages, where the company keeps an admin.
    type: 'users',
    table: 'shop_user',
    key: ['email'],
    excluded: ['password_hash'],
    readOnly: ['id', 'created_at', 'updated_at', 'password_changed_at', 'company_id', 'company_role', 'order_limit_cents', 'monthly_limit_cents', 'invited_by'],
    insertValues: { password_hash: "'!'" },
    validate: (row) =>
      columnProblems(emailRule(row), localeRule(row), ['status', hasColumn(row, 'status') && !USERS_STATUS.includes(String(row.status)) ? 'adImportUnknownValue' : null]),
  },
  {
    // Administrators. Never the password hash; one added by an import cannot log in until a password is set.
    type: 'adminUsers',
    table: 'admin_user',
    key: ['email'],
    excluded: ['password_hash'],
    readOnly: ['id', 'created_at', 'last_login_at', 'password_changed_at'],
    insertValues: { password_hash: "'!'" },
    validate: (row) => columnProblems(emailRule(row)),
  },
];
