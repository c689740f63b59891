import { makeAutoObservable, observableRef } from 'mobx';
import type { ApiResult, ShopApi } from '../api/client';
import type { InitStore, SessionAdminUser } from '../api/contracts';
import type { AccountUser, Address, Order } from '../api/identity-contracts';

/**
 * The logged-in customer and administrator (from the init call, then login and logout). The identity flows
 * that change them (login, registration, password, master data, addresses) are in IdentityFlows, whose code
 * comes with the pages that use them.
 */
export class SessionStore {
  user: AccountUser | null = null;
  adminUser: SessionAdminUser | null = null;
  groupPriceRules: unknown[] = [];
  defaultPriceRules: unknown[] = [];
  orders: Order[] = [];
  /** Runs before the logout is posted, while the session still holds (the cart's last change is saved). */
  beforeLogout: (() => Promise<void>) | null = null;

  constructor(private readonly api: ShopApi) {
    makeAutoObservable<SessionStore, 'api'>(
      this,
      {
        api: false,
        beforeLogout: false,
        checkSession: false,
        user: observableRef,
        adminUser: observableRef,
        groupPriceRules: observableRef,
        defaultPriceRules: observableRef,
        orders: observableRef,
      },
      { autoBind: true },
    );
  }

  hydrate(store: Partial<InitStore> | null | undefined): void {
    this.user = store?.user ?? null;
    this.adminUser = store?.adminUser ?? null;
    this.groupPriceRules = store?.groupPriceRules ?? [];
    this.defaultPriceRules = store?.defaultPriceRules ?? [];
    this.orders = store?.orders ?? [];
  }

  /** Logged in means: the user has a first name (spec, access conditions). */
  get isLoggedIn(): boolean {
    return Boolean(this.user?.firstname);
  }

  get isAdminLoggedIn(): boolean {
    return Boolean(this.adminUser?.firstname);
  }

  /** Initials for the account menu label, e.g. "MM". */
  get initials(): string {
    const first = this.user?.firstname?.trim()?.[0] ?? '';
    const last = this.user?.lastname?.trim()?.[0] ?? '';
    return `${first}${last}`.toUpperCase();
  }

  get addresses(): Address[] {
    return Array.isArray(this.user?.addresses) ? this.user.addresses : [];
  }

  get standardShippingAddress(): Address | null {
    return this.addresses.find((a) => a.isStandardShippingAddress) ?? null;
  }

  get standardBillingAddress(): Address | null {
    return this.addresses.find((a) => a.isStandardBillingAddress) ?? null;
  }

  /**
   * The server no longer knows the session (expired, revoked elsewhere): forget the user, so the
   * access condition of the account pages sends the visitor to the login page.
   */
  checkSession<T>(result: ApiResult<T>): ApiResult<T> {
    if (!result.ok && result.error.code === 'notLoggedIn') this.clearUser();
    return result;
  }

  /** Clears local user data. */
  clearUser(): void {
    this.user = null;
    this.groupPriceRules = [];
    this.orders = [];
  }

  setUser(user: AccountUser | null | undefined): void {
    if (user) this.user = user;
  }

  setOrders(orders: Order[]): void {
    this.orders = orders;
  }

  setAdminUser(adminUser: SessionAdminUser | null): void {
    this.adminUser = adminUser;
  }


  /** A login's answer: the customer, their orders and their group's price rules. */
  signedIn(data: { user: AccountUser; orders?: unknown; groupPriceRules?: unknown }): void {
    this.user = data.user;
    this.orders = Array.isArray(data.orders) ? (data.orders as Order[]) : [];
    this.groupPriceRules = Array.isArray(data.groupPriceRules) ? data.groupPriceRules : [];
  }

  /** Posts the logout and clears the local user data whatever the answer. */
  async logout(): Promise<void> {
    await this.beforeLogout?.();
    await this.api.post('/api/user/logout', { body: {} });
    this.clearUser();
  }
}
