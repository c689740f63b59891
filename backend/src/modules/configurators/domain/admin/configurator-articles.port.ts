import type { ConfiguratorArticleFacts } from '@shop/domain';

/** What the admin page shows of an article a data set names: the catalogue's facts in both languages. */
export interface ConfiguratorArticleView extends ConfiguratorArticleFacts {
  readonly productId: string;
  readonly name: { readonly de: string; readonly en: string };
  /** Nominal size (hose parts), else null. */
  readonly nominalSize: number | null;
  /** Hoses and insulations: the hose class code. */
  readonly hoseClass: string | null;
  /** Net catalogue price per price unit, cents. */
  readonly priceCents: number;
}

/** Port: the catalogue's facts of the articles the configurators' data names (adapter: the catalogue facade). */
export abstract class ConfiguratorArticles {
  /** A look-up at the catalogue's current state. */
  abstract lookup(): Promise<(productId: string) => ConfiguratorArticleView | undefined>;
}
