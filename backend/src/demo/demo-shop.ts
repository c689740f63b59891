import { Logger } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { categoryPaths } from '@shop/domain';
import { DataSource } from 'typeorm';
import { OrderImport } from '../modules/checkout';
import { IdentitySetup } from '../modules/identity';
import { MediaStoragePort } from '../shared/media/media-storage.port';
import { KNOWN_IMAGE_KEYS, renderProductImageSvg, seedCatalogue } from './catalogue';
import { seedDemoCheckout, seedDemoIncoterms } from './checkout/demo-checkout';
import { seedAutomationConfigurator } from './configurators/automation';
import { seedDemoEjectorConfigurator } from './configurators/ejector';
import { demoOrders } from './checkout/demo-orders';
import { simplePdf, titleFromFileName } from './catalogue/datasheet-pdf';
import { DEMO_BRAND } from './content/brand.seed';
import { seedDemoContent, writeHomeMedia } from './content/demo-content';
import { seedDemoHoseConfigurator } from './configurators/hose';
import { DEMO_CUSTOMER } from './identity/demo-customer';
import { seedDemoPricing } from './pricing/demo-pricing';
import { PriceRuleBook } from '../modules/pricing';

/**
 * The demo shop (DEMO_DATA, `--seed-products`): a generated catalogue, the demo supplier's brand,
 * settings, menus and redirects, product pictures in media storage, and the demo customer with an order
 * history. Loaded by the start-up seeder only when wanted (a dynamic import), and not part of the
 * production image: the shop runs without this folder. It reaches the modules through their facades;
 * catalogue and content data are written like an import, in one transaction.
 */
const logger = new Logger('Seed');

export async function seedDemoShop(moduleRef: ModuleRef, productCount: number): Promise<void> {
  const db = moduleRef.get(DataSource, { strict: false });
  const started = Date.now();
  logger.log(`seeding the demo shop with ${productCount} products…`);
  let lastReport = 0;
  await db.transaction(async (m) => {
    const summary = await seedCatalogue((sql, params) => m.query(sql, params as unknown[]), {
      products: productCount,
      onProgress: (done, total) => {
        if (Date.now() - lastReport > 2000 || done === total) {
          lastReport = Date.now();
          logger.log(`  products ${done}/${total}`);
        }
      },
    });
    const paths = categoryPaths(summary.categories.map((c) => ({ id: c.id, parentId: c.parentId, slug: { ...c.slug } })));
    await seedDemoContent(
      m,
      summary.categories.map((c) => ({ id: c.id, parentId: c.parentId, sort: c.sort, name: c.name, path: { de: paths.get(c.id)!.de, en: paths.get(c.id)!.en } })),
    );
    await seedDemoCheckout(m);
    await seedAutomationConfigurator((sql, params) => m.query(sql, params));
    await seedDemoEjectorConfigurator(m);
    await seedDemoHoseConfigurator((sql, params) => m.query(sql, params));
    logger.log(`demo shop seeded: ${summary.products} products, ${summary.categories.length} categories in ${Date.now() - started} ms`);
  });
  await writeProductImages(moduleRef.get(MediaStoragePort, { strict: false }));
  await writeDownloads(db, moduleRef.get(MediaStoragePort, { strict: false }));
  await seedDemoCustomer(moduleRef);
}

