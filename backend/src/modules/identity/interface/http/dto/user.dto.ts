import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { AddressFieldsDto } from '../../../../../shared/http/address-fields.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { IsRecordId } from '../../../../../shared/http/input-rules';

/** The spec's Address as answered. */
export class AddressDto {
  @ApiProperty() id!: number;
  @ApiProperty() nameLine1!: string;
  @ApiProperty() nameLine2!: string;
  @ApiProperty() street!: string;
  @ApiProperty() postOfficeBox!: string;
  @ApiProperty() zip!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ example: 'DE', description: 'Two-letter code (CS for Serbia)' }) country!: string;
  @ApiProperty() taxNo!: string;
  @ApiProperty() isStandardShippingAddress!: boolean;
  @ApiProperty() isStandardBillingAddress!: boolean;
}

export class AquisitionIdsDto {
  @ApiProperty({ type: String, nullable: true }) initial!: string | null;
  @ApiProperty({ type: String, nullable: true }) registration!: string | null;
}

/** The spec's User as answered (login, init store, account calls). */
export class UserDto {
  @ApiProperty() id!: number;
  @ApiProperty() company!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Five digits' }) customerId!: string | null;
  @ApiProperty({ enum: ['mr', 'mrs'] }) salutation!: 'mr' | 'mrs';
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) invoiceEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) fax!: string | null;
  @ApiProperty({ type: [AddressDto] }) addresses!: AddressDto[];
  @ApiProperty({ type: String, nullable: true }) pricingGroup!: string | null;
  @ApiProperty() customPricing!: boolean;
  @ApiProperty({ type: AquisitionIdsDto }) aquisitionIds!: AquisitionIdsDto;
}

export class UserDataDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

export class UserResponse {
  @ApiProperty({ type: UserDataDto }) data!: UserDataDto;
}

/**
 * Address form input. Types and storage bounds are checked here; the content rule (required fields,
 * street or post office box, zip, city, known country) is the shared `validateAddress`, applied by the
 * domain, answering the same `address.<field>` message ids.
 */
export class AddressInputDto extends AddressFieldsDto {
  @ApiPropertyOptional({ description: 'Id of one of the own addresses to replace; absent for a new address' })
  @IsOptional()
  @IsRecordId('addressNotFound')
  id?: number;

  @ApiPropertyOptional({ description: 'Setting it clears it on the other addresses' }) @IsOptional() @IsBoolean({ message: 'invalidFlag' }) isStandardShippingAddress?: boolean;
  @ApiPropertyOptional({ description: 'Setting it clears it on the other addresses' }) @IsOptional() @IsBoolean({ message: 'invalidFlag' }) isStandardBillingAddress?: boolean;
}

export class SaveAddressRequest extends LocalizedRequest {
  @ApiProperty({ type: AddressInputDto })
  @IsObject({ message: 'requiredFieldMessage' })
  @ValidateNested()
  @Type(() => AddressInputDto)
  address!: AddressInputDto;
}

export class DeleteAddressRequest extends LocalizedRequest {
  @ApiProperty()
  @IsRecordId('addressNotFound')
  id!: number;
}
