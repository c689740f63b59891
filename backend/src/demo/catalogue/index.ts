/** Demo catalogue seeding: pure generator and image renderer, plus the database seeder. */
export { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, categoryTree, generateCatalogue, productImagePath, type GenerateCatalogueOptions } from './catalogue-generator';
export { clearCatalogue, insertCatalogue, seedCatalogue, type SeedCatalogueOptions, type SeedCatalogueResult, type SqlRunner } from './catalogue-seeder';
export { KNOWN_IMAGE_KEYS, isKnownImageKey, renderProductImageSvg } from './product-image';
export type * from './seed-types';
