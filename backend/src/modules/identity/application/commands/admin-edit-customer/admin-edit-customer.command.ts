import type { AddressInput } from '../../../domain/address';
import type { CustomerMasterData } from '../../../domain/user';

/** Common to every change the shop owner makes to a customer. */
interface AdminCustomerChange {
  adminId: number;
  userId: number;
  /** The version the admin's form was filled from (AdminUserProfile.version); another write since → adCustomerChanged. */
  version: string;
}

export interface AdminEditMasterDataCommand extends AdminCustomerChange {
  data: CustomerMasterData;
}

export interface AdminSaveAddressCommand extends AdminCustomerChange {
  address: AddressInput;
}

export interface AdminDeleteAddressCommand extends AdminCustomerChange {
  addressId: number;
}
