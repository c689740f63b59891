import { CART_LIMITS, type CustomProductType } from '../cart';
import { AUTOMATION_CONFIGURATION_SHAPE } from './automation';
import { EJECTOR_CONFIGURATION_SHAPE } from './ejector';
import { HOSE_CONFIGURATION_SHAPE } from './hose';

/**
 * The shape of a configurator's flat configuration (spec: configurations are stored flat, as ids and values):
 * which keys it may have and what each value may be. It is checked before a configurator's rules look at a
 * configuration — wherever one arrives (cart, price, checkout, order, offer, cart file) — so that no configuration
 * of a key the configurator does not know, a value of the wrong type, an over-long text, control characters or
 * more than CART_LIMITS.maxConfigurationBytes is ever priced, stored or sold. Each core declares its shape next to
 * the parser that reads it (hose.ts, ejector.ts, automation.ts); the rules themselves stay the cores'.
 */
export type FlatValueKind =
  /** An article number or option id: non-blank text of at most 64 characters. */
  | 'id'
  /** Text of at most 64 characters, blank allowed (a value the configurator's rules then judge). */
  | 'text'
  /** A list of ids with quantities ("id:qty,id:qty"): text of at most 1,024 characters. */
  | 'idList'
  | 'boolean'
  /** A finite number within ±1,000,000,000 (lengths in mm, widths). */
  | 'number'
  /** Text from a fixed list. */
  | { readonly oneOf: readonly string[] };

export interface FlatValueRule {
  readonly kind: FlatValueKind;
  /** null is a value of its own ("none"): only where the configurator's parser accepts it. */
  readonly nullable?: boolean;
}

export interface ConfigurationShape {
  readonly keys: Readonly<Record<string, FlatValueRule>>;
  /** The configurator's own message id for a configuration that is not its flat form (hcConfigurationInvalid, …). */
  readonly invalidMessageId: string;
}

/** Text no configuration value or key may hold: C0 controls (tab, line feeds included), DEL, C1, lone surrogates. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_ID = 64;
const MAX_ID_LIST = 1024;
const MAX_NUMBER = 1_000_000_000;

function valueFits(rule: FlatValueRule, value: unknown): boolean {
  if (value === null) return rule.nullable === true;
  const { kind } = rule;
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER;
  if (typeof value !== 'string' || CONTROL.test(value)) return false;
  if (kind === 'id') return value.trim() !== '' && value.length <= MAX_ID;
  if (kind === 'text') return value.length <= MAX_ID;
  if (kind === 'idList') return value.trim() !== '' && value.length <= MAX_ID_LIST;
  return kind.oneOf.includes(value);
}

/** Bytes of a text in UTF-8. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Whether a value is a configuration of this shape: a plain object, only known keys, each value of its kind,
 * at most CART_LIMITS.maxConfigurationBytes as JSON.
 */
export function fitsConfigurationShape(shape: ConfigurationShape, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const entries = Object.entries(value);
  if (entries.length > CART_LIMITS.maxConfigurationKeys) return false;
  for (const [key, v] of entries) {
    const rule = Object.prototype.hasOwnProperty.call(shape.keys, key) ? shape.keys[key] : undefined;
    if (rule === undefined || !valueFits(rule, v)) return false;
  }
  return utf8Length(JSON.stringify(value)) <= CART_LIMITS.maxConfigurationBytes;
}

/** Each configurator's shape, by customProductType. */
export const CONFIGURATION_SHAPES: Readonly<Record<CustomProductType, ConfigurationShape>> = {
  hose: HOSE_CONFIGURATION_SHAPE,
  ejector: EJECTOR_CONFIGURATION_SHAPE,
  automation: AUTOMATION_CONFIGURATION_SHAPE,
};

/**
 * The message id a cart, order or offer position's configuration is refused with, or null: a catalogue article
 * (no customProductType) carries none (customConfigurationNotAllowed); a configured one carries its
 * configurator's shape (customProductInvalid). A position without a configuration passes (a configured
 * position may name its stored configuration by id alone).
 */
export function positionConfigurationProblem(customProductType: unknown, configuration: unknown): 'customConfigurationNotAllowed' | 'customProductInvalid' | null {
  if (configuration === undefined || configuration === null) return null;
  if (customProductType === undefined || customProductType === null) return 'customConfigurationNotAllowed';
  if (typeof customProductType !== 'string' || !Object.prototype.hasOwnProperty.call(CONFIGURATION_SHAPES, customProductType)) return 'customProductInvalid';
  return fitsConfigurationShape(CONFIGURATION_SHAPES[customProductType as CustomProductType], configuration) ? null : 'customProductInvalid';
}
