import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../../../shared/api-error';
import { IdentityErrorCode, type IdentityError } from '../../domain/identity.errors';

const STATUS: Record<IdentityErrorCode, HttpStatus> = {
  [IdentityErrorCode.loginFailed]: HttpStatus.UNAUTHORIZED,
  [IdentityErrorCode.loginRateLimited]: HttpStatus.TOO_MANY_REQUESTS,
  [IdentityErrorCode.loginChallengeRequired]: HttpStatus.PRECONDITION_REQUIRED,
  [IdentityErrorCode.notLoggedIn]: HttpStatus.UNAUTHORIZED,
  [IdentityErrorCode.adminNotLoggedIn]: HttpStatus.UNAUTHORIZED,
  [IdentityErrorCode.adminForbidden]: HttpStatus.FORBIDDEN,
  [IdentityErrorCode.incorrectPassword]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.invalidCurrentPassword]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.resetCodeInvalid]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.emailNotEditable]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.invalidNewEmail]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.invalidChallenge]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.addressNotFound]: HttpStatus.NOT_FOUND,
  [IdentityErrorCode.addressLimitReached]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.orderNotFound]: HttpStatus.NOT_FOUND,
  [IdentityErrorCode.shopAlreadyInstalled]: HttpStatus.CONFLICT,
  [IdentityErrorCode.emailCouldNotBeSent]: HttpStatus.SERVICE_UNAVAILABLE,
  [IdentityErrorCode.validationFailed]: HttpStatus.BAD_REQUEST,
  [IdentityErrorCode.companyPermissionDenied]: HttpStatus.FORBIDDEN,
  [IdentityErrorCode.companyMemberNotFound]: HttpStatus.NOT_FOUND,
  [IdentityErrorCode.companyMemberEmailTaken]: HttpStatus.CONFLICT,
  [IdentityErrorCode.companyLastAdmin]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.companyInvitationInvalid]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.companyNotFound]: HttpStatus.NOT_FOUND,
  [IdentityErrorCode.companyMergeAccountUnknown]: HttpStatus.NOT_FOUND,
  [IdentityErrorCode.companyMergeSelf]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.companyMergeAlreadyMember]: HttpStatus.UNPROCESSABLE_ENTITY,
  [IdentityErrorCode.companyMergeLastAdmin]: HttpStatus.CONFLICT,
  [IdentityErrorCode.companyMergeHasMembers]: HttpStatus.CONFLICT,
  [IdentityErrorCode.companyMergeChanged]: HttpStatus.CONFLICT,
};

const MESSAGE: Partial<Record<IdentityErrorCode, string>> = {
  [IdentityErrorCode.loginFailed]: 'The login data is invalid.',
  [IdentityErrorCode.loginRateLimited]: 'Too many failed attempts. Please wait a moment and try again.',
  [IdentityErrorCode.loginChallengeRequired]: 'This account has had many failed logins. Send the login again with a solved challenge (GET /api/user/challenge?purpose=login).',
  [IdentityErrorCode.notLoggedIn]: 'Please log in.',
  [IdentityErrorCode.adminNotLoggedIn]: 'Please log in as administrator.',
  [IdentityErrorCode.shopAlreadyInstalled]: 'The shop is already installed.',
  [IdentityErrorCode.validationFailed]: 'The request is not valid.',
};

/** The one place identity failures become HTTP answers: `{ error: { code, message, fields? } }`. */
export function toHttpError(error: IdentityError): ApiError {
  const fields = error.code === IdentityErrorCode.validationFailed ? (error.details?.fields as Record<string, string> | undefined) : undefined;
  const retry = error.code === IdentityErrorCode.loginRateLimited ? Number(error.details?.retryAfterSeconds) : NaN;
  const message = Number.isFinite(retry) ? `Too many failed attempts. Please try again in ${retry} seconds.` : (MESSAGE[error.code] ?? error.code);
  return new ApiError(error.code, message, STATUS[error.code] ?? HttpStatus.UNPROCESSABLE_ENTITY, fields, Number.isFinite(retry) ? retry : undefined);
}
