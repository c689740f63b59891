import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { AddressFieldsDto } from '../../../../../shared/http/address-fields.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { IsRecordId } from '../../../../../shared/http/input-rules';
import { CompanyAccountDto } from './company.dto';

/** The spec's Address as answered. */
export class AddressDto {
  id!: number;
  nameLine1!: string;
  nameLine2!: string;
  street!: string;
  postOfficeBox!: string;
  zip!: string;
  city!: string;
  /**
   * Two-letter code (CS for Serbia)
   * @example DE
   */
  country!: string;
  taxNo!: string;
  isStandardShippingAddress!: boolean;
  isStandardBillingAddress!: boolean;
}

export class AquisitionIdsDto {
  initial!: string | null;
  registration!: string | null;
}

/** The spec's User as answered (login, init store, account calls). */
export class UserDto {
  id!: number;
  company!: string;
  /** Five digits */
  customerId!: string | null;
  salutation!: 'mr' | 'mrs';
  firstname!: string;
  lastname!: string;
  email!: string;
  invoiceEmail!: string | null;
  phone!: string | null;
  fax!: string | null;
  addresses!: AddressDto[];
  pricingGroup!: string | null;
  customPricing!: boolean;
  aquisitionIds!: AquisitionIdsDto;
  /** The login's company and role; company, customerId, pricingGroup and addresses are the company's */
  companyAccount?: CompanyAccountDto;
}

export class UserDataDto {
  user!: UserDto;
}

export class UserResponse {
  data!: UserDataDto;
}

/**
 * Address form input. Types and storage bounds are checked here; the content rule (required fields,
 * street or post office box, zip, city, known country) is the shared `validateAddress`, applied by the
 * domain, answering the same `address.<field>` message ids.
 */
export class AddressInputDto extends AddressFieldsDto {
  /** Id of one of the own addresses to replace; absent for a new address */
  @IsOptional()
  @IsRecordId('addressNotFound')
  id?: number;

  /** Setting it clears it on the other addresses */
  @IsOptional() @IsBoolean({ message: 'invalidFlag' }) isStandardShippingAddress?: boolean;
  /** Setting it clears it on the other addresses */
  @IsOptional() @IsBoolean({ message: 'invalidFlag' }) isStandardBillingAddress?: boolean;
}

export class SaveAddressRequest extends LocalizedRequest {
  @IsObject({ message: 'requiredFieldMessage' })
  @ValidateNested()
  @Type(() => AddressInputDto)
  address!: AddressInputDto;
}

export class DeleteAddressRequest extends LocalizedRequest {
  @IsRecordId('addressNotFound')
  id!: number;
}
