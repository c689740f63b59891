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
  CONFIGURED_PRODUCT_ORDER_QUANTITY,
  type Availability,
  type OrderQuantityMessageId,
} from '@shop/domain';
import { normalizeCartQuantity } from '@shop/domain/cart';
import type { OrderQuantityInfo } from '../api/catalogue-contracts';
import type { CartPosition, CartStore } from './CartStore';

/** Add-to-cart confirmation: shown for 2 s, the button disabled meanwhile (docs/rules/constants.md#timings). */
export const ADD_TO_CART_CONFIRMATION_MS = 2000;

export interface QuantityProduct {
  id: string;
  orderQuantity: OrderQuantityInfo;
  availability: { quantityInStock: number };
  isOnlyOnRequest?: boolean;
}

/** Rules of a field without product data (a configured product, display data not loaded): a positive number. */
export const PLAIN_ORDER_QUANTITY: OrderQuantityInfo = { min: 0, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false };

export interface QuantityModelOptions {
  /**
   * The field of a cart position: it starts at the position's quantity and writes every change to the cart
   * (a valid quantity sets it, an empty or refused one marks the position invalid); an empty field is
   * reported at once. Without it the field belongs to an add-to-cart button.
   */
  position?: CartPosition;
  /** A configured product: whole pieces (CONFIGURED_PRODUCT_ORDER_QUANTITY), whatever the product data says. */
  isCustomProduct?: boolean;
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
    private readonly options: QuantityModelOptions = {},
  ) {
    const position = options.position;
    if (position) {
      this.text = position.invalid ? '' : formatQuantityForLocale(position.qty, locale);
      this.touched = true;
    } else {
      this.text = formatQuantityForLocale(String(product.orderQuantity.default), locale);
    }
    makeAutoObservable<QuantityModel, 'product' | 'locale' | 'cart' | 'options' | 'timer'>(
      this,
      { product: false, locale: false, cart: false, options: false, timer: false },
      { autoBind: true },
    );
  }

  get info(): OrderQuantityInfo {
    return this.options.isCustomProduct === true ? CONFIGURED_PRODUCT_ORDER_QUANTITY : this.product.orderQuantity;
  }

  /** Normalised dot-decimal value, final form ("3." → "3.0"); '' when empty. */
  get value(): string {
    return normalizeQuantityInput(this.text, this.locale, { final: true });
  }

  /** Message id of the current problem, or null. An empty field is only reported once touched. */
  get error(): OrderQuantityMessageId | null {
    const problem = this.problem;
    if (problem === 'invalidOrderQuantityEmpty' && !this.touched) return null;
    return problem;
  }

  get isValid(): boolean {
    return this.problem === null;
  }

  private get problem(): OrderQuantityMessageId | null {
    return validateOrderQuantity(this.value, this.info);
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
    this.commit();
  }

  blur(): void {
    this.touched = true;
    // A trailing separator gets its 0 once the field is left ("3," → "3,0").
    if (this.text !== '' && this.value !== '') this.text = formatQuantityForLocale(this.value, this.locale);
  }

  increase(): void {
    this.text = formatQuantityForLocale(increaseQuantity(this.value, this.info), this.locale);
    this.commit();
  }

  decrease(): void {
    this.text = formatQuantityForLocale(decreaseQuantity(this.value, this.info), this.locale);
    this.commit();
  }

  /**
   * A cart position's quantity changed elsewhere (another tab, an add to cart while the cart is shown): the
   * field follows, unless it already shows that quantity.
   */
  syncFromCart(qty: string): void {
    if (!this.options.position || normalizeCartQuantity(this.value) === qty) return;
    this.text = formatQuantityForLocale(qty, this.locale);
  }

  /** Cart position fields write what the field holds to the cart. */
  private commit(): void {
    const position = this.options.position;
    if (!position) return;
    const { productId, customProductType } = position;
    if (!this.isValid) {
      this.cart.markInvalid(productId, customProductType);
      return;
    }
    const qty = normalizeCartQuantity(this.value);
    const current = this.cart.positions.find((p) => p.productId === productId && (p.customProductType ?? null) === (customProductType ?? null));
    if (current && !current.invalid && current.qty === qty) return;
    this.cart.updateQuantity(productId, this.value, customProductType);
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
