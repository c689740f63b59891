import { observer } from 'mobx-react-lite';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { BarcodeScan } from '../../components/cart/BarcodeScan';
import { CartView, useCartShown } from '../../components/cart/CartView';
import { QuickOrder } from '../../components/cart/QuickOrder';
import { RequisitionListControl } from '../../components/requisition-lists/RequisitionListControl';
import { useStores } from '../../stores/StoreContext';

/**
 * Cart page (docs/rules/screens-and-routes.md#cart-views: heading 1, the cart view of use case 'page'). The stored cart lives in the browser:
 * the server renders the heading and the cart view's loading state, the browser fills it once hydrated.
 */
const Cart = observer(function Cart({ page, locale }: PageProps) {
  const t = useT();
  const { config, cart } = useStores();
  const home = config.homepagePath(locale) ?? config.homepagePath(config.defaultLocale) ?? '/';
  // What sits below the cart appears with it: shown under the loading state first, it was pushed down by the
  // positions once they came (a layout shift of 0.43 with ten positions on a phone). The page keeps a screen's
  // height meanwhile, so the footer stays below the fold while the cart fills in.
  const ready = useCartShown();
  return (
    <div className={`container page cart-page${ready ? '' : ' cart-page--loading'}`}>
      <h1>{page.label}</h1>
      <CartView useCase="page" />
      {ready && (
        <>
          <CartPageExtensions>
            {cart.positions.length > 0 && (
              <RequisitionListControl labelId="requisitionListAddCart" source={() => ({ lines: cart.positions.filter((p) => !p.invalid && p.qty !== '') })} />
            )}
            <QuickOrder />
            <BarcodeScan />
          </CartPageExtensions>
          <p className="cart-page__continue">
            <Link to={home}>{t('continueShopping')}</Link>
          </p>
        </>
      )}
    </div>
  );
});

/** Below the cart, its totals and the checkout button (also under the empty-cart message): the quick order and the barcode scan. */
export function CartPageExtensions({ children }: { children?: ReactNode }) {
  if (Children.count(children) === 0) return null;
  return <div className="cart-page__extensions">{children}</div>;
}

export default Cart;
