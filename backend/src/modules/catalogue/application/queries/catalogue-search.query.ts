import { Injectable } from '@nestjs/common';
import { checkSearchTerm, formatResultCount, MAX_RESULTS, SCORE_EXACT_NAME, SCORE_PARTIAL, searchIndex, searchItems } from '@shop/domain';
import { ShopConfig } from '../../../../config/app-config';
import type { Locale, SearchablePage } from '../../domain/catalogue-data';
import { CatalogueReadModel } from '../read-model/catalogue-read-model';
import type { SearchResultsView } from '../views/catalogue-views';
import { ProductViews } from '../views/product-views';

export type SearchTab = 'categories' | 'products' | 'miscellaneous';
export const SEARCH_TABS: readonly SearchTab[] = ['categories', 'products', 'miscellaneous'];
/** Longest accepted term (a longer one is refused by the HTTP layer). */
export const MAX_TERM_LENGTH = 200;

export interface SearchRequest {
  term: string;
  locale: Locale;
  /** Only this tab's list is filled (the counts always cover all three). */
  tab?: SearchTab;
  /** Caps each list (the header dropdown asks 4 / 6 / 4 with limit and per-list limits). */
  limit?: number;
  /** Skips the first products (paging through the products tab). */
  offset?: number;
}

/**
 * The catalogue search (docs/rules/screens-and-routes.md#search, docs/rules/constants.md#search): products, product categories and other webpages, ranked by
 * @shop/domain's searchIndex (exact 50 for the article number, 15 for names, synonyms and category
 * names, 5 for a partial match; within 10 points of the best; at most 1000). Terms under 2 characters do
 * not search: an empty term answers the prompt, one character the warning.
 */
@Injectable()
export class CatalogueSearchQuery {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly views: ProductViews,
    private readonly config: ShopConfig,
  ) {}

  async run(request: SearchRequest): Promise<SearchResultsView> {
    const { term, locale } = request;
    const termCheck = checkSearchTerm(term);
    if (termCheck !== null) {
      return {
        termCheck: { kind: termCheck.kind, messageId: termCheck.messageId },
        productCategories: [],
        products: [],
        others: [],
        counts: { productCategories: 0, products: 0, others: 0 },
        tooMany: false,
        formattedCounts: { productCategories: '0', products: '0', others: '0' },
      };
    }
    const s = await this.readModel.snapshot();
    const limit = Math.min(request.limit ?? MAX_RESULTS, MAX_RESULTS);
    const offset = request.offset ?? 0;
    const wants = (tab: SearchTab) => request.tab === undefined || request.tab === tab;

    const products = searchIndex(s.productSearch(locale), term);
    const categories = searchIndex(s.categorySearch(locale), term);
    const pages = (await this.readModel.searchablePages()).filter((p) => p.locale === locale);
    const others = searchItems<SearchablePage>(pages, term, { fields: [{ get: (p) => p.label, exact: SCORE_EXACT_NAME, partial: SCORE_PARTIAL }] });
    const baseUrl = this.config.get('baseUrl');

    return {
      termCheck: null,
      productCategories: wants('categories')
        ? categories.hits.slice(0, limit).map(({ item: c }) => ({ id: c.id, name: c.data.name[locale], path: c.path[locale], image: c.data.image }))
        : [],
      products: wants('products')
        ? this.views.listItems(
            s,
            products.hits.slice(offset, offset + limit).map((h) => h.item),
            locale,
          )
        : [],
      others: wants('miscellaneous') ? others.hits.slice(0, limit).map(({ item: p }) => ({ id: p.id, path: p.path, label: p.label, href: baseUrl + p.path })) : [],
      counts: { productCategories: categories.total, products: products.total, others: others.total },
      tooMany: products.tooMany,
      formattedCounts: {
        productCategories: formatResultCount(categories.total),
        products: formatResultCount(products.total),
        others: formatResultCount(others.total),
      },
    };
  }
}
