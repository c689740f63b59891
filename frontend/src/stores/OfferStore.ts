import { makeAutoObservable, runInAction } from 'mobx';
import { isOfferTypeAllowed, type OfferType } from '@shop/domain';
import { hasMessage, type Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { CartPricePosition } from '../api/sales-contracts';
import { buyerPayload, emptyBuyer, validateBuyer, type BuyerDraft } from './buyer';
import type { ConfigStore } from './ConfigStore';
import type { SessionStore } from './SessionStore';
import type { RootStore } from './RootStore';

/** The offer message disappears after this long (docs/rules/constants.md#timings). */
export const OFFER_MESSAGE_MS = 2000;

/** Offer sending (docs/rules/states-and-transitions.md#checkout-and-offer-buttons). */
export type OfferSendState = 'idle' | 'loading' | 'success' | 'error';

/** Where an offer is asked for (docs/rules/roles.md#offers: the cart page and the automation configurator; never the dropdown or the checkout). */
export type OfferUseCase = 'page' | 'dropdown' | 'checkout' | 'automation';

/** What an offer request carries besides the buyer: the positions and what the buyer saw. */
export interface OfferContent {
  positions: CartPricePosition[];
  /** The ready-for-shipment text the buyer saw (automation: the lead time). */
  readyForShipmentMsg?: string;
  /** The cart's coupon: the offer is priced with it. */
  couponCode?: string | null;
}

/** What the offer buttons need to know about the priced content (the cart's or a configuration's price). */
export interface OfferReadiness {
  /** No empty quantity and the minimum offer value reached (docs/rules/states-and-transitions.md#checkout-and-offer-buttons). */
  canOffer: boolean;
  /** The net value the server checks leasing against (cents), or null while unpriced. */
  netValue: number | null;
}

/** A sent offer's number and the type asked for (shown with the success message). */
export interface SentOffer {
  offerNumber: string;
  type: OfferType;
}

/** Failure codes the offer calls answer with (shown in words beside offerPlacedFailure, never reported). */
const EXPECTED_ERRORS = ['VALIDATION_FAILED', 'minOfferValueNotReachedMsg', 'leasingNotAvailableMsg', 'productIdUnknown', 'notLoggedIn', 'guestMailLimitReachedMsg'] as const;

/**
 * Offers (docs/rules/states-and-transitions.md#checkout-and-offer-buttons, docs/rules/validation.md#offer-buyer, docs/rules/roles.md#offers, docs/rules/calls.md#offers-and-orders). The offer button
 * shows where enableOffer is on and the use case is neither the dropdown nor the checkout; it sends when the
 * user is known — logged in, or a guest whose buyer data (company, customer id, names, e-mail) is valid —
 * there is no empty quantity and the minimum offer value is reached. Leasing only from 30,000 € net.
 * Sending goes idle → loading → success or error; the message disappears after 2 s (state back to idle).
 */
export class OfferStore {
  state: OfferSendState = 'idle';
  /** offerPlacedSuccess or offerPlacedFailure while a message shows. */
  messageId: 'offerPlacedSuccess' | 'offerPlacedFailure' | null = null;
  /** Why a request failed (a message id of the server's answer), shown beside offerPlacedFailure. */
  reasonId: string | null = null;
  sent: SentOffer | null = null;
  buyer: BuyerDraft = emptyBuyer();
  /** Buyer fields whose error shows (left once, or after a refused request). */
  private shown = new Set<keyof BuyerDraft>();
  private serverErrors: Partial<Record<keyof BuyerDraft, string>> = {};
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly session: SessionStore,
    private readonly config: ConfigStore,
  ) {
    makeAutoObservable<OfferStore, 'api' | 'session' | 'config' | 'timer'>(this, { api: false, session: false, config: false, timer: false }, { autoBind: true });
  }

  /** Whether a view of this use case offers offers at all (docs/rules/roles.md#offers). */
  isOffered(useCase: OfferUseCase): boolean {
    return this.config.config?.sales?.enableOffer === true && useCase !== 'dropdown' && useCase !== 'checkout';
  }

  get isCustomer(): boolean {
    return this.session.isLoggedIn;
  }

  /** A guest's buyer data, field by field (message ids; docs/rules/validation.md#offer-buyer). */
  get buyerErrors(): Partial<Record<keyof BuyerDraft, string>> {
    return { ...validateBuyer(this.buyer), ...this.serverErrors };
  }

  /** The errors that show: of fields the buyer has left, or all after a refused request. */
  get shownErrors(): Partial<Record<keyof BuyerDraft, string>> {
    const all = this.buyerErrors;
    const out: Partial<Record<keyof BuyerDraft, string>> = {};
    for (const field of this.shown) if (all[field]) out[field] = all[field];
    return out;
  }

  /** The user is known (docs/rules/roles.md#offers) — logged in, or the guest's buyer data is valid. */
  get userKnown(): boolean {
    return this.isCustomer || Object.keys(this.buyerErrors).length === 0;
  }

  /** Whether an offer of this type may be sent now (docs/rules/roles.md#offers). */
  canSend(readiness: OfferReadiness, type: OfferType = 'buy'): boolean {
    return this.state !== 'loading' && this.userKnown && readiness.canOffer && this.isTypeAvailable(readiness, type);
  }

  /** Leasing only when the net price is at least 30,000 € (docs/rules/constants.md#offers); buy and rent-to-buy always. */
  isTypeAvailable(readiness: OfferReadiness, type: OfferType): boolean {
    return type !== 'leasingInquiry' || (readiness.netValue !== null && isOfferTypeAllowed(type, readiness.netValue));
  }

  setBuyerField<K extends keyof BuyerDraft>(field: K, value: BuyerDraft[K]): void {
    this.buyer = { ...this.buyer, [field]: value };
    if (field in this.serverErrors) {
      const rest = { ...this.serverErrors };
      delete rest[field];
      this.serverErrors = rest;
    }
  }

  /** The buyer left a field: its error shows from now on. */
  leaveBuyerField(field: keyof BuyerDraft): void {
    if (this.buyer[field] !== '' || this.shown.size > 0) this.shown.add(field);
  }

  /** Sends the offer request (customers: offer/new; guests: offer/guest/new with the buyer data). */
  async send(type: OfferType, content: OfferContent, locale: Locale): Promise<boolean> {
    if (this.state === 'loading') return false;
    if (!this.isCustomer && Object.keys(this.buyerErrors).length > 0) {
      for (const field of Object.keys(this.buyerErrors) as Array<keyof BuyerDraft>) this.shown.add(field);
      return false;
    }
    this.clearMessage();
    this.state = 'loading';
    const offer = {
      type,
      positions: content.positions,
      ...(content.readyForShipmentMsg ? { readyForShipmentMsg: content.readyForShipmentMsg } : {}),
      ...(content.couponCode ? { couponCode: content.couponCode } : {}),
    };
    const answer = this.isCustomer
      ? await this.api.post('/api/order/offer/new', { body: { offer, locale }, expectedErrors: EXPECTED_ERRORS })
      : await this.api.post('/api/order/offer/guest/new', {
          body: { offer: { ...offer, buyer: { ...buyerPayload(this.buyer), salutation: this.buyer.salutation as 'mr' | 'mrs' } }, locale },
          expectedErrors: EXPECTED_ERRORS,
        });
    runInAction(() => {
      if (answer.ok) {
        this.state = 'success';
        this.messageId = 'offerPlacedSuccess';
        this.sent = { offerNumber: answer.data.offerNumber, type };
      } else {
        this.state = 'error';
        this.messageId = 'offerPlacedFailure';
        const fields = answer.error.fields ?? {};
        const buyerFields: Partial<Record<keyof BuyerDraft, string>> = {};
        for (const [path, id] of Object.entries(fields)) {
          const field = path.startsWith('buyer.') ? (path.slice('buyer.'.length) as keyof BuyerDraft) : null;
          if (field && field in this.buyer) {
            buyerFields[field] = id;
            this.shown.add(field);
          }
        }
        this.serverErrors = buyerFields;
        const code = answer.error.code;
        this.reasonId = hasMessage(code) && code !== 'minOfferValueNotReachedMsg' ? code : null;
      }
    });
    this.timer = setTimeout(() => runInAction(() => this.clearMessage()), OFFER_MESSAGE_MS);
    return answer.ok;
  }

  private clearMessage(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.messageId = null;
    this.reasonId = null;
    this.sent = null;
    if (this.state !== 'loading') this.state = 'idle';
  }
}

/** The offer store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function offerStoreOf(root: RootStore): OfferStore {
  return root.feature('offer', () => new OfferStore(root.api, root.session, root.config));
}
