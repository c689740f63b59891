import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { deliveryTimeMessage, formatMoney } from '@shop/domain';
import type { TranslateFn } from '../../../app/RouteContext';
import type { HoseConfiguratorStore } from '../../../stores/HoseConfiguratorStore';
// The disabled look of add to cart and save (they stay visible, disabled, while the length is not valid).
import '../../../styles/forms.css';

interface Props {
  store: HoseConfiguratorStore;
  t: TranslateFn;
  locale: string;
  /** The configurator page's path in this locale (the share link is this path with ?hc=). */
  pagePath: string;
  cartPath: string | null;
  onSave: () => void;
}

/**
 * The completed assembly as the server prices it for this buyer: name and summary lines and the unit price
 * from the cart price call (the custom position), the assembly cost and the delivery time from the
 * configurator's evaluation; the saved code as a link to share; add to cart. Shown once every part is defined:
 * while the length is not valid the assembly is not complete, and add to cart stays there, disabled, with the
 * reason beside it.
 */
export const HoseSummary = observer(function HoseSummary({ store, t, locale, pagePath, cartPath, onSave }: Props) {
  const e = store.evaluation;
  const price = store.price;
  const saved = store.session.savedCode;
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const shareLink = saved ? `${origin}${pagePath}?hc=${encodeURIComponent(saved)}` : null;
  return (
    <section className="hose-summary" aria-labelledby="hose-summary-heading" data-testid="hose-summary">
      <h2 id="hose-summary-heading">{t('hcSummaryHeading')}</h2>
      {store.evaluationStatus === 'loading' && <p role="status">{t('hcPriceLoading')}</p>}
      {store.evaluationStatus === 'error' && (
        <p className="message message--error" role="alert">
          {t('hcPriceError')}
        </p>
      )}
      {store.refusal.length > 0 && (
        <p className="message message--error" role="alert" data-testid="hose-refusal">
          {store.refusal.map((id) => t(id)).join(' ')}
        </p>
      )}
      {price && store.completed && (
        <>
          <p className="hose-summary__name">{price.name}</p>
          <ul className="hose-summary__lines">
            {(price.summary ?? []).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <dl className="hose-summary__figures">
            <dt>{t('hcUnitPrice')}</dt>
            <dd data-testid="hose-price">{price.formattedPrice}</dd>
            {e?.accepted && (
              <>
                <dt>{t('hcAssemblyCost')}</dt>
                <dd>{formatMoney(e.assemblyCostCents ?? 0, 'EUR', locale)}</dd>
              </>
            )}
          </dl>
          {e?.accepted && (
            <p className="hose-summary__delivery" data-testid="hose-delivery">
              {(() => {
                const d = deliveryTimeMessage(e.procurementDays ?? 0);
                return t(d.messageId, { days: d.days });
              })()}
            </p>
          )}
        </>
      )}
      {!store.completed && (
        // Every part is there but the assembly is not complete (the length is not valid): the buyer is told
        // why add to cart is disabled.
        <p id="hose-summary-incomplete" className="message message--error" data-testid="hose-summary-incomplete">
          {t(store.pending.some((s) => s.step === 'length') ? 'hcInstructionInvalidHoseLength' : 'hcConfigurationIncomplete')}
        </p>
      )}
      <div className="hose-quantity">
        <label htmlFor="hose-quantity">{t('hcQuantityLabel')}</label>
        <input
          id="hose-quantity"
          className="input hose-quantity__input"
          inputMode="numeric"
          autoComplete="off"
          value={store.quantityText}
          onChange={(event) => store.setQuantity(event.target.value)}
          aria-invalid={store.quantityError !== null}
          aria-describedby="hose-quantity-msg"
        />
        <p id="hose-quantity-msg" className="message message--error" role="alert" hidden={store.quantityError === null}>
          {store.quantityError ? t(store.quantityError) : ''}
        </p>
      </div>
      <div className="hose-step__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => store.addToCart()}
          disabled={!store.canAddToCart}
          aria-describedby={store.completed ? undefined : 'hose-summary-incomplete'}
          data-testid="hose-add-to-cart"
        >
          {t('addToCart')}
        </button>
        <button type="button" className="button button--secondary" onClick={onSave} disabled={!store.completed || store.productId === null}>
          {t('hcSave')}
        </button>
      </div>
      {store.addedToCart && (
        <p className="message message--success" role="status" data-testid="hose-added">
          {t('hcAddedToCart')} {cartPath && <Link to={cartPath}>{t('toCart')}</Link>}
        </p>
      )}
      {saved && shareLink && store.completed && (
        <p className="hose-summary__code" data-testid="hose-code">
          {t('hcCodeLabel')}: <strong className="sku">{saved}</strong>
          <br />
          {t('hcShareLink')}: <a href={shareLink}>{shareLink}</a>
        </p>
      )}
    </section>
  );
});
