import { validatePositionQuantity, type OrderQuantityInfo } from '@shop/domain';
import { normalizeCartQuantity } from '@shop/domain/cart';

/** A cart position as it arrives (untrusted). */
export interface CartPositionRequest {
  productId: string;
  qty: string;
  customProductType?: string | null;
  customConfiguration?: unknown;
}

/** What the catalogue says of an article that decides whether a position of it can be priced. */
export interface ArticleFacts {
  isOnlyOnRequest?: boolean;
  orderQuantity?: OrderQuantityInfo;
}

/** Whether a position is priced: its normalised quantity, or why not (an unknown article; a refusal at a field with a message id). */
export type PositionVerdict = { kind: 'unknown' } | { kind: 'refused'; field: 'qty' | 'productId'; messageId: string } | { kind: 'priced'; qty: string };

/**
 * The decision for one position before it is priced (pure): an article the catalogue does not know is unknown;
 * one sold on request only is refused (its price never leaves the server); the quantity must pass the
 * position's one rule (`@shop/domain` validatePositionQuantity: configured products whole pieces, articles their
 * product's). A configured position (customProductType set) needs no article; its configurator prices it.
 */
export function admitPosition(position: CartPositionRequest, article: ArticleFacts | undefined): PositionVerdict {
  const configured = Boolean(position.customProductType);
  if (!configured && !article) return { kind: 'unknown' };
  if (article?.isOnlyOnRequest) return { kind: 'refused', field: 'productId', messageId: 'productOnlyOnRequest' };
  const problem = validatePositionQuantity(position.qty, position, configured ? undefined : article?.orderQuantity);
  const qty = problem === null ? normalizeCartQuantity(position.qty) : null;
  return qty === null ? { kind: 'refused', field: 'qty', messageId: problem ?? 'invalidOrderQuantityNumber' } : { kind: 'priced', qty };
}
