/**
 * The cart module's public face: what other modules may use. Everything else in this folder is internal
 * (checked by dependency-cruiser, `npm run lint`).
 */
export { CartModule } from './cart.module';
