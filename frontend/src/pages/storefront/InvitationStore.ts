import { makeAutoObservable, runInAction } from 'mobx';
import { validatePassword, validatePasswordConfirmation, validatePrivacyPolicyAccepted } from '@shop/domain';
import type { CompanyApi, Invitation } from '../../api/company-contracts';

/**
 * The invitation page (docs/company-accounts.md): the link's code is checked first (address and company shown);
 * the invitee sets a password under the registration's rules and accepts the privacy policy; the server uses the
 * link up and activates the login.
 */
export class InvitationStore {
  state: 'checking' | 'valid' | 'invalid' | 'done' = 'checking';
  invitation: Invitation | null = null;
  password = '';
  passwordConfirmation = '';
  privacyPolicyAccepted = false;
  errors: Record<string, string | null> = {};
  message: string | null = null;
  busy = false;

  constructor(private readonly api: Pick<CompanyApi, 'invitation' | 'accept'>) {
    makeAutoObservable<InvitationStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async check(ssc: string | null): Promise<void> {
    if (!ssc) {
      this.state = 'invalid';
      return;
    }
    this.state = 'checking';
    const answer = await this.api.invitation(ssc);
    runInAction(() => {
      this.invitation = answer.ok ? answer.data : null;
      this.state = answer.ok ? 'valid' : 'invalid';
    });
  }

  set(field: 'password' | 'passwordConfirmation', value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: null };
  }

  setPrivacy(value: boolean): void {
    this.privacyPolicyAccepted = value;
    this.errors = { ...this.errors, privacyPolicyAccepted: null };
  }

  /** Answers whether the login is active now. */
  async accept(ssc: string, locale: 'de' | 'en'): Promise<boolean> {
    if (this.busy) return false;
    const errors = {
      password: validatePassword(this.password),
      passwordConfirmation: validatePasswordConfirmation(this.password, this.passwordConfirmation),
      privacyPolicyAccepted: validatePrivacyPolicyAccepted(this.privacyPolicyAccepted),
    };
    this.errors = errors;
    if (Object.values(errors).some((e) => e !== null)) return false;
    this.busy = true;
    this.message = null;
    const answer = await this.api.accept({ ssc, password: this.password, privacyPolicyAccepted: true, locale });
    return runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.state = 'done';
        this.password = '';
        this.passwordConfirmation = '';
        return true;
      }
      if (answer.error.code === 'companyInvitationInvalid') this.state = 'invalid';
      this.errors = { ...this.errors, ...(answer.error.fields ?? {}) };
      this.message = answer.error.code;
      return false;
    });
  }
}
