import { useEffect, useState } from 'react';
import { useLocale } from '../../app/RouteContext';
import { QuantityModel, type QuantityProduct } from '../../stores/QuantityModel';
import { useStores } from '../../stores/StoreContext';

/** One QuantityModel per product field; a new one when the product or the locale changes. */
export function useQuantityModel(product: QuantityProduct): QuantityModel {
  const { cart } = useStores();
  const locale = useLocale();
  const [entry, setEntry] = useState(() => ({ id: product.id, locale, model: new QuantityModel(product, locale, cart) }));
  let current = entry;
  if (entry.id !== product.id || entry.locale !== locale) {
    current = { id: product.id, locale, model: new QuantityModel(product, locale, cart) };
    setEntry(current);
  }
  const model = current.model;
  useEffect(() => () => model.dispose(), [model]);
  return model;
}
