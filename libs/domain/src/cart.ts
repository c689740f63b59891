/**
 * The cart's position rules (spec §4 "Cart"), shared by the browser cart (local storage) and, later, the
 * server cart of logged-in customers. Entry point `@shop/domain/cart`.
 *
 * Quantities are normalised dot-decimal strings ("2", "2.5"); every function returns new arrays and leaves
 * its input untouched.
 */
import { addDecimals, decimalToString, parseDecimal } from './decimal';

/** One cart position (spec §3 Cart: productId, qty, customProductType, customConfiguration). */
export interface CartLine {
  readonly productId: string;
  readonly qty: string;
  readonly customProductType?: string | null;
  readonly customConfiguration?: unknown;
}

/** Which positions an action is about: a product, optionally one custom product type of it. */
export interface CartLineKey {
  readonly productId: string;
  readonly customProductType?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The merge rule: an added line joins a position of the same product and custom product type. A line that
 * brings its own configuration (a configured product) always is a position of its own.
 */
export function isSameCartLine(position: CartLine, added: CartLineKey & { readonly customConfiguration?: unknown }): boolean {
  if (added.customConfiguration !== undefined || position.customConfiguration !== undefined) return false;
  return position.productId === added.productId && (position.customProductType ?? null) === (added.customProductType ?? null);
}

/** The quantity as the cart stores it, or null when it is no number. */
export function normalizeCartQuantity(qty: string): string | null {
  const value = parseDecimal(qty);
  return value === null ? null : decimalToString(value);
}

export interface CartAddResult<L extends CartLine> {
  readonly positions: L[];
  /** Index of the position the line went into (merged or appended). */
  readonly index: number;
  readonly merged: boolean;
}

/**
 * Adding (spec §4): merges the quantity into the existing position of the same product (the quantities
 * add up), otherwise appends the line. Null when the quantity is no number.
 */
export function addCartLine<L extends CartLine>(positions: readonly L[], line: L): CartAddResult<L> | null {
  const amount = parseDecimal(line.qty);
  if (amount === null) return null;
  const index = positions.findIndex((p) => isSameCartLine(p, line));
  if (index < 0) {
    const appended: L = { ...line, qty: decimalToString(amount) };
    return { positions: [...positions, appended], index: positions.length, merged: false };
  }
  const next = [...positions];
  const previous = parseDecimal(next[index].qty);
  const merged: L = { ...next[index], qty: decimalToString(previous === null ? amount : addDecimals(previous, amount)) };
  next[index] = merged;
  return { positions: next, index, merged: true };
}

/** Deleting (spec §4): removes every position of the product. */
export function removeCartProduct<L extends CartLine>(positions: readonly L[], productId: string): L[] {
  return positions.filter((p) => p.productId !== productId);
}

/** Updating (spec §4): sets the quantity of the product's position(s); null when the quantity is no number. */
export function setCartLineQuantity<L extends CartLine>(positions: readonly L[], key: CartLineKey, qty: string): L[] | null {
  const normalized = normalizeCartQuantity(qty);
  if (normalized === null) return null;
  return positions.map((p) => (p.productId === key.productId && (p.customProductType ?? null) === (key.customProductType ?? null) ? { ...p, qty: normalized } : p));
}

/**
 * Positions whose products no longer exist are removed (spec §4): those whose article number was checked
 * against the catalogue and not found. Products added since the check are not touched, and custom products
 * (configurators) are not catalogue products, so they stay.
 */
export function removeVanishedProducts<L extends CartLine>(positions: readonly L[], checkedIds: Iterable<string>, foundIds: ReadonlySet<string>): L[] {
  const vanished = new Set([...checkedIds].filter((id) => !foundIds.has(id)));
  return positions.filter((p) => Boolean(p.customProductType) || !vanished.has(p.productId));
}

/** The article numbers a cart needs checked against the catalogue (each once, custom products left out). */
export function catalogueProductIds(positions: readonly CartLine[]): string[] {
  return [...new Set(positions.filter((p) => !p.customProductType).map((p) => p.productId))];
}

/**
 * Expiry (spec §4, §9 sales.cartTTL): a cart last changed more than `ttlDays` days ago is expired. No TTL
 * configured (null, 0) means it never expires; an unreadable date counts as expired.
 */
export function isCartExpired(dateUpdated: string, ttlDays: number | null | undefined, now: number): boolean {
  if (!ttlDays || ttlDays <= 0) return false;
  const updated = Date.parse(dateUpdated);
  return !Number.isFinite(updated) || now - updated > ttlDays * DAY_MS;
}
