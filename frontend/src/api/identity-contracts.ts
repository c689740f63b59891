/**
 * Request and response types of the identity calls (issue 4): customer login, registration, opt-in
 * links, password reset, account data, addresses, orders, and the admin install/login/dashboard.
 * The endpoint entries are merged into `PostEndpoints` (module augmentation), so `api.post()` is typed for
 * them without touching the shared contracts file. Mirrors the DTOs in
 * backend/src/modules/identity/interface/http/ and backend/src/modules/checkout/interface/http/.
 */
import type { Cents, Salutation } from '@shop/domain';
import type { SessionAdminUser, SessionUser } from './contracts';

// ---- Entities ---------------------------------------------------------------------------------------------

export interface Address {
  id?: number;
  nameLine1: string;
  nameLine2?: string | null;
  street?: string | null;
  postOfficeBox?: string | null;
  zip: string;
  city: string;
  /** Two-letter code (CS for Serbia). */
  country: string;
  taxNo?: string | null;
  isStandardShippingAddress?: boolean;
  isStandardBillingAddress?: boolean;
}

export interface AccountUser extends SessionUser {
  id?: string | number;
  company?: string;
  customerId?: string;
  salutation?: Salutation;
  firstname?: string;
  lastname?: string;
  email?: string;
  invoiceEmail?: string | null;
  phone?: string | null;
  fax?: string | null;
  addresses?: Address[];
}

export type OrderStatus = 'inProgress' | 'completed' | 'canceled' | (string & Record<never, never>);

export interface LocalizedName {
  de?: string;
  en?: string;
  [locale: string]: string | undefined;
}

export interface OrderPosition {
  product: { id: string; name?: string | LocalizedName; price?: Cents; priceUnit?: number };
  customProductType?: string | null;
  /** Exact decimal string ("1.5"). */
  qty: number | string;
  /** Discount in percent (decimal string). */
  discount?: number | string | null;
  /** Line total in cents. */
  price: Cents;
}

export interface OrderPrice {
  itemTotal: Cents;
  discountAmount?: Cents;
  discountPercentage?: number | string;
  couponCode?: string | null;
  subtotal: Cents;
  vat: Cents;
  vatRate?: number | string;
  total: Cents;
  currency?: string;
}

export interface Order {
  id: string | number;
  orderDate: string;
  status: OrderStatus;
  canceled?: boolean;
  buyer?: { id?: string | number; email?: string; lastname?: string; company?: string };
  additionalInformation?: { customerOrderId?: string | null; comment?: string | null };
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
  shippingMethod?: { name?: string | LocalizedName; price?: Cents; deliveryTimeInfo?: string } | null;
  paymentMethod?: { name?: string | LocalizedName; fee?: Cents } | null;
  positions?: OrderPosition[];
  price?: OrderPrice;
  currency?: string;
}

/** Proof-of-work challenge (GET /api/user/challenge). */
export interface Challenge {
  id: string;
  salt: string;
  difficulty: number;
  expiresAt: string | number;
  signature: string;
}

export interface SolvedChallenge extends Challenge {
  nonce: string;
}

// ---- Requests ---------------------------------------------------------------------------------------------

export interface LoginRequest {
  email: string;
  password: string;
  isPermanentLogin: boolean;
  locale: string;
}

export interface RegisterRequest {
  company: string;
  customerId: string;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  email: string;
  invoiceEmail: string;
  password: string;
  locale: string;
  privacyPolicyAccepted: boolean;
  challenge: SolvedChallenge;
}

export interface EditUserRequest {
  company: string;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  email: string;
  invoiceEmail: string;
  locale: string;
}

export interface NewPasswordRequest {
  resetCode?: string;
  newPassword: string;
  currentPassword?: string;
  email?: string;
  locale: string;
}

export interface AdminInstallRequest {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

// ---- Responses --------------------------------------------------------------------------------------------

export interface LoginResponse {
  user: AccountUser;
  orders?: Order[];
  groupPriceRules?: unknown[];
}

export interface RegisterResponse {
  resultStatus: string;
  errmsg?: string;
}

export interface AdminData {
  [key: string]: unknown;
}

export interface AdminLoginResponse {
  user: SessionAdminUser;
  adminData?: AdminData;
}

/** Summary counts of the admin dashboard; keys are message-id-like names, values counts. */
export type AdminDashboard = Record<string, unknown>;

export interface SecurityEvent {
  id?: string | number;
  type?: string;
  subjectKind?: 'customer' | 'admin' | null;
  subjectId?: number | null;
  email?: string | null;
  clientAddress?: string | null;
  details?: Record<string, unknown>;
  createdAt?: string;
}

declare module './contracts' {
  interface PostEndpoints {
    '/facade/frontend/login': { body: LoginRequest; data: LoginResponse };
    '/user/logout': { body: Record<string, never>; data: unknown };
    '/user/register': { body: RegisterRequest; data: RegisterResponse };
    '/user/email-confirm': { body: { code: string; locale: string; accountActivation?: boolean }; data: boolean };
    '/user/pwd-reset-request': { body: { email: string; locale: string; challenge: SolvedChallenge }; data: unknown };
    '/user/pwd-check-code': { body: { code: string; locale: string }; data: unknown };
    '/user/pwd-new': { body: NewPasswordRequest; data: unknown };
    '/user/email-new': { body: { email: string; password: string; locale: string }; data: unknown };
    '/user/edit': { body: EditUserRequest; data: { user: AccountUser } };
    '/user/saveaddress': { body: { address: Address; locale: string }; data: { user: AccountUser } };
    '/user/deleteaddress': { body: { id: number }; data: { user: AccountUser } };
    '/user/orders': { body: Record<string, never>; data: { orders: Order[] } };
    '/user/order': { body: { oid: number }; data: { order: Order } };
    '/admin/setup/install': { body: AdminInstallRequest; data: { installed: boolean; user: SessionAdminUser } };
    '/admin/login': { body: LoginRequest; data: AdminLoginResponse };
    '/admin/logout': { body: Record<string, never>; data: unknown };
  }
}
