import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { webpageSeeds } from './webpages.seed';

/** Seeds the structural pages every shop needs, installed or not (the demo shop adds its content on top). */
@Injectable()
export class PageSeeder {
  /** True once any page is stored (a shop past its first start). */
  async hasPages(m: EntityManager): Promise<boolean> {
    const [{ n }] = (await m.query('SELECT count(*)::int AS n FROM webpage')) as Array<{ n: number }>;
    return n > 0;
  }

  /** Idempotent: a page that exists (code and locale) is left as it is. `only` picks the pages by code. */
  async seedPages(m: EntityManager, adminSlug: string, only: (code: string) => boolean = () => true): Promise<void> {
    for (const page of webpageSeeds(adminSlug).filter((p) => only(p.code))) {
      for (const locale of ['de', 'en'] as const) {
        const t = page[locale];
        await m.query(
          `INSERT INTO webpage (code, locale, path, component, is_prefix, access_condition, redirect_target, label, description, robots, params, in_search)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
           ON CONFLICT (code, locale) DO NOTHING`,
          [page.code, locale, t.path, page.component, page.prefix ?? false, page.accessCondition ?? null, page.redirectTarget?.[locale] ?? null, t.label, t.description ?? '', page.robots ?? 'index,follow', JSON.stringify(page.params ?? {}), page.inSearch ?? true],
        );
      }
    }
  }
}
