import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useT } from '../../app/RouteContext';
import { CartView } from './CartView';

/**
 * The header's cart preview (docs/rules/screens-and-routes.md#cart-views: cart view in the header dropdown, with an edit-cart link): the first
 * positions with read-only quantities, the totals and the link to the cart page. Its code loads when the
 * preview is first opened.
 */
export const CartDropdown = observer(function CartDropdown({ cartPath }: { cartPath: string }) {
  const t = useT();
  return (
    <div className="cart-dropdown">
      <CartView useCase="dropdown" />
      <Link className="button button--primary cart-dropdown__edit" to={cartPath}>
        {t('editCart')}
      </Link>
    </div>
  );
});
