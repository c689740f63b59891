import type { RootStore } from '../../stores/RootStore';
import type { RequisitionListsHost } from './RequisitionListsStore';

/** The app's side of the lists' store: the cart's synchronisation and the session. */
export function requisitionListsHost(root: RootStore): RequisitionListsHost {
  return {
    flushCart: () => root.cartSync?.flush() ?? Promise.resolve(),
    adoptCart: (cart) => {
      if (root.cartSync) root.cartSync.adoptServerCart(cart);
      else root.cart.adopt(cart);
    },
    loggedOut: () => root.session.clearUser(),
  };
}
