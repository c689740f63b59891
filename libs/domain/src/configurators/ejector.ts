/**
 * Ejector pin configurator — the pure core shared by the browser store and the server
 * (docs/rules/entities.md#configurations-and-custom-products, docs/rules/states-and-transitions.md#ejector-configurator,
 * docs/rules/validation.md#ejector-code-and-length, docs/rules/errors.md#configurator-messages, docs/rules/constants.md#ejector-configurator).
 *
 * Flow: choice steps type → headShape → material (a flat pin: type → cr → material); a step with one
 * option is chosen automatically; the last step takes the dimensions (flat: b, a, diameter, l2;
 * offset: diameter, l2; straight and core pin: diameter) and the length. A valid length with complete
 * dimensions computes the solutions (standard product, cheapest, fastest); choosing one sets the
 * baseProduct (plus shortenId / antiRotationId) and completes the configuration. All functions return
 * new objects; nothing here reads the clock, the network or the catalogue database: the server passes
 * an {@link EjectorCatalogue} it built from the catalogue.
 *
 * Rules as the spec states them:
 * - step number = selection count + 1;
 * - b clears a, length, l2, diameter; a clears length, l2, diameter; diameter or a CAD value (l2)
 *   resets the length state and the solution ids;
 * - a length is valid when it equals a catalogue length or lies in a shortenable range; the lower end
 *   of a range is the minimum by diameter (border, small, large) plus cadData-l2 for offset and flat
 *   pins; with anti-rotation machining the length is bounded by the anti-rotation maximum; else
 *   ecInvalidLength with the hint ecLengthMinMaxMessage {lengths: "5mm, 10-20mm"};
 * - tolerance +2/0 for a standard (catalogue) length, else 0/+0.02;
 * - solutions: standard product (exact length, no anti-rotation), cheapest (from a not-in-stock
 *   ejector), fastest (from an in-stock ejector);
 * - processing time 2 extra working days for shortening or anti-rotation, 3 for both;
 * - code: 8 characters starting AC, upper-cased, else ecInvalidEjectorCodeMessage.
 *
 * Choices where the rules say "not shown", kept here as the record (ADR 0017):
 * 1. Dimension tables are the catalogue itself: every option list (types, head shapes, corner radii,
 *    materials, b, a, diameter, l2) is the set of values of the active ejector articles that match the
 *    choices so far; "a table maps diameter to a cad value" is the articles' l2 per diameter (offset
 *    pins: one l2 per tip diameter, chosen automatically).
 * 2. Shortening is a service product with a flat price per pin (demo 4.50 €); shortenable range of an
 *    article = [minimum, article length]; minimum = minLengthSmall (demo 30 mm) for diameters up to and
 *    including diameterBorder (demo 6 mm), else minLengthLarge (demo 50 mm), plus l2 for offset and
 *    flat pins. A catalogue length below the minimum stays valid as an exact length.
 * 3. Anti-rotation (head shape "cylinder with one-sided anti-rotation") is satisfied by an article that
 *    has that head, or by a cylinder-head article plus the anti-rotation service (flat price per pin,
 *    demo 9.80 €), which is possible up to maxLength (demo 400 mm) overall length. Flat pins have no
 *    head-shape step (spec), hence no anti-rotation.
 * 4. "In stock" = the article's stock covers the quantity (availabilityStatus 0, default quantity 1).
 *    Processing days = procurement days of the article when not in stock + the extra days above.
 *    Fastest = in-stock variant with the fewest processing days, then the lowest price; cheapest =
 *    lowest-priced not-in-stock variant, offered only when it is cheaper than the fastest one (else
 *    the fastest is the cheapest, too). Ties are broken by article id, so results are stable.
 * 5. Lengths are typed in the locale (de "123,5") and accepted with at most 2 decimals (the shortened
 *    tolerance is 0.02 mm).
 * 6. Changing diameter or l2 keeps the typed length text but resets its state to 'unchecked' (the
 *    store re-validates it with {@link setEjectorLength}); later dimension fields that are no longer
 *    offered are cleared, single options are chosen automatically.
 * 7. Code: AC + 6 characters [A-Z0-9]; {@link ejectorCode} derives it from a hash (FNV-1a) of the
 *    stored configuration, so the same configuration gets the same code; `attempt` resolves collisions.
 * 8. Drawing label: the dimensions in the locale, "Ø 4 × 123,5 mm", offset "Ø 1,5 × 100 mm, l2 25 mm",
 *    flat "6 × 1,2 × 160 mm, l2 25 mm".
 * 9. Message ids added beside the spec's: 'ecIncompleteConfiguration' (a stored configuration lacks a
 *    step, dimension, length or solution); an option, dimension or article that is not (any more)
 *    offered is the existing 'customProductInvalid'.
 */
import type { ConfigurationShape } from './configuration-shape';
import { availabilityStatus } from '../availability';
import { type Decimal, addDecimals, compareDecimals, decimalToString, parseDecimal } from '../decimal';
import { type CalendarDate, shippingDate } from '../delivery-date';
import { type Cents, addMoney } from '../money';
import { formatQuantityForLocale, normalizeQuantityInput } from '../order-quantity';
import { type Result, err, ok } from '../result';
import {
  EJECTOR_CODE_LENGTH,
  EJECTOR_CODE_PREFIX,
  EJECTOR_CORNER_RADII,
  EJECTOR_HEAD_SHAPES,
  EJECTOR_MATERIAL_KEYS,
  EJECTOR_PROCESSING_EXTRA_DAYS,
  EJECTOR_PROCESSING_EXTRA_DAYS_BOTH,
  EJECTOR_TOLERANCE_SHORTENED,
  EJECTOR_TOLERANCE_STANDARD,
  EJECTOR_TYPES,
  type EjectorArticle,
  type EjectorCatalogue,
  type EjectorChoiceRow,
  type EjectorTolerance,
  type EjectorType,
  type Millimetres,
} from './ejector-data';

// ---------------------------------------------------------------------------------------------
// Configuration state
// ---------------------------------------------------------------------------------------------

