import { observer } from 'mobx-react-lite';
import { useT } from '../../app/RouteContext';
import './vat.css';

type Translate = ReturnType<typeof useT>;

/** What the VAT notes read of a treatment: the cart price's vatTreatment and an order's vat both have it. */
export interface VatNoteTreatment {
  kind: string | null;
  reverseCharge: boolean;
  buyerVatId: string | null;
  sellerVatId: string | null;
  /** The cart price's: why an entered VAT id did not make the delivery tax-free. */
  messageId?: string | null;
}

/**
 * The label of a totals' VAT line: "MwSt. 0 % (Reverse Charge)" or "(Ausfuhr)" for the two tax-free cases,
 * else `rateLabel` (the line with its rate). Every figure comes from the server's tax decision (docs/vat.md).
 */
export function vatLineLabel(kind: string | null | undefined, rateLabel: string, t: Translate): string {
  if (kind === 'intraCommunitySupply') return t('vatLineReverseCharge');
  if (kind === 'export') return t('vatLineExport');
  return rateLabel;
}

/**
 * Under the totals: the reverse-charge note with both VAT ids (an EU business whose id VIES confirmed), the
 * export note, or why an entered VAT id did not make the delivery tax-free (not registered, VIES not
 * reachable, malformed, a German id) — announced when it changes.
 */
export const VatTreatmentNote = observer(function VatTreatmentNote({ treatment }: { treatment: VatNoteTreatment | null | undefined }) {
  const t = useT();
  if (!treatment) return null;
  if (treatment.reverseCharge) {
    return (
      <div className="vat-note" role="status">
        <p className="vat-note__legal">{t('vatNoteReverseCharge')}</p>
        {treatment.buyerVatId && <p className="vat-note__id">{t('vatBuyerVatId', { vatId: treatment.buyerVatId })}</p>}
        {treatment.sellerVatId && <p className="vat-note__id">{t('vatSellerVatId', { vatId: treatment.sellerVatId })}</p>}
      </div>
    );
  }
  if (treatment.kind === 'export') {
    return (
      <div className="vat-note" role="status">
        <p className="vat-note__legal">{t('vatNoteExport')}</p>
      </div>
    );
  }
  if (treatment.messageId) {
    return (
      <p className="message message--warning vat-note__message" role="status">
        {t(treatment.messageId, { vatId: treatment.buyerVatId ?? '' })}
      </p>
    );
  }
  return null;
});
