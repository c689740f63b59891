import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerOffer, OffersApi } from '../../api/admin-offers-contracts';
import type { LoadStatus } from '../../stores/AccountStore';

/**
 * The account's offers page (/konto/angebote, docs/decisions/0046-offers-to-orders.md): the logged-in
 * customer's own offers with their status, as the server answers them for the session's customer. Made with
 * its page (in the page's chunk), so the storefront entry carries none of it.
 */
export class AccountOffersStore {
  offers: CustomerOffer[] = [];
  status: LoadStatus = 'idle';

  constructor(
    private readonly api: Pick<OffersApi, 'customerOffers'>,
    private readonly onLoggedOut: () => void,
  ) {
    makeAutoObservable<AccountOffersStore, 'api' | 'onLoggedOut'>(this, { api: false, onLoggedOut: false }, { autoBind: true });
  }

  async load(locale: 'de' | 'en'): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    const answer = await this.api.customerOffers(locale);
    runInAction(() => {
      if (answer.ok) {
        this.offers = answer.data.offers;
        this.status = 'loaded';
      } else {
        this.status = 'error';
        if (answer.status === 401) this.onLoggedOut();
      }
    });
  }
}
