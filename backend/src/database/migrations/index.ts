import { InitialSchema1700000000000 } from './1700000000000-initial-schema';
import { Identity1700000000001 } from './1700000000001-identity';
import { Orders1700000000002 } from './1700000000002-orders';

/** Every migration, in order. A new migration is added here and never edited once released. */
export const MIGRATIONS = [InitialSchema1700000000000, Identity1700000000001, Orders1700000000002];
import { CatalogueSearch1700000000003 } from './1700000000003-catalogue-search';
MIGRATIONS.push(CatalogueSearch1700000000003);
import { LoginThrottle1700000000004 } from './1700000000004-login-throttle';
MIGRATIONS.push(LoginThrottle1700000000004);
