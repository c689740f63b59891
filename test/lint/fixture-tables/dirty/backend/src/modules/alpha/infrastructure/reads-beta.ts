import { BetaThingEntity } from '../../beta/infrastructure/beta-thing.entity';

/** Alpha reaching into beta's table: by SQL, by a generic table property and by beta's entity. */
export const readsBeta = (db: { query(sql: string): Promise<unknown> }) => db.query('SELECT a.id FROM alpha_item a JOIN beta_thing b ON b.id = a.id');
export const writesBeta = (db: { query(sql: string): Promise<unknown> }) => db.query(`DELETE FROM "beta_thing" WHERE id = 1`);
export const exchange = { type: 'things', table: 'beta_thing' };
export const entity = BetaThingEntity;
export const lookup = (read: (table: string) => unknown) => read('beta_thing');
