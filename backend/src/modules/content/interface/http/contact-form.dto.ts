import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { LocalizedRequest } from '../../../../shared/http/common.dto';
import { ChallengeSolutionDto } from '../../../../shared/http/challenge-solution.dto';
import { CONTACT_FIELD_IDS, CONTACT_FORM_IDS } from '../../domain/contact-request';
import { FreeText } from '../../../../shared/http/validation-rules';

/** Spec: additionalFields is a list of { i18nId, value } for company and phone. */
export class ContactAdditionalFieldDto {
  @ApiProperty({ enum: CONTACT_FIELD_IDS }) @IsIn(CONTACT_FIELD_IDS as unknown as string[], { message: 'contactFormErrorMsg' }) i18nId!: string;
  /** company: required, more than 1 character with a letter; phone: optional, more than 6 characters, no letters */
  @IsString({ message: 'contactFormErrorMsg' })
  @MaxLength(200, { message: 'contactFormErrorMsg' })
  value!: string;
}

/**
 * The contact form payload (docs/rules/calls.md#contact-form) plus the privacy-policy checkbox and the proof of work. Bounds only here;
 * the rules of docs/rules/validation.md#contact-form are checked by the contact domain (the same @shop/domain rules the form uses) and
 * answered as VALIDATION_FAILED with one message id per field.
 */
export class ContactFormRequest extends LocalizedRequest {
  /** The contact page's form is 'main' */
  @ApiProperty({ enum: CONTACT_FORM_IDS }) @IsIn(CONTACT_FORM_IDS as unknown as string[], { message: 'contactFormErrorMsg' }) formId!: string;
  @ApiPropertyOptional({ enum: ['mr', 'mrs', ''] }) @IsOptional() @IsString({ message: 'invalidSalutationMessage' }) @MaxLength(10, { message: 'invalidSalutationMessage' }) salutation?: string | null;
  @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) firstname!: string;
  @IsString({ message: 'invalidNameMessage' }) @MaxLength(100, { message: 'invalidNameMessage' }) lastname!: string;
  @IsString({ message: 'invalidEmailMessage' }) @MaxLength(254, { message: 'invalidEmailMessage' }) email!: string;
  /** 11 to 600 characters (invalidContactFormMessage) */
  @FreeText() @IsString({ message: 'invalidContactFormMessage' }) @MaxLength(2000, { message: 'invalidContactFormMessage' }) message!: string;
  @IsArray({ message: 'contactFormErrorMsg' })
  @ArrayMaxSize(CONTACT_FIELD_IDS.length, { message: 'contactFormErrorMsg' })
  @IsObject({ each: true, message: 'contactFormErrorMsg' })
  @ValidateNested({ each: true })
  @Type(() => ContactAdditionalFieldDto)
  additionalFields!: ContactAdditionalFieldDto[];
  /** The privacy-policy checkbox (mustConfirmPrivacyPolicyMessage) */
  @ApiProperty({ enum: [true], required: true }) @IsOptional() @IsBoolean({ message: 'mustConfirmPrivacyPolicyMessage' }) privacyPolicyAccepted?: boolean;
  /** The solved proof-of-work challenge (GET /api/user/challenge), used once */
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge!: ChallengeSolutionDto;
}
