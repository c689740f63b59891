/**
 * Test data: the demo catalogue generator's rows (no database) as the read-model source delivers them.
 * Used by the catalogue's unit tests.
 */
import type { CatalogueData } from '../domain/catalogue-data';
import { CatalogueSourcePort } from '../domain/ports/catalogue-source.port';
import type { SearchablePage } from '../domain/catalogue-data';
import { generateCatalogue } from '../../../demo/catalogue/catalogue-generator';
import { catalogueDataFromGenerated } from './generated-catalogue-data';

const cache = new Map<number, CatalogueData>();

export function catalogueFixture(products = 2500): CatalogueData {
  const hit = cache.get(products);
  if (hit) return hit;
  const data = catalogueDataFromGenerated(generateCatalogue({ products }));
  cache.set(products, data);
  return data;
}

/** A source serving a fixture, with a version the test can move. */
export class FakeCatalogueSource extends CatalogueSourcePort {
  loads = 0;
  currentVersion = '1';
  pages: SearchablePage[] = [
    { id: 1, code: 'contact', locale: 'de', path: '/kontakt', label: 'Kontakt' },
    { id: 2, code: 'contact', locale: 'en', path: '/en/contact', label: 'Contact' },
    { id: 3, code: 'hoseConfigurator', locale: 'de', path: '/schlauchkonfigurator', label: 'Schlauchkonfigurator' },
  ];

  constructor(private readonly data: () => CatalogueData = () => catalogueFixture()) {
    super();
  }

  async version(): Promise<string> {
    return this.currentVersion;
  }

  async load(): Promise<CatalogueData> {
    this.loads++;
    return { ...this.data(), version: this.currentVersion };
  }

  async searchablePages(): Promise<SearchablePage[]> {
    return this.pages;
  }
}
