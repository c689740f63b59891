import { Injectable } from '@nestjs/common';
import { applyCartChanges, CART_LIMITS, type CartChange, type CartLine } from '@shop/domain/cart';
import { err, ok, type Result } from '@shop/domain';
import { CustomerCartRepository } from '../../../domain/ports/customer-cart.repository.port';

/** Change the customer's server cart by what changed in the browser (validated and normalised by the caller). */
export interface ChangeCartCommand {
  userId: number;
  /** When the server saved the cart the changes were made to (its `dateUpdated`); null: the browser knew no server cart. */
  since: string | null;
  /** The id a new cart gets (the browser's cart id). */
  cartId: string;
  changes: readonly CartChange[];
  now?: Date;
}

export type ChangeCartError =
  /** The server cart is not the one the changes were made to (another device saved it, or it expired): send the whole cart. */
  | { code: 'cartChanged' }
  | { code: 'cartTooLarge' };

/**
 * A logged-in customer's cart saved as small changes (ADR 0058): the browser sends the positions that changed since
 * the cart it last saved, naming that cart by the time the server saved it. The changes apply only to that very
 * cart: read, changed, and written back on the condition that it is still the one of that date (one statement; no
 * transaction or lock is held) — otherwise `cartChanged`, and the browser saves its whole cart (PUT) as before. A
 * cart left without positions is deleted. Answers when the server saved it (null: deleted).
 */
@Injectable()
export class ChangeCartHandler {
  constructor(private readonly carts: CustomerCartRepository) {}

  async execute(command: ChangeCartCommand): Promise<Result<{ dateUpdated: string | null; positions: number }, ChangeCartError>> {
    const now = command.now ?? new Date();
    const stored = await this.carts.find(command.userId);
    if ((stored?.dateUpdated ?? null) !== command.since) return err({ code: 'cartChanged' as const });
    const positions: CartLine[] = applyCartChanges(stored?.positions ?? [], command.changes);
    if (positions.length > CART_LIMITS.maxPositions) return err({ code: 'cartTooLarge' as const });
    // Later than the cart it changes, even within the same millisecond: the date names this very cart.
    const dateUpdated = positions.length === 0 ? null : new Date(Math.max(now.getTime(), stored ? Date.parse(stored.dateUpdated) + 1 : 0)).toISOString();
    const cart = dateUpdated === null ? null : { id: stored?.id ?? command.cartId, positions, dateUpdated };
    if (!(await this.carts.replaceIf(command.userId, command.since, cart))) return err({ code: 'cartChanged' as const });
    return ok({ dateUpdated, positions: positions.length });
  }
}
