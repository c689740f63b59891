import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { sharp } from '../../../../shared/libraries';
import { centsToDecimalString, LOCALES, type Locale } from '@shop/domain';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { FileStorage } from '../../../../shared/storage/file-storage.port';
import { CatalogueReadModel } from '../../../catalogue';
import { ContentQueries } from '../../../content';
import { FEED_FOOTER, feedHeader, feedItem, plainText } from '../domain/merchant-feed';

export interface MerchantFeedFile {
  key: string;
  locale: Locale;
  currency: string;
  items: number;
  bytes: number;
  /** Public address Merchant Center fetches (no login). */
  url: string;
}

export interface MerchantFeedResult {
  files: MerchantFeedFile[];
  /** Products left out: price on request only. */
  skipped: number;
  durationMs: number;
  generatedAt: string;
}

export const FEED_FOLDER = 'feeds';
export function feedKey(locale: string, currency: string): string {
  return `${FEED_FOLDER}/merchant-feed-${locale}-${currency}.xml`;
}

/**
 * The job `merchantFeed` (ADR 0026): one Google Merchant Center feed (RSS 2.0, g: namespace) per language
 * and currency into the file storage's exports area, from the catalogue read model. Prices are the net
 * price per price unit in the shop currency (destinations with other currencies are not converted here);
 * products sold on request only are left out (a feed item needs a price).
 */
@Injectable()
export class MerchantFeedJob implements JobHandler, OnModuleInit {
  readonly kind = 'merchantFeed';
  private readonly logger = new Logger('MerchantFeed');

  constructor(
    private readonly jobs: Jobs,
    private readonly catalogue: CatalogueReadModel,
    private readonly content: ContentQueries,
    private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    const locales = params.locales;
    if (locales !== undefined && (!Array.isArray(locales) || locales.length === 0 || !locales.every((l) => (LOCALES as readonly unknown[]).includes(l)))) {
      throw new ApiError('adFeedLocalesInvalid', 'locales must be a non-empty list of de, en.', HttpStatus.BAD_REQUEST);
    }
    const unknown = Object.keys(params).filter((k) => k !== 'locales');
    if (unknown.length) throw new ApiError('adFeedParamUnknown', `Unknown parameter ${unknown[0]}.`, HttpStatus.BAD_REQUEST);
  }

  async run(context: JobContext): Promise<MerchantFeedResult> {
    const started = Date.now();
    const locales = (context.params.locales as Locale[] | undefined) ?? [...LOCALES];
    const [snapshot, config] = await Promise.all([this.catalogue.snapshot(), this.content.generalConfig()]);
    await snapshot.details();
    const base = config.baseUrl.replace(/\/+$/, '');
    const currency = config.sales.currency;
    const brand = config.brand.shortName || config.brand.longName;
    const absolute = (path: string | null) => (path ? (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`) : null);
    const rasters = new Map<string, Promise<string | null>>();
    const imageLink = async (src: string | null): Promise<string | null> => {
      if (!src || !/^\/media\/.+\.svg$/.test(src)) return absolute(src);
      let link = rasters.get(src);
      if (!link) rasters.set(src, (link = this.rasterized(src).then(absolute)));
      return link;
    };
    const total = snapshot.products.length * locales.length;
    const files: MerchantFeedFile[] = [];
    let skipped = 0;
    let done = 0;
    for (const locale of locales) {
      const parts: string[] = [
        feedHeader({ title: `${config.brand.longName}`, link: `${base}${locale === 'de' ? '/' : '/en'}`, description: locale === 'de' ? `Produkte von ${config.brand.longName}` : `Products of ${config.brand.longName}` }),
      ];
      let items = 0;
      for (const p of snapshot.products) {
        done += 1;
        if (done % 500 === 0) {
          if (context.signal.aborted) throw new ApiError('jobCanceled', 'Stopped by an administrator.', HttpStatus.CONFLICT);
          await context.progress(done, total, `${locale}: ${items}`);
          await new Promise((r) => setImmediate(r));
        }
        if (p.data.isOnlyOnRequest) {
          if (locale === locales[0]) skipped += 1;
          continue;
        }
        const text = p.data.text[locale];
        const stock = p.data.quantityInStock > 0;
        parts.push(
          feedItem({
            id: p.id,
            title: text.name,
            description: plainText(text.description || text.shortDescription || text.metaDescription || text.name),
            link: `${base}${snapshot.productPath(p, locale)}`,
            imageLink: await imageLink(p.data.image),
            price: centsToDecimalString(p.data.priceCents),
            currency,
            availability: stock ? 'in_stock' : 'out_of_stock',
            brand,
            gtin: null,
            mpn: p.id,
            productType: p.canonical ? [...p.canonical.ancestors, p.canonical].map((c) => c.data.name[locale]).join(' > ') : null,
          }),
        );
        items += 1;
      }
      parts.push(FEED_FOOTER);
      const content = Buffer.from(parts.join(''), 'utf8');
      const key = feedKey(locale, currency);
      await this.storage.put('exports', key, content, 'application/xml; charset=utf-8');
      files.push({ key, locale, currency, items, bytes: content.length, url: `/${key}` });
    }
    await context.progress(total, total, null);
    return { files, skipped, durationMs: Date.now() - started, generatedAt: new Date().toISOString() };
  }

  /**
   * Merchant Center takes no SVG: an SVG picture gets a PNG rendition (800 px, in media under _variants/),
   * made once; its URL is linked instead. Null when the picture cannot be read.
   */
  private async rasterized(src: string): Promise<string | null> {
    const key = src.slice('/media/'.length);
    const target = `_variants/${key.replace(/\.svg$/, '')}.feed.png`;
    try {
      if (!(await this.storage.stat('media', target))) {
        const svg = await this.storage.read('media', key);
        if (!svg) return null;
        await this.storage.put('media', target, await sharp()(svg, { density: 300 }).resize(800, 800, { fit: 'inside' }).flatten({ background: '#ffffff' }).png().toBuffer(), 'image/png');
      }
      return `/media/${target}`;
    } catch (error) {
      this.logger.warn(`no PNG rendition of ${src}: ${(error as Error).message}`);
      return null;
    }
  }
}
