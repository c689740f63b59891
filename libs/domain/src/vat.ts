/**
 * The VAT treatment of a sale of goods by a seller in one EU member state (the shop: Germany), decided from
 * where the goods go (the shipping address's country and its destination settings) and who buys (the VAT id
 * of the billing address and what the EU's VIES service says about it). Pure: the checkout's tax strategy
 * asks VIES and then calls {@link decideVatTreatment}; every figure the buyer sees (cart price, checkout
 * options, order, mail, PDF) follows its rate. The rules in words: docs/vat.md.
 */
import { isEuMemberState, parseVatId, type VatId, type VatIdMessageId } from './vat-id';

/**
 * - domestic: the goods stay in the seller's country — its rate, whoever buys;
 * - intraCommunitySupply: to another member state for a business with a valid VAT id of a state other than
 *   the seller's — 0 %, the buyer accounts for the VAT (reverse charge), note and both VAT ids on the documents;
 * - euDestination: to another member state for a consumer, or a business without a valid id — the
 *   destination's rate (the seller declares it through the One-Stop Shop);
 * - export: outside the EU — 0 %;
 * - registeredAbroad: outside the EU where the shop is registered for VAT (a destination setting) — that rate.
 */
export type VatTreatmentKind = 'domestic' | 'intraCommunitySupply' | 'euDestination' | 'export' | 'registeredAbroad';

/**
 * What is known about the buyer's VAT id: none entered; entered but of no account here (domestic and
 * non-EU sales); malformed; VIES confirmed it, said it is not valid, or could not be asked.
 */
export type VatIdStatus = 'none' | 'notNeeded' | 'malformed' | 'valid' | 'invalid' | 'unconfirmed';

/** Why an entered VAT id did not make the delivery tax-free (message ids the checkout shows). */
export type VatTreatmentMessageId = VatIdMessageId | 'vatIdNotRegistered' | 'vatIdCheckUnavailable' | 'vatIdOfSellerCountry';

/** VIES's answer on a VAT id: registered, not registered, or no answer (unreachable, busy, timed out). */
export type VatIdCheckStatus = 'valid' | 'invalid' | 'unavailable';

export interface VatTreatment {
  readonly kind: VatTreatmentKind;
  /** Percent as a decimal string ("19", "0"). */
  readonly vatRate: string;
  /** The buyer accounts for the VAT (the invoice carries the reverse-charge note and both VAT ids). */
  readonly reverseCharge: boolean;
  /** The buyer's VAT id: normalised when well-formed ("ATU13585627"), else as entered; null when none. */
  readonly buyerVatId: string | null;
  /** The seller's VAT id (the shop's legal settings); null when none is set. */
  readonly sellerVatId: string | null;
  readonly vatIdStatus: VatIdStatus;
  /** Set when an entered id did not count: what the buyer is told. */
  readonly messageId: VatTreatmentMessageId | null;
  /** When VIES was asked (ISO instant) and its consultation number, when it gave one: the evidence kept with the order. */
  readonly vatIdCheckedAt: string | null;
  readonly vatIdCheckReference: string | null;
}

/** A destination as the tax decision reads it (checkout settings: rate, and outside the EU whether the shop is registered there). */
export interface VatDestination {
  /** The shipping address's country (ISO 3166-1 alpha-2). */
  readonly country: string;
  /** The rate configured for it, percent as a decimal string. */
  readonly vatRate: string;
  /** Outside the EU: the shop is registered for VAT there and charges it (e.g. Switzerland); else exports are 0 %. */
  readonly registeredForVat?: boolean;
}

export interface VatTreatmentInput {
  readonly seller: { readonly country: string; readonly vatId: string | null };
  readonly destination: VatDestination;
  /** The VAT id of the billing address, as entered (empty or null: none). */
  readonly buyerVatId: string | null | undefined;
}

