import { makeAutoObservable } from 'mobx';
import { isLocale, type Locale } from '@shop/i18n';
import type { CookieCategory } from '../api/contracts';
import { readCookie, writeCookie } from '../lib/cookies';
import { CONSENT_COOKIE, CONSENT_DAYS, formatConsent, parseConsent } from './consent';

export type LoadingState = 'loading' | 'initFetched' | 'ready';
export type DrawerTab = 'menu' | 'account' | 'language';

export interface UiEnvironment {
  /** Reloads the page (after Stat consent was newly granted). */
  reload: () => void;
  readCookie: (name: string) => string | null;
  writeCookie: (name: string, value: string, days: number) => void;
}

export const browserEnvironment: UiEnvironment = {
  reload: () => window.location.reload(),
  readCookie: (name) => readCookie(name),
  writeCookie: (name, value, days) => writeCookie(name, value, days),
};

/** Locale, start-up state, the mobile drawer and the cookie consent dialog. */
export class UiStore {
  locale: Locale = 'de';
  loadingState: LoadingState = 'loading';
  initError: string | null = null;
  drawerOpen = false;
  drawerTab: DrawerTab = 'menu';
  cookieDialogOpen = false;
  /** Granted categories, or null while the visitor has not decided yet. */
  consent: CookieCategory[] | null = null;
  /** Told of every consent decision before a reload can cut it off (the ckse tracking call). */
  onConsentSaved: ((consent: string) => Promise<void> | void) | null = null;

  constructor(private readonly env: UiEnvironment = browserEnvironment) {
    makeAutoObservable<UiStore, 'env'>(this, { env: false, onConsentSaved: false }, { autoBind: true });
    this.consent = parseConsent(env.readCookie(CONSENT_COOKIE));
    this.cookieDialogOpen = this.consent === null;
  }

  setLocale(locale: string): void {
    const next: Locale = isLocale(locale) ? locale : 'de';
    if (next !== this.locale) this.locale = next;
  }

  /**
   * The start-up data is still loading (or failed). A computed: what reads it renders again only when start-up
   * ends, not when the app then marks itself ready (which would re-render the whole app in one task).
   */
  get starting(): boolean {
    return this.loadingState === 'loading';
  }

  setLoadingState(state: LoadingState): void {
    this.loadingState = state;
    if (state !== 'loading') this.initError = null;
  }

  setInitError(message: string | null): void {
    this.initError = message;
  }

  openDrawer(tab: DrawerTab = 'menu'): void {
    this.drawerTab = tab;
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  setDrawerTab(tab: DrawerTab): void {
    this.drawerTab = tab;
  }

  openCookieDialog(): void {
    this.cookieDialogOpen = true;
  }

  /** Closes the dialog; only possible once a decision is stored. */
  closeCookieDialog(): void {
    if (this.consent !== null) this.cookieDialogOpen = false;
  }

  hasConsent(category: CookieCategory): boolean {
    return category === 'Tec' || Boolean(this.consent?.includes(category));
  }

  /** Stores the choice (always with Tec), closes the dialog and reloads if Stat was newly granted. */
  saveConsent(categories: readonly CookieCategory[]): void {
    const hadStat = this.consent?.includes('Stat') ?? false;
    const value = formatConsent(categories);
    this.env.writeCookie(CONSENT_COOKIE, value, CONSENT_DAYS);
    this.consent = parseConsent(value);
    this.cookieDialogOpen = false;
    const recorded = this.onConsentSaved?.(value);
    // Granting statistics reloads the page (tracking starts with it) — after the consent call went out,
    // which the reload would otherwise cut off; at most 1.5 s later.
    if (!hadStat && this.consent?.includes('Stat')) {
      void Promise.race([Promise.resolve(recorded), new Promise((r) => setTimeout(r, 1500))]).finally(() => this.env.reload());
    }
  }
}
