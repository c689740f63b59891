import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { SolvedChallenge } from '../api/identity-contracts';
import { failure, fromApiError, success, type ActionResult } from './action-result';
import type { RootStore } from './RootStore';

export interface ContactValues {
  salutation: 'mr' | 'mrs' | '';
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  privacyPolicyAccepted: boolean;
}

/**
 * The contact form's call (POST /facade/frontend/contact-form, formId main). docs/rules/errors.md#what-is-reported: anything but success
 * shows contactFormErrorMsg; the reason (a used confirmation, too many requests, a field) goes to its field.
 */
export class ContactStore {
  constructor(private readonly api: ShopApi) {}

  async send(values: ContactValues, challenge: SolvedChallenge, locale: Locale): Promise<ActionResult> {
    const additionalFields: Array<{ i18nId: 'company' | 'phone'; value: string }> = [{ i18nId: 'company', value: values.company.trim() }];
    if (values.phone.trim()) additionalFields.push({ i18nId: 'phone', value: values.phone.trim() });
    const result = await this.api.post('/api/facade/frontend/contact-form', {
      body: {
        formId: 'main',
        salutation: values.salutation || null,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        additionalFields,
        locale,
        // Sent as ticked; an unticked box is answered mustConfirmPrivacyPolicyMessage.
        privacyPolicyAccepted: values.privacyPolicyAccepted as true,
        challenge,
      },
      expectedErrors: ['VALIDATION_FAILED'],
    });
    if (!result.ok) {
      const answer = fromApiError(result.error, 'contactFormErrorMsg');
      return answer.ok ? answer : failure('contactFormErrorMsg', answer.fields);
    }
    const { resultStatus, errmsg } = result.data;
    if (resultStatus === 'success') return success(undefined, 'contactFormSuccessMsg');
    if (errmsg === 'invalidChallengeMessage') return failure('contactFormErrorMsg', { challenge: 'invalidChallengeMessage' });
    return failure('contactFormErrorMsg', errmsg ? { form: errmsg } : {});
  }
}

/** The contact store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function contactStoreOf(root: RootStore): ContactStore {
  return root.feature('contact', () => new ContactStore(root.api));
}
