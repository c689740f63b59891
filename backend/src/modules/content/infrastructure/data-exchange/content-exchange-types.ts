import { columnProblems, emailRule, hasColumn, localeRule, type EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';
import { maskSetting, restoreMaskedSetting } from '../../../../shared/mask-config';

const REDIRECT_CODES = [301, 302, 307, 308];

/** Content's tables open to import and export (ADR 0027), with content's rules for their rows. */
export const CONTENT_EXCHANGE_TYPES: readonly EntityTypeDefinition[] = [
  {
    // Settings: an export masks every secret in them (challenge key, passwords, tokens, API codes and keys, URL
    // credentials); an import of such a file keeps the shop's real secret wherever the file has the mask.
    type: 'config',
    table: 'config',
    key: ['key'],
    readOnly: ['updated_at'],
    exportRow: (row) => (hasColumn(row, 'value') ? { ...row, value: maskSetting(String(row.key), row.value) } : row),
    importRow: (row, stored) => (hasColumn(row, 'value') ? { ...row, value: restoreMaskedSetting(row.value, stored ? stored.value : undefined) } : row),
  },
  {
    type: 'webpages',
    table: 'webpage',
    key: ['code', 'locale'],
    readOnly: ['id'],
    validate: (row) => columnProblems(localeRule(row), ['path', hasColumn(row, 'path') && !String(row.path ?? '').startsWith('/') ? 'adImportPath' : null]),
  },
  {
    // What visitors typed into the webpages' forms (contact requests); the hashed client address stays in the shop.
    type: 'webpageInputs',
    table: 'contact_request',
    key: ['id'],
    excluded: ['address_hash'],
    insertValues: { address_hash: "'imported'" },
    validate: (row) => columnProblems(emailRule(row), localeRule(row)),
  },
  { type: 'menus', table: 'menu', key: ['code', 'locale'], validate: (row) => columnProblems(localeRule(row)) },
  {
    type: 'redirects',
    table: 'redirect',
    key: ['path'],
    readOnly: ['id'],
    validate: (row) =>
      columnProblems(
        ['path', hasColumn(row, 'path') && !String(row.path ?? '').startsWith('/') ? 'adImportPath' : null],
        ['status_code', hasColumn(row, 'status_code') && row.status_code != null && !REDIRECT_CODES.includes(Number(row.status_code)) ? 'adImportUnknownValue' : null],
      ),
  },
];
