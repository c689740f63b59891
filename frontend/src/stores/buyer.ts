import { validateOfferBuyer, validateSalutation } from '@shop/domain';

/**
 * A guest's buyer data: the offer buyer form's fields (docs/rules/validation.md#offer-buyer: company, customer id, first and last name,
 * e-mail) plus the salutation (default mr). The checkout and the offer request use it.
 */
export interface BuyerDraft {
  company: string;
  customerId: string;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
}

export function emptyBuyer(): BuyerDraft {
  return { company: '', customerId: '', salutation: 'mr', firstname: '', lastname: '', email: '' };
}

/** Field message ids of a guest's buyer data: the offer buyer form's rules (customer id optional) and the salutation. */
export function validateBuyer(buyer: BuyerDraft): Partial<Record<keyof BuyerDraft, string>> {
  const out: Partial<Record<keyof BuyerDraft, string>> = { ...validateOfferBuyer(buyer) };
  const salutation = validateSalutation(buyer.salutation);
  if (salutation) out.salutation = salutation;
  return out;
}

/** The buyer data as the order and offer calls take it (trimmed; no customer id when none was given). */
export function buyerPayload(buyer: BuyerDraft): { company: string; customerId?: string; salutation: string; firstname: string; lastname: string; email: string } {
  const customerId = buyer.customerId.trim();
  return {
    company: buyer.company.trim(),
    ...(customerId ? { customerId } : {}),
    salutation: buyer.salutation,
    firstname: buyer.firstname.trim(),
    lastname: buyer.lastname.trim(),
    email: buyer.email.trim(),
  };
}
