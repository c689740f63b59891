import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { countryName, deliveryTimeTexts as deliveryTimeTextsOf, formatCalendarDate, formatMoney, parseIsoDate } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { PageProps } from '../../app/components';
import { useLocale, useT } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import { ApprovalNotice } from '../../components/cart/ApprovalNotice';
import { CartView } from '../../components/cart/CartView';
import { Spinner } from '../../components/Spinner';
import { AddressFields } from '../../components/forms/AddressFields';
import { BuyerFields } from '../../components/forms/BuyerFields';
import { CheckboxField, FieldError, TextAreaField, TextField } from '../../components/forms/Field';
import { focusFirstInvalid, SubmitButton } from '../../components/forms/FormFlow';
import { checkoutStoreOf, CHECKOUT_STEPS, type AddressRole, type CheckoutStep, type PlacedOrder, type ShippingOption } from '../../stores/CheckoutStore';
import { cartPriceOf } from '../../stores/CartPriceStore';
import { useStores } from '../../stores/StoreContext';
import { AddressBlock } from '../account/AccountParts';
import '../../styles/forms.css';
import '../../styles/account.css';
import './checkout.css';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** Errors of one part of the request ('shippingAddress.zip' → { zip }). */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  return out;
}

function calendarDate(iso: string, locale: Locale): string {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date, locale) : iso;
}

/**
 * Checkout (docs/rules/screens-and-routes.md#checkout-steps: delivery, payment, order). The stored cart lives in the browser: the server
 * renders the heading and the loading state. Step 1 the addresses (and a guest's buyer data), step 2 the
 * shipping and payment methods offered for the destination, step 3 the review with the cart, the server's
 * totals, desired delivery date, order reference, comment, terms and privacy consent and "order now"; then the
 * confirmation. Every entry lives in CheckoutStore.
 */
const Checkout = observer(function Checkout({ page, locale }: PageProps) {
  const t = useT();
  const root = useStores();
  const { cart, content } = root;
  const checkout = checkoutStoreOf(root);
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef<CheckoutStep | 'placed' | null>(null);

  useEffect(() => checkout.activate(), [checkout]);
  const current = checkout.placed ? 'placed' : checkout.step;
  // A new step (or the confirmation) takes the focus to its heading; not on the first render.
  useEffect(() => {
    if (lastStep.current !== null && lastStep.current !== current) {
      headingRef.current?.focus();
      window.scrollTo({ top: 0 });
    }
    lastStep.current = current;
  }, [current]);

  let body: ReactNode;
  // (A logged-in customer's cart is loaded once it is synchronised with the account's: CartStore.loaded.)
  const loading = !checkout.placed && (!hydrated || !cart.loaded);
  if (checkout.placed) body = <Confirmation headingRef={headingRef} />;
  else if (loading) body = <Spinner logo={false} label={t('checkoutLoading')} />;
  else if (cart.positionCount === 0) {
    const cartPath = content.pathFor('cart', locale);
    body = (
      <div className="checkout__empty">
        <p className="message">{t('cartEmpty')}</p>
        {cartPath && <Link to={cartPath}>{t('backToCart')}</Link>}
      </div>
    );
  } else {
    body = (
      <>
        <StepIndicator step={checkout.step} />
        {checkout.step === 'delivery' && <DeliveryStep headingRef={headingRef} locale={locale} />}
        {checkout.step === 'payment' && <PaymentStep headingRef={headingRef} locale={locale} />}
        {checkout.step === 'order' && <OrderStep headingRef={headingRef} locale={locale} />}
      </>
    );
  }
  return (
    // While the cart loads the page keeps a screen's height: the footer stays below the fold instead of being pushed
    // down when the steps appear (a layout shift of 0.47–0.49 on a phone, Lighthouse 2026-11-28).
    <div className={`container page checkout${loading ? ' checkout--loading' : ''}`}>
      <h1>{page.label}</h1>
      {body}
    </div>
  );
});

