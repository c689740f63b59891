import { BetaThingEntity } from './beta-thing.entity';

/** Beta reads its own table, by SQL and by its entity; it answers alpha through a port (here a function). */
export const betaThings = (db: { query(sql: string): Promise<unknown> }) => db.query('SELECT count(*) FROM beta_thing');
export const entity = BetaThingEntity;

/** A context module made global: refused (import it where it is used). */
@Global()
export class BetaModule {}
declare function Global(): ClassDecorator;