export type EjectorStepId = 'type' | 'headShape' | 'cr' | 'material' | 'dimensions';
export type EjectorChoiceStep = Exclude<EjectorStepId, 'dimensions'>;
/** Dimension fields in the order they are asked; a, b and l2 are the CAD values. */
export type EjectorDimensionField = 'b' | 'a' | 'diameter' | 'l2';
export type EjectorCadField = Exclude<EjectorDimensionField, 'diameter'>;
export type EjectorLengthState = 'empty' | 'unchecked' | 'valid' | 'invalid';
export type EjectorSolutionKind = 'standardProduct' | 'cheapestSolution' | 'fastestSolution';
export const EJECTOR_SOLUTION_KINDS: readonly EjectorSolutionKind[] = ['standardProduct', 'cheapestSolution', 'fastestSolution'];

export interface EjectorSelectionEntry {
  readonly step: EjectorChoiceStep;
  readonly value: string;
  /** Chosen automatically because the step had exactly one option. */
  readonly auto: boolean;
}

/** The configuration (immutable; numbers are canonical decimal strings in mm). */
export interface EjectorConfiguration {
  readonly selection: readonly EjectorSelectionEntry[];
  readonly diameter?: string;
  readonly cadData: { readonly a?: string; readonly b?: string; readonly l2?: string };
  /** The length as typed. */
  readonly lengthText: string;
  readonly lengthState: EjectorLengthState;
  /** The canonical length, set only while lengthState is 'valid'. */
  readonly length?: string;
  /** Article ids of the solutions, set when the length is valid. */
  readonly standardProduct?: string;
  readonly cheapestSolution?: string;
  readonly fastestSolution?: string;
  /** The chosen solution's article and services; set = completed. */
  readonly baseProduct?: string;
  readonly shortenId?: string;
  readonly antiRotationId?: string;
}

const EMPTY: EjectorConfiguration = { selection: [], cadData: {}, lengthText: '', lengthState: 'empty' };

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function toDecimal(value: Millimetres | undefined): Decimal | null {
  if (value === undefined) return null;
  const parsed = parseDecimal(typeof value === 'number' ? value : value.trim());
  return parsed === null || parsed.units < 0n ? null : parsed;
}

/** Canonical decimal string of a dimension ("1.50" → "1.5"), undefined when not a number ≥ 0. */
function canon(value: Millimetres | undefined): string | undefined {
  const parsed = toDecimal(value);
  return parsed === null ? undefined : decimalToString(parsed);
}

function byNumber(a: string, b: string): number {
  return compareDecimals(parseDecimal(a) as Decimal, parseDecimal(b) as Decimal);
}

function minDecimal(a: Decimal, b: Decimal): Decimal {
  return compareDecimals(a, b) <= 0 ? a : b;
}

function selected(config: EjectorConfiguration, step: EjectorChoiceStep): string | undefined {
  return config.selection.find((entry) => entry.step === step)?.value;
}

/** The chosen ejector type, if any. */
export function ejectorTypeOf(config: EjectorConfiguration): EjectorType | undefined {
  return selected(config, 'type') as EjectorType | undefined;
}

function dimensionValue(config: EjectorConfiguration, field: EjectorDimensionField): string | undefined {
  return field === 'diameter' ? config.diameter : config.cadData[field];
}

function withDimension(config: EjectorConfiguration, field: EjectorDimensionField, value: string | undefined): EjectorConfiguration {
  if (field === 'diameter') return { ...config, diameter: value };
  return { ...config, cadData: { ...config.cadData, [field]: value } };
}

function withoutSolutions(config: EjectorConfiguration): EjectorConfiguration {
  return {
    ...config,
    standardProduct: undefined,
    cheapestSolution: undefined,
    fastestSolution: undefined,
    baseProduct: undefined,
    shortenId: undefined,
    antiRotationId: undefined,
  };
}

/** Removes undefined keys so configurations compare and serialise cleanly. */
function tidy(config: EjectorConfiguration): EjectorConfiguration {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) if (value !== undefined) out[key] = value;
  const cadData: Record<string, string> = {};
  for (const [key, value] of Object.entries(config.cadData)) if (value !== undefined) cadData[key] = value;
  out.cadData = cadData;
  return out as unknown as EjectorConfiguration;
}

// ---------------------------------------------------------------------------------------------
// Steps and options
// ---------------------------------------------------------------------------------------------

/** The steps of a type: type, headShape, material, dimensions; a flat pin has cr instead of headShape. */
export function ejectorStepIds(type?: EjectorType): readonly EjectorStepId[] {
  return type === 'flat' ? ['type', 'cr', 'material', 'dimensions'] : ['type', 'headShape', 'material', 'dimensions'];
}

/** The dimension fields of a type in the order asked: flat b, a, diameter, l2; offset diameter, l2; else diameter. */
export function ejectorDimensionFields(type?: EjectorType): readonly EjectorDimensionField[] {
  if (type === 'flat') return ['b', 'a', 'diameter', 'l2'];
  if (type === 'offset') return ['diameter', 'l2'];
  return ['diameter'];
}

/** Whether a cylinder-head article must get the anti-rotation service to satisfy the selection. */
function needsAntiRotation(config: EjectorConfiguration, article: EjectorArticle): boolean {
  return selected(config, 'headShape') === 'cylinderAntiRotation' && article.headShape === 'cylinder';
}

function matchesChoice(article: EjectorChoiceRow, entry: Pick<EjectorSelectionEntry, 'step' | 'value'>, catalogue: EjectorCatalogue): boolean {
  switch (entry.step) {
    case 'type':
      return article.type === entry.value;
    case 'headShape':
      return (
        article.headShape === entry.value ||
        (entry.value === 'cylinderAntiRotation' && article.headShape === 'cylinder' && catalogue.antiRotation !== null)
      );
    case 'cr':
      return (article.cornerRadius ?? 'none') === entry.value;
    case 'material':
      return article.material === entry.value;
  }
}

function articlesMatching(entries: readonly Pick<EjectorSelectionEntry, 'step' | 'value'>[], catalogue: EjectorCatalogue): EjectorArticle[] {
  return catalogue.articles.filter((article) => entries.every((entry) => matchesChoice(article, entry, catalogue)));
}

