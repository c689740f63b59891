export interface DeleteAddressCommand {
  userId: number;
  addressId: number;
}
