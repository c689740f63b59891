import { observer } from 'mobx-react-lite';
import type { PriceInfo } from '../../api/catalogue-contracts';
import { useT } from '../../app/RouteContext';
import { unitLabel } from './catalogue-format';

/**
 * Price info: the formatted net price (per price unit when it is not 1), the list price struck through and
 * the discount. `compact` for table cells (right-aligned by the table).
 */
export const PriceBox = observer(function PriceBox({ price, unit, compact = false }: { price: PriceInfo; unit: string; compact?: boolean }) {
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
    </div>
  );
});
