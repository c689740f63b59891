import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { ListColumn, ProductListItem } from '../../api/catalogue-contracts';
import { useT } from '../../app/RouteContext';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
import { AvailabilityLabel } from './AvailabilityLabel';
import { attributeText } from './catalogue-format';
import { CatalogueIcon } from './CatalogueIcon';
import { OnRequestNote } from './OnRequestNote';
import { PriceBox } from './PriceBox';
import { QuantityControl } from './QuantityControl';
import { useQuantityModel } from './useQuantityModel';

/** Attribute columns shown in the table: at most this many, so the table stays readable. */
export const MAX_ATTRIBUTE_COLUMNS = 4;

/** The product type's list-item columns that have a value on this page, in their order, capped. */
export function visibleColumns(items: ProductListItem[], columns: ListColumn[]): ListColumn[] {
  return columns.filter((c) => items.some((item) => item.attributes.some((a) => a.attributeId === c.attributeId))).slice(0, MAX_ATTRIBUTE_COLUMNS);
}

/** True when every item that has a value of the column has a numeric one (numbers are right-aligned). */
function isNumericColumn(items: ProductListItem[], attributeId: string): boolean {
  let seen = false;
  for (const item of items) {
    const value = item.attributes.find((a) => a.attributeId === attributeId);
    if (!value) continue;
    if (value.numeric === null) return false;
    seen = true;
  }
  return seen;
}

/**
 * Dense product table: article number, name, the product type's list-item attribute columns (without
 * columns: the key attributes under the name), availability, price (right-aligned) and a quantity with
 * add to cart per row. On small screens each row becomes a compact card (CSS).
 */
