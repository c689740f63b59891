/** A documented exception: this file may read beta's table (listed with its reason in the owner map). */
export const copyAll = (db: { query(sql: string): Promise<unknown> }) => db.query('SELECT * FROM beta_thing');
