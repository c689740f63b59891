import { makeAutoObservable } from 'mobx';
import {
  canAddToCart,
  canDecrease,
  canIncrease,
  decreaseQuantity,
  formatQuantityForLocale,
  getAvailability,
  increaseQuantity,
  normalizeQuantityInput,
  validateOrderQuantity,
  type Availability,
  type OrderQuantityMessageId,
} from '@shop/domain';
import type { OrderQuantityInfo } from '../api/catalogue-contracts';
import type { CartStore } from './CartStore';

/** Add-to-cart confirmation: shown for 2 s, the button disabled meanwhile (spec §4 Forms, §9). */
export const ADD_TO_CART_CONFIRMATION_MS = 2000;

export interface QuantityProduct {
  id: string;
  orderQuantity: OrderQuantityInfo;
  availability: { quantityInStock: number };
  isOnlyOnRequest?: boolean;
}

/**
 * State of one quantity field with its add-to-cart button (product view, list rows). The rules are the
 * spec's order-quantity rules from @shop/domain: locale separators, the trailing separator kept while
 * typing, thousand separators removed; min, max, increment (default packaging unit) and decimal types;
 * minus disabled when quantity minus increment would be at or below min (or 0); add disabled at 0 or less.
 */
export class QuantityModel {
  /** What the field shows (locale decimal separator). */
  text: string;
  /** The field was left or an add was tried: an empty value is reported from now on. */
  touched = false;
  /** Confirmation after adding (2 s). */
  added = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly product: QuantityProduct,
    private readonly locale: string,
    private readonly cart: CartStore,
  ) {
    this.text = formatQuantityForLocale(String(product.orderQuantity.default), locale);
    makeAutoObservable<QuantityModel, 'product' | 'locale' | 'cart' | 'timer'>(
      this,
      { product: false, locale: false, cart: false, timer: false },
      { autoBind: true },
    );
  }

  get info(): OrderQuantityInfo {
    return this.product.orderQuantity;
  }

  /** Normalised dot-decimal value, final form ("3." → "3.0"); '' when empty. */
  get value(): string {
    return normalizeQuantityInput(this.text, this.locale, { final: true });
  }

  /** Message id of the current problem, or null. An empty field is only reported once touched. */
  get error(): OrderQuantityMessageId | null {
    const problem = validateOrderQuantity(this.value, this.info);
    if (problem === 'invalidOrderQuantityEmpty' && !this.touched) return null;
    return problem;
  }

  get isValid(): boolean {
    return validateOrderQuantity(this.value, this.info) === null;
  }

  get canDecrease(): boolean {
    return canDecrease(this.value, this.info);
  }

  get canIncrease(): boolean {
    return canIncrease(this.value, this.info);
  }

  get canAdd(): boolean {
    return !this.added && !this.product.isOnlyOnRequest && canAddToCart(this.value) && this.isValid;
  }

  /** Availability for the quantity entered (status 0, 1 or 2). */
  get availability(): Availability {
    return getAvailability(this.product.availability.quantityInStock, this.isValid ? this.value : this.info.default);
  }

  /** Typing: normalised while typing, shown with the locale's separator (a trailing separator stays). */
  setText(raw: string): void {
    const normalized = normalizeQuantityInput(raw, this.locale);
    this.text = formatQuantityForLocale(normalized, this.locale);
  }

  blur(): void {
    this.touched = true;
    // A trailing separator gets its 0 once the field is left ("3," → "3,0").
    if (this.text !== '' && this.value !== '') this.text = formatQuantityForLocale(this.value, this.locale);
  }

  increase(): void {
    this.text = formatQuantityForLocale(increaseQuantity(this.value, this.info), this.locale);
  }

  decrease(): void {
    this.text = formatQuantityForLocale(decreaseQuantity(this.value, this.info), this.locale);
  }

  /** Adds the quantity to the cart; returns false (and reports the problem) when it is not valid. */
  addToCart(): boolean {
    this.touched = true;
    if (!this.canAdd) return false;
    this.cart.add(this.product.id, this.value);
    this.added = true;
    this.clearTimer();
    this.timer = setTimeout(this.confirmationOver, ADD_TO_CART_CONFIRMATION_MS);
    return true;
  }

  confirmationOver(): void {
    this.added = false;
    this.timer = null;
  }

  dispose(): void {
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
