import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useT } from '../../app/RouteContext';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { useFocusTrap } from '../useFocusTrap';
import { ProductView } from './ProductView';
import '../../styles/forms.css';

/**
 * The product view in a modal dialog (quick view from list rows). Focus is trapped; Escape, the close
 * button, the backdrop and any route change (./ProductPopupHost) close it. Sends 'prvi' like the product page.
 */
export const ProductPopup = observer(function ProductPopup() {
  const t = useT();
  const locale = useLocale();
  const catalogue = catalogueOf(useStores());
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const productId = catalogue.popupProductId;
  const open = productId !== null;
  useFocusTrap(panelRef, open, { onEscape: catalogue.closePopup });

  useEffect(() => {
    if (productId === null) return;
    void catalogue.loadProduct(productId, locale);
    catalogue.trackProductView(productId);
  }, [catalogue, productId, locale]);

  if (!open) return null;
  const state = catalogue.productState(productId, locale);
  return createPortal(
    <div className="modal modal--product">
      <div className="modal__backdrop" onClick={catalogue.closePopup} aria-hidden="true" />
      <div
        className="modal__panel modal__panel--product"
        role="dialog"
        aria-modal="true"
        aria-labelledby={state?.status === 'ready' ? `product-${state.data.id}-title` : `${id}-title`}
        ref={panelRef}
        tabIndex={-1}
      >
        <button type="button" className="icon-button modal__close" onClick={catalogue.closePopup}>
          <Icon name="close" />
          <span className="visually-hidden">{t('close')}</span>
        </button>
        {(!state || state.status === 'loading') && (
          <>
            <h2 id={`${id}-title`} className="visually-hidden">
              {t('quickView')}
            </h2>
            <Spinner logo={false} />
          </>
        )}
        {state?.status === 'error' && (
          <>
            <h2 id={`${id}-title`} className="modal__title">
              {t('quickView')}
            </h2>
            {state.error.code === 'productIdUnknown' || state.error.code === 'NOT_FOUND' ? (
              <ProductView product={null} variant="popup" />
            ) : (
              <p className="message message--error" role="alert">
                {t('errorHasOccurred')}
              </p>
            )}
          </>
        )}
        {state?.status === 'ready' && <ProductView product={state.data} variant="popup" />}
      </div>
    </div>,
    document.body,
  );
});
