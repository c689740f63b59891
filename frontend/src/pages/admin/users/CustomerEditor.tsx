import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { Locale } from '@shop/i18n';
import type { AdminUserProfile } from '../../../api/admin-orders-contracts';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AddressFields, type AddressFieldName, type AddressFieldValues } from '../../../components/forms/AddressFields';
import { CheckboxField, SelectField, TextField } from '../../../components/forms/Field';
import { addressLines } from '../../account/account-format';
import { money } from '../orders/parts';
import { incotermLabel } from './customer-labels';
import './customer-editor.css';
import type { UserEditorStore } from './UserEditorStore';

/** The notice of the editor, with a reload offer after a refused stale change. */
export const EditorNotice = observer(function EditorNotice({ editor }: { editor: UserEditorStore }) {
  const t = useT();
  const notice = editor.notice;
  return (
    <div aria-live="polite">
      {notice && (
        <p className={`message message--${notice.tone}`}>
          {t(notice.id, notice.values)}{' '}
          {editor.stale && (
            <button type="button" className="button button--secondary button--small" onClick={() => void editor.reload()}>
              {t('adCeReload')}
            </button>
          )}
        </p>
      )}
    </div>
  );
});

/** The customer's incoterms as read (labels, thresholds in the page's currency format). */
export function IncotermList({ profile, locale }: { profile: AdminUserProfile; locale: string }) {
  const t = useT();
  if (profile.incoterms.length === 0) return <>{t('adCeNoIncoterms')}</>;
  return (
    <ul className="ce-list">
      {profile.incoterms.map((i) => (
        <li key={i.label}>{t('adCeIncotermFrom', { term: incotermLabel(t, i.label), value: money(i.threshold, locale) })}</li>
      ))}
    </ul>
  );
}

