import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { AUTOMATION_STEPS } from '@shop/domain';
import { useLocale, useT } from '../../../app/RouteContext';
import { useHydrated } from '../../../app/hydration';
import { AUTOMATION_CODE_PARAM, type AutomationConfiguratorStore } from '../../../stores/AutomationConfiguratorStore';
import { useStores } from '../../../stores/StoreContext';
import { offerStoreOf } from '../../../stores/OfferStore';
import { OfferRequest } from '../../offer/OfferRequest';
import { Spinner } from '../../Spinner';
import { mainStepTitleId, PositionsTable, StepMessages, useMoney } from './AutomationSteps';
import { FencePlanSvg } from './FencePlanSvg';

/**
 * The completion view (docs/rules/screens-and-routes.md#configurator-pages): the cell's articles by main step with the server's quote, the price the
 * cart charges for one cell, delivery time and service days, the rent-to-buy figures the server priced for
 * this buyer (the cart price's offerTerms, which an offer of the cell stores and mails), the shareable code, buy
 * now (into the cart, success shown 2 s) and the offer buttons buy, rent-to-buy and — from 30,000 € net —
 * leasing. A buyer who is neither logged in nor has entered buyer data is asked to (acPleaseLogin).
 */
export const CompletionView = observer(function CompletionView({ store, pagePath }: { store: AutomationConfiguratorStore; pagePath: string }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const hydrated = useHydrated();
  const root = useStores();
  const { content } = root;
  const offer = offerStoreOf(root);
  const answer = store.quote?.answer ?? null;
  if (answer === null || answer.status === 'loading') return <Spinner logo={false} label={t('acQuoteLoading')} />;
  if (answer.status === 'error') return <StepMessages ids={answer.messageIds} />;
  const quote = answer.data;
  const groups = AUTOMATION_STEPS.map((main) => ({ title: t(mainStepTitleId(main.id)), positions: quote.positions.filter((p) => p.mainStep === main.id) })).filter((g) => g.positions.length > 0);
  const price = store.cartPrice;
  const priced = price?.status === 'ready' ? price.data : null;
  const terms = priced?.offerTerms ?? null;
  const delivery = store.deliveryTime;
  const deliveryText = delivery ? t(delivery.messageId, { days: delivery.days }) : '';
  const serviceText = quote.serviceDays !== null ? t('acServiceDaysSummary', { days: quote.serviceDays }) : '';
  const cartPath = content.pathFor('cart', locale);
  const loginPath = content.pathFor('login', locale);
  const shareLink = store.code ? `${pagePath}?${AUTOMATION_CODE_PARAM}=${store.code}` : null;
  return (
    <div className="ac-completion">
      <p className="ac-completion__intro">{t('acCompletedIntro')}</p>
      <div className="ac-completion__grid">
        <div className="ac-completion__parts">
          <PositionsTable caption={`${t('acPositionsCaption')}: ${quote.name}`} positions={quote.positions} groups={groups} totalLabel={t('acNetPrice')} total={money(quote.netCents)} />
          {quote.fencePlan && <FencePlanSvg plan={quote.fencePlan} hatchWidth={quote.fencePlan.hatch} />}
        </div>
        <aside className="ac-summary" aria-labelledby="ac-summary-title">
          <h3 id="ac-summary-title" className="ac-summary__title">
            {quote.name}
          </h3>
          <dl className="deflist ac-summary__facts">
            <dt>{t('acNetPrice')}</dt>
            <dd className="ac-summary__price" data-testid="ac-cart-price">
              {price?.status === 'ready' ? price.data.line.formattedPrice : price?.status === 'error' ? '—' : <Spinner logo={false} label={t('acQuoteLoading')} />}
            </dd>
            {quote.trainingCents > 0 && (
              <>
                <dt>{t('acTrainingIncluded')}</dt>
                <dd>{money(quote.trainingCents)}</dd>
              </>
            )}
            {deliveryText && (
              <>
                <dt>{t('acDeliveryTime')}</dt>
                <dd>{deliveryText}</dd>
              </>
            )}
            {serviceText && (
              <>
                <dt>{t('acStepServices')}</dt>
                <dd>{serviceText}</dd>
              </>
            )}
          </dl>
          <p className="field__hint">{t('acCartPriceNote')}</p>
          {price?.status === 'error' && <StepMessages ids={price.messageIds} />}
          {quote.serviceInstruction && <p className="message message--warning">{t(quote.serviceInstruction)}</p>}
          <div className="ac-summary__actions">
            <button type="button" className="button button--primary" disabled={!hydrated || !store.canBuy || store.buyNowState === 'success'} onClick={() => store.buyNow()}>
              {t('acBuyNow')}
            </button>
            <div role="status" aria-live="polite" className="ac-summary__status">
              {store.buyNowState === 'success' && (
                <p className="message message--success">
                  {t('acBuyNowSuccess')} {cartPath && <Link to={cartPath}>{t('acToCart')}</Link>}
                </p>
              )}
            </div>
          </div>
          {terms && (
            <>
              {/* The server's figures (cart price offerTerms): the same an offer of this cell stores and mails. */}
              {terms.value !== priced?.line.lineTotal && <p className="field__hint">{t('acOfferValueNote', { value: terms.formattedValue })}</p>}
              <p className="ac-summary__rent" data-testid="ac-rent-to-buy">
                {t('acRentToBuyInfo', { months: terms.months, rate: terms.formattedMonthlyRate, finalPrice: terms.formattedFinalPrice })}
              </p>
              {!terms.leasingAvailable && <p className="field__hint">{t('acLeasingInfo')}</p>}
            </>
          )}
          {store.code && shareLink && (
            <div className="ac-share">
              <p>
                {t('acSavedCode')}: <strong className="sku">{store.code}</strong>
              </p>
              <p>
                <a href={shareLink}>{t('acShareLink')}</a>
              </p>
              <p className="field__hint">{t('acShareHint')}</p>
            </div>
          )}
        </aside>
      </div>
      {offer.isOffered('automation') && (
        <OfferRequest
          open
          readiness={store.offerReadiness}
          content={() => store.offerContent([deliveryText, serviceText].filter(Boolean).join('; '))}
          blocker={offer.userKnown ? null : t('acPleaseLogin')}
        />
      )}
      {offer.isOffered('automation') && !offer.isCustomer && loginPath && (
        <p className="ac-login-hint">
          <Link to={loginPath}>{t('toLogin')}</Link>
        </p>
      )}
    </div>
  );
});
