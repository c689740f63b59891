import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../app/lazy-component';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
// The list pages had these styles through the dialog before it loaded on demand; their fields keep them.
import '../../styles/forms.css';

const ProductPopup = lazyComponent(() => import('./ProductPopup').then((m) => m.ProductPopup), 'ProductPopup');

/**
 * The quick view's place on a list page: nothing (also on the server) until a product is opened; then the
 * dialog, whose code (the whole product view) loads on that first opening, not with the list page.
 */
export const ProductPopupHost = observer(function ProductPopupHost() {
  const catalogue = catalogueOf(useStores());
  const location = useLocation();
  // Any route change (e.g. a link inside the popup) closes it.
  useEffect(() => {
    catalogue.closePopup();
  }, [catalogue, location.pathname]);
  if (catalogue.popupProductId === null) return null;
  return (
    <Suspense fallback={null}>
      <ProductPopup />
    </Suspense>
  );
});
