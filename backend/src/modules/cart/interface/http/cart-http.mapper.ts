import { toCartQuantity, type Cart, type CartLine } from '@shop/domain/cart';
import type { CartInputDto, CartPositionDto, CartResponse } from './dto/cart.dto';

/** A validated position as the domain keeps it: quantity normalised, empty custom fields left out. */
export function fromPositionDto(p: CartPositionDto): CartLine {
  return {
    productId: p.productId,
    qty: toCartQuantity(p.qty)!,
    ...(p.customProductType ? { customProductType: p.customProductType } : {}),
    ...(p.customConfiguration !== undefined && p.customConfiguration !== null ? { customConfiguration: { ...p.customConfiguration } } : {}),
  };
}

export function fromCartDto(cart: CartInputDto): { id: string; positions: CartLine[]; dateUpdated?: string } {
  return { id: cart.id, positions: cart.positions.map(fromPositionDto), ...(cart.dateUpdated ? { dateUpdated: cart.dateUpdated } : {}) };
}

export function cartResponse(cart: Cart | null): CartResponse {
  return { data: { cart: cart ? { id: cart.id, positions: [...cart.positions] as CartPositionDto[], dateUpdated: cart.dateUpdated } : null } };
}
