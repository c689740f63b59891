import { domainError, type DomainError } from '@shop/domain';

/**
 * Expected failures of the identity context. Each code is stable and doubles as the message id the UI
 * translates (the spec's ids where it names one). Only the HTTP layer maps them to statuses.
 */
export const IdentityErrorCode = {
  /** Login with an unknown e-mail, a wrong password or an unconfirmed account — deliberately one answer. */
  loginFailed: 'loginErrorMsg',
  /** Too many failed logins for the account from this client address, or from the address. */
  loginRateLimited: 'loginRateLimited',
  /** The account is under attack: from a device it does not know, a login needs a solved login challenge. */
  loginChallengeRequired: 'loginChallengeRequired',
  notLoggedIn: 'notLoggedIn',
  adminNotLoggedIn: 'adminNotLoggedIn',
  adminForbidden: 'adminForbidden',
  /** E-mail change: the password is wrong. */
  incorrectPassword: 'incorrectPassword',
  /** Password change while logged in: the current password is wrong. */
  invalidCurrentPassword: 'invalidCurrentPasswordMessage',
  /** Password change with a reset code that is unknown, used or expired. */
  resetCodeInvalid: 'errorHasOccurred',
  /** User details: the e-mail differs from the current one (it is changed through /user/email-new). */
  emailNotEditable: 'emailNotEditable',
  invalidNewEmail: 'invalidNewEmailMessage',
  invalidChallenge: 'invalidChallengeMessage',
  addressNotFound: 'addressNotFound',
  addressLimitReached: 'addressLimitReached',
  orderNotFound: 'orderNotFound',
  shopAlreadyInstalled: 'shopAlreadyInstalled',
  emailCouldNotBeSent: 'emailCouldNotBeSent',
  /** Company accounts (docs/company-accounts.md): the member's role does not allow this. */
  companyPermissionDenied: 'companyPermissionDenied',
  /** Not a member of the caller's company (also for another company's member: never a hint it exists). */
  companyMemberNotFound: 'companyMemberNotFound',
  /** An invitation to an address that already has an account. */
  companyMemberEmailTaken: 'companyMemberEmailTaken',
  /** The change would leave the company without an active admin. */
  companyLastAdmin: 'companyLastAdmin',
  /** An invitation link that is unknown, used or expired. */
  companyInvitationInvalid: 'companyInvitationInvalid',
  /** Shop admin (docs/company-admin.md): no company account with this id. */
  companyNotFound: 'companyNotFound',
  /** Merge: no customer account with this id or e-mail. */
  companyMergeAccountUnknown: 'companyMergeAccountUnknown',
  /** Merge: the account is the company itself. */
  companyMergeSelf: 'companyMergeSelf',
  /** Merge: the account is a member of this company already. */
  companyMergeAlreadyMember: 'companyMergeAlreadyMember',
  /** Merge: the account is the only active admin of a company that has other members. */
  companyMergeLastAdmin: 'companyMergeLastAdmin',
  /** Merge: the account holds another company's data and that company has other members. */
  companyMergeHasMembers: 'companyMergeHasMembers',
  /** Merge: the account changed company meanwhile (another admin merged it); reload. */
  companyMergeChanged: 'companyMergeChanged',
  /** A domain rule refused the input; `details.fields` maps field → message id. */
  validationFailed: 'VALIDATION_FAILED',
} as const;

export type IdentityErrorCode = (typeof IdentityErrorCode)[keyof typeof IdentityErrorCode];

export interface IdentityError extends DomainError {
  readonly code: IdentityErrorCode;
}

export function identityError(code: IdentityErrorCode, message?: string): IdentityError {
  return domainError(code, message ?? code) as IdentityError;
}

/** Attempts are being slowed down: the next one is heard after `retryAfterMs`. */
export function rateLimitedError(decision: { retryAfterMs: number }): IdentityError {
  return domainError(IdentityErrorCode.loginRateLimited, 'loginRateLimited', { retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) }) as IdentityError;
}

/** A rule violation with one message id per field (the same ids the DTO validation answers). */
export function validationError(fields: Record<string, string>): IdentityError {
  return domainError(IdentityErrorCode.validationFailed, 'The request is not valid.', { fields }) as IdentityError;
}
