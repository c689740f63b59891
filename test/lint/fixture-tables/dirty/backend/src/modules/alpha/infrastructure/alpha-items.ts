/** Alpha names only its own table; words like "from" in messages and CTE names are no tables. */
export const alphaItems = (db: { query(sql: string): Promise<unknown> }, table = 'beta things') =>
  db.query(`WITH picked AS (SELECT id FROM alpha_item) SELECT * FROM picked JOIN alpha_item a USING (id)`).then(() => `read from ${table.length} sources`);
