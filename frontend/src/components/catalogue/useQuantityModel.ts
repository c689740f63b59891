import { useEffect, useState } from 'react';
import { useLocale } from '../../app/RouteContext';
import { QuantityModel, type QuantityModelOptions, type QuantityProduct } from '../../stores/QuantityModel';
import { useStores } from '../../stores/StoreContext';

/**
 * One QuantityModel per product field; a new one when the product, its order-quantity rules or the locale
 * change. A cart position's field follows the position's quantity when it changes elsewhere.
 */
export function useQuantityModel(product: QuantityProduct, options: QuantityModelOptions = {}): QuantityModel {
  const { cart } = useStores();
  const locale = useLocale();
  const identity = `${product.id}|${locale}|${JSON.stringify(product.orderQuantity)}`;
  const [entry, setEntry] = useState(() => ({ identity, model: new QuantityModel(product, locale, cart, options) }));
  let current = entry;
  if (entry.identity !== identity) {
    current = { identity, model: new QuantityModel(product, locale, cart, options) };
    setEntry(current);
  }
  const model = current.model;
  const qty = options.position && !options.position.invalid ? options.position.qty : null;
  useEffect(() => {
    if (qty !== null) model.syncFromCart(qty);
  }, [model, qty]);
  useEffect(() => () => model.dispose(), [model]);
  return model;
}