/** The master data form (the account form's fields and rules, plus e-mail, phone, customer number and incoterms). */
export const DetailsForm = observer(function DetailsForm({ editor }: { editor: UserEditorStore }) {
  const t = useT();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const d = editor.details;
  const e = editor.detailErrors;
  useEffect(() => headingRef.current?.focus(), []);
  if (!d) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await editor.saveDetails();
    if (!saved) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const salutations = [
    { value: 'mr', label: t('adUserSalutation_mr') },
    { value: 'mrs', label: t('adUserSalutation_mrs') },
  ];
  return (
    <form className="form ce-form" onSubmit={(ev) => void submit(ev)} noValidate ref={formRef} aria-labelledby={`${id}-title`} aria-busy={editor.busy}>
      <h3 id={`${id}-title`} tabIndex={-1} ref={headingRef}>
        {t('adCeEditDetails')}
      </h3>
      <TextField id={`${id}-company`} label={t('adUserCompany')} value={d.company} onValueChange={(v) => editor.setDetail('company', v)} error={e.company} required maxLength={200} />
      <SelectField id={`${id}-salutation`} label={t('salutation')} value={d.salutation} onValueChange={(v) => editor.setDetail('salutation', v as 'mr' | 'mrs')} options={salutations} error={e.salutation} required />
      <div className="form__row">
        <TextField id={`${id}-firstname`} label={t('firstname')} value={d.firstname} onValueChange={(v) => editor.setDetail('firstname', v)} error={e.firstname} required maxLength={100} />
        <TextField id={`${id}-lastname`} label={t('lastname')} value={d.lastname} onValueChange={(v) => editor.setDetail('lastname', v)} error={e.lastname} required maxLength={100} />
      </div>
      <TextField id={`${id}-email`} type="email" label={t('adUserEmail')} value={d.email} onValueChange={(v) => editor.setDetail('email', v)} error={e.email} hint={t('adCeEmailHint')} required maxLength={254} autoComplete="off" />
      <TextField id={`${id}-invoiceEmail`} type="email" label={t('adUserInvoiceEmail')} value={d.invoiceEmail} onValueChange={(v) => editor.setDetail('invoiceEmail', v)} error={e.invoiceEmail} hint={t('adCeInvoiceEmailHint')} optional maxLength={254} autoComplete="off" />
      <div className="form__row">
        <TextField id={`${id}-phone`} type="tel" label={t('adUserPhone')} value={d.phone} onValueChange={(v) => editor.setDetail('phone', v)} error={e.phone} hint={t('adCePhoneHint')} optional maxLength={40} autoComplete="off" />
        <TextField id={`${id}-customerId`} label={t('adUserCustomerId')} value={d.customerId} onValueChange={(v) => editor.setDetail('customerId', v)} error={e.customerId} hint={t('adCeCustomerIdHint')} optional inputMode="numeric" maxLength={5} autoComplete="off" />
      </div>
      <fieldset className="form__section">
        <legend className="form__legend">{t('adCeIncoterms')}</legend>
        <p className="field__hint">{t('adCeIncotermsHint')}</p>
        {e.incoterms && <p className="field__error" role="alert">{t(e.incoterms)}</p>}
        {d.incoterms.map((row, i) => (
          <div key={i} className="form__row ce-incoterm">
            <TextField id={`${id}-inco-${i}-label`} label={t('adCeIncotermLabel')} value={row.label} onValueChange={(v) => editor.setIncoterm(i, 'label', v)} error={e[`incoterms.${i}.label`]} maxLength={3} autoComplete="off" list={`${id}-incoterm-codes`} />
            <TextField id={`${id}-inco-${i}-threshold`} label={t('adCeIncotermThreshold')} value={row.threshold} onValueChange={(v) => editor.setIncoterm(i, 'threshold', v)} error={e[`incoterms.${i}.threshold`]} inputMode="decimal" autoComplete="off" />
            <button type="button" className="button button--secondary button--small ce-remove" onClick={() => editor.removeIncoterm(i)} aria-label={t('adCeRemoveIncoterm', { n: i + 1 })}>
              ✕
            </button>
          </div>
        ))}
        <datalist id={`${id}-incoterm-codes`}>
          {['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'].map((code) => (
            <option key={code} value={code}>
              {incotermLabel(t, code)}
            </option>
          ))}
        </datalist>
        <button type="button" className="button button--secondary button--small" onClick={editor.addIncoterm}>
          {t('adCeAddIncoterm')}
        </button>
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary button--small" disabled={editor.busy}>
          {t('adCeSaveDetails')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={editor.cancelDetails}>
          {t('adCeCancel')}
        </button>
      </div>
    </form>
  );
});

/** The address book editor: the addresses with their flags, edit and delete; the address form; the delete question. */
export const AddressBook = observer(function AddressBook({ editor, profile, locale }: { editor: UserEditorStore; profile: AdminUserProfile; locale: Locale }) {
  const t = useT();
  const id = useId();
  const addresses = profile.user.addresses;
  return (
    <section className="ao-section" aria-labelledby={`${id}-addresses`}>
      <div className="ce-head">
        <h2 id={`${id}-addresses`}>{t('adUserAddresses')}</h2>
        {!editor.address && (
          <button type="button" className="button button--primary button--small" onClick={() => editor.editAddress(null)}>
            {t('adCeAddAddress')}
          </button>
        )}
      </div>
      {editor.address ? (
        <AddressForm editor={editor} locale={locale} />
      ) : addresses.length === 0 ? (
        <p className="message">{t('adUserNoAddresses')}</p>
      ) : (
        <ul className="ao-grid ce-addresses" aria-label={t('adCeAddresses')}>
          {addresses.map((a) => (
            <li key={a.id} className="ao-card" data-address-id={a.id}>
              <address>
                {addressLines(a, locale, t('adOrderPoBox')).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {a.isStandardShippingAddress && <span className="ao-tag">{t('adUserStdShipping')}</span>}
              {a.isStandardBillingAddress && <span className="ao-tag">{t('adUserStdBilling')}</span>}
              <div className="ao-form-row">
                <button type="button" className="button button--secondary button--small" onClick={() => editor.editAddress(a)} aria-label={t('adCeEditAddressOf', { name: a.nameLine1 })} disabled={editor.busy}>
                  {t('adCeEdit')}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={() => editor.askDelete(a)} aria-label={t('adCeDeleteAddressOf', { name: a.nameLine1 })} disabled={editor.busy}>
                  {t('adCeDelete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={editor.deleting !== null}
        title={t('adCeDeleteAddressTitle')}
        confirmLabel={t('adCeDelete')}
        cancelLabel={t('adCeCancel')}
        onConfirm={() => void editor.deleteAddress()}
        onCancel={editor.cancelDelete}
        busy={editor.busy}
        danger
      >
        <p>{t('adCeDeleteAddressBody')}</p>
        {editor.deleting && <p>{addressLines(editor.deleting, locale, t('adOrderPoBox')).join(', ')}</p>}
      </ConfirmDialog>
    </section>
  );
});

const AddressForm = observer(function AddressForm({ editor, locale }: { editor: UserEditorStore; locale: Locale }) {
  const t = useT();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const a = editor.address;
  if (!a) return null;
  // The shared address fields name their errors by field; the server and the store use `address.<field>`.
  const errors = Object.fromEntries(Object.entries(editor.addressFieldErrors).map(([k, v]) => [k.replace(/^address\./, ''), v]));
  const values: AddressFieldValues = a;
  const onChange = <K extends AddressFieldName>(field: K, value: AddressFieldValues[K]) => editor.setAddressField(field, value as never);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await editor.saveAddress();
    if (!saved) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  return (
    <form className="form ce-form ao-card" onSubmit={(ev) => void submit(ev)} noValidate ref={formRef} aria-labelledby={`${id}-title`} aria-busy={editor.busy}>
      <h3 id={`${id}-title`} tabIndex={-1} ref={headingRef}>
        {a.id === null ? t('adCeNewAddress') : t('adCeEditAddress')}
      </h3>
      <AddressFields idPrefix={id} values={values} errors={errors} locale={locale} onChange={onChange} />
      <p className="field__hint">{t('adCeVatIdHint')}</p>
      <fieldset className="form__section">
        <legend className="form__legend">{t('adCeStandardAddresses')}</legend>
        <CheckboxField id={`${id}-stdShipping`} label={t('adCeUseAsShipping')} checked={a.isStandardShippingAddress} onCheckedChange={(x) => editor.setAddressField('isStandardShippingAddress', x)} name="isStandardShippingAddress" />
        <CheckboxField id={`${id}-stdBilling`} label={t('adCeUseAsBilling')} checked={a.isStandardBillingAddress} onCheckedChange={(x) => editor.setAddressField('isStandardBillingAddress', x)} name="isStandardBillingAddress" />
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary button--small" disabled={editor.busy}>
          {t('adCeSaveAddress')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={editor.cancelAddress}>
          {t('adCeCancel')}
        </button>
      </div>
    </form>
  );
});