export interface VatIdCheckOutcome {
  readonly status: VatIdCheckStatus;
  readonly checkedAt: string | null;
  readonly reference: string | null;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();
const upper = (value: string | null | undefined): string => text(value).toUpperCase();

/**
 * The buyer's VAT id when the treatment depends on what VIES says about it (a delivery to another member
 * state, a well-formed id of a state other than the seller's, a seller with a VAT id of its own), else null:
 * then nobody needs to be asked.
 */
export function vatIdToConfirm(input: VatTreatmentInput): VatId | null {
  const seller = upper(input.seller.country);
  const destination = upper(input.destination.country);
  if (destination === seller || !isEuMemberState(destination) || !text(input.seller.vatId)) return null;
  const parsed = parseVatId(input.buyerVatId);
  if (!parsed.ok || parsed.value.country === seller) return null;
  return parsed.value;
}

/**
 * The treatment of one sale. `check` is VIES's answer on {@link vatIdToConfirm}'s id (null when it was not
 * asked). When VIES cannot be asked the safe choice for the seller applies: the destination's VAT is charged
 * and the buyer is told why (vatIdCheckUnavailable) — an invoice without VAT for a buyer whose id turns out
 * invalid would leave the seller owing the tax.
 */
export function decideVatTreatment(input: VatTreatmentInput, check: VatIdCheckOutcome | null = null): VatTreatment {
  const seller = upper(input.seller.country);
  const destination = upper(input.destination.country);
  const entered = text(input.buyerVatId);
  const parsed = entered ? parseVatId(entered) : null;
  const base = {
    reverseCharge: false,
    buyerVatId: parsed?.ok ? parsed.value.id : entered || null,
    sellerVatId: text(input.seller.vatId) || null,
    messageId: null,
    vatIdCheckedAt: null,
    vatIdCheckReference: null,
  } as const;
  const notNeeded = entered ? 'notNeeded' : 'none';
  if (destination === seller) return { ...base, kind: 'domestic', vatRate: input.destination.vatRate, vatIdStatus: notNeeded };
  if (!isEuMemberState(destination)) {
    return input.destination.registeredForVat
      ? { ...base, kind: 'registeredAbroad', vatRate: input.destination.vatRate, vatIdStatus: notNeeded }
      : { ...base, kind: 'export', vatRate: '0', vatIdStatus: notNeeded };
  }
  const consumer = { ...base, kind: 'euDestination', vatRate: input.destination.vatRate } as const;
  if (!parsed) return { ...consumer, vatIdStatus: 'none' };
  if (!parsed.ok) return { ...consumer, vatIdStatus: 'malformed', messageId: parsed.error };
  if (parsed.value.country === seller) return { ...consumer, vatIdStatus: 'notNeeded', messageId: 'vatIdOfSellerCountry' };
  // Without a VAT id of its own the seller cannot issue a reverse-charge invoice: the destination's VAT.
  if (!base.sellerVatId) return { ...consumer, vatIdStatus: 'notNeeded' };
  const evidence = { vatIdCheckedAt: check?.checkedAt ?? null, vatIdCheckReference: check?.reference ?? null };
  if (check?.status === 'valid') return { ...base, ...evidence, kind: 'intraCommunitySupply', vatRate: '0', reverseCharge: true, vatIdStatus: 'valid' };
  if (check?.status === 'invalid') return { ...consumer, ...evidence, vatIdStatus: 'invalid', messageId: 'vatIdNotRegistered' };
  return { ...consumer, ...evidence, vatIdStatus: 'unconfirmed', messageId: 'vatIdCheckUnavailable' };
}

/** The legal note a treatment puts on the documents: reverse charge, export, or none. */
export function vatNoteKind(treatment: Pick<VatTreatment, 'kind'> | null | undefined): 'reverseCharge' | 'export' | null {
  if (treatment?.kind === 'intraCommunitySupply') return 'reverseCharge';
  if (treatment?.kind === 'export') return 'export';
  return null;
}
