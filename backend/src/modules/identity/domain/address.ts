import { DEFAULT_COUNTRY, hasErrors, validateAddress } from '@shop/domain';
import { err, ok, type Result } from '@shop/domain';
import { validationError, type IdentityError } from './identity.errors';

/** An address (docs/rules/entities.md#users-and-addresses). `id` is null until the address is stored. */
export interface AddressProps {
  id: number | null;
  nameLine1: string;
  nameLine2: string;
  street: string;
  postOfficeBox: string;
  zip: string;
  city: string;
  country: string;
  taxNo: string;
  isStandardShippingAddress: boolean;
  isStandardBillingAddress: boolean;
}

export interface AddressInput {
  id?: number | null;
  nameLine1?: string | null;
  nameLine2?: string | null;
  street?: string | null;
  postOfficeBox?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  taxNo?: string | null;
  isStandardShippingAddress?: boolean;
  isStandardBillingAddress?: boolean;
}

const text = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * Builds an address from form input with the shared rule (`validateAddress`): name line 1, zip, city
 * and a known country are required, and exactly one of street and post office box; a VAT id with an EU
 * prefix must be well-formed (format and check digit). Country defaults
 * to DE. Field errors come back as `address.<field>` message ids.
 */
export function createAddress(input: AddressInput, id: number | null): Result<AddressProps, IdentityError> {
  const country = text(input.country).toUpperCase() || DEFAULT_COUNTRY;
  const candidate = {
    nameLine1: text(input.nameLine1),
    nameLine2: text(input.nameLine2),
    street: text(input.street),
    postOfficeBox: text(input.postOfficeBox),
    zip: text(input.zip),
    city: text(input.city),
    country,
    taxNo: text(input.taxNo),
  };
  const errors = validateAddress(candidate);
  if (hasErrors(errors)) {
    const fields: Record<string, string> = {};
    for (const [field, message] of Object.entries(errors)) if (message) fields[`address.${field}`] = message;
    return err(validationError(fields));
  }
  return ok({
    id,
    ...candidate,
    isStandardShippingAddress: input.isStandardShippingAddress === true,
    isStandardBillingAddress: input.isStandardBillingAddress === true,
  });
}