function optionsFor(step: EjectorChoiceStep, prefix: readonly EjectorSelectionEntry[], catalogue: EjectorCatalogue): string[] {
  const rows = catalogue.choices ?? catalogue.articles;
  const articles = rows.filter((row) => prefix.every((entry) => matchesChoice(row, entry, catalogue)));
  switch (step) {
    case 'type':
      return EJECTOR_TYPES.filter((type) => articles.some((a) => a.type === type));
    case 'headShape':
      return EJECTOR_HEAD_SHAPES.filter(
        (head) =>
          articles.some((a) => a.headShape === head) ||
          (head === 'cylinderAntiRotation' && catalogue.antiRotation !== null && articles.some((a) => a.headShape === 'cylinder')),
      );
    case 'cr':
      return EJECTOR_CORNER_RADII.filter((cr) => articles.some((a) => (a.cornerRadius ?? 'none') === cr));
    case 'material':
      return EJECTOR_MATERIAL_KEYS.filter((material) => articles.some((a) => a.material === material));
  }
}

/**
 * The option table of the choice steps: each distinct combination of type, head shape, corner radius
 * (flat pins; else none) and material among the articles, in attribute-list order. The server sends it
 * to the browser instead of the articles ({@link EjectorCatalogue.choices}).
 */
export function ejectorChoiceRows(articles: readonly EjectorChoiceRow[]): EjectorChoiceRow[] {
  const seen = new Map<string, EjectorChoiceRow>();
  for (const a of articles) {
    const cornerRadius = a.type === 'flat' ? (a.cornerRadius ?? 'none') : undefined;
    const key = `${a.type}|${a.headShape}|${cornerRadius ?? ''}|${a.material}`;
    if (!seen.has(key)) seen.set(key, { type: a.type, headShape: a.headShape, material: a.material, ...(cornerRadius ? { cornerRadius } : {}) });
  }
  const order = (list: readonly string[], value: string | undefined) => (value === undefined ? -1 : list.indexOf(value));
  return [...seen.values()].sort(
    (x, y) =>
      order(EJECTOR_TYPES, x.type) - order(EJECTOR_TYPES, y.type) ||
      order(EJECTOR_HEAD_SHAPES, x.headShape) - order(EJECTOR_HEAD_SHAPES, y.headShape) ||
      order(EJECTOR_CORNER_RADII, x.cornerRadius) - order(EJECTOR_CORNER_RADII, y.cornerRadius) ||
      order(EJECTOR_MATERIAL_KEYS, x.material) - order(EJECTOR_MATERIAL_KEYS, y.material),
  );
}

/**
 * The articles a configuration's choices admit (all choice steps done; else none): the dimension table
 * the server sends for those choices. An anti-rotation choice admits cylinder heads too (the service).
 */
