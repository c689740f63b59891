/**
 * The rows a statement answered: TypeORM answers an UPDATE or DELETE (with RETURNING) as [rows, affected count] on
 * PostgreSQL, a SELECT or an INSERT as the rows themselves.
 */
export function returnedRows<T = unknown>(result: unknown): T[] {
  if (!Array.isArray(result)) return [];
  return (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result) as T[];
}
