/**
 * The cart's position rules (docs/rules/states-and-transitions.md#cart), shared by the browser cart (local storage) and, later, the
 * server cart of logged-in customers. Entry point `@shop/domain/cart`.
 *
 * Quantities are normalised dot-decimal strings ("2", "2.5"); every function returns new arrays and leaves
 * its input untouched.
 */
import { addDecimals, compareDecimals, decimalToString, parseDecimal, signOfDecimal, stripTrailingZeros } from './decimal';

/** One cart position (docs/rules/entities.md#cart: productId, qty, customProductType, customConfiguration). */
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

/** A whole cart (docs/rules/entities.md#cart): the browser's local cart and the server cart of a logged-in customer. */
export interface Cart<L extends CartLine = CartLine> {
  readonly id: string;
  readonly positions: readonly L[];
  /** ISO timestamp of the last change. */
  readonly dateUpdated: string;
}

/** The custom product types the configurators make (hose assembly, ejector pin, automation cell). */
export const CUSTOM_PRODUCT_TYPES = ['hose', 'ejector', 'automation'] as const;
export type CustomProductType = (typeof CUSTOM_PRODUCT_TYPES)[number];

/** Bounds of a stored cart (server cart, cart file): what a buyer's cart never needs more of. */
export const CART_LIMITS = {
  maxPositions: 500,
  maxIdLength: 64,
  maxProductIdLength: 64,
  maxConfigurationKeys: 50,
  maxConfigurationKeyLength: 64,
  /** Bytes of the configuration as JSON (UTF-8). */
  maxConfigurationBytes: 4096,
  /** A quantity is below this (and has at most 2 decimals, docs/rules/validation.md#order-quantity). */
  maxQuantity: 1_000_000_000,
} as const;

/** A configured product's configuration: a flat object of ids and values (stored flat as ids only: docs/rules/entities.md#configurations-and-custom-products). */
export type CustomConfiguration = Readonly<Record<string, string | number | boolean | null>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The merge rule: an added line joins a position of the same product, custom product type and configuration.
 * A configured product's id stands for its configuration (the custom product id), so adding the same
 * configured product again raises its quantity; another configuration is a position of its own.
 */
export function isSameCartLine(position: CartLine, added: CartLineKey & { readonly customConfiguration?: unknown }): boolean {
  if (position.productId !== added.productId || (position.customProductType ?? null) !== (added.customProductType ?? null)) return false;
  if (added.customConfiguration === undefined && position.customConfiguration === undefined) return true;
  return configurationKey(added.customConfiguration) === configurationKey(position.customConfiguration);
}

/** The quantity as the cart stores it, or null when it is no number. */
export function normalizeCartQuantity(qty: string): string | null {
  const value = parseDecimal(qty);
  return value === null ? null : decimalToString(value);
}

/**
 * A cart quantity as it is stored: a positive number with at most 2 decimals (docs/rules/validation.md#order-quantity) below
 * {@link CART_LIMITS.maxQuantity}, normalised ("2.50" → "2.5"); null for anything else.
 */
export function toCartQuantity(qty: string | number): string | null {
  const value = typeof qty === 'string' && qty.trim() === '' ? null : parseDecimal(qty);
  if (value === null || signOfDecimal(value) <= 0) return null;
  const stripped = stripTrailingZeros(value);
  if (stripped.scale > 2 || compareDecimals(stripped, parseDecimal(CART_LIMITS.maxQuantity)!) >= 0) return null;
  return decimalToString(stripped);
}

export function isCustomProductType(value: unknown): value is CustomProductType {
  return typeof value === 'string' && (CUSTOM_PRODUCT_TYPES as readonly string[]).includes(value);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A configuration a cart may hold: a plain object of at most 50 keys (1–64 characters) whose values are
 * strings, finite numbers, booleans or null, at most 4 KB as JSON. Nested objects and arrays are refused.
 */
export function isFlatConfiguration(value: unknown): value is CustomConfiguration {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const entries = Object.entries(value);
  if (entries.length > CART_LIMITS.maxConfigurationKeys) return false;
  for (const [key, v] of entries) {
    if (key.length === 0 || key.length > CART_LIMITS.maxConfigurationKeyLength || FORBIDDEN_KEYS.has(key)) return false;
    const scalar = v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
    if (!scalar) return false;
  }
  return utf8Length(JSON.stringify(value)) <= CART_LIMITS.maxConfigurationBytes;
}

/** Bytes of a text in UTF-8 (a lone surrogate counts as its 3-byte replacement character). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export interface CartAddResult<L extends CartLine> {
  readonly positions: L[];
  /** Index of the position the line went into (merged or appended). */
  readonly index: number;
  readonly merged: boolean;
}

