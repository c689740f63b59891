/** The demo shop's entry, imported dynamically by the start-up seeder (never statically by the shop). */
export { ensureDemoMedia, reseedCatalogue, seedDemoShop } from './demo-shop';
