/**
 * The files module's public face: what other modules may use (checked by dependency-cruiser). The storage
 * port itself lives in backend/src/shared/storage (every module uses it).
 */
export { FilesModule } from './files.module';
export { feedKey } from './application/merchant-feed.job';
export { catalogueKey } from './application/pdf-catalogue.job';
