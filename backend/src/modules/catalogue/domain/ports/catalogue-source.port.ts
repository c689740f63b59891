import type { CatalogueData, SearchablePage } from '../catalogue-data';

/** Where the in-memory catalogue read model comes from (the SQL loader in production, a fake in tests). */
export abstract class CatalogueSourcePort {
  /** A cheap version stamp; a different answer means the catalogue changed and the model is rebuilt. */
  abstract version(): Promise<string>;
  /** Everything the read model needs, read at one version. */
  abstract load(): Promise<CatalogueData>;
  /** Webpages shown in the search's "others" tab (in_search pages), all locales. */
  abstract searchablePages(): Promise<SearchablePage[]>;
}