/**
 * Adding (docs/rules/states-and-transitions.md#cart): merges the quantity into the existing position of the same product (the quantities
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

/** Deleting (docs/rules/states-and-transitions.md#cart): removes every position of the product. */
export function removeCartProduct<L extends CartLine>(positions: readonly L[], productId: string): L[] {
  return positions.filter((p) => p.productId !== productId);
}

/** Updating (docs/rules/states-and-transitions.md#cart): sets the quantity of the product's position(s); null when the quantity is no number. */
export function setCartLineQuantity<L extends CartLine>(positions: readonly L[], key: CartLineKey, qty: string): L[] | null {
  const normalized = normalizeCartQuantity(qty);
  if (normalized === null) return null;
  return positions.map((p) => (p.productId === key.productId && (p.customProductType ?? null) === (key.customProductType ?? null) ? { ...p, qty: normalized } : p));
}

/**
 * One change of a saved cart (a logged-in customer's browser sends what changed, not the whole cart): the position
 * of this product, custom product type and configuration gets this quantity (appended when the cart has none), or
 * with `remove` is removed.
 */
export type CartChange<L extends CartLine = CartLine> = (L & { readonly remove?: false }) | (CartLineKey & { readonly customConfiguration?: unknown; readonly remove: true });

/** The positions after the changes, in order: a changed position keeps its place, a new one is appended. */
export function applyCartChanges<L extends CartLine>(positions: readonly L[], changes: readonly CartChange<L>[]): L[] {
  let next = [...positions];
  for (const change of changes) {
    const index = next.findIndex((p) => isSameCartLine(p, change));
    if (change.remove === true) {
      if (index >= 0) next = [...next.slice(0, index), ...next.slice(index + 1)];
      continue;
    }
    const { remove: _remove, ...line } = change;
    if (index >= 0) next[index] = { ...next[index], qty: line.qty };
    else next.push(line as unknown as L);
  }
  return next;
}

/**
 * The changes that turn `from` into `to` (the browser's cart as last saved, and as it is now): the positions whose
 * quantity changed or that are new, and the removed ones. Applied to `from` with {@link applyCartChanges} they give
 * `to`'s positions (the order of positions that were there before stays as it was).
 */
export function cartChanges<L extends CartLine>(from: readonly L[], to: readonly L[]): CartChange<L>[] {
  const changes: CartChange<L>[] = [];
  for (const before of from) {
    if (!to.some((p) => isSameCartLine(p, before))) changes.push({ productId: before.productId, customProductType: before.customProductType ?? null, ...(before.customConfiguration !== undefined ? { customConfiguration: before.customConfiguration } : {}), remove: true });
  }
  for (const now of to) {
    const before = from.find((p) => isSameCartLine(p, now));
    if (!before || before.qty !== now.qty) changes.push(now);
  }
  return changes;
}

/**
 * Positions whose products no longer exist are removed (docs/rules/states-and-transitions.md#cart): those whose article number was checked
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
 * Expiry (docs/rules/states-and-transitions.md#cart; setting sales.cartTTL): a cart last changed more than `ttlDays` days ago is expired. No TTL
 * configured (null, 0) means it never expires; an unreadable date counts as expired.
 */
export function isCartExpired(dateUpdated: string, ttlDays: number | null | undefined, now: number): boolean {
  if (!ttlDays || ttlDays <= 0) return false;
  const updated = Date.parse(dateUpdated);
  return !Number.isFinite(updated) || now - updated > ttlDays * DAY_MS;
}

/** Key order does not make two configurations different. */
function configurationKey(configuration: unknown): string {
  if (typeof configuration !== 'object' || configuration === null) return JSON.stringify(configuration ?? null);
  return JSON.stringify(Object.entries(configuration).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether two positions of two carts are the same position: the merge rule ({@link isSameCartLine}). */
const isSamePositionInBoth = (a: CartLine, b: CartLine): boolean => isSameCartLine(a, b);

/**
 * Guest cart meets account cart ("merge on login", after Vendure's MergeOrdersStrategy): the cart in the
 * browser is what the buyer is working with, so it wins.
 * - A position in both carts keeps the local quantity (not the sum: the local cart usually already holds
 *   the account cart from the last visit, and adding would double it at every login).
 * - The local positions come first, in their order; then the account's positions the local cart lacks.
 * - The merged cart keeps the account cart's id (the local one's when there is no account cart).
 * - dateUpdated is `now`. Null when neither cart has a position (nothing to keep).
 */
export function mergeCartOnLogin<L extends CartLine>(account: Cart<L> | null, local: Cart<L> | null, now: Date = new Date()): Cart<L> | null {
  const localPositions = local?.positions ?? [];
  const accountPositions = account?.positions ?? [];
  if (localPositions.length === 0 && accountPositions.length === 0) return null;
  const accountOnly = accountPositions.filter((a) => !localPositions.some((l) => isSamePositionInBoth(l, a)));
  const id = account?.id ?? local!.id;
  return { id, positions: [...localPositions, ...accountOnly], dateUpdated: now.toISOString() };
}
