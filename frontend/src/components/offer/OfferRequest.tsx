import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { OfferType } from '@shop/domain';
import { useLocale, useT } from '../../app/RouteContext';
import { useHydrated } from '../../app/hydration';
import { offerStoreOf, type OfferContent, type OfferReadiness } from '../../stores/OfferStore';
import { useStores } from '../../stores/StoreContext';
import { BuyerFields } from '../forms/BuyerFields';
import '../../styles/forms.css';
import './offer.css';

const TYPES: ReadonlyArray<{ type: OfferType; label: string }> = [
  { type: 'buy', label: 'offerTypeBuy' },
  { type: 'rentalPurchaseOffer', label: 'offerTypeRentalPurchase' },
  { type: 'leasingInquiry', label: 'offerTypeLeasing' },
];

export interface OfferRequestProps {
  /** What is asked for (read when a button is pressed). */
  content: () => OfferContent;
  readiness: OfferReadiness;
  /** Why an offer cannot be asked for yet (already translated), or null. */
  blocker: string | null;
  /** Open at first (the automation configurator's completion view); the cart shows it folded. */
  open?: boolean;
}

/**
 * The offer request (docs/rules/states-and-transitions.md#checkout-and-offer-buttons, docs/rules/validation.md#offer-buyer, docs/rules/roles.md#offers): a guest enters the buyer
 * data, then the buttons buy, rent-to-buy (6 months) and — from 30,000 € net — leasing send the request.
 * Each button is enabled when the user is known, no quantity is empty and the minimum offer value is reached;
 * the message (offerPlacedSuccess / offerPlacedFailure) is announced and disappears after 2 s.
 */
export const OfferRequest = observer(function OfferRequest({ content, readiness, blocker, open = false }: OfferRequestProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const root = useStores();
  const offer = offerStoreOf(root);
  const id = useId();
  const guestHint = !offer.isCustomer && !offer.userKnown;
  const describedBy = [blocker ? `${id}-blocker` : '', guestHint ? `${id}-guest` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <details className="offer-request" open={open || undefined}>
      <summary className="offer-request__summary">{t('offerRequestSummary')}</summary>
      <section className="offer-request__body" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="offer-request__title">
          {t('offerRequestTitle')}
        </h2>
        <p className="offer-request__intro">{t('offerRequestIntro')}</p>
        {!offer.isCustomer && (
          <fieldset className="form__fieldset offer-request__buyer">
            <legend className="form__legend">{t('buyerData')}</legend>
            <p className="field__hint" id={`${id}-guest`}>
              {t('offerRequestGuestHint')}
            </p>
            <BuyerFields buyer={offer.buyer} errors={offer.shownErrors} onChange={offer.setBuyerField} onLeave={offer.leaveBuyerField} emailHint={t('offerBuyerEmailHint')} />
          </fieldset>
        )}
        {blocker && (
          <p className="message message--warning offer-request__blocker" id={`${id}-blocker`}>
            {blocker}
          </p>
        )}
        <div className="offer-request__actions">
          {TYPES.filter(({ type }) => offer.isTypeAvailable(readiness, type)).map(({ type, label }) => (
            <button
              key={type}
              type="button"
              className={type === 'buy' ? 'button button--primary' : 'button button--secondary'}
              disabled={!hydrated || !offer.canSend(readiness, type)}
              aria-describedby={describedBy}
              onClick={() => void offer.send(type, content(), locale)}
            >
              {t(label)}
            </button>
          ))}
        </div>
        <div className="offer-request__status" role="status" aria-live="polite">
          {offer.state === 'loading' && <p className="message">{t('offerSending')}</p>}
          {offer.messageId && (
            <p className={`message ${offer.state === 'success' ? 'message--success' : 'message--error'}`}>
              {t(offer.messageId)}
              {offer.sent && <> {t('offerSentNumber', { offerNumber: offer.sent.offerNumber })}</>}
              {offer.reasonId && offer.reasonId !== 'VALIDATION_FAILED' && <> {t(offer.reasonId)}</>}
            </p>
          )}
        </div>
      </section>
    </details>
  );
});
