/**
 * The configurators module's public face: what other modules may use (checked by dependency-cruiser).
 */
export { ConfiguratorsModule } from './configurators.module';
export { ConfiguratorDataChanges } from './application/configurator-data-changes';
export { CustomProducts, type CustomPositionInput, type ResolvedCustomProduct, type CustomProductRefusal } from './application/custom-products.service';
export type { EvaluatedConfiguration } from './domain/configurator-definition';
