import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { DEFAULT_COUNTRY, togglePostOfficeBox, validateAddress } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { Address, AddressInput } from '../../api/identity-contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AddressFields, type AddressFieldName, type AddressFieldValues } from '../../components/forms/AddressFields';
import { CheckboxField } from '../../components/forms/Field';
import { focusFirstInvalid, FormMessage, SubmitButton, useFormFlow } from '../../components/forms/FormFlow';
import { useFormValues } from '../../components/forms/useFormValues';
import { Icon } from '../../components/Icon';
import { identityFlowsOf } from '../../stores/IdentityFlows';
import { useStores } from '../../stores/StoreContext';
import { AccountLayout } from './AccountLayout';
import { AddressBlock } from './AccountParts';

interface AddressValues extends AddressFieldValues, Record<string, unknown> {
  isStandardShippingAddress: boolean;
  isStandardBillingAddress: boolean;
}

function toValues(address: Address | null, first: boolean): AddressValues {
  return {
    nameLine1: address?.nameLine1 ?? '',
    nameLine2: address?.nameLine2 ?? '',
    usePostOfficeBox: Boolean(address?.postOfficeBox && !address?.street),
    street: address?.street ?? '',
    postOfficeBox: address?.postOfficeBox ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    taxNo: address?.taxNo ?? '',
    // The first address becomes the standard for both.
    isStandardShippingAddress: address ? Boolean(address.isStandardShippingAddress) : first,
    isStandardBillingAddress: address ? Boolean(address.isStandardBillingAddress) : first,
  };
}

function validate(v: AddressValues): Record<string, string | null> {
  const errors = validateAddress(v, { usePostOfficeBox: v.usePostOfficeBox });
  return {
    nameLine1: errors.nameLine1 ?? null,
    street: v.usePostOfficeBox ? null : (errors.street ?? null),
    postOfficeBox: v.usePostOfficeBox ? (errors.postOfficeBox ?? null) : null,
    zip: errors.zip ?? null,
    city: errors.city ?? null,
    country: errors.country ?? null,
  };
}

type View = { kind: 'list' } | { kind: 'form'; address: Address | null };

/**
 * Address book: the collection (standard shipping and billing flags, edit, delete with confirmation)
 * and the form (street or post office box — ticking the box clears the street — zip, city, country).
 */
