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
  @ApiPropertyOptional({ default: true, description: 'Persistent cookie (30 days); false: browser-session cookie' })
  @IsOptional()
  @IsBoolean({ message: 'invalidPermanentLoginFlag' })
  isPermanentLogin?: boolean;
  @ApiPropertyOptional({ type: ChallengeSolutionDto, description: 'A solved login challenge (GET /api/user/challenge?purpose=login); needed only after a 428 loginChallengeRequired' })
  @IsOptional()
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge?: ChallengeSolutionDto;
}

export class LoginDataDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  // Orders are checkout's: referenced by schema name, so identity does not import checkout.
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/OrderDto' }, description: 'Newest first' }) orders!: Array<Record<string, unknown>>;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Filled by the pricing context (empty for now)' })
  groupPriceRules!: unknown[];
}

export class LoginResponse {
  @ApiProperty({ type: LoginDataDto }) data!: LoginDataDto;
}

export class RegisterRequest extends LocalizedRequest {
  @ApiProperty() @TextRule(validateCompanyName, 'invalidCompanyNameMessage', { maxLength: 200 }) company!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Optional; if given exactly 5 digits' }) @IsOptional() @TextRule(validateCustomerId, 'invalidCustomerIdMessage', { maxLength: 5 }) customerId?: string | null;
  @ApiProperty({ enum: ['mr', 'mrs'] }) @TextRule(validateSalutation, 'invalidSalutationMessage') salutation!: 'mr' | 'mrs';
  @ApiProperty() @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @ApiProperty() @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  @ApiProperty() @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Alternative invoice e-mail; checked when not empty' }) @IsOptional() @TextRule(invoiceEmailRule, 'invalidEmailMessage', { maxLength: 254 }) invoiceEmail?: string | null;
  @ApiProperty({ format: 'password', description: '12 to 20 characters: digit, lower case, upper case, special; no spaces' })
  @TextRule(validatePassword, 'invalidPasswordMessage')
  password!: string;
  @ApiProperty({ enum: [true] }) @ValueRule(privacyRule, 'mustConfirmPrivacyPolicyMessage') privacyPolicyAccepted!: true;
  @ApiProperty({ type: ChallengeSolutionDto })
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge!: ChallengeSolutionDto;
}

export class EmailConfirmRequest extends LocalizedRequest {
  @ApiProperty({ description: 'The ssc of the e-mailed link' }) @IsString({ message: 'sscOptInErrorMsg' }) @MaxLength(200, { message: 'sscOptInErrorMsg' }) code!: string;
  @ApiPropertyOptional({ description: 'Sent by the registration opt-in page; the code itself decides what it confirms' })
  @IsOptional()
  @IsBoolean({ message: 'sscOptInErrorMsg' })
  accountActivation?: boolean;
}

export class EditUserRequest extends LocalizedRequest {
  @ApiProperty() @TextRule(validateCompanyName, 'invalidCompanyNameMessage', { maxLength: 200 }) company!: string;
  @ApiProperty({ enum: ['mr', 'mrs'] }) @TextRule(validateSalutation, 'invalidSalutationMessage') salutation!: 'mr' | 'mrs';
  @ApiProperty() @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) firstname!: string;
  @ApiProperty() @TextRule(validatePersonName, 'invalidNameMessage', { maxLength: 100 }) lastname!: string;
  @ApiProperty({ description: 'Must be the current e-mail (changed through /api/user/email-new only)' }) @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Empty or null removes it' }) @IsOptional() @TextRule(invoiceEmailRule, 'invalidEmailMessage', { maxLength: 254 }) invoiceEmail?: string | null;
}

export class EmailNewRequest extends LocalizedRequest {
  @ApiProperty({ description: 'The new e-mail address' }) @TextRule(validateNewEmail, 'invalidNewEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ format: 'password' }) @TextRule(validateRequiredPassword, 'incorrectPassword', { maxLength: 200 }) password!: string;
}

export class PasswordNewRequest extends LocalizedRequest {
  @ApiPropertyOptional({ description: 'The ssc of the reset link; or, when logged in, currentPassword' })
  @IsOptional()
  @IsString({ message: 'errorHasOccurred' })
  @MaxLength(200, { message: 'errorHasOccurred' })
  resetCode?: string;
  @ApiProperty({ format: 'password' }) @TextRule(validatePassword, 'invalidPasswordMessage') newPassword!: string;
  @ApiPropertyOptional({ format: 'password' }) @IsOptional() @TextRule(validateRequiredPassword, 'invalidCurrentPasswordMessage', { maxLength: 200 }) currentPassword?: string;
  @ApiPropertyOptional({ description: 'Accepted for compatibility; not used' }) @IsOptional() @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email?: string;
}

export class PasswordResetRequest extends LocalizedRequest {
  @ApiProperty() @TextRule(validateEmail, 'invalidEmailMessage', { maxLength: 254 }) email!: string;
  @ApiProperty({ type: ChallengeSolutionDto })
  @IsObject({ message: 'invalidChallengeMessage' })
  @ValidateNested()
  @Type(() => ChallengeSolutionDto)
  challenge!: ChallengeSolutionDto;
}

export class PasswordCheckCodeRequest extends LocalizedRequest {
  @ApiProperty() @IsString({ message: 'errorHasOccurred' }) @MaxLength(200, { message: 'errorHasOccurred' }) code!: string;
}

export class LogoutRequest extends LocalizedRequest {}
