/**
 * Types of the sales API (cart price). The shapes come from the OpenAPI document (./schema.d.ts, generated
 * from backend/src/modules/pricing/interface/http/dto/); this file gives them their frontend names.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * The cart price info (docs/rules/entities.md#cart-price-info): totals, discount, coupon, VAT, minimum order and offer values,
 * formatted; for a company member whether an order of the cart would wait for approval (approvalNeeded).
 */
export type CartPriceInfo = Schemas['CheckoutCartPriceInfoDto'];
/** What a priced cart may be offered as, with the rent-to-buy figures an offer of it stores (the server's, never computed here). */
export type OfferTerms = Schemas['OfferTermsDto'];
/** A position the cart price left out: its quantity breaks its rule, or the article is sold on request only. */
export type RefusedPosition = Schemas['RefusedPositionDto'];
/** One priced position of a cart price answer. */
export type CartPositionPrice = Schemas['CartPositionPriceDto'];
/** One position as POST /api/sales/cart/price takes it. */
export type CartPricePosition = Schemas['CartPositionDto'];
export type CustomProductType = NonNullable<CartPricePosition['customProductType']>;
