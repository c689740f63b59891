import { Injectable, Logger } from '@nestjs/common';
import { categoryPaths } from '@shop/domain';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../config/app-config';
import { ContentSeeder } from '../../content/infrastructure/seed/content.seeder';
import { seedCatalogue } from '../../catalogue/infrastructure/seed/catalogue-seeder';
import { IdentitySetup } from '../../identity/application/setup/identity-setup.service';

/**
 * First start: the structural pages always; with DEMO_DATA the demo catalogue, brand, settings,
 * menus and redirects, in one transaction so a failed seed leaves an empty database, not half a shop.
 */
@Injectable()
export class DemoDataSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: DataSource,
    private readonly config: ShopConfig,
    private readonly content: ContentSeeder,
    private readonly identity: IdentitySetup,
  ) {}

  async seedIfEmpty(): Promise<void> {
    await this.seedContentIfEmpty();
    // After the demo shop: the demo customer (with orders from the demo catalogue) and the first admin.
    await this.identity.onFirstStart();
  }

  private async seedContentIfEmpty(): Promise<void> {
    const [{ n: pages }] = await this.db.query('SELECT count(*)::int AS n FROM webpage');
    if (pages === 0) {
      await this.db.transaction((m) => this.content.seedPages(m, this.config.get('adminSlug')));
      this.logger.log('pages seeded');
    }
    if (!this.config.get('demoData')) return;
    const [{ n: products }] = await this.db.query('SELECT count(*)::int AS n FROM product');
    const [{ n: configs }] = await this.db.query(`SELECT count(*)::int AS n FROM config WHERE key = 'general'`);
    if (products > 0 || configs > 0) return;
    await this.seedDemo(this.config.get('seedProducts'));
  }

  /** Replaces the catalogue with a generated one of N products (benchmarks); keeps pages and settings. */
  async reseedCatalogue(productCount: number): Promise<void> {
    await this.db.query(
      'TRUNCATE product_attribute_value, attribute_value_translation, attribute_value, attribute_translation, attribute, product_category_product, product_translation, product, product_category_translation, product_category, product_type_translation, product_type, menu CASCADE',
    );
    await this.db.query(`DELETE FROM config WHERE key IN ('general', 'brand')`);
    await this.seedDemo(productCount);
  }

  async seedDemo(productCount: number): Promise<void> {
    const started = Date.now();
    this.logger.log(`seeding the demo shop with ${productCount} products…`);
    let lastReport = 0;
    await this.db.transaction(async (m) => {
      const summary = await seedCatalogue((sql, params) => m.query(sql, params as unknown[]), {
        products: productCount,
        onProgress: (done, total) => {
          if (Date.now() - lastReport > 2000 || done === total) {
            lastReport = Date.now();
            this.logger.log(`  products ${done}/${total}`);
          }
        },
      });
      const paths = categoryPaths(summary.categories.map((c) => ({ id: c.id, parentId: c.parentId, slug: { ...c.slug } })));
      await this.content.seedDemo(
        m,
        summary.categories.map((c) => ({ id: c.id, parentId: c.parentId, sort: c.sort, name: c.name, path: { de: paths.get(c.id)!.de, en: paths.get(c.id)!.en } })),
      );
      this.logger.log(`demo shop seeded: ${summary.products} products, ${summary.categories.length} categories in ${Date.now() - started} ms`);
    });
  }
}