export function ejectorArticlesForChoices(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorArticle[] {
  return choiceArticles(config, catalogue);
}

/**
 * Options of a choice step given the choices before it (in attribute-list order). A step that is not
 * (yet) reachable has no options.
 */
export function ejectorStepOptions(config: EjectorConfiguration, step: EjectorChoiceStep, catalogue: EjectorCatalogue): string[] {
  const index = ejectorStepIds(ejectorTypeOf(config)).indexOf(step);
  if (index < 0 || index > config.selection.length) return [];
  return optionsFor(step, config.selection.slice(0, index), catalogue);
}

function choicesComplete(config: EjectorConfiguration): boolean {
  return ejectorStepIds(ejectorTypeOf(config))[config.selection.length] === 'dimensions';
}

function choiceArticles(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorArticle[] {
  return choicesComplete(config) ? articlesMatching(config.selection, catalogue) : [];
}

function dimensionOptionsFrom(config: EjectorConfiguration, field: EjectorDimensionField, articles: readonly EjectorArticle[]): string[] {
  const fields = ejectorDimensionFields(ejectorTypeOf(config));
  const index = fields.indexOf(field);
  if (index < 0) return [];
  const before = fields.slice(0, index);
  const values = new Set<string>();
  for (const article of articles) {
    if (!before.every((f) => canon(article[f]) === dimensionValue(config, f))) continue;
    const value = canon(article[field]);
    if (value !== undefined) values.add(value);
  }
  return [...values].sort(byNumber);
}

/** Options of a dimension field given the choices and the fields before it, ascending. */
export function ejectorDimensionOptions(config: EjectorConfiguration, field: EjectorDimensionField, catalogue: EjectorCatalogue): string[] {
  return dimensionOptionsFrom(config, field, choiceArticles(config, catalogue));
}

function dimensionsComplete(config: EjectorConfiguration): boolean {
  return choicesComplete(config) && ejectorDimensionFields(ejectorTypeOf(config)).every((f) => dimensionValue(config, f) !== undefined);
}

/** Articles matching every choice and dimension (the bases a length can be made from). */
function candidateArticles(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorArticle[] {
  if (!dimensionsComplete(config)) return [];
  const fields = ejectorDimensionFields(ejectorTypeOf(config));
  return choiceArticles(config, catalogue).filter((article) => fields.every((f) => canon(article[f]) === dimensionValue(config, f)));
}

/** Fills empty dimension fields that have exactly one option, in order, up to the first open choice. */
function autoFillDimensions(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorConfiguration {
  if (!choicesComplete(config)) return config;
  const articles = choiceArticles(config, catalogue);
  let next = config;
  for (const field of ejectorDimensionFields(ejectorTypeOf(config))) {
    if (dimensionValue(next, field) !== undefined) continue;
    const options = dimensionOptionsFrom(next, field, articles);
    if (options.length !== 1) break;
    next = withDimension(next, field, options[0]);
  }
  return next;
}

/** Chooses every next step that has exactly one option, then single-option dimensions. */
function autoChoose(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorConfiguration {
  let next = config;
  for (;;) {
    const step = ejectorStepIds(ejectorTypeOf(next))[next.selection.length];
    if (step === undefined || step === 'dimensions') break;
    const options = optionsFor(step, next.selection, catalogue);
    if (options.length !== 1) break;
    next = { ...next, selection: [...next.selection, { step, value: options[0], auto: true }] };
  }
  return autoFillDimensions(next, catalogue);
}

/** A fresh configuration (restart resets everything); single-option steps are chosen already. */
export function restartEjector(catalogue: EjectorCatalogue): EjectorConfiguration {
  return tidy(autoChoose(EMPTY, catalogue));
}

/**
 * Chooses a value at a choice step: the current step, or an earlier one (going back drops every later
 * choice and all dimensions, length and solutions). The same value again, an unreachable step or a
 * value not offered returns the configuration unchanged (the same object).
 */
export function chooseEjectorOption(
  config: EjectorConfiguration,
  step: EjectorChoiceStep,
  value: string,
  catalogue: EjectorCatalogue,
): EjectorConfiguration {
  const index = ejectorStepIds(ejectorTypeOf(config)).indexOf(step);
  if (index < 0 || index > config.selection.length) return config;
  if (config.selection[index]?.value === value) return config;
  const prefix = config.selection.slice(0, index);
  if (!optionsFor(step, prefix, catalogue).includes(value)) return config;
  return tidy(autoChoose({ ...EMPTY, selection: [...prefix, { step, value, auto: false }] }, catalogue));
}

/**
 * Sets a dimension field with the spec's dependent resets: b clears a, diameter, l2 and the length;
 * a clears diameter, l2 and the length; diameter or l2 reset the length state (text kept, state
 * 'unchecked') and the solution ids, and clear later fields no longer offered. A value not offered
 * (or a field the type does not have) returns the configuration unchanged.
 */
export function setEjectorDimension(
  config: EjectorConfiguration,
  field: EjectorDimensionField,
  value: Millimetres,
  catalogue: EjectorCatalogue,
): EjectorConfiguration {
  const fields = ejectorDimensionFields(ejectorTypeOf(config));
  const index = fields.indexOf(field);
  const canonical = canon(value);
  if (index < 0 || canonical === undefined || !choicesComplete(config)) return config;
  if (dimensionValue(config, field) === canonical) return config;
  const articles = choiceArticles(config, catalogue);
  if (!dimensionOptionsFrom(config, field, articles).includes(canonical)) return config;

  let next = withoutSolutions(withDimension(config, field, canonical));
  const later = fields.slice(index + 1);
  if (field === 'b' || field === 'a') {
    for (const f of later) next = withDimension(next, f, undefined);
    next = { ...next, lengthText: '', lengthState: 'empty', length: undefined };
  } else {
    for (const f of later) {
      const current = dimensionValue(next, f);
      if (current !== undefined && !dimensionOptionsFrom(next, f, articles).includes(current)) next = withDimension(next, f, undefined);
    }
    next = { ...next, lengthState: next.lengthText.trim() === '' ? 'empty' : 'unchecked', length: undefined };
  }
  return tidy(autoFillDimensions(next, catalogue));
}

// ---------------------------------------------------------------------------------------------
// Length
// ---------------------------------------------------------------------------------------------

/** A valid length (from = to) or a range of valid lengths, canonical mm strings. */
export interface EjectorLengthSegment {
  readonly from: string;
  readonly to: string;
}

/**
 * Minimum length a pin can be shortened to: minLengthSmall for diameters up to the border, else
 * minLengthLarge, plus l2 for offset and flat pins. Undefined without a diameter or shortening service.
 * Example: offset, d 3 mm ≤ border 6 → 30 + l2 50 = 80 mm.
 */
export function ejectorMinimumLength(config: EjectorConfiguration, catalogue: EjectorCatalogue): string | undefined {
  const rule = catalogue.shortening;
  const diameter = toDecimal(config.diameter);
  if (rule === null || diameter === null) return undefined;
  const border = toDecimal(rule.diameterBorder);
  const small = toDecimal(rule.minLengthSmall);
  const large = toDecimal(rule.minLengthLarge);
  if (border === null || small === null || large === null) return undefined;
  let minimum = compareDecimals(diameter, border) <= 0 ? small : large;
  const type = ejectorTypeOf(config);
  if (type === 'offset' || type === 'flat') {
    const l2 = toDecimal(config.cadData.l2);
    if (l2 === null) return undefined;
    minimum = addDecimals(minimum, l2);
  }
  return decimalToString(minimum);
}

/** Sorts and merges touching or overlapping segments. */
export function mergeLengthSegments(segments: readonly EjectorLengthSegment[]): EjectorLengthSegment[] {
  const sorted = [...segments].sort((x, y) => byNumber(x.from, y.from) || byNumber(x.to, y.to));
  const merged: EjectorLengthSegment[] = [];
  for (const segment of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && byNumber(segment.from, last.to) <= 0) {
      if (byNumber(segment.to, last.to) > 0) merged[merged.length - 1] = { from: last.from, to: segment.to };
    } else {
      merged.push(segment);
    }
  }
  return merged;
}

/**
 * Valid lengths of the configured pin: each candidate article's catalogue length plus its shortenable
 * range [minimum, article length]; with the anti-rotation service both are bounded by its maximum.
 * Empty while the dimensions are incomplete.
 */
export function ejectorValidLengths(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorLengthSegment[] {
  const minimum = toDecimal(ejectorMinimumLength(config, catalogue));
  const arMax = catalogue.antiRotation === null ? null : toDecimal(catalogue.antiRotation.maxLength);
  const segments: EjectorLengthSegment[] = [];
  for (const article of candidateArticles(config, catalogue)) {
    const length = toDecimal(article.length);
    if (length === null) continue;
    const bounded = needsAntiRotation(config, article);
    if (bounded && arMax === null) continue;
    const upper = bounded && arMax !== null ? minDecimal(length, arMax) : length;
    if (compareDecimals(upper, length) === 0) segments.push({ from: decimalToString(length), to: decimalToString(length) });
    if (minimum !== null && compareDecimals(minimum, upper) <= 0) segments.push({ from: decimalToString(minimum), to: decimalToString(upper) });
  }
  return mergeLengthSegments(segments);
}

/** Valid lengths written like "5mm, 10-20mm" (decimal separator of the locale: de "12,5mm"). */
export function formatValidLengths(segments: readonly EjectorLengthSegment[], locale = 'de'): string {
  const mm = (value: string) => formatQuantityForLocale(value, locale);
  return segments.map((s) => (s.from === s.to ? `${mm(s.from)}mm` : `${mm(s.from)}-${mm(s.to)}mm`)).join(', ');
}

export interface EjectorLengthHint {
  readonly messageId: 'ecLengthMinMaxMessage';
  readonly params: { readonly lengths: string };
}

/** The hint ecLengthMinMaxMessage with the valid lengths of the configuration. */
export function ejectorLengthHint(config: EjectorConfiguration, catalogue: EjectorCatalogue, locale = 'de'): EjectorLengthHint {
  return { messageId: 'ecLengthMinMaxMessage', params: { lengths: formatValidLengths(ejectorValidLengths(config, catalogue), locale) } };
}

export interface EjectorLengthCheck {
  readonly state: 'empty' | 'valid' | 'invalid';
  /** Canonical length when valid. */
  readonly length?: string;
  readonly messageId: 'ecInvalidLength' | null;
  /** Shown with ecInvalidLength. */
  readonly hint: EjectorLengthHint | null;
  /** Tolerance of a valid length. */
  readonly tolerance: EjectorTolerance | null;
}

const LENGTH_PATTERN = /^\d+(?:\.\d{1,2})?$/;

function parseLength(text: string, locale: string): Decimal | null | 'empty' {
  const normalized = normalizeQuantityInput(text, locale, { final: true });
  if (normalized === '') return 'empty';
  return LENGTH_PATTERN.test(normalized) ? parseDecimal(normalized) : null;
}

function inSegments(length: Decimal, segments: readonly EjectorLengthSegment[]): boolean {
  return segments.some(
    (s) => compareDecimals(length, parseDecimal(s.from) as Decimal) >= 0 && compareDecimals(length, parseDecimal(s.to) as Decimal) <= 0,
  );
}

function isCatalogueLength(config: EjectorConfiguration, catalogue: EjectorCatalogue, length: Decimal): boolean {
  return candidateArticles(config, catalogue).some((article) => {
    const articleLength = toDecimal(article.length);
    return articleLength !== null && compareDecimals(articleLength, length) === 0;
  });
}

/** Tolerance hint: +2/0 for a standard (catalogue) length, else 0/+0.02. */
export function ejectorTolerance(isStandardLength: boolean): EjectorTolerance {
  return isStandardLength ? EJECTOR_TOLERANCE_STANDARD : EJECTOR_TOLERANCE_SHORTENED;
}

/**
 * Checks a typed length (locale separators; at most 2 decimals) against the valid lengths:
 * empty → no message; valid → tolerance; else ecInvalidLength with the hint ecLengthMinMaxMessage.
 */
export function validateEjectorLength(
  config: EjectorConfiguration,
  lengthText: string,
  catalogue: EjectorCatalogue,
  locale = 'de',
): EjectorLengthCheck {
  const parsed = parseLength(lengthText, locale);
  if (parsed === 'empty') return { state: 'empty', messageId: null, hint: null, tolerance: null };
  const segments = ejectorValidLengths(config, catalogue);
  if (parsed === null || !inSegments(parsed, segments)) {
    return {
      state: 'invalid',
      messageId: 'ecInvalidLength',
      hint: { messageId: 'ecLengthMinMaxMessage', params: { lengths: formatValidLengths(segments, locale) } },
      tolerance: null,
    };
  }
  return {
    state: 'valid',
    length: decimalToString(parsed),
    messageId: null,
    hint: null,
    tolerance: ejectorTolerance(isCatalogueLength(config, catalogue, parsed)),
  };
}

/** Tolerance of the configuration's valid length, null without one. */
export function ejectorToleranceHint(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorTolerance | null {
  const length = toDecimal(config.length);
  if (config.lengthState !== 'valid' || length === null) return null;
  return ejectorTolerance(isCatalogueLength(config, catalogue, length));
}

export interface EjectorSolutionOptions {
  /** Pieces the buyer wants; decides "in stock" (default 1). */
  readonly quantity?: number;
}

/**
 * Stores a typed length and its state; a valid length with complete dimensions fills the solution
 * ids (spec: valid length and completion trigger the solutions). Any change drops a chosen solution.
 */
export function setEjectorLength(
  config: EjectorConfiguration,
  lengthText: string,
  catalogue: EjectorCatalogue,
  locale = 'de',
  options: EjectorSolutionOptions = {},
): EjectorConfiguration {
  if (!dimensionsComplete(config)) return config;
  const check = validateEjectorLength(config, lengthText, catalogue, locale);
  const next: EjectorConfiguration = { ...withoutSolutions(config), lengthText, lengthState: check.state, length: check.length };
  if (check.state !== 'valid') return tidy(next);
  const solutions = ejectorSolutions(next, catalogue, options);
  return tidy({
    ...next,
    standardProduct: solutions.standardProduct?.articleId,
    cheapestSolution: solutions.cheapestSolution?.articleId,
    fastestSolution: solutions.fastestSolution?.articleId,
  });
}

// ---------------------------------------------------------------------------------------------
// Solutions, prices, processing time
// ---------------------------------------------------------------------------------------------

/** One way to make the configured pin: an article, shortened and/or given anti-rotation. */
export interface EjectorVariant {
  readonly articleId: string;
  /** Configured overall length and the article's catalogue length. */
  readonly length: string;
  readonly articleLength: string;
  readonly shorten: boolean;
  readonly antiRotation: boolean;
  readonly shortenId?: string;
  readonly antiRotationId?: string;
  readonly articlePriceCents: Cents;
  readonly shortenPriceCents: Cents;
  readonly antiRotationPriceCents: Cents;
  /** Per pin: article + shortening + anti-rotation. */
  readonly priceCents: Cents;
  readonly inStock: boolean;
  /** 0, 2 (shortening or anti-rotation) or 3 (both). */
  readonly extraDays: number;
  /** Working days until shipping: procurement days when not in stock + extra days. */
  readonly processingDays: number;
  readonly tolerance: EjectorTolerance;
}

export interface EjectorSolutions {
  readonly standardProduct?: EjectorVariant;
  readonly cheapestSolution?: EjectorVariant;
  readonly fastestSolution?: EjectorVariant;
}

/** Extra processing days: 2 for shortening or anti-rotation, 3 for both, else 0. */
export function ejectorExtraProcessingDays(shorten: boolean, antiRotation: boolean): number {
  if (shorten && antiRotation) return EJECTOR_PROCESSING_EXTRA_DAYS_BOTH;
  return shorten || antiRotation ? EJECTOR_PROCESSING_EXTRA_DAYS : 0;
}

/** Every variant that makes the configuration's valid length (unsorted); empty without one. */
export function ejectorVariants(config: EjectorConfiguration, catalogue: EjectorCatalogue, options: EjectorSolutionOptions = {}): EjectorVariant[] {
  const length = toDecimal(config.length);
  if (config.lengthState !== 'valid' || length === null) return [];
  const minimum = toDecimal(ejectorMinimumLength(config, catalogue));
  const arMax = catalogue.antiRotation === null ? null : toDecimal(catalogue.antiRotation.maxLength);
  const quantity = options.quantity ?? 1;
  const variants: EjectorVariant[] = [];
  for (const article of candidateArticles(config, catalogue)) {
    const articleLength = toDecimal(article.length);
    if (articleLength === null) continue;
    const order = compareDecimals(length, articleLength);
    const shorten = order < 0;
    if (order > 0) continue;
    if (shorten && (catalogue.shortening === null || minimum === null || compareDecimals(length, minimum) < 0)) continue;
    const antiRotation = needsAntiRotation(config, article);
    if (antiRotation && (arMax === null || compareDecimals(length, arMax) > 0)) continue;
    const shortenPriceCents = shorten && catalogue.shortening !== null ? catalogue.shortening.priceCents : 0;
    const antiRotationPriceCents = antiRotation && catalogue.antiRotation !== null ? catalogue.antiRotation.priceCents : 0;
    const inStock = availabilityStatus(article.stock, quantity) === 0;
    const extraDays = ejectorExtraProcessingDays(shorten, antiRotation);
    variants.push({
      articleId: article.id,
      length: decimalToString(length),
      articleLength: decimalToString(articleLength),
      shorten,
      antiRotation,
      ...(shorten && catalogue.shortening !== null ? { shortenId: catalogue.shortening.serviceId } : {}),
      ...(antiRotation && catalogue.antiRotation !== null ? { antiRotationId: catalogue.antiRotation.serviceId } : {}),
      articlePriceCents: article.priceCents,
      shortenPriceCents,
      antiRotationPriceCents,
      priceCents: addMoney(article.priceCents, shortenPriceCents, antiRotationPriceCents),
      inStock,
      extraDays,
      processingDays: (inStock ? 0 : Math.max(0, Math.ceil(article.procurementDays || 0))) + extraDays,
      tolerance: ejectorTolerance(!shorten),
    });
  }
  return variants;
}

function byPrice(a: EjectorVariant, b: EjectorVariant): number {
  return a.priceCents - b.priceCents || a.processingDays - b.processingDays || (a.articleId < b.articleId ? -1 : a.articleId > b.articleId ? 1 : 0);
}

function bySpeed(a: EjectorVariant, b: EjectorVariant): number {
  return a.processingDays - b.processingDays || byPrice(a, b);
}

/**
 * The three solutions: standard product = exact catalogue length without anti-rotation service;
 * fastest = in-stock variant with the fewest processing days (then cheapest); cheapest = cheapest
 * not-in-stock variant, only when it is cheaper than the fastest.
 */
export function ejectorSolutions(config: EjectorConfiguration, catalogue: EjectorCatalogue, options: EjectorSolutionOptions = {}): EjectorSolutions {
  const variants = ejectorVariants(config, catalogue, options);
  const standardProduct = variants.filter((v) => !v.shorten && !v.antiRotation).sort(byPrice)[0];
  const fastestSolution = variants.filter((v) => v.inStock).sort(bySpeed)[0];
  const cheapest = variants.filter((v) => !v.inStock).sort(byPrice)[0];
  const cheapestSolution = cheapest !== undefined && (fastestSolution === undefined || cheapest.priceCents < fastestSolution.priceCents) ? cheapest : undefined;
  return {
    ...(standardProduct ? { standardProduct } : {}),
    ...(cheapestSolution ? { cheapestSolution } : {}),
    ...(fastestSolution ? { fastestSolution } : {}),
  };
}

/**
 * Chooses one of the offered solutions: sets baseProduct, shortenId and antiRotationId (completed).
 * A kind without a solution returns the configuration unchanged.
 */
export function chooseEjectorSolution(
  config: EjectorConfiguration,
  kind: EjectorSolutionKind,
  catalogue: EjectorCatalogue,
  options: EjectorSolutionOptions = {},
): EjectorConfiguration {
  const articleId = config[kind];
  if (articleId === undefined) return config;
  const variant = ejectorVariants(config, catalogue, options).find((v) => v.articleId === articleId);
  if (variant === undefined) return config;
  return tidy({ ...config, baseProduct: variant.articleId, shortenId: variant.shortenId, antiRotationId: variant.antiRotationId });
}

/** The chosen solution priced (null until one is chosen or when it is no longer possible). */
export function ejectorChosenVariant(config: EjectorConfiguration, catalogue: EjectorCatalogue, options: EjectorSolutionOptions = {}): EjectorVariant | null {
  if (config.baseProduct === undefined) return null;
  return ejectorVariants(config, catalogue, options).find((v) => v.articleId === config.baseProduct) ?? null;
}

/** Completed: a valid length and a chosen solution. */
export function isEjectorComplete(config: EjectorConfiguration): boolean {
  return config.lengthState === 'valid' && config.baseProduct !== undefined;
}

/** Shipping date of a variant ordered at `now` (same-day until cutoffHour, then processing working days). */
export function ejectorShippingDate(variant: Pick<EjectorVariant, 'processingDays'>, now: Date, cutoffHour: number): CalendarDate {
  return shippingDate(now, variant.processingDays, cutoffHour);
}

// ---------------------------------------------------------------------------------------------
// View of the steps
// ---------------------------------------------------------------------------------------------

export interface EjectorStepView {
  readonly id: EjectorStepId;
  /** 1-based position. */
  readonly number: number;
  readonly state: 'done' | 'current' | 'pending';
  readonly value?: string;
  readonly auto: boolean;
  /** Options of a done or current choice step; [] for pending steps and the dimension step. */
  readonly options: readonly string[];
}

export interface EjectorDimensionFieldView {
  readonly field: EjectorDimensionField;
  readonly value?: string;
  readonly options: readonly string[];
}

export interface EjectorStepsView {
  readonly steps: readonly EjectorStepView[];
  readonly currentStep: EjectorStepId;
  /** Selection count + 1. */
  readonly currentStepNumber: number;
  /** Fields of the dimension step (empty before it). */
  readonly dimensionFields: readonly EjectorDimensionFieldView[];
  readonly minimumLength?: string;
  readonly completed: boolean;
}

/** Which steps there are, which is current (selection count + 1) and what each offers. */
export function ejectorSteps(config: EjectorConfiguration, catalogue: EjectorCatalogue): EjectorStepsView {
  const ids = ejectorStepIds(ejectorTypeOf(config));
  const current = config.selection.length;
  const steps = ids.map((id, index): EjectorStepView => {
    const entry = config.selection[index];
    const state = index < current ? 'done' : index === current ? 'current' : 'pending';
    const options = id === 'dimensions' || state === 'pending' ? [] : optionsFor(id, config.selection.slice(0, index), catalogue);
    return { id, number: index + 1, state, ...(entry ? { value: entry.value } : {}), auto: entry?.auto ?? false, options };
  });
  const atDimensions = ids[current] === 'dimensions';
  const articles = atDimensions ? choiceArticles(config, catalogue) : [];
  const dimensionFields = atDimensions
    ? ejectorDimensionFields(ejectorTypeOf(config)).map((field) => {
        const value = dimensionValue(config, field);
        return { field, ...(value !== undefined ? { value } : {}), options: dimensionOptionsFrom(config, field, articles) };
      })
    : [];
  const minimumLength = atDimensions ? ejectorMinimumLength(config, catalogue) : undefined;
  return {
    steps,
    currentStep: ids[current],
    currentStepNumber: current + 1,
    dimensionFields,
    ...(minimumLength !== undefined ? { minimumLength } : {}),
    completed: isEjectorComplete(config),
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing label
// ---------------------------------------------------------------------------------------------

/**
 * Label of the dimensioned drawing in the locale: "Ø 4 × 123,5 mm"; offset "Ø 1,5 × 100 mm, l2 25 mm";
 * flat "6 × 1,2 × 160 mm, l2 25 mm". The length appears once valid. Null before the first dimension.
 */
export function ejectorDrawingLabel(config: EjectorConfiguration, locale = 'de'): string | null {
  const f = (value: string) => formatQuantityForLocale(value, locale);
  const type = ejectorTypeOf(config);
  const length = config.lengthState === 'valid' ? config.length : undefined;
  const { a, b, l2 } = config.cadData;
  const parts: string[] = [];
  if (type === 'flat') {
    if (a === undefined || b === undefined) return null;
    parts.push(f(a), f(b));
  } else {
    if (config.diameter === undefined) return null;
    parts.push(`Ø ${f(config.diameter)}`);
  }
  if (length !== undefined) parts.push(f(length));
  const label = `${parts.join(' × ')} mm`;
  return (type === 'flat' || type === 'offset') && l2 !== undefined ? `${label}, l2 ${f(l2)} mm` : label;
}

// ---------------------------------------------------------------------------------------------
// Code
// ---------------------------------------------------------------------------------------------

const CODE_PATTERN = new RegExp(`^${EJECTOR_CODE_PREFIX}[A-Z0-9]{${EJECTOR_CODE_LENGTH - EJECTOR_CODE_PREFIX.length}}$`);

/** Trims and upper-cases a code; 8 characters starting AC, else ecInvalidEjectorCodeMessage. */
export function validateEjectorCode(code: string | null | undefined): Result<string, 'ecInvalidEjectorCodeMessage'> {
  const upper = (code ?? '').trim().toUpperCase();
  return CODE_PATTERN.test(upper) ? ok(upper) : err('ecInvalidEjectorCodeMessage');
}

/** FNV-1a, 32 bit. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The canonical key of a stored configuration: its JSON with the keys sorted and undefined values left
 * out. The same configuration always gives the same key; the code is derived from it.
 */
export function ejectorConfigurationKey(stored: StoredEjectorConfiguration): string {
  const keys = Object.keys(stored).sort() as (keyof StoredEjectorConfiguration)[];
  return JSON.stringify(keys.filter((k) => stored[k] !== undefined).map((k) => [k, stored[k]]));
}

/**
 * The code of a configuration key: AC + 6 base-36 characters (upper case) of its FNV-1a hash. `attempt` > 0
 * gives another code for the same key when the server finds the first one taken by another configuration.
 */
export function ejectorCodeOfKey(key: string, attempt = 0): string {
  const suffixLength = EJECTOR_CODE_LENGTH - EJECTOR_CODE_PREFIX.length;
  const space = 36 ** suffixLength;
  const hash = fnv1a(attempt === 0 ? key : `${key}#${attempt}`) % space;
  return EJECTOR_CODE_PREFIX + hash.toString(36).toUpperCase().padStart(suffixLength, '0');
}

/**
 * A deterministic code for a stored configuration: AC + 6 base-36 characters of a hash of its canonical
 * JSON (keys sorted). `attempt` > 0 gives another code when the server finds the first one taken.
 */
export function ejectorCode(stored: StoredEjectorConfiguration, attempt = 0): string {
  return ejectorCodeOfKey(ejectorConfigurationKey(stored), attempt);
}

// ---------------------------------------------------------------------------------------------
// Stored form and the server's validation
// ---------------------------------------------------------------------------------------------

/** The configuration stored flat (what the server saves under an AC code and re-validates). */
export interface StoredEjectorConfiguration {
  readonly type: string;
  readonly headShape?: string;
  readonly cr?: string;
  readonly material: string;
  readonly diameter: string;
  readonly a?: string;
  readonly b?: string;
  readonly l2?: string;
  /** Canonical mm with a dot ("123.5"). */
  readonly length: string;
  readonly baseProduct: string;
  readonly shortenId?: string;
  readonly antiRotationId?: string;
}

/** The flat form of a completed configuration; null while incomplete. */
export function toStoredEjectorConfiguration(config: EjectorConfiguration): StoredEjectorConfiguration | null {
  if (!isEjectorComplete(config) || config.diameter === undefined || config.length === undefined || config.baseProduct === undefined) return null;
  const out: Record<string, string> = {};
  for (const entry of config.selection) out[entry.step] = entry.value;
  out.diameter = config.diameter;
  for (const [key, value] of Object.entries(config.cadData)) if (value !== undefined) out[key] = value;
  out.length = config.length;
  out.baseProduct = config.baseProduct;
  if (config.shortenId !== undefined) out.shortenId = config.shortenId;
  if (config.antiRotationId !== undefined) out.antiRotationId = config.antiRotationId;
  return out as unknown as StoredEjectorConfiguration;
}

export type EjectorRejectionId = 'ecInvalidLength' | 'ecIncompleteConfiguration' | 'customProductInvalid';

export interface EjectorRejection {
  readonly messageId: EjectorRejectionId;
  /** The step or field at fault. */
  readonly field?: string;
  /** With ecInvalidLength: the valid lengths (locale en, "5mm, 10-20mm"). */
  readonly hint?: EjectorLengthHint;
}

/** A configuration the rules accept, priced. */
export interface EjectorQuote {
  readonly configuration: EjectorConfiguration;
  readonly stored: StoredEjectorConfiguration;
  readonly variant: EjectorVariant;
}

const STORED_KEYS = ['type', 'headShape', 'cr', 'material', 'diameter', 'a', 'b', 'l2', 'length', 'baseProduct', 'shortenId', 'antiRotationId'] as const;

/** The stored form's keys and values (configuration-shape.ts): text values only, as replayEjectorConfiguration reads them. */
export const EJECTOR_CONFIGURATION_SHAPE: ConfigurationShape = {
  invalidMessageId: 'customProductInvalid',
  keys: Object.fromEntries(STORED_KEYS.map((key) => [key, { kind: 'text' }])),
};

function reject(messageId: EjectorRejectionId, field?: string, hint?: EjectorLengthHint): Result<never, EjectorRejection> {
  return err({ messageId, ...(field !== undefined ? { field } : {}), ...(hint !== undefined ? { hint } : {}) });
}

/**
 * Replays the choice steps (and, with `upTo` 'dimensions', the dimension fields) of a flat configuration
 * through the same transitions a buyer makes: the configuration they lead to, or the first rejection
 * (customProductInvalid: not an object of strings, an unknown key, a step or field the type does not have,
 * a value not offered; ecIncompleteConfiguration: a step or field missing). Keys after `upTo` are checked
 * to be known but not replayed. The data API answers the dimension table and the solutions with it.
 */
export function replayEjectorConfiguration(
  stored: unknown,
  catalogue: EjectorCatalogue,
  upTo: 'choices' | 'dimensions' = 'dimensions',
): Result<EjectorConfiguration, EjectorRejection> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return reject('customProductInvalid');
  const input = stored as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    if (!(STORED_KEYS as readonly string[]).includes(key)) return reject('customProductInvalid', key);
    if (value !== undefined && typeof value !== 'string') return reject('customProductInvalid', key);
  }
  const get = (key: string): string | undefined => input[key] as string | undefined;

  let config = restartEjector(catalogue);
  const typeValue = get('type');
  if (typeValue === undefined) return reject('ecIncompleteConfiguration', 'type');
  const steps = ejectorStepIds(typeValue as EjectorType).filter((s): s is EjectorChoiceStep => s !== 'dimensions');
  const foreignStep = (['headShape', 'cr'] as const).find((s) => !steps.includes(s) && get(s) !== undefined);
  if (foreignStep !== undefined) return reject('customProductInvalid', foreignStep);
  for (const [index, step] of steps.entries()) {
    const value = get(step);
    if (value === undefined) return reject('ecIncompleteConfiguration', step);
    config = chooseEjectorOption(config, step, value, catalogue);
    if (config.selection[index]?.value !== value) return reject('customProductInvalid', step);
  }

  const fields = ejectorDimensionFields(ejectorTypeOf(config));
  const foreignField = (['a', 'b', 'l2'] as const).find((f) => !fields.includes(f) && get(f) !== undefined);
  if (foreignField !== undefined) return reject('customProductInvalid', foreignField);
  if (upTo === 'choices') return ok(config);
  for (const field of fields) {
    const value = get(field);
    if (value === undefined) return reject('ecIncompleteConfiguration', field);
    config = setEjectorDimension(config, field, value, catalogue);
    if (dimensionValue(config, field) !== canon(value)) return reject('customProductInvalid', field);
  }
  return ok(config);
}

/**
 * The server's check of a configuration it receives or loads: replays every step through the same
 * transitions and re-prices it. Rejections: customProductInvalid (not an object of strings, unknown
 * key, a step or dimension the type does not have, an option, dimension or article not offered, or
 * services that do not match the article), ecIncompleteConfiguration (a step, dimension, length or
 * baseProduct missing), ecInvalidLength (with the hint of valid lengths).
 */
export function validateEjectorConfiguration(
  stored: unknown,
  catalogue: EjectorCatalogue,
  options: EjectorSolutionOptions = {},
): Result<EjectorQuote, EjectorRejection> {
  const replayed = replayEjectorConfiguration(stored, catalogue, 'dimensions');
  if (!replayed.ok) return replayed;
  let config = replayed.value;
  const input = stored as Record<string, unknown>;
  const get = (key: string): string | undefined => input[key] as string | undefined;

  const length = get('length');
  if (length === undefined || length.trim() === '') return reject('ecIncompleteConfiguration', 'length');
  if (!LENGTH_PATTERN.test(length.trim())) return reject('ecInvalidLength', 'length', ejectorLengthHint(config, catalogue, 'en'));
  config = setEjectorLength(config, length.trim(), catalogue, 'en', options);
  if (config.lengthState !== 'valid') return reject('ecInvalidLength', 'length', ejectorLengthHint(config, catalogue, 'en'));

  const baseProduct = get('baseProduct');
  if (baseProduct === undefined) return reject('ecIncompleteConfiguration', 'baseProduct');
  const variant = ejectorVariants(config, catalogue, options).find((v) => v.articleId === baseProduct);
  if (variant === undefined) return reject('customProductInvalid', 'baseProduct');
  if (get('shortenId') !== variant.shortenId) return reject('customProductInvalid', 'shortenId');
  if (get('antiRotationId') !== variant.antiRotationId) return reject('customProductInvalid', 'antiRotationId');
  config = tidy({ ...config, baseProduct: variant.articleId, shortenId: variant.shortenId, antiRotationId: variant.antiRotationId });
  const canonicalStored = toStoredEjectorConfiguration(config) as StoredEjectorConfiguration;
  return ok({ configuration: config, stored: canonicalStored, variant });
}

/**
 * Loads a saved configuration (after its code was found): the completed configuration if the rules
 * still accept it with today's catalogue, else ecInvalidEjectorCodeMessage (products gone).
 */
export function restoreEjectorConfiguration(
  stored: unknown,
  catalogue: EjectorCatalogue,
  options: EjectorSolutionOptions = {},
): Result<EjectorConfiguration, { readonly messageId: 'ecInvalidEjectorCodeMessage'; readonly cause: EjectorRejection }> {
  const result = validateEjectorConfiguration(stored, catalogue, options);
  return result.ok ? ok(result.value.configuration) : err({ messageId: 'ecInvalidEjectorCodeMessage', cause: result.error });
}
