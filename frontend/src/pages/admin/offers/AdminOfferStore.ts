import { makeAutoObservable, runInAction } from 'mobx';
import { centsToDecimalString, formatQuantityForLocale, normalizeQuantityInput, toCents, type OfferAction } from '@shop/domain';
import type { AdminOfferDetail, OffersApi } from '../../../api/admin-offers-contracts';
import { failure, success, type Notice } from '../shared/notice';
import { Remote } from '../shared/remote';

/** The actions that change an offer for good and are confirmed in a dialog first. */
export type ConfirmedOfferAction = Extract<OfferAction, 'accept' | 'decline' | 'expire'>;

const PRICE = /^\d{1,11}(\.\d{1,2})?$/;

/**
 * One offer's admin page (/shop/angebot?ofid=, docs/decisions/0046-offers-to-orders.md): the offer, the
 * quantities and unit prices the admin types (in the page's number format), saving them — the server checks
 * every value again and computes the lines and figures; the store computes no amount — sending the PDF, and
 * accepting, declining or letting it expire after a confirmation. Every call names the version shown, so a
 * change made meanwhile is refused with its message.
 */
export class AdminOfferStore {
  readonly detail: Remote<AdminOfferDetail>;
  /** Typed values by position index, as the admin typed them. */
  qty: Record<number, string> = {};
  price: Record<number, string> = {};
  /** Message ids by field (`positions.<index>.qty` / `.price`), the browser's and the server's. */
  fieldErrors: Record<string, string> = {};
  busy = false;
  notice: Notice | null = null;
  pending: ConfirmedOfferAction | null = null;
  private locale: 'de' | 'en' = 'de';

  constructor(
    private readonly api: OffersApi,
    onLoggedOut: () => void,
  ) {
    this.detail = new Remote<AdminOfferDetail>(onLoggedOut);
    makeAutoObservable<AdminOfferStore, 'api' | 'locale'>(this, { api: false, locale: false, detail: false }, { autoBind: true });
  }

  /** Shows offer `ofid` (the URL's); nothing is asked for an id that is none. */
  show(ofid: number, locale: 'de' | 'en'): void {
    this.locale = locale;
    if (!Number.isSafeInteger(ofid) || ofid <= 0) return;
    void this.reload(ofid);
  }

  private async reload(id: number): Promise<void> {
    await this.detail.load(() => this.api.offer(id, this.locale));
    runInAction(() => this.fillFields());
  }

  /** The fields show the offer's values in the page's number format. */
  private fillFields(): void {
    const offer = this.detail.data;
    if (!offer) return;
    this.qty = Object.fromEntries(offer.positions.map((p) => [p.index, formatQuantityForLocale(p.qty, this.locale)]));
    this.price = Object.fromEntries(offer.positions.map((p) => [p.index, formatQuantityForLocale(centsToDecimalString(p.price), this.locale)]));
    this.fieldErrors = {};
  }

  get editable(): boolean {
    return this.detail.data?.actions.includes('adjust') ?? false;
  }

  setQty(index: number, value: string): void {
    this.qty[index] = value;
    delete this.fieldErrors[`positions.${index}.qty`];
  }

  setPrice(index: number, value: string): void {
    this.price[index] = value;
    delete this.fieldErrors[`positions.${index}.price`];
  }

  /** The changes as the API takes them (every position, so the server's field names are the page's), or the browser's refusals. */
  private changes(): { positions: Array<{ index: number; qty: string; price: number }> } | { errors: Record<string, string> } {
    const offer = this.detail.data!;
    const errors: Record<string, string> = {};
    const positions = offer.positions.map((p) => {
      const qty = normalizeQuantityInput(this.qty[p.index] ?? '', this.locale, { final: true });
      const typed = normalizeQuantityInput(this.price[p.index] ?? '', this.locale, { final: true });
      if (!qty) errors[`positions.${p.index}.qty`] = 'invalidOrderQuantityEmpty';
      if (!PRICE.test(typed)) errors[`positions.${p.index}.price`] = 'offerPriceInvalid';
      return { index: p.index, qty, price: PRICE.test(typed) ? toCents(typed) : 0 };
    });
    return Object.keys(errors).length > 0 ? { errors } : { positions };
  }

  /** True when a typed value differs from the offer's. */
  get dirty(): boolean {
    const offer = this.detail.data;
    if (!offer) return false;
    return offer.positions.some((p) => {
      const qty = normalizeQuantityInput(this.qty[p.index] ?? '', this.locale, { final: true });
      const price = normalizeQuantityInput(this.price[p.index] ?? '', this.locale, { final: true });
      return qty !== p.qty || !PRICE.test(price) || toCents(price) !== p.price;
    });
  }

  reset(): void {
    this.fillFields();
  }

  async save(): Promise<void> {
    const offer = this.detail.data;
    if (!offer || this.busy) return;
    const changes = this.changes();
    if ('errors' in changes) {
      this.fieldErrors = changes.errors;
      return;
    }
    this.busy = true;
    const answer = await this.api.adjust(offer.id, { expectedVersion: offer.version, positions: changes.positions });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) this.notice = success('adOfferSaved');
      else {
        this.fieldErrors = answer.error.fields ?? {};
        this.notice = failure(answer.error.code === 'VALIDATION_FAILED' ? 'invalidValue' : answer.error.code);
      }
    });
    if (answer.ok) await this.reload(offer.id);
  }

  async send(): Promise<void> {
    const offer = this.detail.data;
    if (!offer || this.busy) return;
    if (this.dirty) {
      this.notice = { tone: 'error', id: 'adOfferUnsaved' };
      return;
    }
    this.busy = true;
    const answer = await this.api.act(offer.id, 'send', offer.version);
    runInAction(() => {
      this.busy = false;
      this.notice = answer.ok ? success('adOfferSent', { email: offer.buyer.email }) : failure(answer.error.code);
    });
    if (answer.ok) await this.reload(offer.id);
  }

  ask(action: ConfirmedOfferAction): void {
    this.pending = action;
  }

  cancel(): void {
    this.pending = null;
  }

  /** Runs the confirmed action and reads the offer again. */
  async confirm(): Promise<void> {
    const offer = this.detail.data;
    const action = this.pending;
    if (!offer || !action || this.busy) return;
    this.busy = true;
    const answer = await this.api.act(offer.id, action, offer.version);
    runInAction(() => {
      this.busy = false;
      this.pending = null;
      if (!answer.ok) this.notice = failure(answer.error.code);
      else if (action === 'accept') this.notice = success('adOfferAccepted', { order: answer.data.orderNumber ?? String(answer.data.orderId ?? '') });
      else this.notice = success(action === 'decline' ? 'adOfferDeclined' : 'adOfferExpired');
    });
    await this.reload(offer.id);
  }
}