const AccountAddresses = observer(function AccountAddresses({ page, locale }: PageProps) {
  const t = useT();
  const stores = useStores();
  const { session } = stores;
  const [view, setView] = useState<View>({ kind: 'list' });
  const listFlow = useFormFlow({ keepFormOnSuccess: true });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addresses = session.addresses;

  const showList = (message?: string) => {
    setView({ kind: 'list' });
    if (message) listFlow.showSuccess(message);
    else listFlow.reset();
  };

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    setBusy(true);
    const target = deleting;
    await listFlow.submit({}, () => identityFlowsOf(stores).deleteAddress(target.id!));
    setBusy(false);
    setDeleting(null);
  };

  return (
    <AccountLayout
      section="accountAddresses"
      title={page.label}
      actions={
        view.kind === 'list' && addresses.length > 0 ? (
          <button type="button" className="button button--primary button--small" onClick={() => setView({ kind: 'form', address: null })}>
            {t('addAddress')}
          </button>
        ) : undefined
      }
    >
      {view.kind === 'list' ? (
        <>
          <FormMessage flow={listFlow} />
          {addresses.length === 0 ? (
            <div className="panel address-card--new">
              <p className="panel__empty">{t('noAddresses')}</p>
              <button type="button" className="button button--primary" onClick={() => setView({ kind: 'form', address: null })}>
                {t('addAddress')}
              </button>
            </div>
          ) : (
            <ul className="account-grid account-grid--2" aria-label={t('savedAddresses')}>
              {addresses.map((address) => (
                <li key={String(address.id)} className="panel address-card">
                  {(address.isStandardShippingAddress || address.isStandardBillingAddress) && (
                    <p className="address-card__flags">
                      {address.isStandardShippingAddress && (
                        <span className="flag">
                          <Icon name="truck" size={14} /> {t('standardShippingAddress')}
                        </span>
                      )}
                      {address.isStandardBillingAddress && (
                        <span className="flag">
                          <Icon name="euro" size={14} /> {t('standardBillingAddress')}
                        </span>
                      )}
                    </p>
                  )}
                  <AddressBlock address={address} />
                  <div className="address-card__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setView({ kind: 'form', address })}
                      aria-label={t('editAddressOf', { name: address.nameLine1 })}
                    >
                      {t('editAction')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setDeleting(address)}
                      aria-label={t('deleteAddressOf', { name: address.nameLine1 })}
                    >
                      {t('deleteAction')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <AddressForm
          key={String(view.address?.id ?? 'new')}
          address={view.address}
          first={addresses.length === 0}
          locale={locale}
          headingRef={headingRef}
          onCancel={() => showList()}
          onSaved={(message) => showList(message)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteAddressTitle')}
        confirmLabel={t('deleteAction')}
        cancelLabel={t('cancelAction')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={busy}
        danger
      >
        <p>{t('deleteAddressQuestion')}</p>
        {deleting && <AddressBlock address={deleting} />}
      </ConfirmDialog>
    </AccountLayout>
  );
});

const AddressForm = observer(function AddressForm({
  address,
  first,
  locale,
  headingRef,
  onCancel,
  onSaved,
}: {
  address: Address | null;
  first: boolean;
  locale: Locale;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
  onSaved: (message?: string) => void;
}) {
  const t = useT();
  const stores = useStores();
  const flow = useFormFlow();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const validateForm = useCallback(validate, []);
  const { values: v, set, replace } = useFormValues<AddressValues>(() => toValues(address, first), flow, validateForm);

  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);

  const onTogglePostOfficeBox = (checked: boolean) => {
    const next = { ...togglePostOfficeBox(v, checked), usePostOfficeBox: checked };
    replace(next);
    flow.setFieldError('street', null);
    flow.setFieldError('postOfficeBox', null);
  };
  const onFieldChange = <K extends AddressFieldName>(field: K, value: AddressFieldValues[K]) => {
    if (field === 'usePostOfficeBox') onTogglePostOfficeBox(Boolean(value));
    else set(field, value as AddressValues[K]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.status === 'loading') return;
    const payload: AddressInput = {
      ...(address?.id !== undefined && address?.id !== null ? { id: address.id } : {}),
      nameLine1: v.nameLine1.trim(),
      nameLine2: v.nameLine2.trim(),
      street: v.usePostOfficeBox ? '' : v.street.trim(),
      postOfficeBox: v.usePostOfficeBox ? v.postOfficeBox.trim() : '',
      zip: v.zip.trim(),
      city: v.city.trim(),
      country: v.country,
      taxNo: v.taxNo.trim(),
      isStandardShippingAddress: v.isStandardShippingAddress,
      isStandardBillingAddress: v.isStandardBillingAddress,
    };
    const result = await flow.submit(validate(v), () => identityFlowsOf(stores).saveAddress(payload, locale));
    if (result === null) focusFirstInvalid(formRef.current);
    else if (result.ok) onSaved(result.message);
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title" tabIndex={-1} ref={headingRef}>
        {address ? t('editAddress') : t('newAddress')}
      </h2>
      <FormMessage flow={flow} />
      <form className="form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={flow.status === 'loading'}>
        <p className="form__note">{t('requiredFieldsNote')}</p>
        <AddressFields idPrefix={id} values={v} errors={flow.errors} locale={locale} onChange={onFieldChange} />
        <fieldset className="form__section">
          <legend className="form__legend">{t('standardAddresses')}</legend>
          <CheckboxField id={`${id}-stdShipping`} label={t('useAsStandardShippingAddress')} checked={v.isStandardShippingAddress} onCheckedChange={(x) => set('isStandardShippingAddress', x)} name="isStandardShippingAddress" />
          <CheckboxField id={`${id}-stdBilling`} label={t('useAsStandardBillingAddress')} checked={v.isStandardBillingAddress} onCheckedChange={(x) => set('isStandardBillingAddress', x)} name="isStandardBillingAddress" />
        </fieldset>
        <div className="form__actions">
          <SubmitButton loading={flow.status === 'loading'}>{t('saveAddress')}</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('cancelAction')}
          </button>
        </div>
      </form>
    </section>
  );
});

export default AccountAddresses;