/** The steps as an ordered list; the current one marked aria-current="step", earlier ones go back. */
const StepIndicator = observer(function StepIndicator({ step }: { step: CheckoutStep }) {
  const t = useT();
  const root = useStores();
  const checkout = checkoutStoreOf(root);
  const index = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav className="checkout-steps" aria-label={t('checkoutSteps')}>
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map((s, i) => {
          const label = t(`checkoutStep_${s}`);
          const state = i < index ? 'done' : i === index ? 'current' : 'next';
          return (
            <li key={s} className={`checkout-steps__item checkout-steps__item--${state}`} aria-current={i === index ? 'step' : undefined}>
              <span className="checkout-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              {state === 'done' ? (
                <button type="button" className="link-button checkout-steps__label" onClick={() => checkout.goTo(s)}>
                  {label}
                </button>
              ) : (
                <span className="checkout-steps__label">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

/** A step's heading (focused when the step is shown); screen readers hear "Step n of 3" first. */
function StepHeading({ id, headingRef, step, children }: { id: string; headingRef: HeadingRef; step: CheckoutStep; children: ReactNode }) {
  const t = useT();
  const n = CHECKOUT_STEPS.indexOf(step) + 1;
  return (
    <h2 id={id} className="checkout__title" tabIndex={-1} ref={headingRef}>
      <span className="visually-hidden">{t('checkoutStepOf', { n, total: CHECKOUT_STEPS.length })}: </span>
      {children}
    </h2>
  );
}

/** The message of a failed submit (role=alert). */
const SubmitError = observer(function SubmitError() {
  const t = useT();
  const root = useStores();
  const cartPrice = cartPriceOf(root);
  const checkout = checkoutStoreOf(root);
  const message = checkout.submitError;
  return (
    <div className="form-message" role="alert">
      {message && (
        <div className="message message--error">
          <p>{message === 'minOrderValueNotReachedMsg' ? t(message, { minOrderValue: cartPrice.info?.formattedMinOrderValue ?? '' }) : t(message)}</p>
        </div>
      )}
    </div>
  );
});

// ---- Step 1: delivery -----------------------------------------------------------------------------------

const DeliveryStep = observer(function DeliveryStep({ headingRef, locale }: { headingRef: HeadingRef; locale: Locale }) {
  const t = useT();
  const root = useStores();
  const { content } = root;
  const checkout = checkoutStoreOf(root);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const loginPath = content.pathFor('login', locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkout.continueToPayment()) focusFirstInvalid(formRef.current);
  };
  return (
    <section className="checkout__step" aria-labelledby={`${id}-title`}>
      <StepHeading id={`${id}-title`} headingRef={headingRef} step="delivery">
        {t('checkoutStep_delivery')}
      </StepHeading>
      <SubmitError />
      <form className="form checkout__form" onSubmit={onSubmit} noValidate ref={formRef}>
        <p className="form__note">{t('requiredFieldsNote')}</p>
        {!checkout.isCustomer && (
          <fieldset className="form__section checkout__section">
            <legend className="form__legend">{t('buyerData')}</legend>
            {loginPath && (
              <p className="checkout__hint">
                <Link to={loginPath}>{t('checkoutLoginHint')}</Link>
              </p>
            )}
            <CheckoutBuyerFields />
          </fieldset>
        )}
        <AddressSection role="shippingAddress" locale={locale} />
        <CheckboxField id={`${id}-same`} label={t('billingSameAsShipping')} checked={checkout.billingSameAsShipping} onCheckedChange={checkout.setBillingSameAsShipping} name="billingSameAsShipping" />
        {!checkout.billingSameAsShipping && <AddressSection role="billingAddress" locale={locale} />}
        <div className="form__actions checkout__actions">
          <SubmitButton loading={false}>{t('continueToPayment')}</SubmitButton>
        </div>
      </form>
    </section>
  );
});

/** A guest's buyer data (the offer buyer form's rules, docs/rules/validation.md#offer-buyer). */
const CheckoutBuyerFields = observer(function CheckoutBuyerFields() {
  const t = useT();
  const root = useStores();
  const checkout = checkoutStoreOf(root);
  return <BuyerFields buyer={checkout.buyer} errors={errorsUnder(checkout.errors, 'buyer')} onChange={(field, value) => checkout.setBuyerField(field, value)} emailHint={t('buyerEmailHint')} />;
});

/**
 * The shipping or billing address: a customer's saved addresses as radios plus "enter another address"
 * (kept for this checkout only); without saved addresses the form shows at once (docs/rules/screens-and-routes.md#checkout-steps).
 */
const AddressSection = observer(function AddressSection({ role, locale }: { role: AddressRole; locale: Locale }) {
  const t = useT();
  const root = useStores();
  const checkout = checkoutStoreOf(root);
  const id = useId();
  const saved = checkout.savedAddresses;
  const choice = role === 'shippingAddress' ? checkout.shippingChoice : checkout.billingChoice;
  const draft = role === 'shippingAddress' ? checkout.shippingDraft : checkout.billingDraft;
  const errors = errorsUnder(checkout.errors, role);
  const hydrated = useHydrated();
  const showForm = saved.length === 0 || choice === 'new';
  const section = role === 'shippingAddress' ? 'shipping' : 'billing';
  const fields = (
    <AddressFields idPrefix={`${id}-${section}`} values={draft} errors={errors} locale={locale} onChange={(field, value) => checkout.setAddressField(role, field, value)} autoCompleteSection={section} />
  );
  return (
    <fieldset className="form__section checkout__section">
      <legend className="form__legend">{t(role)}</legend>
      {saved.length === 0 ? (
        fields
      ) : (
        <div className="checkout-choices">
          {saved.map((address) => (
            <label key={String(address.id)} className={`checkout-choice${choice === address.id ? ' checkout-choice--selected' : ''}`}>
              <input type="radio" name={`${id}-${role}`} value={String(address.id)} checked={choice === address.id} onChange={() => checkout.chooseAddress(role, address.id)} disabled={!hydrated} />
              <span className="checkout-choice__body">
                <AddressBlock address={address} />
                {((role === 'shippingAddress' && address.isStandardShippingAddress) || (role === 'billingAddress' && address.isStandardBillingAddress)) && (
                  <span className="flag">{t(role === 'shippingAddress' ? 'standardShippingAddress' : 'standardBillingAddress')}</span>
                )}
              </span>
            </label>
          ))}
          <label className={`checkout-choice${choice === 'new' ? ' checkout-choice--selected' : ''}`}>
            <input type="radio" name={`${id}-${role}`} value="new" checked={choice === 'new'} onChange={() => checkout.chooseAddress(role, 'new')} disabled={!hydrated} aria-describedby={`${id}-only`} />
            <span className="checkout-choice__body">
              <span className="checkout-choice__title">{t('useNewAddress')}</span>
              <span className="checkout-choice__note" id={`${id}-only`}>
                {t('newAddressCheckoutOnly')}
              </span>
            </span>
          </label>
        </div>
      )}
      {saved.length > 0 && showForm && <div className="checkout__new-address">{fields}</div>}
      {saved.length > 0 && !showForm && errors.country && <FieldError id={`${id}-country-error`} message={errors.country} />}
      {saved.length > 0 && !showForm && errors.taxNo && <FieldError id={`${id}-taxNo-error`} message={errors.taxNo} />}
    </fieldset>
  );
});

// ---- Step 2: shipping and payment -------------------------------------------------------------------------

/** The method's delivery time as the buyer reads it (the same text the confirmation, the account and the admin show). */
export function deliveryTimeTexts(method: ShippingOption, t: (id: string, params?: Record<string, string | number>) => string): string[] {
  return deliveryTimeTextsOf(method.deliveryTimeInfo, t);
}

const PaymentStep = observer(function PaymentStep({ headingRef, locale }: { headingRef: HeadingRef; locale: Locale }) {
  const t = useT();
  const root = useStores();
  const checkout = checkoutStoreOf(root);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkout.continueToOrder()) focusFirstInvalid(formRef.current);
  };
  const loading = checkout.optionsLoading && checkout.shippingMethods.length === 0;
  const shippingError = checkout.errors.shippingMethodId;
  const paymentError = checkout.errors.paymentMethodId;
  return (
    <section className="checkout__step" aria-labelledby={`${id}-title`}>
      <StepHeading id={`${id}-title`} headingRef={headingRef} step="payment">
        {t('checkoutStep_payment')}
      </StepHeading>
      <p className="checkout__hint">{t('shippingToCountry', { country: countryName(checkout.country, locale) ?? checkout.country })}</p>
      <SubmitError />
      {checkout.optionsError && (
        <div className="message message--error" role="alert">
          <p>{t(checkout.optionsError)}</p>
          <button type="button" className="button button--secondary button--small" onClick={checkout.retryOptions}>
            {t('retry')}
          </button>
        </div>
      )}
      {loading ? (
        <Spinner logo={false} label={t('checkoutOptionsLoading')} />
      ) : (
        <form className="form checkout__form" onSubmit={onSubmit} noValidate ref={formRef} aria-busy={checkout.optionsLoading}>
          <fieldset className={`form__section checkout__section${shippingError ? ' field--invalid' : ''}`}>
            <legend className="form__legend">{t('shippingMethod')}</legend>
            {checkout.shippingMethods.length === 0 && <p className="message message--warning">{t(checkout.countryNotDeliverable ? 'countryNotDeliverable' : 'noShippingMethods')}</p>}
            <div className="checkout-choices">
              {checkout.shippingMethods.map((method) => (
                <label key={method.id} className={`checkout-choice${checkout.shippingMethodId === method.id ? ' checkout-choice--selected' : ''}`}>
                  <input
                    type="radio"
                    name={`${id}-shipping`}
                    value={method.id}
                    checked={checkout.shippingMethodId === method.id}
                    onChange={() => checkout.chooseShippingMethod(method.id)}
                    disabled={!hydrated}
                    aria-invalid={shippingError ? true : undefined}
                    aria-describedby={`${id}-shipping-error`}
                  />
                  <span className="checkout-choice__body">
                    <span className="checkout-choice__head">
                      <span className="checkout-choice__title">{method.name}</span>
                      <span className="checkout-choice__price">{method.formattedPrice}</span>
                    </span>
                    {deliveryTimeTexts(method, t).map((text) => (
                      <span key={text} className="checkout-choice__note">
                        {text}
                      </span>
                    ))}
                    {method.msg && <span className="checkout-choice__note">{method.msg}</span>}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-shipping-error`} message={shippingError} />
          </fieldset>
          <fieldset className={`form__section checkout__section${paymentError ? ' field--invalid' : ''}`}>
            <legend className="form__legend">{t('paymentMethod')}</legend>
            {checkout.paymentMethods.length === 0 && <p className="message message--warning">{t('noPaymentMethods')}</p>}
            <div className="checkout-choices">
              {checkout.paymentMethods.map((method) => (
                <label key={method.id} className={`checkout-choice${checkout.paymentMethodId === method.id ? ' checkout-choice--selected' : ''}`}>
                  <input
                    type="radio"
                    name={`${id}-payment`}
                    value={method.id}
                    checked={checkout.paymentMethodId === method.id}
                    onChange={() => checkout.choosePaymentMethod(method.id)}
                    disabled={!hydrated}
                    aria-invalid={paymentError ? true : undefined}
                    aria-describedby={`${id}-payment-error`}
                  />
                  <span className="checkout-choice__body">
                    <span className="checkout-choice__head">
                      <span className="checkout-choice__title">{method.name}</span>
                      <span className="checkout-choice__price">{method.fee > 0 ? t('paymentFee', { fee: method.formattedFee }) : t('paymentFeeNone')}</span>
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-payment-error`} message={paymentError} />
          </fieldset>
          <div className="form__actions checkout__actions">
            <SubmitButton loading={false}>{t('continueToOrder')}</SubmitButton>
            <button type="button" className="button button--secondary" onClick={() => checkout.goTo('delivery')}>
              {t('backToDelivery')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});

// ---- Step 3: review and order -----------------------------------------------------------------------------

const OrderStep = observer(function OrderStep({ headingRef, locale }: { headingRef: HeadingRef; locale: Locale }) {
  const t = useT();
  const root = useStores();
  const { content } = root;
  const cartPrice = cartPriceOf(root);
  const checkout = checkoutStoreOf(root);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const privacyPath = content.pathFor('privacy', locale);
  const termsPath = content.pathFor('terms', locale);
  const earliest = checkout.earliestDeliveryDate;
  const shipping = checkout.shippingMethod;
  const payment = checkout.paymentMethod;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const placed = await checkout.placeOrder();
    if (!placed && checkout.step === 'order') focusFirstInvalid(formRef.current);
  };
  return (
    <section className="checkout__step" aria-labelledby={`${id}-title`}>
      <StepHeading id={`${id}-title`} headingRef={headingRef} step="order">
        {t('reviewOrder')}
      </StepHeading>
      <div className="checkout-review">
        <div className="checkout-review__card">
          <div className="checkout-review__head">
            <h3>{t('shippingAddress')}</h3>
            <button type="button" className="link-button" onClick={() => checkout.goTo('delivery')} aria-label={t('changeAddresses')}>
              {t('changeAction')}
            </button>
          </div>
          <AddressBlock address={checkout.addressOf('shippingAddress')} />
        </div>
        <div className="checkout-review__card">
          <h3>{t('billingAddress')}</h3>
          {checkout.billingSameAsShipping ? <p>{t('billingSameAsShipping')}</p> : <AddressBlock address={checkout.addressOf('billingAddress')} />}
          {!checkout.isCustomer && (
            <p className="checkout-review__buyer">
              {checkout.buyer.firstname} {checkout.buyer.lastname}
              <br />
              {checkout.buyer.email}
            </p>
          )}
        </div>
        <div className="checkout-review__card">
          <div className="checkout-review__head">
            <h3>{t('shippingMethod')}</h3>
            <button type="button" className="link-button" onClick={() => checkout.goTo('payment')} aria-label={t('changeMethods')}>
              {t('changeAction')}
            </button>
          </div>
          {shipping && (
            <p>
              {shipping.name} · {shipping.formattedPrice}
              {deliveryTimeTexts(shipping, t).map((text) => (
                <span key={text} className="checkout-choice__note">
                  {text}
                </span>
              ))}
            </p>
          )}
          <h3>{t('paymentMethod')}</h3>
          {payment && (
            <p>
              {payment.name} · {payment.fee > 0 ? t('paymentFee', { fee: payment.formattedFee }) : t('paymentFeeNone')}
            </p>
          )}
        </div>
      </div>
      <h3 className="checkout__subtitle">{t('orderPositions')}</h3>
      <CartView useCase="checkout" />
      <form className="form checkout__form checkout__order" onSubmit={(e) => void onSubmit(e)} noValidate ref={formRef} aria-busy={checkout.submitting}>
        <div className="form__row form__row--2">
          <TextField
            id={`${id}-date`}
            label={t('desiredDeliveryDate')}
            name="desiredDeliveryDate"
            type="date"
            min={earliest ?? undefined}
            value={checkout.desiredDeliveryDate}
            onValueChange={checkout.setDesiredDeliveryDate}
            error={checkout.errors.desiredDeliveryDate}
            hint={earliest ? t('desiredDeliveryDateHint', { date: calendarDate(earliest, locale) }) : t('desiredDeliveryDateHintNone')}
            optional
          />
          <TextField
            id={`${id}-customerOrderId`}
            label={t('customerOrderId')}
            name="customerOrderId"
            autoComplete="off"
            maxLength={50}
            value={checkout.customerOrderId}
            onValueChange={checkout.setCustomerOrderId}
            error={checkout.errors['additionalInformation.customerOrderId']}
            optional
          />
          <TextField
            id={`${id}-costCentre`}
            label={t('checkoutCostCentre')}
            name="costCentre"
            autoComplete="off"
            maxLength={35}
            value={checkout.costCentre}
            onValueChange={checkout.setCostCentre}
            error={checkout.errors['additionalInformation.costCentre']}
            optional
          />
        </div>
        <TextAreaField
          id={`${id}-comment`}
          label={t('orderComment')}
          name="comment"
          maxLength={1000}
          rows={3}
          value={checkout.comment}
          onValueChange={checkout.setComment}
          error={checkout.errors['additionalInformation.comment']}
        />
        <CheckboxField
          id={`${id}-terms`}
          label={
            termsPath ? (
              <>
                {t('acceptTermsBefore')}
                <Link to={termsPath} target="_blank" rel="noopener">
                  {t('termsAndConditions')}
                </Link>
                {t('acceptTermsAfter')}
              </>
            ) : (
              t('acceptTerms')
            )
          }
          checked={checkout.termsAccepted} onCheckedChange={checkout.setTermsAccepted} error={checkout.errors.termsAccepted} name="termsAccepted" required />
        <CheckboxField
          id={`${id}-privacy`}
          label={
            <>
              {t('privacyPolicyConsentBefore')}
              {privacyPath ? (
                <Link to={privacyPath} target="_blank" rel="noopener">
                  {t('privacyPolicy')}
                </Link>
              ) : (
                t('privacyPolicy')
              )}
              {t('privacyPolicyConsentAfter')}
            </>
          }
          checked={checkout.privacyPolicyAccepted}
          onCheckedChange={checkout.setPrivacyPolicyAccepted}
          error={checkout.errors.privacyPolicyAccepted}
          name="privacyPolicyAccepted"
          required
        />
        <SubmitError />
        <div className="checkout__submit">
          {cartPrice.info?.approvalNeeded && <ApprovalNotice reason={cartPrice.info.approvalNeeded} />}
          {cartPrice.info && (
            <p className="checkout__total">
              <span>{t('orderTotalGrossLabel')}</span> <strong>{cartPrice.info.formattedTotal}</strong>
            </p>
          )}
          <div className="form__actions checkout__actions">
            <SubmitButton loading={checkout.submitting} className="button--large" disabled={cartPrice.loading && !checkout.submitting}>
              {t('orderNow')}
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={() => checkout.goTo('payment')} disabled={checkout.submitting}>
              {t('backToPayment')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
});

// ---- Confirmation -----------------------------------------------------------------------------------------

const Confirmation = observer(function Confirmation({ headingRef }: { headingRef: HeadingRef }) {
  const t = useT();
  const locale = useLocale();
  const root = useStores();
  const { config, content } = root;
  const checkout = checkoutStoreOf(root);
  const placed = checkout.placed;
  if (!placed) return null;
  const orderPath = placed.customer ? content.pathFor('accountOrder', locale) : null;
  const home = config.homepagePath(locale) ?? config.homepagePath(config.defaultLocale) ?? '/';
  return (
    <section className="checkout-done" role="status">
      <h2 className="checkout__title" tabIndex={-1} ref={headingRef}>
        {t('orderPlacedTitle')}
      </h2>
      <p className="checkout-done__number">{t('orderPlacedNumber', { number: placed.orderNumber })}</p>
      <p>{t('orderPlacedTotal', { total: placed.formattedTotal })}</p>
      {placed.approval ? (
        // Waits for the company's approval: no confirmation mail yet, no payment note (ADR 0051).
        <p className="message">{t('orderAwaitsApproval', { orderNumber: placed.orderNumber })}</p>
      ) : (
        <>
          <PaymentNote payment={placed.payment} />
          {placed.email && <p>{t('orderConfirmationSent', { email: placed.email })}</p>}
        </>
      )}
      <p className="checkout-done__links">
        {orderPath && (
          <Link className="button button--primary" to={`${orderPath}?oid=${encodeURIComponent(String(placed.orderId))}`}>
            {t('toAccountOrder')}
          </Link>
        )}
        <Link className={orderPath ? 'button button--secondary' : 'button button--primary'} to={home}>
          {t('backToHome')}
        </Link>
      </p>
    </section>
  );
});

/** How to pay, as the payment method's provider says (the confirmation mail repeats it). */
function PaymentNote({ payment }: { payment: PlacedOrder['payment'] }) {
  const t = useT();
  const locale = useLocale();
  if (!payment) return null;
  if (payment.kind === 'invoice') return <p>{t('paymentNoteInvoice', { dueDays: payment.dueDays ?? 30 })}</p>;
  if (payment.kind === 'onDelivery') return <p>{t('paymentNoteOnDelivery')}</p>;
  if (payment.kind === 'redirect' && payment.url) {
    return (
      <p>
        <a className="button button--primary" href={payment.url}>
          {t('paymentContinue')}
        </a>
      </p>
    );
  }
  if (payment.kind === 'bankTransfer' && payment.account) {
    return (
      <div className="checkout-done__payment">
        <p>{t('paymentNoteBankTransfer', { amount: formatMoney(payment.amount ?? 0, payment.currency ?? 'EUR', locale) })}</p>
        <dl className="checkout-done__account">
          <dt>{t('bankAccountHolder')}</dt>
          <dd>{payment.account.holder}</dd>
          <dt>IBAN</dt>
          <dd>{payment.account.iban}</dd>
          <dt>BIC</dt>
          <dd>
            {payment.account.bic} ({payment.account.bank})
          </dd>
          <dt>{t('paymentReference')}</dt>
          <dd>{payment.reference}</dd>
        </dl>
      </div>
    );
  }
  return null;
}

export default Checkout;

