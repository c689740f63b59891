/**
 * Request and response types of the identity calls (docs/rules/calls.md#identity): customer login, registration, opt-in
 * links, password reset, account data, addresses, orders, and the admin install/login/dashboard.
 * The shapes come from the OpenAPI document (./schema.d.ts, generated from the DTOs in
 * backend/src/modules/identity/interface/http/ and backend/src/modules/checkout/interface/http/); this file
 * gives them their frontend names.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

// ---- Entities ---------------------------------------------------------------------------------------------

/** An address as answered (every field present; empty strings for unset ones). */
export type Address = Schemas['AddressDto'];
/** An address as sent to /user/saveaddress (no id for a new one; optional lines may be left out). */
export type AddressInput = Schemas['AddressInputDto'];
/** An order's shipping or billing address (a copy taken when ordering). */
export type OrderAddress = Schemas['OrderAddressDto'];

export type AccountUser = Schemas['UserDto'];

/** The known order states; the backend answers an open string (a state it adds later stays displayable). */
export type OrderStatus = 'inProgress' | 'completed' | 'canceled' | (string & Record<never, never>);

export type LocalizedName = Schemas['OrderLocalizedNameDto'];
export type OrderPosition = Schemas['OrderPositionDto'];
export type OrderPrice = Schemas['OrderPriceDto'];
export type Order = Schemas['OrderDto'];

/** Proof-of-work challenge (GET /api/user/challenge). */
export type Challenge = Schemas['ChallengeDto'];
export type SolvedChallenge = Schemas['ChallengeSolutionDto'];

// ---- Requests ---------------------------------------------------------------------------------------------

export type LoginRequest = Schemas['LoginRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type EditUserRequest = Schemas['EditUserRequest'];
export type NewPasswordRequest = Schemas['PasswordNewRequest'];
export type AdminInstallRequest = Schemas['InstallRequest'];

// ---- Responses --------------------------------------------------------------------------------------------

export type LoginResponse = Schemas['LoginDataDto'];
export type RegisterResponse = Schemas['ResultStatusDto'];
export type AdminData = Schemas['AdminDataDto'];
export type AdminLoginResponse = Schemas['AdminLoginDataDto'];
/** Summary counts of the admin dashboard. */
export type AdminDashboard = Schemas['DashboardDto'];
export type SecurityEvent = Schemas['SecurityEventDto'];
export type SecurityEventsPage = Schemas['SecurityEventsDataDto'];
