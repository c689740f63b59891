import { Injectable } from '@nestjs/common';
import { centsToDecimalString, getAvailability } from '@shop/domain';
import { PathHeadResolver, type PageHeadData } from '../../../content';
import type { GeneralConfig } from '../../../content';
import type { Locale } from '../../domain/catalogue-data';
import { unitCodeOf } from '../../domain/unit-codes';
import { ProductQueries } from '../queries/product.queries';
import type { CatalogueSnapshot, CategoryRec, ProductRec } from '../read-model/catalogue-snapshot';
import { categoryBreadcrumbs, CURRENCY, ProductViews } from '../views/product-views';

const SCHEMA = 'https://schema.org';

/**
 * The server-side page head of product and category paths (registered with the content context's
 * PageRenderer): title (the renderer adds the brand suffix), description, canonical path, hreflang
 * alternates, og:image and JSON-LD — Product with an Offer and a BreadcrumbList for products, a
 * BreadcrumbList for categories.
 */
@Injectable()
export class CataloguePageHeadResolver extends PathHeadResolver {
  constructor(
    private readonly products: ProductQueries,
    private readonly views: ProductViews,
  ) {
    super();
  }

  async resolve(path: string, config: GeneralConfig): Promise<PageHeadData | null> {
    const m = await this.products.match(path);
    if (m.kind === 'product') return this.productHead(m.snapshot, m.product, m.locale, config);
    if (m.kind === 'category') return this.categoryHead(m.category, m.locale, config);
    return null;
  }

  private productHead(s: CatalogueSnapshot, p: ProductRec, locale: Locale, config: GeneralConfig): PageHeadData {
    const base = config.baseUrl;
    const text = p.data.text[locale];
    const canonical = base + s.productPath(p, locale);
    const image = p.data.image ?? undefined;
    const abs = (src: string) => (src.startsWith('http') ? src : base + src);
    const orderQuantity = s.orderQuantity(p);
    const { statusCode } = getAvailability(p.data.quantityInStock, orderQuantity.default);
    const unitCode = unitCodeOf(p.data.unitOfQuantity);
    const description = text.metaDescription || text.shortDescription;
    const price = centsToDecimalString(p.data.priceCents);
    // An article sold on request only is described without an offer: its price never leaves the server.
    const offers = p.data.isOnlyOnRequest
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: canonical,
            price,
            priceCurrency: CURRENCY,
            availability: `${SCHEMA}/${statusCode === 2 ? 'BackOrder' : 'InStock'}`,
            itemCondition: `${SCHEMA}/NewCondition`,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: CURRENCY,
              unitCode,
              referenceQuantity: { '@type': 'QuantitativeValue', value: p.data.priceUnit, unitCode },
            },
          },
        };
    const product = {
      '@context': SCHEMA,
      '@type': 'Product',
      name: text.name,
      sku: p.id,
      ...(image ? { image: abs(image) } : {}),
      description,
      brand: { '@type': 'Brand', name: config.brand.shortName || config.brand.longName },
      url: canonical,
      ...offers,
    };
    return {
      locale,
      title: text.name,
      description,
      image,
      alternates: (['de', 'en'] as const).map((l) => ({ locale: l, path: s.productPath(p, l) })),
      jsonLd: [product, breadcrumbList(this.views.productBreadcrumbs(s, p, locale), base)],
    };
  }

  private categoryHead(c: CategoryRec, locale: Locale, config: GeneralConfig): PageHeadData {
    return {
      locale,
      title: c.data.name[locale],
      description: c.data.description[locale],
      image: c.data.pageParams.featuredImage?.src ?? c.data.image ?? undefined,
      alternates: (['de', 'en'] as const).map((l) => ({ locale: l, path: c.path[l] })),
      jsonLd: [breadcrumbList(categoryBreadcrumbs(c, locale), config.baseUrl)],
    };
  }
}

function breadcrumbList(crumbs: ReadonlyArray<{ label: string; path: string }>, base: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: base + c.path })),
  };
}
