import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useT } from '../../app/RouteContext';
import type { BuyerDraft } from '../../stores/buyer';
import { RadioGroup, TextField } from './Field';

export interface BuyerFieldsProps {
  buyer: BuyerDraft;
  /** Message ids by field; a field without one shows no error. */
  errors: Partial<Record<keyof BuyerDraft, string | null | undefined>>;
  onChange: <K extends keyof BuyerDraft>(field: K, value: BuyerDraft[K]) => void;
  /** Called when a field loses the focus (a form may show its error from then on). */
  onLeave?: (field: keyof BuyerDraft) => void;
  /** The e-mail field's hint (what the address is used for). */
  emailHint: string;
}

/** A guest's buyer data (docs/rules/validation.md#offer-buyer: company, customer id, names, e-mail; plus the salutation). */
export const BuyerFields = observer(function BuyerFields({ buyer: b, errors, onChange, onLeave, emailHint }: BuyerFieldsProps) {
  const t = useT();
  const id = useId();
  const leave = (field: keyof BuyerDraft) => (onLeave ? () => onLeave(field) : undefined);
  return (
    <>
      <TextField id={`${id}-company`} label={t('company')} name="company" autoComplete="organization" value={b.company} onValueChange={(x) => onChange('company', x)} onBlur={leave('company')} error={errors.company} required />
      <TextField
        id={`${id}-customerId`}
        label={t('customerId')}
        name="customerId"
        inputMode="numeric"
        autoComplete="off"
        value={b.customerId}
        onValueChange={(x) => onChange('customerId', x)}
        onBlur={leave('customerId')}
        error={errors.customerId}
        hint={t('customerIdHint')}
        optional
      />
      <RadioGroup
        legend={t('salutation')}
        name="salutation"
        value={b.salutation}
        onValueChange={(x) => onChange('salutation', x)}
        options={[
          { value: 'mr', label: t('salutation_mr') },
          { value: 'mrs', label: t('salutation_mrs') },
        ]}
        error={errors.salutation}
        required
      />
      <div className="form__row form__row--2">
        <TextField id={`${id}-firstname`} label={t('firstname')} name="firstname" autoComplete="given-name" value={b.firstname} onValueChange={(x) => onChange('firstname', x)} onBlur={leave('firstname')} error={errors.firstname} required />
        <TextField id={`${id}-lastname`} label={t('lastname')} name="lastname" autoComplete="family-name" value={b.lastname} onValueChange={(x) => onChange('lastname', x)} onBlur={leave('lastname')} error={errors.lastname} required />
      </div>
      <TextField
        id={`${id}-email`}
        label={t('emailAddress')}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={b.email}
        onValueChange={(x) => onChange('email', x)}
        onBlur={leave('email')}
        error={errors.email}
        hint={emailHint}
        required
      />
    </>
  );
});
