import type { EntityManager } from 'typeorm';
import { DEFAULT_LOCALE, type MenuItem } from '../../modules/content';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaStoragePort } from '../../shared/media/media-storage.port';
import { DEMO_BRAND, DEMO_GENERAL_CONFIG, DEMO_REDIRECTS, LEGAL_SECTIONS } from './brand.seed';
import { HOME_BLOCKS } from './home-blocks.seed';
import { homeMediaFiles } from './home-media';

export interface MenuCategory {
  id: string;
  parentId: string | null;
  sort: number;
  name: { de: string; en: string };
  path: { de: string; en: string };
}

/**
 * The demo supplier's content: brand and general settings, the legal pages' texts, redirects and the
 * menus (built from the seeded categories). Written like an import into content's tables, inside the
 * demo seed's transaction.
 */
export async function seedDemoContent(m: EntityManager, categories: MenuCategory[]): Promise<void> {
  await m.query(`INSERT INTO config (key, value) VALUES ('general', $1), ('brand', $2) ON CONFLICT (key) DO NOTHING`, [JSON.stringify(DEMO_GENERAL_CONFIG), JSON.stringify(DEMO_BRAND)]);
  for (const [code, byLocale] of Object.entries(LEGAL_SECTIONS)) {
    for (const [locale, sections] of Object.entries(byLocale)) {
      await m.query(`UPDATE webpage SET params = $3 WHERE code = $1 AND locale = $2`, [code, locale, JSON.stringify({ sections })]);
    }
  }
  // The home page: page-builder blocks (frontend/src/components/blocks), one list per locale.
  for (const [locale, blocks] of Object.entries(HOME_BLOCKS)) {
    await m.query(`UPDATE webpage SET params = $3 WHERE code = $1 AND locale = $2`, ['home', locale, JSON.stringify({ blocks })]);
  }
  for (const r of DEMO_REDIRECTS) {
    await m.query('INSERT INTO redirect (path, target) VALUES ($1, $2) ON CONFLICT (path) DO NOTHING', [r.path, r.target]);
  }
  const pages: Array<{ code: string; locale: string; path: string; label: string }> = await m.query('SELECT code, locale, path, label FROM webpage');
  const page = (code: string, locale: string) => pages.find((p) => p.code === code && p.locale === locale);
  const link = (code: string, locale: string): MenuItem => {
    const p = page(code, locale) ?? page(code, DEFAULT_LOCALE)!;
    return { label: p.label, link: p.path };
  };
  const top = categories.filter((c) => c.parentId === null).sort((a, b) => a.sort - b.sort);
  for (const locale of ['de', 'en'] as const) {
    const productsLabel = locale === 'de' ? 'Produkte' : 'Products';
    const configuratorsLabel = locale === 'de' ? 'Konfiguratoren' : 'Configurators';
    const companyLabel = locale === 'de' ? 'Unternehmen' : 'Company';
    const main: MenuItem[] = [
      {
        ...link('productCategories', locale),
        label: productsLabel,
        subitems: top.map((c) => ({
          label: c.name[locale],
          link: c.path[locale],
          image: undefined,
          subitems: categories
            .filter((s) => s.parentId === c.id)
            .sort((a, b) => a.sort - b.sort)
            .map((s) => ({ label: s.name[locale], link: s.path[locale] })),
        })),
      },
      { label: configuratorsLabel, link: link('hoseConfigurator', locale).link, subitems: ['hoseConfigurator', 'ejectorConfigurator', 'automationConfigurator'].map((c) => link(c, locale)) },
      link('locations', locale),
      link('contact', locale),
    ];
    const footer: MenuItem[] = [
      { label: productsLabel, link: link('productCategories', locale).link, subitems: top.map((c) => ({ label: c.name[locale], link: c.path[locale] })) },
      { label: configuratorsLabel, link: link('hoseConfigurator', locale).link, subitems: ['hoseConfigurator', 'ejectorConfigurator', 'automationConfigurator'].map((c) => link(c, locale)) },
      { label: companyLabel, link: link('locations', locale).link, subitems: ['locations', 'contact'].map((c) => link(c, locale)) },
    ];
    const footerLegal: MenuItem[] = ['imprint', 'terms', 'privacy'].map((c) => link(c, locale));
    for (const [code, items] of Object.entries({ main, footer, footerLegal })) {
      await m.query('INSERT INTO menu (code, locale, items) VALUES ($1, $2, $3) ON CONFLICT (code, locale) DO NOTHING', [code, locale, JSON.stringify(items)]);
    }
  }
}

/**
 * The home page's pictures (generated SVG) and its video. The video is a file of the repository (a short,
 * silent WebM made from the demo's own illustrations, see media/README.md): read from the source folder,
 * which the demo shop runs beside (the production image has no demo).
 */
export async function writeHomeMedia(media: MediaStoragePort): Promise<void> {
  for (const file of homeMediaFiles()) {
    if (!(await media.exists(file.path))) await media.write(file.path, Buffer.from(file.svg, 'utf8'));
  }
  for (const name of ['automation-cell.webm', 'hose-assembly.webm']) {
    const source = [join(__dirname, 'media', name), join(__dirname, '..', '..', '..', 'src', 'demo', 'content', 'media', name)].find((f) => existsSync(f));
    if (source && !(await media.exists(`content/${name}`))) await media.write(`content/${name}`, readFileSync(source));
  }
}
