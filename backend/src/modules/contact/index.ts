/**
 * The contact module's public face. Everything else in this folder is internal (checked by
 * dependency-cruiser, `npm run lint`).
 */
export { ContactModule } from './contact.module';
