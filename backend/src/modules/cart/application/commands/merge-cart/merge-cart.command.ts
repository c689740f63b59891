import type { CartLine } from '@shop/domain/cart';

/** Merge the browser's cart at login into the customer's server cart (validated and normalised by the caller). */
export class MergeCartCommand {
  constructor(
    readonly userId: number,
    readonly local: { readonly id: string; readonly positions: readonly CartLine[]; readonly dateUpdated?: string } | null,
    readonly now: Date = new Date(),
  ) {}
}