export const ProductTable = observer(function ProductTable({
  items,
  columns,
  caption,
  quickView = true,
}: {
  items: ProductListItem[];
  columns?: ListColumn[];
  caption?: string;
  quickView?: boolean;
}) {
  const t = useT();
  const shown = columns ? visibleColumns(items, columns) : undefined;
  const numeric = new Set((shown ?? []).filter((c) => isNumericColumn(items, c.attributeId)).map((c) => c.attributeId));
  return (
    <div className="ptable-wrap">
      <table className="ptable">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className="ptable__sku">
              {t('articleNumberShort')}
            </th>
            <th scope="col" className="ptable__name">
              {t('productName')}
            </th>
            {(shown ?? []).map((column, index) => (
              <th key={column.attributeId} scope="col" className={`ptable__attr ptable__attr--n${index + 1}${numeric.has(column.attributeId) ? ' num' : ''}`}>
                {column.heading}
              </th>
            ))}
            <th scope="col" className="ptable__avail">
              {t('availability')}
            </th>
            <th scope="col" className="num ptable__price">
              {t('priceLabel')}
            </th>
            <th scope="col" className="ptable__buy">
              <span className="visually-hidden">{t('addToCart')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ProductRow key={item.id} item={item} columns={shown} numeric={numeric} quickView={quickView} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

const ProductRow = observer(function ProductRow({
  item,
  columns,
  numeric,
  quickView,
}: {
  item: ProductListItem;
  columns?: ListColumn[];
  numeric: Set<string>;
  quickView: boolean;
}) {
  const t = useT();
  const stores = useStores();
  const { config } = stores;
  const catalogue = catalogueOf(stores);
  const model = useQuantityModel(item);
  const thumb = config.mediaUrl(item.imageThumbnail ?? item.image);
  return (
    <tr className="ptable__row">
      <td className="ptable__sku" data-label={t('articleNumberShort')}>
        <span className="ptable__value sku">{item.id}</span>
      </td>
      <td className="ptable__name">
        <div className="ptable__product">
          {thumb ? <img className="ptable__thumb" src={thumb} alt="" width="40" height="40" loading="lazy" /> : <span className="ptable__thumb" aria-hidden="true" />}
          <div className="ptable__title">
            <Link to={item.path} className="ptable__link">
              {item.name}
            </Link>
            {!columns && item.attributes.length > 0 && (
              <span className="ptable__attrs">{item.attributes.map((a) => `${a.heading}: ${attributeText(a)}`).join(' · ')}</span>
            )}
          </div>
          {quickView && (
            <button type="button" className="icon-button ptable__quick" onClick={() => catalogue.openPopup(item.id)} aria-haspopup="dialog">
              <CatalogueIcon name="eye" size={18} />
              <span className="visually-hidden">{t('quickViewOf', { name: item.name })}</span>
            </button>
          )}
        </div>
      </td>
      {(columns ?? []).map((column, index) => {
        const value = item.attributes.find((a) => a.attributeId === column.attributeId);
        const isNum = numeric.has(column.attributeId);
        return (
          <td
            key={column.attributeId}
            className={`ptable__attr ptable__attr--n${index + 1}${isNum ? ' num' : ''}${value ? '' : ' ptable__attr--empty'}`}
            data-label={column.heading}
          >
            {value ? (
              <span className="ptable__value">
                {value.value}
                {value.unit && !value.value.endsWith(value.unit) && <span className="unit"> {value.unit}</span>}
              </span>
            ) : (
              <span className="muted" aria-label={t('notSpecified')}>
                –
              </span>
            )}
          </td>
        );
      })}
      <td className="ptable__avail" data-label={t('availability')}>
        <AvailabilityLabel availability={item.availability} status={model.availability} compact />
      </td>
      <td className="num ptable__price" data-label={t('priceLabel')}>
        <PriceBox productId={item.id} price={item.priceInfo} unit={item.unitOfQuantity} compact />
      </td>
      <td className="ptable__buy">
        {item.isOnlyOnRequest ? (
          <OnRequestNote productId={item.id} compact />
        ) : (
          <QuantityControl model={model} unit={item.unitOfQuantity} productName={item.name} compact />
        )}
      </td>
    </tr>
  );
});

/** Grid layout for browsing: a card per product. */
export const ProductGrid = observer(function ProductGrid({ items, quickView = true }: { items: ProductListItem[]; quickView?: boolean }) {
  return (
    <ul className="pgrid">
      {items.map((item) => (
        <ProductCard key={item.id} item={item} quickView={quickView} />
      ))}
    </ul>
  );
});

const ProductCard = observer(function ProductCard({ item, quickView }: { item: ProductListItem; quickView: boolean }) {
  const t = useT();
  const stores = useStores();
  const { config } = stores;
  const catalogue = catalogueOf(stores);
  const model = useQuantityModel(item);
  const image = config.mediaUrl(item.image ?? item.imageThumbnail);
  return (
    <li className="pcard">
      <div className="pcard__media">
        {image ? <img src={image} alt="" width="240" height="180" loading="lazy" /> : <CatalogueIcon name="image" size={40} />}
        {quickView && (
          <button type="button" className="icon-button pcard__quick" onClick={() => catalogue.openPopup(item.id)} aria-haspopup="dialog">
            <CatalogueIcon name="eye" size={18} />
            <span className="visually-hidden">{t('quickViewOf', { name: item.name })}</span>
          </button>
        )}
      </div>
      <div className="pcard__body">
        <h3 className="pcard__title">
          <Link to={item.path}>{item.name}</Link>
        </h3>
        <p className="pcard__sku">
          {t('articleNumberShort')} <span className="sku">{item.id}</span>
        </p>
        {item.attributes.length > 0 && (
          <dl className="pcard__attrs">
            {item.attributes.slice(0, 4).map((a) => (
              <div key={a.attributeId}>
                <dt>{a.heading}</dt>
                <dd>{attributeText(a)}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="pcard__foot">
          <AvailabilityLabel availability={item.availability} status={model.availability} compact />
          <PriceBox productId={item.id} price={item.priceInfo} unit={item.unitOfQuantity} compact />
        </div>
        {item.isOnlyOnRequest ? (
          <OnRequestNote productId={item.id} compact />
        ) : (
          <QuantityControl model={model} unit={item.unitOfQuantity} productName={item.name} compact />
        )}
      </div>
    </li>
  );
});
