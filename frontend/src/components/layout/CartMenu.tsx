import { observer } from 'mobx-react-lite';
import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../app/hydration';
import { lazyComponent } from '../../app/lazy-component';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { useDisclosure } from '../useDisclosure';

const CartDropdown = lazyComponent(() => import('../cart/CartDropdown').then((m) => m.CartDropdown), 'CartDropdown');

/**
 * The header's cart entry. On wide screens a button opens the cart preview (disclosure: Escape, an outside
 * click and navigation close it; its code loads when first wanted); on small screens, and until the page is
 * hydrated, it is a plain link to the cart page.
 */
export const CartMenu = observer(function CartMenu({ cartPath }: { cartPath: string }) {
  const t = useT();
  const { cart } = useStores();
  const hydrated = useHydrated();
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLLIElement>();
  const id = useId();
  // Button and link show the same count; the first of them in the page carries the test id.
  const count = (testId: boolean) => (
    <CartCount count={cart.positionCount} label={t('cart')} hidden={t('cartPositionCount', { count: cart.positionCount })} testId={testId} />
  );
  return (
    <li className="cart-menu" ref={rootRef}>
      {hydrated && (
        <button
          type="button"
          ref={buttonRef}
          className="action-link action-link--cart cart-menu__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={toggle}
          onPointerEnter={CartDropdown.preload}
          onFocus={CartDropdown.preload}
        >
          {count(true)}
          <span className="visually-hidden">{t('showCartPreview')}</span>
        </button>
      )}
      <Link className={hydrated ? 'action-link action-link--cart cart-menu__link' : 'action-link action-link--cart'} to={cartPath}>
        {count(!hydrated)}
      </Link>
      <div id={`${id}-panel`} className="cart-menu__panel" role="region" aria-label={t('cartPreview')} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner logo={false} />}>
            <CartDropdown cartPath={cartPath} />
          </Suspense>
        )}
      </div>
    </li>
  );
});

/** Cart icon with the position count (a badge, and a hidden text for screen readers). */
export function CartCount({ count, label, hidden, testId = true }: { count: number; label: string; hidden: string; testId?: boolean }) {
  return (
    <>
      <Icon name="cart" />
      {count > 0 && (
        <span className="action-link__badge" data-testid={testId ? 'cart-count' : undefined} aria-hidden="true">
          {count}
        </span>
      )}
      <span className="action-link__label">{label}</span>
      <span className="visually-hidden">{hidden}</span>
    </>
  );
}
