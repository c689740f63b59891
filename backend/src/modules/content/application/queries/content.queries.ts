import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { mediaUrlPattern } from '../../../../shared/media/media-url-pattern';
import { ShopConfig } from '../../../../config/app-config';
import { BrandConfig, DEFAULT_LOCALE, GeneralConfig, LANGUAGES, Menus, Redirect, StoredGeneralConfig, Webpage } from '../../domain/content.types';

const CACHE_MS = 5000;

/**
 * Reads of pages, menus, redirects and configuration, straight from SQL into read models. These change
 * rarely and are read on every page request, so they are kept for a few seconds; an admin write calls
 * `invalidate()`. The short lifetime keeps several app instances consistent without a message bus.
 */
@Injectable()
export class ContentQueries {
  private cache = new Map<string, { at: number; value: Promise<unknown> }>();
  private invalidations = 0;
  /** The settings as last assembled, with the stored values they were made from (`generalConfig`). */
  private general: { stored: StoredGeneralConfig; brand: BrandConfig; value: Readonly<GeneralConfig> } | null = null;

  constructor(private readonly db: DataSource, private readonly config: ShopConfig) {}

  invalidate(): void {
    this.invalidations += 1;
    this.cache.clear();
  }

  /** Counts the changes this instance was told of (its own admin writes, other instances' announcements). */
  changes(): number {
    return this.invalidations;
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    this.cache.set(key, { at: Date.now(), value });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  webpages(): Promise<Webpage[]> {
    return this.cached('webpages', async () => {
      const rows: Array<Record<string, unknown>> = await this.db.query(
        `SELECT id, code, locale, path, component, is_prefix, access_condition, redirect_target, label, description, robots, image, in_search
           FROM webpage ORDER BY id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        code: String(r.code),
        locale: String(r.locale),
        path: String(r.path),
        component: String(r.component),
        prefix: Boolean(r.is_prefix),
        accessCondition: (r.access_condition as string | null) ?? null,
        redirectTarget: (r.redirect_target as string | null) ?? null,
        label: String(r.label),
        description: String(r.description ?? ''),
        robots: String(r.robots),
        image: (r.image as string | null) ?? null,
        inSearch: Boolean(r.in_search),
      }));
    });
  }

  /** Pages offered in the search's third tab ("others"). */
  async searchablePages(): Promise<Webpage[]> {
    return (await this.webpages()).filter((p) => p.inSearch);
  }

  menus(): Promise<Menus> {
    return this.cached('menus', async () => {
      const rows: Array<{ code: string; locale: string; items: Menus[string][string] }> = await this.db.query(
        'SELECT code, locale, items FROM menu ORDER BY code, locale',
      );
      const menus: Menus = {};
      for (const r of rows) (menus[r.code] ??= {})[r.locale] = r.items;
      return menus;
    });
  }

  redirects(): Promise<Redirect[]> {
    return this.cached('redirects', () => this.db.query('SELECT path, target FROM redirect ORDER BY path'));
  }

  /**
   * The webpages (by path) and menus (code and locale) naming the media file `/media/<key>`, every one, sorted:
   * a page's image and params (page-builder blocks), a menu's items.
   */
  async mediaUsers(key: string): Promise<{ pages: string[]; menus: string[] }> {
    const needle = mediaUrlPattern(key);
    const [pages, menus] = (await Promise.all([
      this.db.query(`SELECT path AS id FROM webpage WHERE image LIKE $1 OR params::text LIKE $1 ORDER BY path`, [needle]),
      this.db.query(`SELECT code || ' (' || locale || ')' AS id FROM menu WHERE items::text LIKE $1 ORDER BY code, locale`, [needle]),
    ])) as Array<Array<{ id: string }>>;
    return { pages: pages.map((r) => r.id), menus: menus.map((r) => r.id) };
  }

  async webpageParams(id: number): Promise<Record<string, unknown> | null> {
    const rows: Array<{ params: Record<string, unknown> }> = await this.db.query('SELECT params FROM webpage WHERE id = $1', [id]);
    return rows[0]?.params ?? null;
  }

  private configValue<T>(key: string): Promise<T | null> {
    return this.cached(`config:${key}`, async () => {
      const rows: Array<{ value: T }> = await this.db.query('SELECT value FROM config WHERE key = $1', [key]);
      return rows[0]?.value ?? null;
    });
  }

  /**
   * The shop's settings with what the deployment sets. Made once per stored version of the settings (they are kept
   * for a few seconds as read): an order reads them several times (currency, mails, documents). Frozen: shared.
   */
  async generalConfig(): Promise<Readonly<GeneralConfig>> {
    const stored = (await this.configValue<StoredGeneralConfig>('general')) ?? DEFAULT_GENERAL_CONFIG;
    const brand = (await this.configValue<BrandConfig>('brand')) ?? EMPTY_BRAND;
    const made = this.general;
    if (made !== null && made.stored === stored && made.brand === brand) return made.value;
    const value = Object.freeze(this.assembleGeneral(stored, brand));
    this.general = { stored, brand, value };
    return value;
  }

  private assembleGeneral(stored: StoredGeneralConfig, brand: BrandConfig): GeneralConfig {
    return {
      ...DEFAULT_GENERAL_CONFIG,
      ...stored,
      apiCode: this.config.get('apiCode'),
      baseUrl: this.config.get('baseUrl'),
      apiBaseUrl: `${this.config.get('baseUrl')}/api`,
      defaultLocale: DEFAULT_LOCALE,
      i18n: { languages: LANGUAGES.map((code) => ({ code })) },
      adminSlug: this.config.get('adminSlug'),
      brand,
    };
  }
}

/** A shop with no stored settings: nothing is installed (no homepage), tracking off. */
export const DEFAULT_GENERAL_CONFIG: StoredGeneralConfig = {
  cookieCategories: ['Tec'],
  intLevel: 'off',
  sales: { currency: 'EUR', listPriceInfo: { enable: false }, cartExportImport: false, enableOffer: false, cartTTL: 30 },
  product: { image: { path: '/media/products/' } },
  homepage: {},
  themeColor: '#0b4f8a',
  header: { type: 'default', upperCaseLanguageCodes: false },
};

const EMPTY_BRAND: BrandConfig = {
  longName: 'Shop',
  shortName: 'Shop',
  address: { street: '', zip: '', city: '', countryI18nId: 'DE' },
  phone: { central: '', fax: '' },
  email: '',
  legal: { commercialRegister: { location: '', number: '' }, vatId: '', dunsId: '', personInCharge: '', langVersionThatApplies: 'de' },
  socialMedia: {},
  locations: [],
};
