import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { PriceInfo, QuantityTier } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { formatDecimal, unitLabel } from './catalogue-format';

/**
 * Price info of the buyer: the formatted net price (per price unit when it is not 1), the list price struck
 * through and the discount. The catalogue answers carry the price every buyer shares; the price this buyer
 * pays (group and customer prices, tiers) comes from the PriceStore and is shown once it is there — until
 * then a placeholder of the same size, never another buyer's price. `compact` for table cells; `tiers` on
 * the product view ("from 10 pieces: …"). An article sold on request only has no price (the catalogue
 * answers null and the server never tells it): nothing is shown, the on-request note says why.
 */
export const PriceBox = observer(function PriceBox({
  productId,
  price: cataloguePrice,
  unit,
  compact = false,
  tiers: showTiers = false,
}: {
  productId: string;
  price: PriceInfo | null;
  unit: string;
  compact?: boolean;
  tiers?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { prices } = useStores();
  const buyer = prices.of(productId, locale);
  const generation = prices.generation;
  const onRequest = cataloguePrice === null;
  useEffect(() => {
    if (!onRequest) void prices.request([productId], locale);
  }, [prices, productId, locale, generation, onRequest]);

  if (onRequest) return null;
  const price = buyer?.priceInfo ?? (prices.isUnavailable(productId, locale) ? cataloguePrice : null);
  if (price === null) {
    return (
      <div className={compact ? 'price price--compact price--loading' : 'price price--loading'} aria-busy="true">
        <span className="price__value">
          <span className="visually-hidden">{t('priceLoading')}</span>
          <span className="price__skeleton" aria-hidden="true" />
        </span>
      </div>
    );
  }
  return (
    <PriceFigures price={price} unit={unit} compact={compact}>
      {showTiers && buyer && buyer.tiers.length > 0 && <PriceTiers tiers={buyer.tiers} unit={unit} />}
    </PriceFigures>
  );
});

/** What a price display shows: the catalogue's or the buyer's price info, or a cart price line. */
export type ShownPrice = Pick<PriceInfo, 'priceUnit' | 'formattedPrice' | 'formattedListPrice' | 'discount' | 'formattedDiscount'>;

/**
 * A price as given: the formatted net price (per price unit when it is not 1), the list price struck through
 * and the discount. `compact` for table cells (right-aligned by the table).
 */
export const PriceFigures = observer(function PriceFigures({ price, unit, compact = false, children }: { price: ShownPrice; unit: string; compact?: boolean; children?: ReactNode }) {
  const t = useT();
  const perUnit = price.priceUnit > 1 ? t('pricePerUnit', { count: price.priceUnit, unit: unitLabel(t, unit) }) : null;
  const hasDiscount = Boolean(price.formattedListPrice && price.discount);
  return (
    <div className={compact ? 'price price--compact' : 'price'}>
      <span className="price__value">
        <span className="visually-hidden">{t('priceLabel')}: </span>
        {price.formattedPrice}
      </span>
      {perUnit && <span className="price__unit">{perUnit}</span>}
      {hasDiscount && (
        <span className="price__list">
          <span className="visually-hidden">{t('listPriceLabel')}: </span>
          <s>{price.formattedListPrice}</s>
          {price.formattedDiscount && (
            <span className="price__discount">
              <span className="visually-hidden">{t('discountLabel')}: </span>−{price.formattedDiscount.replace(/^[-−]/, '')}
            </span>
          )}
        </span>
      )}
      {!compact && <span className="price__note">{t('netPriceNote')}</span>}
      {children}
    </div>
  );
});

/** Quantity tiers of the buyer: "from 10 pieces: 17,29 €" (prices per the product's price unit). */
function PriceTiers({ tiers, unit }: { tiers: QuantityTier[]; unit: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="price__tiers">
      <p className="price__tiers-heading">{t('quantityTiersHeading')}</p>
      <ul className="price__tier-list">
        {tiers.map((tier) => (
          <li key={tier.quantityFrom}>
            {t('quantityTierFrom', { quantity: formatDecimal(Number(tier.quantityFrom), locale), unit: unitLabel(t, unit) })}{' '}
            <span className="price__tier-price">{tier.formattedPrice}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
