import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../shared/persistence/transaction-context';
import { LANGUAGES } from '../domain/content.types';
import { ContentQueries, DEFAULT_GENERAL_CONFIG } from './queries/content.queries';

const FALLBACK_HOMEPAGE: Record<string, string> = { de: '/', en: '/en' };

/**
 * The general config's homepage per locale (config table, key 'general'), as install needs it: read
 * straight from the table (not the cache) and written inside the caller's transaction, if one runs.
 */
@Injectable()
export class HomepageSettings {
  constructor(private readonly tx: TransactionContext, private readonly content: ContentQueries) {}

  /** Spec: the shop is installed when a homepage is configured for the locale. */
  async hasHomepage(locale: string): Promise<boolean> {
    const homepage = await this.stored();
    return typeof homepage[locale] === 'string' && (homepage[locale] as string) !== '';
  }

  async hasHomepageForEveryLocale(): Promise<boolean> {
    const homepage = await this.stored();
    return LANGUAGES.every((locale) => typeof homepage[locale] === 'string' && (homepage[locale] as string) !== '');
  }

  /** Writes the default general config, or adds the homepages (the 'home' pages' paths) to the stored one. */
  async configureHomepage(): Promise<void> {
    const m = this.tx.manager();
    const homes: Array<{ locale: string; path: string }> = await m.query(`SELECT locale, path FROM webpage WHERE code = 'home'`);
    const homepage: Record<string, string> = { ...FALLBACK_HOMEPAGE };
    for (const h of homes) homepage[h.locale] = h.path;
    await m.query(
      `INSERT INTO config (key, value) VALUES ('general', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = config.value || jsonb_build_object('homepage', $2::jsonb), updated_at = now()`,
      [JSON.stringify({ ...DEFAULT_GENERAL_CONFIG, homepage }), JSON.stringify(homepage)],
    );
  }

  /** After the transaction: drop cached settings so the next init answers the installed shop. */
  settingsChanged(): void {
    this.content.invalidate();
  }

  private async stored(): Promise<Record<string, unknown>> {
    const rows: Array<{ homepage: Record<string, unknown> | null }> = await this.tx.manager().query(`SELECT value -> 'homepage' AS homepage FROM config WHERE key = 'general'`);
    return rows[0]?.homepage ?? {};
  }
}
