import type { AddressInput } from '../../../domain/address';

export interface SaveAddressCommand {
  userId: number;
  /** Without id: a new address; with id: one of this customer's addresses. */
  address: AddressInput;
}
