import { vatNoteTexts } from '../vat-notes';
import type { vatDe } from './vat.de';

/** VAT by buyer and destination (en). The keys match areas/vat.de.ts. */
const notes = vatNoteTexts.en;

export const vatEn: Record<keyof typeof vatDe, string> = {
  vatIdCountryUnknown: 'This is not the VAT ID of an EU member state (it starts with the country prefix, e.g. ATU13585627). The VAT of the destination is charged.',
  vatIdFormatInvalid: 'This VAT ID does not have the format the member state issues. Please check it.',
  vatIdCheckDigitInvalid: 'This VAT ID is not valid: its check digit does not match. Please check it.',
  vatIdNotRegistered: 'According to the EU’s VIES service, the VAT ID {vatId} is not valid. We therefore charge the VAT of the destination country.',
  vatIdCheckUnavailable:
    'The VAT ID {vatId} cannot be confirmed right now (the EU’s VIES service cannot be reached). Until it is confirmed we charge the VAT of the destination country. Please try again in a few minutes.',
  vatIdOfSellerCountry: 'A German VAT ID does not make a delivery to another EU country tax-free. For a delivery without VAT, please enter your company’s VAT ID from another member state.',
  taxNoHint: 'With the country prefix, e.g. ATU13585627. Businesses in another EU country receive a delivery without VAT with it (reverse charge).',
  vatLineReverseCharge: notes.vatLineReverseCharge,
  vatLineExport: notes.vatLineExport,
  vatNoteReverseCharge: notes.reverseCharge,
  vatNoteExport: notes.export,
  vatBuyerVatId: notes.buyerVatId,
  vatSellerVatId: notes.sellerVatId,
  vatIdConfirmed: 'VAT ID {vatId} confirmed by the EU’s VIES service.',
  vatTreatmentHeading: 'VAT',
  vatKind_domestic: 'Domestic delivery',
  vatKind_intraCommunitySupply: 'Intra-Community supply (reverse charge)',
  vatKind_euDestination: 'Delivery to an EU country, its VAT',
  vatKind_export: 'Export outside the EU',
  vatKind_registeredAbroad: 'Delivery to a country where we are registered for VAT',
  vatIdCheckEvidence: 'VIES check {date}, number {reference}',
  vatIdCheckEvidenceNoReference: 'VIES check {date}',
};
