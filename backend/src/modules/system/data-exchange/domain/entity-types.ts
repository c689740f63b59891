import type { EntityTypeDefinition } from '../../../../shared/data-exchange/exchange-type';

export type { ColumnProblem, EntityTypeDefinition, RowValues } from '../../../../shared/data-exchange/exchange-type';

/**
 * Import modes and file formats of the data exchange (docs/rules/entities.md#exportable-entity-types). The entity
 * types themselves are declared by the modules owning their tables (application/exchange-types.ts, ADR 0037).
 */
export const IMPORT_MODES = ['add', 'replace', 'replaceAll', 'update', 'delete'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const FILE_FORMATS = ['xlsx', 'json'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** The header name of a column in a file: money columns lose their `_cents` suffix (they hold amounts). */
export function headerOf(definition: EntityTypeDefinition, column: string): string {
  return definition.money?.includes(column) ? column.replace(/_cents$/, '') : column;
}