/** Every download the catalogue links (data sheets, instructions, charts) as a small real PDF in media storage. */
async function writeDownloads(db: DataSource, media: MediaStoragePort): Promise<void> {
  const rows: Array<{ href: string }> = await db.query(
    `SELECT DISTINCT f->>'href' AS href FROM product, jsonb_array_elements(files) f
     UNION SELECT DISTINCT h->>'href' FROM product_type, jsonb_array_elements(coalesce(additional_info->'hyperlinks', '[]'::jsonb)) h`,
  );
  for (const { href } of rows) {
    const match = /^\/media\/(files\/[a-z0-9-]+\.pdf)$/.exec(href ?? '');
    if (!match || (await media.exists(match[1]))) continue;
    const name = match[1].slice('files/'.length);
    const title = titleFromFileName(name);
    await media.write(match[1], simplePdf(`HydraTec – ${title}`, [
      'HydraTec Industriebedarf GmbH, Industriestraße 42, 70565 Stuttgart',
      '',
      `Dokument: ${title}`,
      'Demo-Dokument des Beispielshops: technische Daten, Montage- und Sicherheitshinweise',
      'stehen im Produktivsystem an dieser Stelle.',
      '',
      `Document: ${title}`,
      'Demo document of the example shop: technical data, assembly and safety notes',
      'appear here in a live shop.',
    ]));
  }
}

/** A demo shop started again: pictures a data folder of an older version lacks are written now. */
export async function ensureDemoMedia(moduleRef: ModuleRef): Promise<void> {
  const media = moduleRef.get(MediaStoragePort, { strict: false });
  // A demo data folder seeded before the automation configurator's tables existed gets their data now.
  await seedAutomationConfigurator((sql, params) => moduleRef.get(DataSource, { strict: false }).query(sql, params));
  await writeProductImages(media);
  await writeDownloads(moduleRef.get(DataSource, { strict: false }), media);
}

/** Replaces the catalogue with a generated one of N products (benchmarks); keeps pages, settings and customers. */
export async function reseedCatalogue(moduleRef: ModuleRef, productCount: number): Promise<void> {
  const db = moduleRef.get(DataSource, { strict: false });
  await db.query(
    'TRUNCATE product_attribute_value, attribute_value_translation, attribute_value, attribute_translation, attribute, product_category_product, product_translation, product, product_category_translation, product_category, product_type_translation, product_type, menu CASCADE',
  );
  await db.query(`DELETE FROM config WHERE key IN ('general', 'brand')`);
  await seedDemoShop(moduleRef, productCount);
}

/** The generated product, category and location pictures, as files in media storage (served from there). */
export async function writeProductImages(media: MediaStoragePort): Promise<void> {
  for (const key of KNOWN_IMAGE_KEYS) {
    const path = `products/${key}.svg`;
    if (!(await media.exists(path))) await media.write(path, Buffer.from(renderProductImageSvg(key), 'utf8'));
  }
  // The home page's banners and row pictures (page-builder blocks), and its video.
  await writeHomeMedia(media);
  // The locations page's cards: a neutral picture captioned with the location's name.
  for (const location of DEMO_BRAND.locations ?? []) {
    const match = /^\/media\/(products\/location-[a-z0-9-]+\.svg)$/.exec(location.img ?? '');
    if (match && !(await media.exists(match[1]))) await media.write(match[1], Buffer.from(renderProductImageSvg('location', location.name.de), 'utf8'));
  }
}

async function seedDemoCustomer(moduleRef: ModuleRef): Promise<void> {
  const identity = moduleRef.get(IdentitySetup, { strict: false });
  if (!(await identity.hasNoCustomers())) return;
  const customer = await identity.createConfirmedCustomer(DEMO_CUSTOMER);
  const shipping = customer.addresses.find((a) => a.isStandardShippingAddress)!;
  const { id: _id, isStandardBillingAddress: _b, isStandardShippingAddress: _s, ...address } = shipping;
  const db = moduleRef.get(DataSource, { strict: false });
  const orders = await demoOrders(db.manager, { userId: customer.id, email: customer.email, lastname: DEMO_CUSTOMER.lastname, company: DEMO_CUSTOMER.company, address });
  await moduleRef.get(OrderImport, { strict: false }).importOrders(orders);
  await seedDemoPricing(db.manager, customer.id);
  await seedDemoIncoterms(db.manager, customer.id);
  moduleRef.get(PriceRuleBook, { strict: false }).invalidate();
  logger.log(`demo customer seeded with ${orders.length} orders, group and own prices`);
}
