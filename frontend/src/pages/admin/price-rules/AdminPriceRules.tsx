import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@shop/domain';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckboxField, SelectField, TextField } from '../../../components/forms/Field';
import { Spinner } from '../../../components/Spinner';
import { useFocusTrap } from '../../../components/useFocusTrap';
import { usePageStore } from '../shared/page-store';
import { PriceRulesStore, type AdminPriceRule, type Coupon, type CustomerRef } from './PriceRulesStore';
import { formatPct, priceText, restriction, target, validity } from './rule-text';
import './price-rules.css';

/** The price rules and coupons page (spec: /shop/preisregeln): list with filters, form with preview, delete with confirmation. */
const AdminPriceRules = observer(function AdminPriceRules({ page, locale }: PageProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const store = usePageStore((root) => {
    // A link may open the list filtered (the user profile's "edit the customer's prices": ?scope=customer&q=…).
    const created = new PriceRulesStore(root.api, locale === 'en' ? 'en' : 'de');
    const scope = searchParams.get('scope');
    created.setFilter({ q: (searchParams.get('q') ?? '').slice(0, 100), ...(scope === 'default' || scope === 'group' || scope === 'customer' ? { scope } : {}) });
    return created;
  });
  const [tab, setTab] = useState<'rules' | 'coupons'>('rules');
  const [deleting, setDeleting] = useState<AdminPriceRule | null>(null);
  const [deletingCoupon, setDeletingCoupon] = useState<Coupon | null>(null);

  return (
    <div className="admin-page price-rules">
      <div className="admin-page__head">
        <h1>{page.label}</h1>
        <p>{t('adRuleIntro')}</p>
      </div>
      <p className="message message--success" role="status" hidden={!store.notice}>
        {store.notice ? t(store.notice) : null}
      </p>
      <div className="price-rules__tabs" role="group" aria-label={page.label}>
        <button type="button" className="button button--secondary" aria-pressed={tab === 'rules'} onClick={() => setTab('rules')}>
          {t('adRuleTabRules')}
        </button>
        <button type="button" className="button button--secondary" aria-pressed={tab === 'coupons'} onClick={() => setTab('coupons')}>
          {t('adRuleTabCoupons')}
        </button>
      </div>

      {tab === 'rules' ? (
        <section aria-label={t('adRuleTabRules')}>
          <div className="price-rules__toolbar">
            <TextField label={t('adRuleSearch')} hint={t('adRuleSearchHint')} type="search" value={store.q} onValueChange={(v) => store.setFilter({ q: v })} />
            <SelectField
              label={t('adRuleFilterScope')}
              value={store.scope}
              onValueChange={(v) => store.setFilter({ scope: v as typeof store.scope })}
              options={[{ value: '', label: t('adRuleAll') }, ...(['default', 'group', 'customer'] as const).map((s) => ({ value: s, label: t(`adRuleScope_${s}`) }))]}
            />
            <SelectField
              label={t('adRuleFilterState')}
              value={store.state}
              onValueChange={(v) => store.setFilter({ state: v as typeof store.state })}
              options={[{ value: '', label: t('adRuleAll') }, ...(['active', 'expired', 'future'] as const).map((s) => ({ value: s, label: t(`adRuleState_${s}`) }))]}
            />
            <button type="button" className="button button--primary price-rules__new" onClick={() => store.openNew()}>
              {t('adRuleNew')}
            </button>
          </div>
          {store.status === 'error' && (
            <p className="message message--error" role="alert">
              {t('errorHasOccurred')}
            </p>
          )}
          {store.status === 'loading' && store.rules.length === 0 && <Spinner logo={false} label={t('loading')} />}
          {store.status === 'loaded' && store.rules.length === 0 && <p className="message">{t('adRuleNone')}</p>}
          {store.rules.length > 0 && (
            <div className="table-wrap">
              <table className="data-table data-table--admin price-rules__table">
                <caption className="visually-hidden">{t('adRuleCount', { count: store.rules.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adRuleColScope')}</th>
                    <th scope="col">{t('adRuleColTarget')}</th>
                    <th scope="col">{t('adRuleColProduct')}</th>
                    <th scope="col" className="num">
                      {t('adRuleColQuantity')}
                    </th>
                    <th scope="col" className="num">
                      {t('adRuleColPrice')}
                    </th>
                    <th scope="col">{t('adRuleColValidity')}</th>
                    <th scope="col" className="num">
                      {t('adRuleColPriority')}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t('adRuleColActions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {store.rules.map((rule) => (
                    <tr key={rule.id} data-rule-id={rule.id}>
                      <td data-label={t('adRuleColScope')}>{t(`adRuleScope_${rule.scope}`)}</td>
                      <th scope="row" data-label={t('adRuleColTarget')}>
                        {target(rule)}
                      </th>
                      <td data-label={t('adRuleColProduct')}>{restriction(rule, t, locale)}</td>
                      <td className="num" data-label={t('adRuleColQuantity')}>
                        {rule.quantityFrom ?? '–'}
                      </td>
                      <td className="num" data-label={t('adRuleColPrice')}>
                        {priceText(rule, locale)}
                      </td>
                      <td data-label={t('adRuleColValidity')}>
                        <span className={`event-type${rule.state === 'active' ? ' event-type--ok' : rule.state === 'expired' ? ' event-type--danger' : ' event-type--warning'}`}>{t(`adRuleState_${rule.state}`)}</span>{' '}
                        <span className="price-rules__dates">{validity(rule, t, locale)}</span>
                      </td>
                      <td className="num" data-label={t('adRuleColPriority')}>
                        {rule.priority}
                      </td>
                      <td>
                        <div className="price-rules__buttons">
                          <button type="button" className="button button--secondary button--small" onClick={() => store.openEdit(rule)}>
                            {t('adRuleEditAction')}
                            <span className="visually-hidden"> #{rule.id}</span>
                          </button>
                          <button type="button" className="button button--danger button--small" onClick={() => setDeleting(rule)}>
                            {t('adRuleDeleteAction')}
                            <span className="visually-hidden"> #{rule.id}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : (
        <CouponsTab store={store} locale={locale} onDelete={setDeletingCoupon} />
      )}

      {store.draft && <RuleEditor store={store} />}
      {store.couponDraft && <CouponEditor store={store} />}

      <ConfirmDialog
        open={deleting !== null}
        title={t('adRuleDeleteTitle')}
        confirmLabel={t('adRuleDeleteAction')}
        cancelLabel={t('adRuleCancel')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const rule = deleting;
          setDeleting(null);
          if (rule) void store.remove(rule);
        }}
      >
        <p>{deleting ? t('adRuleDeleteText', { rule: `${t(`adRuleScope_${deleting.scope}`)} ${target(deleting)} · ${restriction(deleting, t, locale)} · ${priceText(deleting, locale)}` }) : null}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingCoupon !== null}
        title={t('adCouponDeleteTitle')}
        confirmLabel={t('adRuleDeleteAction')}
        cancelLabel={t('adRuleCancel')}
        danger
        onCancel={() => setDeletingCoupon(null)}
        onConfirm={() => {
          const coupon = deletingCoupon;
          setDeletingCoupon(null);
          if (coupon) void store.removeCoupon(coupon);
        }}
      >
        <p>{deletingCoupon ? t('adCouponDeleteText', { code: deletingCoupon.couponCode }) : null}</p>
      </ConfirmDialog>
    </div>
  );
});

/** A dialog panel with a focus trap (Escape closes it). */
function Dialog({ title, onClose, wide, children }: { title: string; onClose: () => void; wide?: boolean; children: ReactNode }) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, { onEscape: onClose });
  return createPortal(
    <div className="modal">
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div className={`modal__panel${wide ? ' price-rules__dialog' : ''}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={panelRef} tabIndex={-1}>
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Customers matching what is typed, as buttons to pick one. */
const CustomerPicker = observer(function CustomerPicker({
  store,
  label,
  hint,
  value,
  onValueChange,
  onPick,
  error,
  picked,
}: {
  store: PriceRulesStore;
  label: string;
  hint?: string;
  value: string;
  onValueChange: (v: string) => void;
  onPick: (c: CustomerRef) => void;
  error?: string | null;
  picked: CustomerRef | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void store.searchCustomers(value), 200);
    return () => clearTimeout(timer);
  }, [store, value, open]);
  const suggestions = open && !(picked && picked.email === value) ? store.customerSuggestions : [];
  return (
    <div className="price-rules__picker">
      <TextField
        label={label}
        hint={hint}
        value={value}
        error={error}
        autoComplete="off"
        onValueChange={(v) => {
          setOpen(true);
          onValueChange(v);
        }}
      />
      {picked && picked.email === value && (
        <p className="field__hint">
          {picked.company} · {picked.name}
          {picked.pricingGroup ? ` · ${t('adRulePreviewPricingGroup', { group: picked.pricingGroup })}` : ''}
          {picked.active ? '' : ` · ${t('adRuleCustomerInactive')}`}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul className="price-rules__suggestions">
          {suggestions.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setOpen(false);
                  onPick(c);
                }}
              >
                {c.email} – {c.company}
                {c.pricingGroup ? ` (${c.pricingGroup})` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

const RuleEditor = observer(function RuleEditor({ store }: { store: PriceRulesStore }) {
  const t = useT();
  const d = store.draft!;
  const e = store.errors;
  const none = { value: '', label: t('adRuleChooseNone') };
  const [customerTerm, setCustomerTerm] = useState(d.customer?.email ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <Dialog title={d.id === null ? t('adRuleNew') : t('adRuleEdit')} onClose={() => store.close()} wide>
      <div className="price-rules__editor">
        <form className="price-rules__form" onSubmit={onSubmit} noValidate>
          {store.formMessage && (
            <p className="message message--error" role="alert">
              {t(store.formMessage)}
            </p>
          )}
          <SelectField
            label={t('adRuleFieldScope')}
            value={d.scope}
            onValueChange={(v) => store.update({ scope: v as typeof d.scope })}
            options={(['default', 'group', 'customer'] as const).map((s) => ({ value: s, label: t(`adRuleScope_${s}`) }))}
          />
          {d.scope === 'group' && (
            <>
              <TextField
                label={t('adRuleFieldCustomerPricingGroup')}
                value={d.customerPricingGroup}
                list="price-rules-customer-groups"
                required
                error={e.customerPricingGroup}
                onValueChange={(v) => store.update({ customerPricingGroup: v })}
              />
              <datalist id="price-rules-customer-groups">
                {store.options.customerPricingGroups.map((g) => (
                  <option key={g} value={g} />
                ))}
              </datalist>
            </>
          )}
          {d.scope === 'customer' && (
            <CustomerPicker
              store={store}
              label={t('adRuleFieldCustomer')}
              hint={t('adRuleFieldCustomerHint')}
              value={customerTerm}
              picked={d.customer}
              error={e.customerId}
              onValueChange={(v) => {
                setCustomerTerm(v);
                if (d.customer && v !== d.customer.email) store.update({ customer: null });
              }}
              onPick={(c) => {
                setCustomerTerm(c.email);
                store.update({ customer: c });
              }}
            />
          )}
          <div className="price-rules__row">
            <TextField label={t('adRuleFieldProductId')} value={d.productId} error={e.productId} optional onValueChange={(v) => store.update({ productId: v })} />
            <SelectField
              label={t('adRuleFieldProductType')}
              value={d.productTypeI18nId}
              error={e.productTypeI18nId}
              onValueChange={(v) => store.update({ productTypeI18nId: v })}
              options={[none, ...store.options.productTypes.map((v) => ({ value: v, label: v })), ...(d.productTypeI18nId && !store.options.productTypes.includes(d.productTypeI18nId) ? [{ value: d.productTypeI18nId, label: d.productTypeI18nId }] : [])]}
            />
            <SelectField
              label={t('adRuleFieldProductPricingGroup')}
              value={d.productPricingGroup}
              error={e.productPricingGroup}
              onValueChange={(v) => store.update({ productPricingGroup: v })}
              options={[
                none,
                ...store.options.productPricingGroups.map((v) => ({ value: v, label: v })),
                ...(d.productPricingGroup && !store.options.productPricingGroups.includes(d.productPricingGroup) ? [{ value: d.productPricingGroup, label: d.productPricingGroup }] : []),
              ]}
            />
          </div>
          <div className="price-rules__row">
            <TextField label={t('adRuleFieldQuantityFrom')} inputMode="decimal" value={d.quantityFrom} error={e.quantityFrom} optional onValueChange={(v) => store.update({ quantityFrom: v })} />
            <TextField
              label={t('adRuleFieldCartValueFrom')}
              hint={t('adRuleFieldCartValueHint')}
              inputMode="decimal"
              value={d.shoppingCartValueFrom}
              error={e.shoppingCartValueFrom}
              optional
              onValueChange={(v) => store.update({ shoppingCartValueFrom: v })}
            />
          </div>
          <div className="price-rules__row">
            <SelectField
              label={t('adRuleFieldKind')}
              value={d.kind}
              onValueChange={(v) => store.update({ kind: v as typeof d.kind })}
              options={[
                { value: 'percentage', label: t('adRuleKindPercentage') },
                { value: 'netPrice', label: t('adRuleKindNetPrice') },
              ]}
            />
            {d.kind === 'percentage' ? (
              <TextField label={t('adRuleFieldPercentage')} inputMode="decimal" value={d.percentage} error={e.percentage} required onValueChange={(v) => store.update({ percentage: v })} />
            ) : (
              <TextField label={t('adRuleFieldNetPrice')} inputMode="decimal" value={d.netPrice} error={e.netPrice} required onValueChange={(v) => store.update({ netPrice: v })} />
            )}
            <TextField label={t('adRuleFieldPriceUnit')} inputMode="numeric" value={d.priceUnit} error={e.priceUnit} optional onValueChange={(v) => store.update({ priceUnit: v })} />
          </div>
          <div className="price-rules__row">
            <TextField label={t('adRuleFieldDateFrom')} type="date" value={d.dateFrom} error={e.dateFrom} optional onValueChange={(v) => store.update({ dateFrom: v })} />
            <TextField label={t('adRuleFieldDateTo')} type="date" value={d.dateTo} error={e.dateTo} optional onValueChange={(v) => store.update({ dateTo: v })} />
            <TextField label={t('adRuleFieldPriority')} hint={t('adRuleFieldPriorityHint')} inputMode="numeric" value={d.priority} error={e.priority} onValueChange={(v) => store.update({ priority: v })} />
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => store.close()}>
              {t('adRuleCancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={store.saving}>
              {t('adRuleSave')}
            </button>
          </div>
        </form>
        <PreviewPanel store={store} />
      </div>
    </Dialog>
  );
});

const PreviewPanel = observer(function PreviewPanel({ store }: { store: PriceRulesStore }) {
  const t = useT();
  const p = store.preview;
  const e = store.previewErrors;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.runPreview();
  };
  const ruleText = (rule: NonNullable<typeof p>['appliedRule'], draft: boolean) => (rule === null ? t('adRulePreviewNoRule') : draft ? t('adRulePreviewRuleDraft') : t('adRulePreviewRuleStored', { id: rule.id }));
  return (
    <section className="price-rules__preview" aria-labelledby="price-rules-preview-title">
      <h3 id="price-rules-preview-title">{t('adRulePreview')}</h3>
      <p className="field__hint">{t('adRulePreviewIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <CustomerPicker
          store={store}
          label={t('adRulePreviewCustomer')}
          value={store.previewCustomerTerm}
          picked={store.previewCustomer}
          error={e.customerId}
          onValueChange={(v) => store.setPreview({ previewCustomerTerm: v })}
          onPick={(c) => store.setPreview({ previewCustomer: c, previewCustomerTerm: c.email })}
        />
        <div className="price-rules__row">
          <TextField label={t('adRulePreviewProduct')} value={store.previewProductId} error={e.productId} required onValueChange={(v) => store.setPreview({ previewProductId: v })} />
          <TextField label={t('adRulePreviewQuantity')} inputMode="decimal" value={store.previewQuantity} error={e.quantity} required onValueChange={(v) => store.setPreview({ previewQuantity: v })} />
        </div>
        <button type="submit" className="button button--secondary" disabled={store.previewBusy}>
          {t('adRulePreviewRun')}
        </button>
      </form>
      <div aria-live="polite" className="price-rules__result">
        {p && (
          <>
            <p className="price-rules__pays">{t('adRulePreviewPays', { customer: p.customer ? p.customer.email : t('adRulePreviewGuest'), quantity: p.quantity, product: p.productId })}</p>
            <dl className="price-rules__figures">
              <div>
                <dt>{t('adRulePreviewUnitPrice')}</dt>
                <dd data-testid="preview-price">{p.formattedPrice}</dd>
              </div>
              <div>
                <dt>{t('adRulePreviewCatalogPrice')}</dt>
                <dd>{p.formattedCatalogPrice}</dd>
              </div>
              {p.formattedListPrice && (
                <div>
                  <dt>{t('adRulePreviewListPrice')}</dt>
                  <dd>
                    <s>{p.formattedListPrice}</s>
                  </dd>
                </div>
              )}
              {p.formattedDiscount && (
                <div>
                  <dt>{t('adRulePreviewDiscount')}</dt>
                  <dd>{p.formattedDiscount}</dd>
                </div>
              )}
              <div>
                <dt>{t('adRulePreviewLineTotal')}</dt>
                <dd data-testid="preview-line-total">{p.formattedLineTotal}</dd>
              </div>
              {p.cartDiscount > 0 && (
                <div>
                  <dt>{t('adRulePreviewCartDiscount')}</dt>
                  <dd>
                    {p.formattedCartDiscount} ({ruleText(p.cartRule, p.cartRuleIsDraft)})
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('adRulePreviewCartValue')}</dt>
                <dd>{p.formattedShoppingCartValue}</dd>
              </div>
              <div>
                <dt>{t('adRulePreviewRule')}</dt>
                <dd data-testid="preview-rule">{ruleText(p.appliedRule, p.appliedRuleIsDraft)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </section>
  );
});

const CouponsTab = observer(function CouponsTab({ store, locale, onDelete }: { store: PriceRulesStore; locale: string; onDelete: (c: Coupon) => void }) {
  const t = useT();
  return (
    <section aria-label={t('adRuleTabCoupons')}>
      <div className="price-rules__toolbar">
        <button type="button" className="button button--primary price-rules__new" onClick={() => store.openCoupon(null)}>
          {t('adCouponNew')}
        </button>
      </div>
      {store.couponStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {store.couponStatus === 'loaded' && store.coupons.length === 0 && <p className="message">{t('adCouponNone')}</p>}
      {store.coupons.length > 0 && (
        <div className="table-wrap">
          <table className="data-table data-table--admin price-rules__table">
            <caption className="visually-hidden">{t('adRuleTabCoupons')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adCouponColCode')}</th>
                <th scope="col" className="num">
                  {t('adCouponColDiscount')}
                </th>
                <th scope="col">{t('adCouponColActive')}</th>
                <th scope="col">{t('adRuleColValidity')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('adRuleColActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.coupons.map((c) => (
                <tr key={c.couponCode}>
                  <th scope="row" className="mono" data-label={t('adCouponColCode')}>
                    {c.couponCode}
                  </th>
                  <td className="num" data-label={t('adCouponColDiscount')}>
                    {c.discountType === 'percentage' ? formatPct(c.percentage ?? '0', locale) : formatMoney(c.discount ?? 0, 'EUR', locale)}
                  </td>
                  <td data-label={t('adCouponColActive')}>{c.active ? t('adCouponYes') : t('adCouponNo')}</td>
                  <td data-label={t('adRuleColValidity')}>{validity(c, t, locale)}</td>
                  <td>
                    <div className="price-rules__buttons">
                      <button type="button" className="button button--secondary button--small" onClick={() => store.openCoupon(c)}>
                        {t('adRuleEditAction')}
                        <span className="visually-hidden"> {c.couponCode}</span>
                      </button>
                      <button type="button" className="button button--danger button--small" onClick={() => onDelete(c)}>
                        {t('adRuleDeleteAction')}
                        <span className="visually-hidden"> {c.couponCode}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});

const CouponEditor = observer(function CouponEditor({ store }: { store: PriceRulesStore }) {
  const t = useT();
  const d = store.couponDraft!;
  const e = store.couponErrors;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveCoupon();
  };
  return (
    <Dialog title={d.isNew ? t('adCouponNew') : t('adCouponEdit')} onClose={() => store.closeCoupon()}>
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('adCouponFieldCode')} value={d.couponCode} error={e.couponCode} required disabled={!d.isNew} onValueChange={(v) => store.updateCoupon({ couponCode: v })} />
        <SelectField
          label={t('adCouponFieldType')}
          value={d.discountType}
          error={e.discountType}
          onValueChange={(v) => store.updateCoupon({ discountType: v as typeof d.discountType })}
          options={[
            { value: 'percentage', label: t('adCouponTypePercentage') },
            { value: 'fixed', label: t('adCouponTypeFixed') },
          ]}
        />
        {d.discountType === 'percentage' ? (
          <TextField label={t('adCouponFieldPercentage')} inputMode="decimal" value={d.percentage} error={e.percentage} required onValueChange={(v) => store.updateCoupon({ percentage: v })} />
        ) : (
          <TextField label={t('adCouponFieldDiscount')} inputMode="decimal" value={d.discount} error={e.discount} required onValueChange={(v) => store.updateCoupon({ discount: v })} />
        )}
        <CheckboxField label={t('adCouponFieldActive')} checked={d.active} onCheckedChange={(v) => store.updateCoupon({ active: v })} />
        <div className="price-rules__row">
          <TextField label={t('adRuleFieldDateFrom')} type="date" value={d.dateFrom} error={e.dateFrom} optional onValueChange={(v) => store.updateCoupon({ dateFrom: v })} />
          <TextField label={t('adRuleFieldDateTo')} type="date" value={d.dateTo} error={e.dateTo} optional onValueChange={(v) => store.updateCoupon({ dateTo: v })} />
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => store.closeCoupon()}>
            {t('adRuleCancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={store.saving}>
            {t('adRuleSave')}
          </button>
        </div>
      </form>
    </Dialog>
  );
});

export default AdminPriceRules;
