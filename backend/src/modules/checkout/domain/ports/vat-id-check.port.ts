import type { VatId, VatIdCheckOutcome } from '@shop/domain';

/**
 * The online check of a buyer's VAT id (the EU's VIES service by default: ViesVatIdCheck). Never throws: a
 * service that cannot be asked (unreachable, busy, too slow) answers `unavailable`, and the tax decision then
 * charges VAT (docs/vat.md). `requester` is the seller's own VAT id: with it VIES answers a consultation
 * number, the evidence an intra-Community supply keeps.
 */
export abstract class VatIdCheck {
  abstract check(vatId: VatId, requester: VatId | null): Promise<VatIdCheckOutcome>;
}
