import { Injectable } from '@nestjs/common';
import { CatalogueFigures } from '../../../catalogue';
import { ContentQueries } from '../../../content';

/** Where a media file is still used: products, categories, webpages and menus that name its URL. */
export interface MediaUsage {
  products: string[];
  categories: string[];
  pages: string[];
  menus: string[];
  total: number;
}

const SAMPLE = 5;

/**
 * Who still names `/media/<key>` (ADR 0026), asked of the owners of the tables that may (ADR 0037): the
 * catalogue for products and categories, content for webpages and menus.
 */
@Injectable()
export class MediaUsageQuery {
  constructor(
    private readonly catalogue: CatalogueFigures,
    private readonly content: ContentQueries,
  ) {}

  async usage(key: string): Promise<MediaUsage> {
    const [{ products, categories }, { pages, menus }] = await Promise.all([this.catalogue.mediaUsers(key), this.content.mediaUsers(key)]);
    return {
      products: products.slice(0, SAMPLE),
      categories: categories.slice(0, SAMPLE),
      pages: pages.slice(0, SAMPLE),
      menus: menus.slice(0, SAMPLE),
      total: products.length + categories.length + pages.length + menus.length,
    };
  }
}
