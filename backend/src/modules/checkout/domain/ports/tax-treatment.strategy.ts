import type { VatDestination, VatTreatment } from '@shop/domain';

/** What the tax decision reads of a sale: where the goods go, the buyer's VAT id, who buys. */
export interface TaxContext {
  /** The shipping address's country with its destination settings (rate; outside the EU whether the shop is registered there). */
  destination: VatDestination;
  /** The VAT id of the billing address as entered (null or empty: none). */
  buyerVatId: string | null;
  /** The logged-in customer, or a guest (id null). */
  customer: { id: number | null };
}

/**
 * How the VAT of a sale is decided (modelled on Vendure's TaxZoneStrategy: the rate follows from the order's
 * addresses and the customer, decided in one place, not in the pricing code). Cart price, checkout options
 * and the placed order all ask it; `DestinationTaxStrategy` is the default (a German seller: domestic,
 * reverse charge, destination rate, export, registered abroad). A shop with other rules swaps it.
 */
export abstract class TaxTreatmentStrategy {
  abstract decide(context: TaxContext): Promise<VatTreatment>;
}
