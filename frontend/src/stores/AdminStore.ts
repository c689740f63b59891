import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShopApi } from '../api/client';
import type { Locale } from '@shop/i18n';
import type { AdminDashboard, AdminData, SecurityEvent, SolvedChallenge } from '../api/identity-contracts';
import { failure, fromApiError, success, type ActionResult } from './action-result';
import type { LoadStatus } from './AccountStore';
import type { SessionStore } from './SessionStore';
import type { RootStore } from './RootStore';

export interface AdminInstallData {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/**
 * The administrator side: installing the shop (first admin), admin login and logout, and the dashboard
 * summary. The logged-in admin lives in the SessionStore (`adminUser`), which the route layer reads.
 */
export class AdminStore {
  adminData: AdminData | null = null;
  dashboard: AdminDashboard | null = null;
  dashboardStatus: LoadStatus = 'idle';
  securityEvents: SecurityEvent[] = [];
  securityStatus: LoadStatus = 'idle';

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<AdminStore, 'api' | 'session'>(
      this,
      { api: false, session: false, adminData: observableRef, dashboard: observableRef, securityEvents: observableRef },
      { autoBind: true },
    );
  }

  async install(data: AdminInstallData): Promise<ActionResult> {
    const result = await this.api.post('/api/admin/setup/install', {
      body: { firstname: data.firstname.trim(), lastname: data.lastname.trim(), email: data.email.trim(), password: data.password },
      expectedErrors: ['VALIDATION_FAILED', 'alreadyInstalled', 'ALREADY_INSTALLED', 'CONFLICT'],
    });
    if (!result.ok) return fromApiError(result.error);
    return success(undefined, 'adminInstallSuccessMsg');
  }

  /** `challenge`: a solved login challenge, sent after the account answered loginChallengeRequired. */
  async login(email: string, password: string, isPermanentLogin: boolean, locale: Locale, challenge: SolvedChallenge | null = null): Promise<ActionResult> {
    const result = await this.api.post('/api/admin/login', {
      body: { email: email.trim(), password, isPermanentLogin, locale, ...(challenge ? { challenge } : {}) },
      expectedErrors: ['loginErrorMsg', 'loginRateLimited', 'loginChallengeRequired', 'invalidChallengeMessage', 'VALIDATION_FAILED'],
    });
    if (!result.ok) return result.error.code === 'VALIDATION_FAILED' ? failure('loginErrorMsg') : fromApiError(result.error, 'loginErrorMsg');
    if (!result.data?.user?.firstname) return failure('loginErrorMsg');
    runInAction(() => {
      this.adminData = result.data.adminData ?? null;
      this.session.setAdminUser(result.data.user);
    });
    return success(undefined);
  }

  async logout(): Promise<void> {
    await this.api.post('/api/admin/logout', { body: {} });
    runInAction(() => {
      this.session.setAdminUser(null);
      this.adminData = null;
      this.dashboard = null;
      this.dashboardStatus = 'idle';
      this.securityEvents = [];
      this.securityStatus = 'idle';
    });
  }

  async loadDashboard(): Promise<void> {
    this.dashboardStatus = 'loading';
    const result = await this.api.get('/api/admin/dashboard');
    runInAction(() => {
      if (result.ok) {
        this.dashboard = result.data;
        this.dashboardStatus = 'loaded';
      } else {
        this.dashboardStatus = 'error';
        if (!result.ok && result.status === 401) this.session.setAdminUser(null);
      }
    });
  }

  async loadSecurityEvents(): Promise<void> {
    this.securityStatus = 'loading';
    const result = await this.api.get('/api/admin/security-events');
    runInAction(() => {
      if (!result.ok) {
        this.securityStatus = 'error';
        if (result.status === 401) this.session.setAdminUser(null);
        return;
      }
      this.securityEvents = result.data.events;
      this.securityStatus = 'loaded';
    });
  }
}

/** The admin store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function adminStoreOf(root: RootStore): AdminStore {
  return root.feature('admin', () => new AdminStore(root.api, root.session));
}
