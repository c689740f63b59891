import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { countriesSortedByName } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { useT } from '../../app/RouteContext';
import type { AddressDraft } from '../../stores/CheckoutStore';
import { CheckboxField, SelectField, TextField } from './Field';

/** The fields of an address form (docs/rules/entities.md#users-and-addresses), as the checkout holds them too. */
export type AddressFieldValues = AddressDraft;

export type AddressFieldName = keyof AddressFieldValues;

/**
 * The fields of an address (address book and checkout): name lines, street or post office box (the checkbox
 * switches; ticking it clears the street, docs/rules/validation.md#form-fields), zip and city, country, tax number. Controlled: the form
 * keeps the values and the errors (message ids by field name).
 */
export const AddressFields = observer(function AddressFields({
  idPrefix,
  values: v,
  errors,
  locale,
  onChange,
  autoCompleteSection,
}: {
  idPrefix: string;
  values: AddressFieldValues;
  errors: Partial<Record<string, string | null | undefined>>;
  locale: Locale;
  onChange: <K extends AddressFieldName>(field: K, value: AddressFieldValues[K]) => void;
  /** Autofill section of a form with two addresses ('shipping', 'billing'). */
  autoCompleteSection?: 'shipping' | 'billing';
}) {
  const t = useT();
  const countries = useMemo(() => countriesSortedByName(locale).map((c) => ({ value: c.code, label: locale === 'de' ? c.names.de : c.names.en })), [locale]);
  const id = idPrefix;
  const ac = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  return (
    <>
      <TextField id={`${id}-nameLine1`} label={t('nameLine1')} name="nameLine1" autoComplete={ac('organization')} value={v.nameLine1} onValueChange={(x) => onChange('nameLine1', x)} error={errors.nameLine1} required />
      <TextField id={`${id}-nameLine2`} label={t('nameLine2')} name="nameLine2" autoComplete="off" value={v.nameLine2} onValueChange={(x) => onChange('nameLine2', x)} optional hint={t('nameLine2Hint')} />
      <CheckboxField id={`${id}-usePob`} label={t('usePostOfficeBox')} checked={v.usePostOfficeBox} onCheckedChange={(x) => onChange('usePostOfficeBox', x)} name="usePostOfficeBox" />
      {v.usePostOfficeBox ? (
        <TextField id={`${id}-pob`} label={t('postOfficeBox')} name="postOfficeBox" autoComplete="off" value={v.postOfficeBox} onValueChange={(x) => onChange('postOfficeBox', x)} error={errors.postOfficeBox} required />
      ) : (
        <TextField id={`${id}-street`} label={t('streetAndNumber')} name="street" autoComplete={ac('address-line1')} value={v.street} onValueChange={(x) => onChange('street', x)} error={errors.street} required />
      )}
      <div className="form__row form__row--zip-city">
        <TextField id={`${id}-zip`} label={t('zipCode')} name="zip" autoComplete={ac('postal-code')} value={v.zip} onValueChange={(x) => onChange('zip', x)} error={errors.zip} required />
        <TextField id={`${id}-city`} label={t('city')} name="city" autoComplete={ac('address-level2')} value={v.city} onValueChange={(x) => onChange('city', x)} error={errors.city} required />
      </div>
      <SelectField id={`${id}-country`} label={t('country')} name="country" autoComplete={ac('country')} value={v.country} onValueChange={(x) => onChange('country', x)} options={countries} error={errors.country} required />
      <TextField id={`${id}-taxNo`} label={t('taxNo')} name="taxNo" autoComplete="off" value={v.taxNo} onValueChange={(x) => onChange('taxNo', x)} error={errors.taxNo} hint={t('taxNoHint')} optional />
    </>
  );
});
