/**
 * The account area's offers page (docs/decisions/0046-offers-to-orders.md) (de). Spread into the storefront
 * catalogue (../de.ts); the keys must match ./account-offers.en.ts.
 */
export const accountOffersDe = {
  accountOffersNone: 'Sie haben noch keine Angebote angefragt.',
  accountOffersColNumber: 'Angebot',
  accountOffersColDate: 'Angefragt am',
  accountOffersColType: 'Art',
  accountOffersColStatus: 'Status',
  accountOffersColValue: 'Wert netto',
  accountOffersColValidUntil: 'Gültig bis',
  accountOffersOrder: 'Auftrag {order}',
  accountOfferType_buy: 'Kaufangebot',
  accountOfferType_rentalPurchaseOffer: 'Mietkauf',
  accountOfferType_leasingInquiry: 'Leasinganfrage',
  accountOfferStatus_open: 'In Bearbeitung',
  accountOfferStatus_sent: 'Angebot gesendet',
  accountOfferStatus_accepted: 'Angenommen',
  accountOfferStatus_declined: 'Abgelehnt',
  accountOfferStatus_expired: 'Abgelaufen',
} as const;
