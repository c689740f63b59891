import type { Locale } from '@shop/i18n';
import type { Salutation } from '@shop/domain';
import type { ShopApi } from '../api/client';
import type { AddressInput, SolvedChallenge } from '../api/identity-contracts';
import { failure, fromApiError, success, type ActionResult } from './action-result';
import type { RootStore } from './RootStore';
import type { SessionStore } from './SessionStore';

/** Puts a form-level message that is about one field next to that field as well. */
function withFieldFor(result: ActionResult, message: string, field: string): ActionResult {
  if (result.ok || result.message !== message || result.fields[field]) return result;
  return { ...result, fields: { ...result.fields, [field]: message } };
}

export interface RegistrationData {
  company: string;
  customerId: string;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  email: string;
  /** Empty unless the alternative invoice e-mail box is ticked. */
  invoiceEmail: string;
  password: string;
  privacyPolicyAccepted: boolean;
}

export interface UserDetailsData {
  company: string;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  invoiceEmail: string;
}

/**
 * Every customer identity flow: login, registration, opt-in links, password reset and change, e-mail change,
 * master data and the address book. Each returns an ActionResult whose message ids the forms show
 * (docs/rules/errors.md); what changes the session goes through SessionStore's actions. Made on first use
 * ({@link identityFlowsOf}): its code comes with the login, registration and account pages, not the entry.
 */
