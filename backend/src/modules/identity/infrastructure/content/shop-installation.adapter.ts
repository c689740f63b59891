import { Injectable } from '@nestjs/common';
import { ContentQueries, DEFAULT_GENERAL_CONFIG } from '../../../content/application/queries/content.queries';
import { LANGUAGES } from '../../../content/domain/content.types';
import { ShopInstallation } from '../../domain/ports/shop-installation.port';
import { TransactionContext } from '../persistence/transaction-context';

const FALLBACK_HOMEPAGE: Record<string, string> = { de: '/', en: '/en' };

/**
 * Install's view of the general config (config table, key 'general'): read straight from the table (not
 * the content cache) and written inside install's transaction; the content cache is dropped afterwards.
 */
@Injectable()
export class ShopInstallationAdapter extends ShopInstallation {
  constructor(private readonly tx: TransactionContext, private readonly content: ContentQueries) {
    super();
  }

  async hasHomepageForEveryLocale(): Promise<boolean> {
    const rows: Array<{ homepage: Record<string, unknown> | null }> = await this.tx.manager().query(`SELECT value -> 'homepage' AS homepage FROM config WHERE key = 'general'`);
    const homepage = rows[0]?.homepage ?? {};
    return LANGUAGES.every((locale) => typeof homepage[locale] === 'string' && (homepage[locale] as string) !== '');
  }

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

  settingsChanged(): void {
    this.content.invalidate();
  }
}
