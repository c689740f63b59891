import { vatNoteKind, type VatTreatment } from '@shop/domain';
import { interpolate, vatNoteTexts } from '@shop/i18n';

/**
 * The VAT note of an order's documents as lines in its language (the confirmation mail and PDF print the
 * same): for an intra-Community supply the reverse-charge note with the recipient's and the supplier's VAT
 * id, for an export the export note, otherwise nothing.
 */
export function vatNoteLines(treatment: Pick<VatTreatment, 'kind' | 'buyerVatId' | 'sellerVatId'> | null | undefined, locale: 'de' | 'en'): string[] {
  const texts = vatNoteTexts[locale];
  const kind = vatNoteKind(treatment);
  if (kind === 'export') return [texts.export];
  if (kind !== 'reverseCharge' || !treatment) return [];
  return [
    texts.reverseCharge,
    ...(treatment.buyerVatId ? [interpolate(texts.buyerVatId, { vatId: treatment.buyerVatId })] : []),
    ...(treatment.sellerVatId ? [interpolate(texts.sellerVatId, { vatId: treatment.sellerVatId })] : []),
  ];
}

/** The label of the totals' VAT line: "MwSt. 0 % (Reverse Charge)" / "(Ausfuhr)" for the 0 % cases, else null (the usual "plus {rate} % VAT"). */
export function vatLineLabel(treatment: Pick<VatTreatment, 'kind'> | null | undefined, locale: 'de' | 'en'): string | null {
  const kind = vatNoteKind(treatment);
  return kind === 'reverseCharge' ? vatNoteTexts[locale].vatLineReverseCharge : kind === 'export' ? vatNoteTexts[locale].vatLineExport : null;
}
