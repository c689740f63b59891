import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminOrderList, AdminUserProfile, OrderStatistics } from '../../../api/admin-orders-contracts';
import type { ShopApi } from '../../../api/client';
import { failure, success, type Notice } from '../shared/notice';
import { Remote } from '../shared/remote';
import type { AdminPriceRule } from '../price-rules/PriceRulesStore';
import { UserEditorStore } from './UserEditorStore';

export type ProfileTab = 'master' | 'orders';

/**
 * A customer's profile page (spec: /benutzer/profil?uid=&tabId=, ADR 0024): the profile; on the master tab the
 * pricing form (pricing group, customPricing), lock and unlock (confirmed in a dialog), the password-reset mail
 * and the customer's own price rules; on the orders tab the figures without canceled orders and the orders.
 */
export class UserProfileStore {
  readonly profile: Remote<AdminUserProfile>;
  readonly ownPrices: Remote<AdminPriceRule[]>;
  readonly statistics: Remote<OrderStatistics>;
  readonly orders: Remote<AdminOrderList>;
  /** The master data and address book editor (docs/decisions/0045-admin-customer-editor.md). */
  readonly editor: UserEditorStore;
  uid = 0;
  tab: ProfileTab | null = null;
  /** The pricing form, filled from the profile. */
  pricingGroup = '';
  customPricing = false;
  notice: Notice | null = null;
  confirmingLock = false;
  busy = false;
  /** The uid the pricing form was filled for. */
  private formFor = 0;

  constructor(
    private readonly api: ShopApi,
    onLoggedOut: () => void,
    locale = 'de',
  ) {
    this.profile = new Remote<AdminUserProfile>(onLoggedOut);
    this.ownPrices = new Remote<AdminPriceRule[]>(onLoggedOut);
    this.statistics = new Remote<OrderStatistics>(onLoggedOut);
    this.orders = new Remote<AdminOrderList>(onLoggedOut);
    this.editor = new UserEditorStore(api, this.profile, locale);
    makeAutoObservable<UserProfileStore, 'api' | 'formFor'>(
      this,
      { api: false, formFor: false, profile: false, ownPrices: false, statistics: false, orders: false, editor: false },
      { autoBind: true },
    );
  }

  /** Shows what the URL asks for: customer `uid`, tab `tab`, page `page` of the orders tab. */
  show(uid: number, tab: ProfileTab, page = 1): void {
    const newUser = uid !== this.uid;
    const newTab = tab !== this.tab;
    this.uid = uid;
    this.tab = tab;
    if (newUser || newTab) {
      this.notice = null;
      this.confirmingLock = false;
      this.editor.reset();
    }
    // Nothing of another customer (or of the other tab's last visit) shows while the new answers load.
    if (newUser) this.profile.clear();
    if (newUser || newTab) for (const remote of [this.ownPrices, this.statistics, this.orders]) remote.clear();
    if (!(uid > 0)) return;
    if (newUser) {
      this.formFor = 0;
      void this.loadProfile();
    }
    if (tab === 'master') {
      if (newTab) this.fillForm();
      if (newUser || newTab) void this.ownPrices.load(() => this.api.get('/api/admin/price-rules', { params: { query: { customerId: uid } } }));
    } else {
      void this.statistics.load(() => this.api.get('/api/admin/orders/statistics', { params: { query: { userId: uid } } }));
      void this.orders.load(() => this.api.get('/api/admin/orders', { params: { query: { userId: uid, page, pageSize: 25 } } }));
    }
  }

  /** Reads the profile again (after a change); the pricing form keeps what the admin typed. */
  async loadProfile(): Promise<void> {
    const uid = this.uid;
    await this.profile.load(() => this.api.get('/api/admin/users/{id}', { params: { path: { id: uid } }, expectedErrors: ['userIdUnknown'] }));
    runInAction(() => {
      if (this.formFor !== this.uid) this.fillForm();
    });
  }

  private fillForm(): void {
    const user = this.profile.data?.user;
    if (!user || user.id !== this.uid) return;
    this.pricingGroup = user.pricingGroup ?? '';
    this.customPricing = user.customPricing;
    this.formFor = this.uid;
  }

  setPricingGroup(value: string): void {
    this.pricingGroup = value;
  }

  setCustomPricing(value: boolean): void {
    this.customPricing = value;
  }

  async savePricing(): Promise<void> {
    const id = this.uid;
    if (this.busy || !(id > 0)) return;
    this.busy = true;
    const answer = await this.api.put('/api/admin/users/{id}/pricing', {
      params: { path: { id } },
      body: { pricingGroup: this.pricingGroup.trim() || null, customPricing: this.customPricing },
      expectedErrors: ['VALIDATION_FAILED'],
    });
    runInAction(() => {
      this.busy = false;
      this.notice = answer.ok ? success('adUserPricingSaved') : failure(answer.error.fields?.pricingGroup ?? answer.error.code);
    });
    if (answer.ok) await this.loadProfile();
  }

  askLock(): void {
    this.confirmingLock = true;
  }

  cancelLock(): void {
    this.confirmingLock = false;
  }

  /** Locks (no login, sessions end) or unlocks the account. */
  async setLocked(locked: boolean): Promise<void> {
    const id = this.uid;
    if (this.busy || !(id > 0)) return;
    this.busy = true;
    const answer = locked ? await this.api.post('/api/admin/users/{id}/lock', { params: { path: { id } } }) : await this.api.post('/api/admin/users/{id}/unlock', { params: { path: { id } } });
    runInAction(() => {
      this.busy = false;
      this.confirmingLock = false;
      this.notice = answer.ok ? success(locked ? 'adUserLockedMsg' : 'adUserUnlockedMsg') : failure(answer.error.code);
    });
    if (answer.ok) await this.loadProfile();
  }

  /** Sends the customer the password-reset mail (an active account only). */
  async sendPasswordReset(): Promise<void> {
    const user = this.profile.data?.user;
    if (this.busy || !user) return;
    this.busy = true;
    const answer = await this.api.post('/api/admin/users/{id}/password-reset', { params: { path: { id: user.id } }, expectedErrors: ['adUserNotActive'] });
    runInAction(() => {
      this.busy = false;
      this.notice = answer.ok ? success('adUserResetSent', { email: user.email }) : failure(answer.error.code);
    });
  }
}