export class IdentityFlows {
  private readonly confirmations = new Map<string, Promise<ActionResult>>();

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
  ) {}

  // ---- Login and logout ---------------------------------------------------------------------------------

  /** `challenge`: a solved login challenge, sent after the account answered loginChallengeRequired. */
  async login(email: string, password: string, isPermanentLogin: boolean, locale: Locale, challenge: SolvedChallenge | null = null): Promise<ActionResult> {
    const result = await this.api.post('/api/facade/frontend/login', {
      body: { email: email.trim(), password, isPermanentLogin, locale, ...(challenge ? { challenge } : {}) },
      expectedErrors: ['loginErrorMsg', 'loginRateLimited', 'loginChallengeRequired', 'invalidChallengeMessage', 'VALIDATION_FAILED'],
    });
    if (!result.ok) {
      const answer = fromApiError(result.error, 'loginErrorMsg');
      // A malformed request is still "the login data is invalid" for the visitor.
      return result.error.code === 'VALIDATION_FAILED' ? failure('loginErrorMsg', answer.ok ? {} : answer.fields) : answer;
    }
    // Spec: "Login, no user returned" → loginErrorMsg.
    if (!result.data?.user?.firstname) return failure('loginErrorMsg');
    this.session.signedIn(result.data);
    return success(undefined);
  }


  // ---- Registration and opt-in -------------------------------------------------------------------------

  async register(data: RegistrationData, challenge: SolvedChallenge, locale: Locale): Promise<ActionResult> {
    const result = await this.api.post('/api/user/register', {
      body: {
        company: data.company.trim(),
        customerId: data.customerId.trim(),
        salutation: data.salutation,
        firstname: data.firstname.trim(),
        lastname: data.lastname.trim(),
        email: data.email.trim(),
        invoiceEmail: data.invoiceEmail.trim(),
        password: data.password,
        locale,
        // Sent as ticked; an unticked box is not sent as true (the server answers mustConfirmPrivacyPolicyMessage).
        privacyPolicyAccepted: data.privacyPolicyAccepted as true,
        challenge,
      },
      expectedErrors: ['VALIDATION_FAILED', 'invalidChallengeMessage'],
    });
    if (!result.ok) return withFieldFor(fromApiError(result.error), 'invalidChallengeMessage', 'challenge');
    const { resultStatus, errmsg } = result.data;
    if (resultStatus !== 'success') return withFieldFor(failure(errmsg || 'errorHasOccurred'), 'invalidChallengeMessage', 'challenge');
    return success(undefined, errmsg || 'registrationSuccessMsg');
  }

  /**
   * Registration opt-in (accountActivation) and new-e-mail opt-in: a truthy answer is success. A link is
   * confirmed once per page load even if the page mounts twice (the second call would find it used).
   */
  confirmEmail(code: string, locale: Locale, accountActivation: boolean): Promise<ActionResult> {
    const key = `${accountActivation ? 'activation' : 'email'}:${code}`;
    let pending = this.confirmations.get(key);
    if (!pending) {
      pending = this.postConfirmEmail(code, locale, accountActivation);
      this.confirmations.set(key, pending);
    }
    return pending;
  }

  private async postConfirmEmail(code: string, locale: Locale, accountActivation: boolean): Promise<ActionResult> {
    if (!code) return failure('sscOptInErrorMsg');
    const result = await this.api.post('/api/user/email-confirm', {
      body: accountActivation ? { code, locale, accountActivation: true } : { code, locale },
      expectedErrors: ['sscOptInErrorMsg', 'VALIDATION_FAILED', 'NOT_FOUND'],
    });
    if (!result.ok || !result.data) return failure('sscOptInErrorMsg');
    return success(undefined);
  }

  // ---- Password -----------------------------------------------------------------------------------------

  async requestPasswordReset(email: string, challenge: SolvedChallenge, locale: Locale): Promise<ActionResult> {
    const result = await this.api.post('/api/user/pwd-reset-request', {
      body: { email: email.trim(), locale, challenge },
      expectedErrors: ['VALIDATION_FAILED', 'invalidChallengeMessage'],
    });
    if (!result.ok) return withFieldFor(fromApiError(result.error), 'invalidChallengeMessage', 'challenge');
    return success(undefined, 'passwordOptInSuccessMsg');
  }

  /** True when the reset code of a password link is (still) valid. */
  async checkResetCode(code: string, locale: Locale): Promise<boolean> {
    if (!code) return false;
    const result = await this.api.post('/api/user/pwd-check-code', {
      body: { code, locale },
      expectedErrors: ['sscOptInErrorMsg', 'VALIDATION_FAILED', 'NOT_FOUND'],
    });
    return result.ok && result.data;
  }

  /** New password from a reset link (resetCode). */
  async resetPassword(resetCode: string, newPassword: string, locale: Locale): Promise<ActionResult> {
    const result = await this.api.post('/api/user/pwd-new', {
      body: { resetCode, newPassword, locale },
      expectedErrors: ['errorHasOccurred', 'sscOptInErrorMsg', 'VALIDATION_FAILED'],
    });
    if (!result.ok) return fromApiError(result.error);
    return success(undefined, 'passwordChangeSuccessMsg1');
  }

  /** Password change in the account (current password required). */
  async changePassword(currentPassword: string, newPassword: string, locale: Locale): Promise<ActionResult> {
    const result = this.session.checkSession(
      await this.api.post('/api/user/pwd-new', {
        body: { currentPassword, newPassword, email: this.session.user?.email, locale },
        expectedErrors: ['invalidCurrentPasswordMessage', 'VALIDATION_FAILED'],
      }),
    );
    if (!result.ok) return withFieldFor(fromApiError(result.error), 'invalidCurrentPasswordMessage', 'currentPassword');
    return success(undefined, 'passwordChangeSuccessMsg1');
  }

  // ---- Master data, e-mail -----------------------------------------------------------------------------

  async changeEmail(email: string, password: string, locale: Locale): Promise<ActionResult> {
    const result = this.session.checkSession(
      await this.api.post('/api/user/email-new', {
        body: { email: email.trim(), password, locale },
        expectedErrors: ['incorrectPassword', 'invalidNewEmailMessage', 'VALIDATION_FAILED'],
      }),
    );
    if (!result.ok) return withFieldFor(fromApiError(result.error, 'incorrectPassword'), 'incorrectPassword', 'password');
    if (!result.data) return failure('incorrectPassword');
    return success(undefined, 'emailChangeRequestSuccessMsg');
  }

  async editUser(data: UserDetailsData, locale: Locale): Promise<ActionResult> {
    const result = this.session.checkSession(
      await this.api.post('/api/user/edit', {
        body: {
          company: data.company.trim(),
          salutation: data.salutation,
          firstname: data.firstname.trim(),
          lastname: data.lastname.trim(),
          email: this.session.user?.email ?? '',
          invoiceEmail: data.invoiceEmail.trim(),
          locale,
        },
        expectedErrors: ['VALIDATION_FAILED'],
      }),
    );
    if (!result.ok) return fromApiError(result.error);
    if (!result.data?.user) return failure('errorHasOccurred');
    this.session.setUser(result.data.user);
    return success(undefined, 'userMasterDataEditedSuccessMsg');
  }

  // ---- Address book ------------------------------------------------------------------------------------

  async saveAddress(address: AddressInput, locale: Locale): Promise<ActionResult> {
    const result = this.session.checkSession(await this.api.post('/api/user/saveaddress', { body: { address, locale }, expectedErrors: ['VALIDATION_FAILED'] }));
    if (!result.ok) return fromApiError(result.error);
    if (!result.data?.user) return failure('errorHasOccurred');
    this.session.setUser(result.data.user);
    return success(undefined, 'addressSavedSuccessMsg');
  }

  async deleteAddress(id: number): Promise<ActionResult> {
    const result = this.session.checkSession(await this.api.post('/api/user/deleteaddress', { body: { id } }));
    if (!result.ok) return fromApiError(result.error);
    if (!result.data?.user) return failure('errorHasOccurred');
    this.session.setUser(result.data.user);
    return success(undefined, 'addressDeletedSuccessMsg');
  }
}

/** The identity flows of this shop's session, made on first use. */
export function identityFlowsOf(root: RootStore): IdentityFlows {
  return root.feature('identityFlows', () => new IdentityFlows(root.api, root.session));
}
