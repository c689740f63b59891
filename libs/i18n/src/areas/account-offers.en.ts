import type { accountOffersDe } from './account-offers.de';

/** The account area's offers page (en); the keys of ./account-offers.de.ts. */
export const accountOffersEn: Record<keyof typeof accountOffersDe, string> = {
  accountOffersNone: 'You have not asked for an offer yet.',
  accountOffersColNumber: 'Offer',
  accountOffersColDate: 'Requested on',
  accountOffersColType: 'Type',
  accountOffersColStatus: 'Status',
  accountOffersColValue: 'Value, net',
  accountOffersColValidUntil: 'Valid until',
  accountOffersOrder: 'Order {order}',
  accountOfferType_buy: 'Purchase offer',
  accountOfferType_rentalPurchaseOffer: 'Rent-to-buy',
  accountOfferType_leasingInquiry: 'Leasing inquiry',
  accountOfferStatus_open: 'Being prepared',
  accountOfferStatus_sent: 'Offer sent',
  accountOfferStatus_accepted: 'Accepted',
  accountOfferStatus_declined: 'Declined',
  accountOfferStatus_expired: 'Expired',
};
