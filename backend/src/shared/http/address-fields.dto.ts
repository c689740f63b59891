import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The fields of an address (docs/rules/entities.md#users-and-addresses) as every form sends them: the address book and the
 * checkout. Types and storage bounds are checked here; the content rule (required fields, street or post
 * office box, zip, city, known country) is the shared `validateAddress`, answering `address.<field>` ids.
 */
export class AddressFieldsDto {
  @IsString({ message: 'requiredFieldMessage' }) @MaxLength(100, { message: 'requiredFieldMessage' }) nameLine1!: string;
  @IsOptional() @IsString({ message: 'invalidNameLineMessage' }) @MaxLength(100, { message: 'invalidNameLineMessage' }) nameLine2?: string;
  @IsOptional() @IsString({ message: 'invalidStreetMessage' }) @MaxLength(100, { message: 'invalidStreetMessage' }) street?: string;
  @IsOptional() @IsString({ message: 'invalidPostOfficeBoxMessage' }) @MaxLength(30, { message: 'invalidPostOfficeBoxMessage' }) postOfficeBox?: string;
  @IsString({ message: 'invalidZipCodeMessage' }) @MaxLength(12, { message: 'invalidZipCodeMessage' }) zip!: string;
  @IsString({ message: 'invalidCityMessage' }) @MaxLength(100, { message: 'invalidCityMessage' }) city!: string;
  @ApiPropertyOptional({ default: 'DE' }) @IsOptional() @IsString({ message: 'invalidCountryMessage' }) @MaxLength(2, { message: 'invalidCountryMessage' }) country?: string;
  @IsOptional() @IsString({ message: 'invalidTaxNoMessage' }) @MaxLength(30, { message: 'invalidTaxNoMessage' }) taxNo?: string;
}
