import { makeAutoObservable, observableRef } from 'mobx';
import type { BrandConfig, CookieCategory, ShopConfig } from '../api/contracts';
import { ALL_COOKIE_CATEGORIES } from './consent';

/** The shop configuration from the init call. */
export class ConfigStore {
  config: ShopConfig | null = null;

  constructor() {
    makeAutoObservable(this, { config: observableRef }, { autoBind: true });
  }

  hydrate(config: ShopConfig): void {
    this.config = config;
  }

  get defaultLocale(): string {
    return this.config?.defaultLocale ?? 'de';
  }

  /** Configured language codes, the default first. */
  get languages(): string[] {
    const codes = (this.config?.i18n?.languages ?? []).map((l) => l.code).filter(Boolean);
    const list = codes.length ? codes : ['de', 'en'];
    return [this.defaultLocale, ...list.filter((c) => c !== this.defaultLocale)];
  }

  get homepage(): Record<string, string> {
    return this.config?.homepage ?? {};
  }

  homepagePath(locale: string): string | null {
    return this.homepage[locale] ?? null;
  }

  isInstalled(locale: string): boolean {
    return Boolean(this.homepage[locale]);
  }

  get brand(): BrandConfig | null {
    return this.config?.brand ?? null;
  }

  get brandShortName(): string {
    return this.config?.brand?.shortName ?? '';
  }

  /** Cookie categories shown in the consent dialog: Tec always, the others only if configured. */
  get cookieCategories(): CookieCategory[] {
    const configured = this.config?.cookieCategories ?? [];
    return ALL_COOKIE_CATEGORIES.filter((c) => c === 'Tec' || configured.includes(c));
  }

  get trackingEnabled(): boolean {
    return Boolean(this.config && this.config.intLevel && this.config.intLevel !== 'off');
  }

  get upperCaseLanguageCodes(): boolean {
    return Boolean(this.config?.header?.upperCaseLanguageCodes);
  }

  get themeColor(): string | null {
    return this.config?.themeColor || null;
  }

  /** Absolute URL for a site path (canonical and alternate links). */
  absoluteUrl(path: string): string {
    const base = (this.config?.baseUrl || (typeof location !== 'undefined' ? location.origin : '')).replace(/\/+$/, '');
    return `${base}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** URL of an image: absolute URLs and root paths stay, bare file names go under the product image path. */
  mediaUrl(src: string | null | undefined): string | null {
    if (!src) return null;
    if (/^(https?:)?\/\//.test(src) || src.startsWith('/') || src.startsWith('data:')) return src;
    const base = (this.config?.product?.image?.path ?? '/media').replace(/\/+$/, '');
    return `${base}/${src}`;
  }
}
