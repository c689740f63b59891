/**
 * The identity module's public face: what other modules may use. Everything else in this folder is
 * internal (checked by dependency-cruiser, `npm run lint`).
 */
export { IdentityModule } from './identity.module';
export { IdentityFacade, type SignedIn, type SessionTokens } from './application/identity.facade';
export { IdentitySetup } from './application/setup/identity-setup.service';
export { CustomerOrdersPort, type AccountOrder } from './domain/ports/customer-orders.port';
export { CustomerPriceRulesPort, type GroupPriceRule } from './domain/ports/customer-price-rules.port';
export { CustomerDirectory, type DirectoryCustomer } from './domain/ports/customer-directory.port';
export { CompanyDirectory, type CompanyMember } from './domain/ports/company-directory.port';
export { IdentityStatistics, type DayWindow } from './domain/ports/identity-statistics.port';
export { IdentityPortBindings } from './application/port-bindings';
export { AdminGuard, CustomerGuard, CurrentAdmin, CurrentCustomer, type AuthenticatedSubject } from './interface/http/guards';
export { sessionToken, sessionTokens } from './interface/http/session-cookies';
export { ChallengeSolutionDto } from './interface/http/dto/common.dto';
export { IDENTITY_EXCHANGE_TYPES } from './infrastructure/data-exchange/identity-exchange-types';
