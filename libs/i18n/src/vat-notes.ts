import type { Locale } from './types';

/**
 * The VAT notes a sale's documents carry (order confirmation PDF and mail, the checkout's totals, the order
 * pages), per language: one wording everywhere. Placeholders: {vatId}, {rate}. See docs/vat.md for when each
 * applies.
 *
 * An intra-Community supply of goods to a business with a valid VAT id of another member state is exempt in
 * the seller's country and taxed by the buyer on acquisition: the note names both (the exemption and that the
 * recipient accounts for the VAT), as tax advisers ask German suppliers to print it.
 */
export interface VatNoteCatalogue {
  /** The reverse-charge note of an intra-Community supply. */
  reverseCharge: string;
  /** The note of an export outside the EU. */
  export: string;
  buyerVatId: string;
  sellerVatId: string;
  /** The VAT line of the totals for the two 0 % cases. */
  vatLineReverseCharge: string;
  vatLineExport: string;
}

const de: VatNoteCatalogue = {
  reverseCharge: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1 Buchst. b i. V. m. § 6a UStG) – Steuerschuldnerschaft des Leistungsempfängers.',
  export: 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1 Buchst. a i. V. m. § 6 UStG).',
  buyerVatId: 'USt-IdNr. des Leistungsempfängers: {vatId}',
  sellerVatId: 'USt-IdNr. des Lieferers: {vatId}',
  vatLineReverseCharge: 'MwSt. 0 % (Reverse Charge)',
  vatLineExport: 'MwSt. 0 % (Ausfuhr)',
};

const en: VatNoteCatalogue = {
  reverseCharge: 'Tax-exempt intra-Community supply (Art. 138 Directive 2006/112/EC) – Reverse charge: VAT to be accounted for by the recipient.',
  export: 'Tax-exempt export supply (Art. 146 Directive 2006/112/EC).',
  buyerVatId: "Recipient's VAT ID: {vatId}",
  sellerVatId: "Supplier's VAT ID: {vatId}",
  vatLineReverseCharge: 'VAT 0 % (reverse charge)',
  vatLineExport: 'VAT 0 % (export)',
};

export const vatNoteTexts: Record<Locale, VatNoteCatalogue> = { de, en };
