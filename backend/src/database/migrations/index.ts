import { InitialSchema1700000000000 } from './1700000000000-initial-schema';

/** Every migration, in order. A new migration is added here and never edited once released. */
export const MIGRATIONS = [InitialSchema1700000000000];
