/** The data-exchange module's public face (ADR 0027): import and export of the spec's entity types. */
export { DataExchangeModule } from './data-exchange.module';
export { IMPORT_MODES, FILE_FORMATS, type ImportMode, type FileFormat } from './domain/entity-types';
export { ENTITY_TYPES } from './application/exchange-types';
