import type { CartLine } from '@shop/domain/cart';

/** Replace the customer's server cart with the one the browser holds (validated and normalised by the caller). */
export class ReplaceCartCommand {
  constructor(
    readonly userId: number,
    readonly cart: { readonly id: string; readonly positions: readonly CartLine[] },
    readonly now: Date = new Date(),
  ) {}
}
