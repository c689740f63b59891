import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  validateCompanyName,
  validateCustomerId,
  validateEmail,
  validateInvoiceEmail,
  validateLoginEmail,
  validateNewEmail,
  validatePassword,
  validatePersonName,
  validatePrivacyPolicyAccepted,
  validateRequiredPassword,
  validateSalutation,
} from '@shop/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TextRule, ValueRule } from '../../../../../shared/http/validation-rules';
import { ChallengeSolutionDto } from './common.dto';
import { LocalizedRequest } from '../../../../../shared/http/common.dto';
import { UserDto } from './user.dto';

const invoiceEmailRule = (value: string) => validateInvoiceEmail(value, value.trim() !== '');
const privacyRule = (value: unknown) => validatePrivacyPolicyAccepted(value === true ? true : value === false ? false : undefined);

export class LoginRequest extends LocalizedRequest {
  @ApiProperty({ example: 'kunde@hydratec.example' }) @TextRule(validateLoginEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validateRequiredPassword, 'invalidPasswordMessage', { maxLength: 200 }) password!: string;
  /** Persistent cookie (30 days); false: browser-session cookie */
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'invalidPermanentLoginFlag' })
  isPermanentLogin?: boolean;
  /** A solved login challenge (GET /api/user/challenge?purpose=login); needed only after a 428 loginChallengeRequired */
  @IsOptional()
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge?: ChallengeSolutionDto;
}

export class LoginDataDto {
  user!: UserDto;
  /** Newest first */
  // Orders are checkout's: referenced by schema name, so identity does not import checkout.
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/OrderDto' } }) orders!: Array<Record<string, unknown>>;
  /** Filled by the pricing context (empty for now) */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  groupPriceRules!: unknown[];
}

export class LoginResponse {
  data!: LoginDataDto;
}

export class RegisterRequest extends LocalizedRequest {
  @TextRule(validateCompanyName, 'invalidCompanyNameMessage', { maxLength: 200 }) company!: string;
  /** Optional; if given exactly 5 digits */
  @IsOptional() @TextRule(validateCustomerId, 'invalidCustomerIdMessage', { maxLength: 5 }) customerId?: string | null;
  @TextRule(validateSalutation, 'invalidSalutationMessage') salutation!: 'mr' | 'mrs';
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  /** Alternative invoice e-mail; checked when not empty */
  @IsOptional() @TextRule(invoiceEmailRule, 'invalidEmailMessage', { maxLength: 254 }) invoiceEmail?: string | null;
  /** 12 to 20 characters: digit, lower case, upper case, special; no spaces */
  @ApiProperty({ format: 'password' })
  @TextRule(validatePassword, 'invalidPasswordMessage')
  password!: string;
  @ApiProperty({ enum: [true] }) @ValueRule(privacyRule, 'mustConfirmPrivacyPolicyMessage') privacyPolicyAccepted!: true;
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge!: ChallengeSolutionDto;
}

export class EmailConfirmRequest extends LocalizedRequest {
  /** The ssc of the e-mailed link */
  @IsString({ message: 'sscOptInErrorMsg' }) @MaxLength(200, { message: 'sscOptInErrorMsg' }) code!: string;
  /** Sent by the registration opt-in page; the code itself decides what it confirms */
  @IsOptional()
  @IsBoolean({ message: 'sscOptInErrorMsg' })
  accountActivation?: boolean;
}

/**
 * The user-details fields with the account form's rules, shared by the customer's own form (EditUserRequest) and the
 * shop owner's customer editor (AdminCustomerDetailsRequest): one copy of the rules.
 */
export class UserDetailsFields extends LocalizedRequest {
  @TextRule(validateCompanyName, 'invalidCompanyNameMessage', { maxLength: 200 }) company!: string;
  @TextRule(validateSalutation, 'invalidSalutationMessage') salutation!: 'mr' | 'mrs';
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  /** Empty or null removes it */
  @IsOptional() @TextRule(invoiceEmailRule, 'invalidEmailMessage', { maxLength: 254 }) invoiceEmail?: string | null;
}

export class EditUserRequest extends UserDetailsFields {
  /** Must be the current e-mail (changed through /api/user/email-new only) */
  @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
}

export class EmailNewRequest extends LocalizedRequest {
  /** The new e-mail address */
  @TextRule(validateNewEmail, 'invalidNewEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validateRequiredPassword, 'incorrectPassword', { maxLength: 200 }) password!: string;
}

export class PasswordNewRequest extends LocalizedRequest {
  /** The ssc of the reset link; or, when logged in, currentPassword */
  @IsOptional()
  @IsString({ message: 'errorHasOccurred' })
  @MaxLength(200, { message: 'errorHasOccurred' })
  resetCode?: string;
  @ApiProperty({ format: 'password' }) @TextRule(validatePassword, 'invalidPasswordMessage') newPassword!: string;
  @ApiPropertyOptional({ format: 'password' }) @IsOptional() @TextRule(validateRequiredPassword, 'invalidCurrentPasswordMessage', { maxLength: 200 }) currentPassword?: string;
  /** Accepted for compatibility; not used */
  @IsOptional() @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email?: string;
}

export class PasswordResetRequest extends LocalizedRequest {
  @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge!: ChallengeSolutionDto;
}

export class PasswordCheckCodeRequest extends LocalizedRequest {
  @IsString({ message: 'errorHasOccurred' }) @MaxLength(200, { message: 'errorHasOccurred' }) code!: string;
}

export class LogoutRequest extends LocalizedRequest {}
