import { InitialSchema1700000000000 } from './1700000000000-initial-schema';
import { Identity1700000000001 } from './1700000000001-identity';
import { Orders1700000000002 } from './1700000000002-orders';

/** Every migration, in order. A new migration is added here and never edited once released. */
export const MIGRATIONS = [InitialSchema1700000000000, Identity1700000000001, Orders1700000000002];
import { CatalogueSearch1700000000003 } from './1700000000003-catalogue-search';
MIGRATIONS.push(CatalogueSearch1700000000003);
import { LoginThrottle1700000000004 } from './1700000000004-login-throttle';
MIGRATIONS.push(LoginThrottle1700000000004);
import { Pricing1700000000005 } from './1700000000005-pricing';
MIGRATIONS.push(Pricing1700000000005);
import { CustomerCart1700000000006 } from './1700000000006-customer-cart';
MIGRATIONS.push(CustomerCart1700000000006);
import { MailQueue1700000000007 } from './1700000000007-mail-queue';
MIGRATIONS.push(MailQueue1700000000007);
import { CheckoutMethods1700000000008 } from './1700000000008-checkout-methods';
MIGRATIONS.push(CheckoutMethods1700000000008);
import { OrderPlacement1700000000009 } from './1700000000009-order-placement';
MIGRATIONS.push(OrderPlacement1700000000009);
import { Offers1700000000010 } from './1700000000010-offers';
MIGRATIONS.push(Offers1700000000010);
import { PaymentAndUnits1700000000011 } from './1700000000011-payment-and-units';
MIGRATIONS.push(PaymentAndUnits1700000000011);
import { CustomProducts1700000000012 } from './1700000000012-custom-products';
MIGRATIONS.push(CustomProducts1700000000012);
import { EjectorConfigurator1700000000045 } from './1700000000045-ejector-configurator';
MIGRATIONS.push(EjectorConfigurator1700000000045);
