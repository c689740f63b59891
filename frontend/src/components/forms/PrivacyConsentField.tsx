import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { CheckboxField } from './Field';

/** The privacy policy consent of the public forms (registration, contact, invitation): the checkbox with the policy linked. */
export const PrivacyConsentField = observer(function PrivacyConsentField({ id, checked, onCheckedChange, error }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; error?: string | null }) {
  const t = useT();
  const locale = useLocale();
  const privacy = useStores().content.pathFor('privacy', locale);
  return (
    <CheckboxField
      id={id}
      name="privacyPolicyAccepted"
      checked={checked}
      onCheckedChange={onCheckedChange}
      error={error}
      required
      label={
        <>
          {t('privacyPolicyConsentBefore')}
          {privacy ? (
            <Link to={privacy} target="_blank" rel="noopener">
              {t('privacyPolicy')}
            </Link>
          ) : (
            t('privacyPolicy')
          )}
          {t('privacyPolicyConsentAfter')}
        </>
      }
    />
  );
});
