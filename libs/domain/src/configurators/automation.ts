/**
 * The robot automation cell configurator's pure core (docs/rules/entities.md#configurations-and-custom-products,
 * docs/rules/states-and-transitions.md#automation-configurator, docs/rules/errors.md#configurator-messages, docs/rules/constants.md#automation-configurator; ADR 0022). Used by the browser's store and
 * by the server, which re-validates and re-prices every configuration it accepts. Immutable state, no I/O;
 * money in integer cents.
 *
 * Spec rules implemented as given:
 * - main steps robot, opticalPartsInspection, conveyor, safetyArea, installationCeTraining, each with
 *   secondary steps; next, back and skip move on; going back deletes the configuration of the step left and
 *   from a main step's first secondary step goes to the previous main step's last secondary step; a
 *   completion view after the last main step;
 * - a step holds a product or a list of {product, qty};
 * - fence inputs lengths A and B (defaults 2195 and 3260 mm), door and hatch (default yes), hatch width 450
 *   (options 450, 600); the fence length table 930 … 10715 mm (automation-tables.ts);
 * - services installation and training (default yes), approval (default no), country de/at/ch/xx (default
 *   de), zip area only for de (default 7); services only in DE, AT, CH, else acInstructionServiceRobotics4;
 *   service days ch 10, at 14, de by zip area 12,16,14,10,10,8,6,4,7,6;
 * - offers buy, rent-to-buy (6 months) and leasing (net ≥ 30,000 €); acPleaseLogin; buy-now success shown 2 s.
 *   The quote says the training within the cell (`trainingCents`); the rent-to-buy and leasing figures are
 *   not the quote's but the buyer's: `offerTerms` of ../offers on the amount the server's cart price gives
 *   this buyer for the cell, answered with that cart price (docs/decisions/0035-money-and-trust.md).
 *
 * Choices where the rules say nothing ("not shown"), kept here as the record (ADR 0017):
 * 1. Secondary steps: robot → robotSelection (one robot, not skippable: a cell without a robot is no robot
 *    cell), robotProgramming (programming hours); opticalPartsInspection → inspectionSystems;
 *    conveyor → conveyors; safetyArea → fence; installationCeTraining → serviceLocation (country, zip area;
 *    asked first because it decides whether services are offered), services (installation, training,
 *    approval). Every step but robotSelection may be skipped. Which products a step offers is catalogue data.
 * 2. "Next" on a product step needs a selection (acSelectProduct; "skip" is the way on without one). "Next"
 *    on the fence or a service step takes the inputs shown, i.e. the spec's defaults if nothing was changed.
 *    "Skip" leaves the step unconfigured (and deletes what was entered). Back on the first step does nothing;
 *    back from the completion view returns to the last step and deletes nothing (the view holds no input).
 * 3. The fence is a closed rectangle A × B × A × B; each side is built from its row of the fence length
 *    table; a length between two rows takes the next longer row (the cell must fit inside); a closed
 *    rectangle needs as many posts as it has elements. The door (1000 mm) takes the place of one 1000 mm
 *    panel of a side A, else of a side B, else the fence cannot have a door (acFenceDoorNoPanel). The hatch
 *    is an insert mounted into a panel and adds its article.
 * 4. Service prices: installation hours × the installation article's hourly price, hours = base hours + per
 *    unit hours of each chosen product + hours per fence element (all catalogue data); training = training
 *    article × training days; approval = the CE approval article once; one travel flat rate of the service
 *    country (DE by zip area, AT, CH) when any service is booked. The "training cost" of rent-to-buy is the
 *    training position alone.
 * 5. Service days are the lead time in working days until the service team can be on site; the completion
 *    view shows them with the services. They do not change the price.
 * 6. Quantities are whole pieces (hours for programming), 1 … the product's maxQty (default 20); a list
 *    names a product once; on-request products cannot be configured (productOnlyOnRequest).
 * 7. Stored flat as ids (docs/rules/entities.md#configurations-and-custom-products): robotSelection = product id; lists as "id:qty,id:qty";
 *    fence and service inputs as their own keys, absent when the step is not configured.
 */
import type { ConfigurationShape, FlatValueRule } from './configuration-shape';
import { domainError, type DomainError } from '../domain-error';
import { addMoney, multiplyMoney, subtractMoney, type Cents } from '../money';
import { err, ok, type Result } from '../result';
import {
  FENCE_LENGTH_TABLE,
  FENCE_MAX_LENGTH_MM,
  FENCE_MIN_LENGTH_MM,
  SERVICE_DAYS_AT,
  SERVICE_DAYS_CH,
  SERVICE_DAYS_DE_BY_ZIP_AREA,
  type FenceLengthRow,
  type FencePanelWidth,
} from './automation-tables';

// ---------------------------------------------------------------------------------------------
// Message ids
// ---------------------------------------------------------------------------------------------

/** Every message id the automation core returns (to be merged into DOMAIN_MESSAGE_IDS and the i18n files). */
export const AUTOMATION_MESSAGE_IDS = [
  'acPleaseLogin', // spec: warning, an offer needs a login (or buyer data)
  'acInstructionServiceRobotics4', // spec: warning, services only in DE, AT, CH
  'acSelectProduct', // added: "next" on a product step with nothing chosen
  'acStepNotSkippable', // added: "skip" on the robot selection
  'acRobotRequired', // added: a configuration without exactly one robot
  'acInvalidQuantity', // added: quantity not a whole number 1 … maxQty, or more than one robot
  'acDuplicateProduct', // added: a product listed twice in one step
  'acFenceLengthOutOfRange', // added: a fence side outside 930 … 10715 mm or not whole mm
  'acInvalidHatchWidth', // added: hatch width other than 450 or 600
  'acFenceDoorNoPanel', // added: no 1000 mm panel the door could replace
  'acFenceElementUnavailable', // added: the catalogue has no article for a needed fence element
  'acInvalidServiceCountry', // added: country other than de, at, ch, xx
  'acInvalidZipArea', // added: zip area not 0 … 9 for de, or given outside de
  'acServiceLocationRequired', // added: services booked without a service location
  'acServiceUnavailable', // added: the catalogue has no article for a booked service
  'acInvalidConfiguration', // added: the stored (flat) configuration cannot be read
  'productIdUnknown', // spec (existing id): a product the step does not offer
  'productOnlyOnRequest', // existing id: an on-request product
] as const;
export type AutomationMessageId = (typeof AUTOMATION_MESSAGE_IDS)[number];

function acError(code: AutomationMessageId, details?: Readonly<Record<string, unknown>>): DomainError {
  return domainError(code, code, details);
}

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------

export type AutomationMainStepId = 'robot' | 'opticalPartsInspection' | 'conveyor' | 'safetyArea' | 'installationCeTraining';
/** Secondary steps that hold products. */
export type AutomationProductStepId = 'robotSelection' | 'robotProgramming' | 'inspectionSystems' | 'conveyors';
export type AutomationSecondaryStepId = AutomationProductStepId | 'fence' | 'serviceLocation' | 'services';
/** product: one product (qty 1); productList: {product, qty} list; the others: their own inputs. */
export type AutomationStepKind = 'product' | 'productList' | 'fence' | 'serviceLocation' | 'services';

export interface AutomationSecondaryStep {
  readonly id: AutomationSecondaryStepId;
  readonly kind: AutomationStepKind;
  readonly skippable: boolean;
}

export interface AutomationMainStep {
  readonly id: AutomationMainStepId;
  readonly secondarySteps: readonly AutomationSecondaryStep[];
}

/** The main steps in order (docs/rules/states-and-transitions.md#automation-configurator) with their secondary steps (choice 1 of the header). */
export const AUTOMATION_STEPS: readonly AutomationMainStep[] = Object.freeze([
  {
    id: 'robot',
    secondarySteps: [
      { id: 'robotSelection', kind: 'product', skippable: false },
      { id: 'robotProgramming', kind: 'productList', skippable: true },
    ],
  },
  { id: 'opticalPartsInspection', secondarySteps: [{ id: 'inspectionSystems', kind: 'productList', skippable: true }] },
  { id: 'conveyor', secondarySteps: [{ id: 'conveyors', kind: 'productList', skippable: true }] },
  { id: 'safetyArea', secondarySteps: [{ id: 'fence', kind: 'fence', skippable: true }] },
  {
    id: 'installationCeTraining',
    secondarySteps: [
      { id: 'serviceLocation', kind: 'serviceLocation', skippable: true },
      { id: 'services', kind: 'services', skippable: true },
    ],
  },
] satisfies AutomationMainStep[]);

/** All secondary steps in the order they are walked. */
export const AUTOMATION_STEP_SEQUENCE: readonly AutomationSecondaryStep[] = Object.freeze(AUTOMATION_STEPS.flatMap((main) => main.secondarySteps));

export const AUTOMATION_PRODUCT_STEPS: readonly AutomationProductStepId[] = ['robotSelection', 'robotProgramming', 'inspectionSystems', 'conveyors'];

function secondaryStep(id: AutomationSecondaryStepId): AutomationSecondaryStep {
  const step = AUTOMATION_STEP_SEQUENCE.find((s) => s.id === id);
  if (step === undefined) throw new RangeError(`unknown automation step ${id}`);
  return step;
}

/** The main step a secondary step belongs to. */
export function mainStepOf(step: AutomationSecondaryStepId): AutomationMainStepId {
  const main = AUTOMATION_STEPS.find((m) => m.secondarySteps.some((s) => s.id === step));
  if (main === undefined) throw new RangeError(`unknown automation step ${step}`);
  return main.id;
}

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

export interface AutomationLine {
  readonly productId: string;
  /** Whole pieces (hours for programming). */
  readonly qty: number;
}

export const HATCH_WIDTHS_MM = [450, 600] as const;
export type HatchWidth = (typeof HATCH_WIDTHS_MM)[number];

export interface FenceInputs {
  /** Side A in mm (two opposite sides of the rectangle). */
  readonly lengthA: number;
  /** Side B in mm. */
  readonly lengthB: number;
  readonly door: boolean;
  readonly hatch: boolean;
  readonly hatchWidth: HatchWidth;
}

export const SERVICE_COUNTRIES = ['de', 'at', 'ch', 'xx'] as const;
/** Shipping country of the services: de, at, ch or xx (any other). */
export type ServiceCountry = (typeof SERVICE_COUNTRIES)[number];

export interface ServiceLocation {
  readonly country: ServiceCountry;
  /** First digit of the German zip code (0 … 9); null outside de. */
  readonly zipArea: number | null;
}

export interface ServiceSelection {
  readonly installation: boolean;
  readonly training: boolean;
  readonly approval: boolean;
}

/** Per step a product or a list of {product, qty}; fence and service inputs (docs/rules/entities.md#configurations-and-custom-products). null / absent = not configured. */
export interface AutomationConfiguration {
  readonly products: Readonly<Partial<Record<AutomationProductStepId, readonly AutomationLine[]>>>;
  readonly fence: FenceInputs | null;
  readonly serviceLocation: ServiceLocation | null;
  readonly services: ServiceSelection | null;
}

/** Fence defaults (docs/rules/constants.md#automation-configurator). */
export const DEFAULT_FENCE: FenceInputs = Object.freeze({ lengthA: 2195, lengthB: 3260, door: true, hatch: true, hatchWidth: 450 });
/** Service defaults: country de, zip area 7 (docs/rules/constants.md#automation-configurator). */
export const DEFAULT_SERVICE_LOCATION: ServiceLocation = Object.freeze({ country: 'de', zipArea: 7 });
/** Service defaults: installation and training yes, approval no (docs/rules/constants.md#automation-configurator). */
export const DEFAULT_SERVICES: ServiceSelection = Object.freeze({ installation: true, training: true, approval: false });
const NO_SERVICES: ServiceSelection = Object.freeze({ installation: false, training: false, approval: false });
/** Quantity limit of a product without its own maxQty. */
export const AUTOMATION_DEFAULT_MAX_QTY = 20;
/** Buy-now success message shown for 2 s (docs/rules/constants.md#timings). */
export const AUTOMATION_BUY_NOW_SUCCESS_MS = 2000;

export const EMPTY_AUTOMATION_CONFIGURATION: AutomationConfiguration = Object.freeze({ products: Object.freeze({}), fence: null, serviceLocation: null, services: null });

/** The fence inputs to show: the configured ones or the spec's defaults. */
export function fenceInputsOf(configuration: AutomationConfiguration): FenceInputs {
  return configuration.fence ?? DEFAULT_FENCE;
}

/** The service location to show: the configured one or the default (de, zip area 7). */
export function serviceLocationOf(configuration: AutomationConfiguration): ServiceLocation {
  return configuration.serviceLocation ?? DEFAULT_SERVICE_LOCATION;
}

/** The services to show: the configured ones, else the defaults where services are offered, else none. */
export function servicesOf(configuration: AutomationConfiguration): ServiceSelection {
  if (configuration.services !== null) return configuration.services;
  const location = configuration.serviceLocation;
  return location !== null && servicesOffered(location.country) ? DEFAULT_SERVICES : NO_SERVICES;
}

function anyService(services: ServiceSelection | null): boolean {
  return services !== null && (services.installation || services.training || services.approval);
}

// ---------------------------------------------------------------------------------------------
// Navigation state
// ---------------------------------------------------------------------------------------------

export type AutomationStepPosition = AutomationSecondaryStepId | 'completed';

export interface AutomationState {
  /** The secondary step shown, or the completion view. */
  readonly step: AutomationStepPosition;
  readonly configuration: AutomationConfiguration;
}

export function initialAutomationState(configuration: AutomationConfiguration = EMPTY_AUTOMATION_CONFIGURATION): AutomationState {
  return { step: AUTOMATION_STEP_SEQUENCE[0].id, configuration };
}

/** A saved configuration opened again: straight to the completion view. */
export function completedAutomationState(configuration: AutomationConfiguration): AutomationState {
  return { step: 'completed', configuration };
}

/** The main step shown; null on the completion view. */
export function currentMainStep(state: AutomationState): AutomationMainStepId | null {
  return state.step === 'completed' ? null : mainStepOf(state.step);
}

function indexOf(step: AutomationSecondaryStepId): number {
  return AUTOMATION_STEP_SEQUENCE.findIndex((s) => s.id === step);
}

function advance(step: AutomationSecondaryStepId): AutomationStepPosition {
  const next = AUTOMATION_STEP_SEQUENCE[indexOf(step) + 1];
  return next === undefined ? 'completed' : next.id;
}

/** The configuration without a step's input. */
export function deleteStepConfiguration(configuration: AutomationConfiguration, step: AutomationSecondaryStepId): AutomationConfiguration {
  switch (step) {
    case 'fence':
      return { ...configuration, fence: null };
    case 'serviceLocation':
      return { ...configuration, serviceLocation: null };
    case 'services':
      return { ...configuration, services: null };
    default: {
      const products = { ...configuration.products };
      delete products[step];
      return { ...configuration, products };
    }
  }
}

/** Whether the step holds input. */
export function isStepConfigured(configuration: AutomationConfiguration, step: AutomationSecondaryStepId): boolean {
  switch (step) {
    case 'fence':
      return configuration.fence !== null;
    case 'serviceLocation':
      return configuration.serviceLocation !== null;
    case 'services':
      return configuration.services !== null;
    default:
      return (configuration.products[step]?.length ?? 0) > 0;
  }
}

/** Errors of one step's own input, without the catalogue (what "next" checks). */
export function stepErrors(configuration: AutomationConfiguration, step: AutomationSecondaryStepId): DomainError[] {
  switch (step) {
    case 'fence':
      return configuration.fence === null ? [] : fenceErrors(configuration.fence);
    case 'serviceLocation':
      return configuration.serviceLocation === null ? [] : locationErrors(configuration.serviceLocation);
    case 'services':
      return serviceSelectionErrors(configuration);
    default:
      return lineErrors(step, configuration.products[step] ?? []);
  }
}

/** Back is possible everywhere but on the first step. */
export function canGoBack(state: AutomationState): boolean {
  return state.step !== AUTOMATION_STEP_SEQUENCE[0].id;
}

export function canSkip(state: AutomationState): boolean {
  return state.step !== 'completed' && secondaryStep(state.step).skippable;
}

/**
 * Next: takes the step's input (the defaults shown if the fence or a service step was not changed) and
 * moves to the following secondary step, after the last one to the completion view. A product step needs a
 * selection (acSelectProduct); input with errors stays (its errors are returned).
 */
export function next(state: AutomationState): Result<AutomationState, readonly DomainError[]> {
  if (state.step === 'completed') return ok(state);
  const step = secondaryStep(state.step);
  let configuration = state.configuration;
  if (step.kind === 'fence' && configuration.fence === null) configuration = { ...configuration, fence: DEFAULT_FENCE };
  if (step.kind === 'serviceLocation' && configuration.serviceLocation === null) configuration = { ...configuration, serviceLocation: DEFAULT_SERVICE_LOCATION };
  if (step.kind === 'services' && configuration.services === null) configuration = { ...configuration, services: servicesOf(configuration) };
  if ((step.kind === 'product' || step.kind === 'productList') && !isStepConfigured(configuration, step.id)) {
    return err([acError('acSelectProduct', { step: step.id })]);
  }
  const errors = stepErrors(configuration, step.id);
  if (errors.length > 0) return err(errors);
  return ok({ step: advance(step.id), configuration });
}

/**
 * Back: deletes the configuration of the step left and shows the previous secondary step; from a main
 * step's first secondary step that is the previous main step's last one. From the completion view it shows
 * the last step (nothing deleted); on the very first step nothing happens.
 */
export function back(state: AutomationState): AutomationState {
  if (state.step === 'completed') return { ...state, step: AUTOMATION_STEP_SEQUENCE[AUTOMATION_STEP_SEQUENCE.length - 1].id };
  const index = indexOf(state.step);
  if (index === 0) return state;
  return { step: AUTOMATION_STEP_SEQUENCE[index - 1].id, configuration: deleteStepConfiguration(state.configuration, state.step) };
}

/** Skip: moves on leaving the step unconfigured (what was entered is deleted); not on the robot selection. */
export function skip(state: AutomationState): Result<AutomationState, readonly DomainError[]> {
  if (state.step === 'completed') return ok(state);
  if (!secondaryStep(state.step).skippable) return err([acError('acStepNotSkippable', { step: state.step })]);
  return ok({ step: advance(state.step), configuration: deleteStepConfiguration(state.configuration, state.step) });
}

// --- editing --------------------------------------------------------------------------------

function withLines(state: AutomationState, step: AutomationProductStepId, lines: readonly AutomationLine[]): AutomationState {
  const products = { ...state.configuration.products };
  if (lines.length === 0) delete products[step];
  else products[step] = lines;
  return { ...state, configuration: { ...state.configuration, products } };
}

/** Chooses the one product of a 'product' step (the robot), replacing the previous choice. */
export function selectProduct(state: AutomationState, step: AutomationProductStepId, productId: string): AutomationState {
  return withLines(state, step, [{ productId, qty: 1 }]);
}

/** Sets a product's quantity in a step's list: adds it, changes it, or removes it with qty 0. */
export function setProductQuantity(state: AutomationState, step: AutomationProductStepId, productId: string, qty: number): AutomationState {
  const lines = state.configuration.products[step] ?? [];
  const found = lines.some((l) => l.productId === productId);
  if (qty === 0) return withLines(state, step, lines.filter((l) => l.productId !== productId));
  return withLines(state, step, found ? lines.map((l) => (l.productId === productId ? { productId, qty } : l)) : [...lines, { productId, qty }]);
}

/** Changes fence inputs (starting from the defaults shown). */
export function setFence(state: AutomationState, change: Partial<FenceInputs>): AutomationState {
  return { ...state, configuration: { ...state.configuration, fence: { ...fenceInputsOf(state.configuration), ...change } } };
}

/** Changes the service location; only de has a zip area (back to the default 7 when de is chosen again). */
export function setServiceLocation(state: AutomationState, change: Partial<ServiceLocation>): AutomationState {
  const merged = { ...serviceLocationOf(state.configuration), ...change };
  const zipArea = merged.country !== 'de' ? null : merged.zipArea ?? DEFAULT_SERVICE_LOCATION.zipArea;
  return { ...state, configuration: { ...state.configuration, serviceLocation: { country: merged.country, zipArea } } };
}

/** Changes the booked services (starting from those shown). */
export function setServices(state: AutomationState, change: Partial<ServiceSelection>): AutomationState {
  return { ...state, configuration: { ...state.configuration, services: { ...servicesOf(state.configuration), ...change } } };
}

// ---------------------------------------------------------------------------------------------
// Fence
// ---------------------------------------------------------------------------------------------

/**
 * The fence length table's row for a side: the row of exactly that length, or between two rows the next
 * longer one. Whole millimetres 930 … 10715 only, else acFenceLengthOutOfRange.
 */
export function fencePanels(lengthMm: number): Result<FenceLengthRow, DomainError> {
  if (!Number.isInteger(lengthMm) || lengthMm < FENCE_MIN_LENGTH_MM || lengthMm > FENCE_MAX_LENGTH_MM) {
    return err(acError('acFenceLengthOutOfRange', { lengthMm, min: FENCE_MIN_LENGTH_MM, max: FENCE_MAX_LENGTH_MM }));
  }
  const row = FENCE_LENGTH_TABLE.find((r) => r.lengthMm >= lengthMm);
  // The last row is FENCE_MAX_LENGTH_MM, so a row is always found.
  return ok(row as FenceLengthRow);
}

export type FenceSideName = 'A' | 'B';

export interface FenceSide {
  readonly side: FenceSideName;
  /** Length asked for. */
  readonly requestedMm: number;
  /** Length built (the table row). */
  readonly lengthMm: number;
  readonly panelWidths: readonly FencePanelWidth[];
  /** Whether the door takes the place of one of this side's 1000 mm panels. */
  readonly door: boolean;
  /** Whether the hatch is mounted into this side. */
  readonly hatch: boolean;
}

export interface FencePlan {
  /** The rectangle clockwise: A, B, A, B. */
  readonly sides: readonly FenceSide[];
  /** Panels to deliver by width (widest first), the door's panel taken out. */
  readonly panels: readonly { readonly width: FencePanelWidth; readonly qty: number }[];
  /** A closed rectangle has as many posts as elements (panels and door). */
  readonly posts: number;
  readonly door: boolean;
  readonly hatch: HatchWidth | null;
  /** Panels + door: what installation is counted by. */
  readonly elements: number;
}

/** Width of the door that takes a panel's place. */
export const FENCE_DOOR_WIDTH_MM = 1000;

function fenceErrors(fence: FenceInputs): DomainError[] {
  const errors: DomainError[] = [];
  for (const [side, length] of [
    ['A', fence.lengthA],
    ['B', fence.lengthB],
  ] as const) {
    const row = fencePanels(length);
    if (!row.ok) errors.push(acError('acFenceLengthOutOfRange', { ...row.error.details, side }));
  }
  if (fence.hatch && !(HATCH_WIDTHS_MM as readonly number[]).includes(fence.hatchWidth)) {
    errors.push(acError('acInvalidHatchWidth', { hatchWidth: fence.hatchWidth, options: HATCH_WIDTHS_MM }));
  }
  if (errors.length === 0 && fence.door) {
    const a = fencePanels(fence.lengthA);
    const b = fencePanels(fence.lengthB);
    const has1000 = (r: Result<FenceLengthRow, DomainError>) => r.ok && r.value.panelWidths.includes(FENCE_DOOR_WIDTH_MM);
    if (!has1000(a) && !has1000(b)) errors.push(acError('acFenceDoorNoPanel', { lengthA: fence.lengthA, lengthB: fence.lengthB }));
  }
  return errors;
}

/** The fence as built: sides, panels by width, posts, door and hatch; or the input's errors. */
export function fencePlan(fence: FenceInputs): Result<FencePlan, readonly DomainError[]> {
  const errors = fenceErrors(fence);
  if (errors.length > 0) return err(errors);
  const rowA = (fencePanels(fence.lengthA) as { value: FenceLengthRow }).value;
  const rowB = (fencePanels(fence.lengthB) as { value: FenceLengthRow }).value;
  const doorSide: FenceSideName | null = !fence.door ? null : rowA.panelWidths.includes(FENCE_DOOR_WIDTH_MM) ? 'A' : 'B';
  const side = (name: FenceSideName, requestedMm: number, row: FenceLengthRow, first: boolean): FenceSide => ({
    side: name,
    requestedMm,
    lengthMm: row.lengthMm,
    panelWidths: row.panelWidths,
    door: first && doorSide === name,
    // The hatch goes into the first side B (the side parts are passed through).
    hatch: first && fence.hatch && name === 'B',
  });
  const sides = [side('A', fence.lengthA, rowA, true), side('B', fence.lengthB, rowB, true), side('A', fence.lengthA, rowA, false), side('B', fence.lengthB, rowB, false)];
  const counts = new Map<FencePanelWidth, number>();
  let elements = 0;
  for (const s of sides) {
    elements += s.panelWidths.length;
    for (const w of s.panelWidths) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  if (doorSide !== null) counts.set(FENCE_DOOR_WIDTH_MM, (counts.get(FENCE_DOOR_WIDTH_MM) ?? 0) - 1);
  const panels = [...counts.entries()]
    .filter(([, qty]) => qty > 0)
    .sort(([a], [b]) => b - a)
    .map(([width, qty]) => ({ width, qty }));
  return ok({ sides, panels, posts: elements, door: doorSide !== null, hatch: fence.hatch ? fence.hatchWidth : null, elements });
}

// ---------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------

/** Services (installation, training, approval) are offered in DE, AT and CH only (docs/rules/constants.md#automation-configurator). */
export function servicesOffered(country: ServiceCountry): boolean {
  return country === 'de' || country === 'at' || country === 'ch';
}

/** acInstructionServiceRobotics4 for a country other than de, at, ch (docs/rules/errors.md#configurator-messages), else null. */
export function serviceInstruction(country: ServiceCountry): 'acInstructionServiceRobotics4' | null {
  return servicesOffered(country) ? null : 'acInstructionServiceRobotics4';
}

/** The zip area of a German zip code: its first digit, or null. */
export function zipAreaOf(zip: string): number | null {
  const match = /^\s*(\d)/.exec(zip);
  return match === null ? null : Number(match[1]);
}

/** Service days (docs/rules/constants.md#automation-configurator): ch 10, at 14, de by zip area; null where no services are offered or the zip area is invalid. */
export function serviceDays(location: ServiceLocation): number | null {
  switch (location.country) {
    case 'ch':
      return SERVICE_DAYS_CH;
    case 'at':
      return SERVICE_DAYS_AT;
    case 'de':
      return location.zipArea !== null && Number.isInteger(location.zipArea) ? (SERVICE_DAYS_DE_BY_ZIP_AREA[location.zipArea] ?? null) : null;
    default:
      return null;
  }
}

function locationErrors(location: ServiceLocation): DomainError[] {
  if (!(SERVICE_COUNTRIES as readonly string[]).includes(location.country)) return [acError('acInvalidServiceCountry', { country: location.country })];
  if (location.country === 'de') {
    const z = location.zipArea;
    return z !== null && Number.isInteger(z) && z >= 0 && z <= 9 ? [] : [acError('acInvalidZipArea', { zipArea: z })];
  }
  return location.zipArea === null ? [] : [acError('acInvalidZipArea', { zipArea: location.zipArea, country: location.country })];
}

function serviceSelectionErrors(configuration: AutomationConfiguration): DomainError[] {
  if (!anyService(configuration.services)) return [];
  const location = configuration.serviceLocation;
  if (location === null) return [acError('acServiceLocationRequired')];
  if (locationErrors(location).length > 0) return []; // reported by the location step
  return servicesOffered(location.country) ? [] : [acError('acInstructionServiceRobotics4', { country: location.country })];
}

// ---------------------------------------------------------------------------------------------
// Catalogue data (filled by the server from the catalogue; prices already the buyer's net prices)
// ---------------------------------------------------------------------------------------------

export interface AutomationProduct {
  readonly id: string;
  /** Net unit price in cents (per piece, per hour for hourly services, per day for training). */
  readonly priceCents: Cents;
  /** Only on request: cannot be configured. */
  readonly onRequest?: boolean;
  /** Largest quantity in a step (default AUTOMATION_DEFAULT_MAX_QTY). */
  readonly maxQty?: number;
  /** Installation hours per unit (robots, inspection systems, conveyors), whole hours; default 0. */
  readonly installationHours?: number;
}

export interface AutomationFenceCatalogue {
  /** The panel article of each width of the fence length table. */
  readonly panels: Readonly<Partial<Record<FencePanelWidth, AutomationProduct>>>;
  readonly post: AutomationProduct | null;
  readonly door: AutomationProduct | null;
  readonly hatches: Readonly<Partial<Record<HatchWidth, AutomationProduct>>>;
}

export interface AutomationServiceCatalogue {
  /** Installation, priced per hour. */
  readonly installation: AutomationProduct | null;
  /** Hours every installation takes (setting up, connecting, safety test). */
  readonly installationBaseHours: number;
  /** Hours per fence element (panel or door, with its post). */
  readonly installationHoursPerFenceElement: number;
  /** Training, priced per day. */
  readonly training: AutomationProduct | null;
  readonly trainingDays: number;
  /** CE approval, priced once. */
  readonly approval: AutomationProduct | null;
  /** Travel flat rates: Germany by zip area 0 … 9, Austria, Switzerland. */
  readonly travel: {
    readonly de: Readonly<Partial<Record<number, AutomationProduct>>>;
    readonly at: AutomationProduct | null;
    readonly ch: AutomationProduct | null;
  };
}

/** Everything the core needs from the catalogue; the browser gets it from the configurators API. */
export interface AutomationCatalogue {
  /** The products each product step offers. */
  readonly steps: Readonly<Record<AutomationProductStepId, readonly AutomationProduct[]>>;
  readonly fence: AutomationFenceCatalogue;
  readonly services: AutomationServiceCatalogue;
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

function lineErrors(step: AutomationProductStepId, lines: readonly AutomationLine[], catalogue?: AutomationCatalogue): DomainError[] {
  const errors: DomainError[] = [];
  const kind = secondaryStep(step).kind;
  if (kind === 'product' && lines.length > 1) errors.push(acError('acInvalidQuantity', { step, lines: lines.length }));
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.productId)) errors.push(acError('acDuplicateProduct', { step, productId: line.productId }));
    seen.add(line.productId);
    const product = catalogue?.steps[step]?.find((p) => p.id === line.productId);
    if (catalogue !== undefined && product === undefined) {
      errors.push(acError('productIdUnknown', { step, productId: line.productId }));
      continue;
    }
    if (product?.onRequest) errors.push(acError('productOnlyOnRequest', { step, productId: line.productId }));
    const max = kind === 'product' ? 1 : (product?.maxQty ?? AUTOMATION_DEFAULT_MAX_QTY);
    if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > max) errors.push(acError('acInvalidQuantity', { step, productId: line.productId, qty: line.qty, max }));
  }
  return errors;
}

function fenceCatalogueErrors(plan: FencePlan, fence: AutomationFenceCatalogue): DomainError[] {
  const errors: DomainError[] = [];
  for (const { width } of plan.panels) if (fence.panels[width] === undefined) errors.push(acError('acFenceElementUnavailable', { element: 'panel', width }));
  if (fence.post === null) errors.push(acError('acFenceElementUnavailable', { element: 'post' }));
  if (plan.door && fence.door === null) errors.push(acError('acFenceElementUnavailable', { element: 'door' }));
  if (plan.hatch !== null && fence.hatches[plan.hatch] === undefined) errors.push(acError('acFenceElementUnavailable', { element: 'hatch', width: plan.hatch }));
  return errors;
}

/** The travel flat rate article of a service location (Germany by zip area, Austria, Switzerland), or null. */
export function travelOf(location: ServiceLocation, services: AutomationServiceCatalogue): AutomationProduct | null {
  if (location.country === 'de') return location.zipArea === null ? null : (services.travel.de[location.zipArea] ?? null);
  if (location.country === 'at') return services.travel.at;
  if (location.country === 'ch') return services.travel.ch;
  return null;
}

function serviceCatalogueErrors(configuration: AutomationConfiguration, services: AutomationServiceCatalogue): DomainError[] {
  const booked = configuration.services;
  const location = configuration.serviceLocation;
  if (booked === null || location === null || !anyService(booked)) return [];
  const errors: DomainError[] = [];
  if (booked.installation && services.installation === null) errors.push(acError('acServiceUnavailable', { service: 'installation' }));
  if (booked.training && services.training === null) errors.push(acError('acServiceUnavailable', { service: 'training' }));
  if (booked.approval && services.approval === null) errors.push(acError('acServiceUnavailable', { service: 'approval' }));
  if (travelOf(location, services) === null) errors.push(acError('acServiceUnavailable', { service: 'travel', country: location.country, zipArea: location.zipArea }));
  return errors;
}

/**
 * Every reason to refuse a configuration (empty when it may be saved and sold): exactly one robot, products
 * the steps offer in allowed quantities, fence lengths in the table, a hatch width of 450 or 600, a door
 * with a panel to replace, services only in DE/AT/CH with a valid zip area, and catalogue articles for every
 * fence element and booked service.
 */
export function validateAutomationConfiguration(configuration: AutomationConfiguration, catalogue: AutomationCatalogue): readonly DomainError[] {
  const errors: DomainError[] = [];
  const robots = configuration.products.robotSelection ?? [];
  if (robots.length === 0) errors.push(acError('acRobotRequired'));
  for (const step of AUTOMATION_PRODUCT_STEPS) errors.push(...lineErrors(step, configuration.products[step] ?? [], catalogue));
  if (configuration.fence !== null) {
    const plan = fencePlan(configuration.fence);
    if (plan.ok) errors.push(...fenceCatalogueErrors(plan.value, catalogue.fence));
    else errors.push(...plan.error);
  }
  if (configuration.serviceLocation !== null) errors.push(...locationErrors(configuration.serviceLocation));
  errors.push(...serviceSelectionErrors(configuration));
  if (errors.length === 0) errors.push(...serviceCatalogueErrors(configuration, catalogue.services));
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Positions and price
// ---------------------------------------------------------------------------------------------

export type AutomationPositionRole = 'product' | 'fencePanel' | 'fencePost' | 'fenceDoor' | 'fenceHatch' | 'installation' | 'training' | 'approval' | 'travel';

/** One article of the configured cell. */
export interface AutomationPosition {
  readonly mainStep: AutomationMainStepId;
  readonly step: AutomationSecondaryStepId;
  readonly role: AutomationPositionRole;
  readonly productId: string;
  readonly qty: number;
  readonly unitPriceCents: Cents;
  readonly totalCents: Cents;
}

export interface AutomationQuote {
  readonly positions: readonly AutomationPosition[];
  /** Net price of the cell: the sum of all positions. */
  readonly netCents: Cents;
  /** The training position (0 without training): rent-to-buy adds it to the rates. */
  readonly trainingCents: Cents;
  readonly priceWithoutTrainingCents: Cents;
  /** Installation hours priced (0 without installation). */
  readonly installationHours: number;
  readonly fencePlan: FencePlan | null;
  /** Service days of the service location (null without services). */
  readonly serviceDays: number | null;
  /** acInstructionServiceRobotics4 when the service location is outside DE, AT, CH. */
  readonly serviceInstruction: 'acInstructionServiceRobotics4' | null;
}

function position(mainStep: AutomationMainStepId, step: AutomationSecondaryStepId, role: AutomationPositionRole, product: AutomationProduct, qty: number): AutomationPosition {
  return { mainStep, step, role, productId: product.id, qty, unitPriceCents: product.priceCents, totalCents: multiplyMoney(product.priceCents, qty) };
}

/** The fence as built and priced: its plan, its articles (panels, posts, door, hatch) and their sum. */
export interface FenceQuote {
  readonly plan: FencePlan;
  readonly positions: readonly AutomationPosition[];
  readonly totalCents: Cents;
}

/**
 * Prices a fence on its own (the fence step shows its articles before the cell is complete): the plan of
 * fencePlan and one position per panel width, the posts, the door and the hatch; refused with the input's
 * errors or acFenceElementUnavailable for an element the catalogue lacks.
 */
export function fenceQuote(fence: FenceInputs, catalogue: AutomationFenceCatalogue): Result<FenceQuote, readonly DomainError[]> {
  const planned = fencePlan(fence);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const errors = fenceCatalogueErrors(plan, catalogue);
  if (errors.length > 0) return err(errors);
  const positions: AutomationPosition[] = [];
  for (const { width, qty } of plan.panels) positions.push(position('safetyArea', 'fence', 'fencePanel', catalogue.panels[width] as AutomationProduct, qty));
  positions.push(position('safetyArea', 'fence', 'fencePost', catalogue.post as AutomationProduct, plan.posts));
  if (plan.door) positions.push(position('safetyArea', 'fence', 'fenceDoor', catalogue.door as AutomationProduct, 1));
  if (plan.hatch !== null) positions.push(position('safetyArea', 'fence', 'fenceHatch', catalogue.hatches[plan.hatch] as AutomationProduct, 1));
  return ok({ plan, positions, totalCents: addMoney(...positions.map((p) => p.totalCents)) });
}

/** acPleaseLogin when the buyer is neither logged in nor has entered buyer data (docs/rules/roles.md#offers), else null. */
export function offerNotice(buyerKnown: boolean): 'acPleaseLogin' | null {
  return buyerKnown ? null : 'acPleaseLogin';
}

/**
 * Validates and prices a configuration: the positions (step products, fence panels/posts/door/hatch,
 * installation, training, approval, travel), net price and training cost, in catalogue prices. Refused with
 * every error of validateAutomationConfiguration.
 */
export function quoteAutomation(configuration: AutomationConfiguration, catalogue: AutomationCatalogue): Result<AutomationQuote, readonly DomainError[]> {
  const errors = validateAutomationConfiguration(configuration, catalogue);
  if (errors.length > 0) return err(errors);
  const positions: AutomationPosition[] = [];
  let installationHours = catalogue.services.installationBaseHours;
  for (const step of AUTOMATION_PRODUCT_STEPS) {
    for (const line of configuration.products[step] ?? []) {
      const product = catalogue.steps[step].find((p) => p.id === line.productId) as AutomationProduct;
      positions.push(position(mainStepOf(step), step, 'product', product, line.qty));
      installationHours += (product.installationHours ?? 0) * line.qty;
    }
  }
  let plan: FencePlan | null = null;
  if (configuration.fence !== null) {
    const fence = (fenceQuote(configuration.fence, catalogue.fence) as { value: FenceQuote }).value;
    plan = fence.plan;
    positions.push(...fence.positions);
    installationHours += plan.elements * catalogue.services.installationHoursPerFenceElement;
  }
  const booked = configuration.services;
  const location = configuration.serviceLocation;
  let trainingCents = 0;
  if (booked !== null && location !== null && anyService(booked)) {
    const services = catalogue.services;
    if (booked.installation) positions.push(position('installationCeTraining', 'services', 'installation', services.installation as AutomationProduct, installationHours));
    if (booked.training) {
      const training = position('installationCeTraining', 'services', 'training', services.training as AutomationProduct, services.trainingDays);
      trainingCents = training.totalCents;
      positions.push(training);
    }
    if (booked.approval) positions.push(position('installationCeTraining', 'services', 'approval', services.approval as AutomationProduct, 1));
    positions.push(position('installationCeTraining', 'serviceLocation', 'travel', travelOf(location, services) as AutomationProduct, 1));
  }
  const netCents = addMoney(...positions.map((p) => p.totalCents));
  const priceWithoutTrainingCents = subtractMoney(netCents, trainingCents);
  return ok({
    positions,
    netCents,
    trainingCents,
    priceWithoutTrainingCents,
    installationHours: booked?.installation && anyService(booked) ? installationHours : 0,
    fencePlan: plan,
    serviceDays: anyService(booked) && location !== null ? serviceDays(location) : null,
    serviceInstruction: location === null ? null : serviceInstruction(location.country),
  });
}

/** The cell's articles and quantities (for the cart position's parts, offers and the completion view). */
export function automationPositions(configuration: AutomationConfiguration, catalogue: AutomationCatalogue): Result<readonly AutomationPosition[], readonly DomainError[]> {
  const quote = quoteAutomation(configuration, catalogue);
  return quote.ok ? ok(quote.value.positions) : quote;
}

/** The cell's net price in cents. */
export function automationPrice(configuration: AutomationConfiguration, catalogue: AutomationCatalogue): Result<Cents, readonly DomainError[]> {
  const quote = quoteAutomation(configuration, catalogue);
  return quote.ok ? ok(quote.value.netCents) : quote;
}

/** The completion view: what each main step holds, in step order. */
export interface AutomationSummary {
  readonly mainSteps: readonly { readonly id: AutomationMainStepId; readonly positions: readonly AutomationPosition[] }[];
  readonly fence: FenceInputs | null;
  readonly serviceLocation: ServiceLocation | null;
  readonly services: ServiceSelection | null;
  readonly quote: AutomationQuote;
}

export function automationSummary(configuration: AutomationConfiguration, catalogue: AutomationCatalogue): Result<AutomationSummary, readonly DomainError[]> {
  const quote = quoteAutomation(configuration, catalogue);
  if (!quote.ok) return quote;
  return ok({
    mainSteps: AUTOMATION_STEPS.map((main) => ({ id: main.id, positions: quote.value.positions.filter((p) => p.mainStep === main.id) })),
    fence: configuration.fence,
    serviceLocation: configuration.serviceLocation,
    services: configuration.services,
    quote: quote.value,
  });
}

// ---------------------------------------------------------------------------------------------
// Flat storage (cart position's customConfiguration, custom product id)
// ---------------------------------------------------------------------------------------------

export type FlatAutomationConfiguration = Readonly<Record<string, string | number | boolean | null>>;

const LINE_PATTERN = /^([^,:\s]+):(\d{1,6})$/;

/**
 * The configuration as a flat object of ids and values, keys in a fixed order and list lines sorted by
 * product id, so the same configuration always gives the same object (and custom product id).
 */
export function toFlatAutomationConfiguration(configuration: AutomationConfiguration): FlatAutomationConfiguration {
  const flat: Record<string, string | number | boolean | null> = {};
  for (const step of AUTOMATION_PRODUCT_STEPS) {
    const lines = configuration.products[step];
    if (lines === undefined || lines.length === 0) continue;
    if (secondaryStep(step).kind === 'product') flat[step] = lines[0].productId;
    else flat[step] = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0)).map((l) => `${l.productId}:${l.qty}`).join(',');
  }
  const fence = configuration.fence;
  if (fence !== null) Object.assign(flat, { fenceLengthA: fence.lengthA, fenceLengthB: fence.lengthB, fenceDoor: fence.door, fenceHatch: fence.hatch, fenceHatchWidth: fence.hatchWidth });
  const location = configuration.serviceLocation;
  if (location !== null) Object.assign(flat, { serviceCountry: location.country, serviceZipArea: location.zipArea });
  const services = configuration.services;
  if (services !== null) Object.assign(flat, { installation: services.installation, training: services.training, approval: services.approval });
  return flat;
}

/**
 * The flat form's keys and values (configuration-shape.ts), as parseAutomationConfiguration reads them: a product
 * step holds an article number, a product-list step "id:qty,id:qty" (either may be null: none chosen).
 */
export const AUTOMATION_CONFIGURATION_SHAPE: ConfigurationShape = {
  invalidMessageId: 'acInvalidConfiguration',
  keys: {
    ...Object.fromEntries(AUTOMATION_PRODUCT_STEPS.map((step): [string, FlatValueRule] => [step, { kind: secondaryStep(step).kind === 'product' ? 'id' : 'idList', nullable: true }])),
    fenceLengthA: { kind: 'number' },
    fenceLengthB: { kind: 'number' },
    fenceDoor: { kind: 'boolean' },
    fenceHatch: { kind: 'boolean' },
    fenceHatchWidth: { kind: 'number' },
    serviceCountry: { kind: 'id' },
    serviceZipArea: { kind: 'number', nullable: true },
    installation: { kind: 'boolean' },
    training: { kind: 'boolean' },
    approval: { kind: 'boolean' },
  },
};

const FLAT_KEYS = new Set<string>(Object.keys(AUTOMATION_CONFIGURATION_SHAPE.keys));

/**
 * Reads a stored flat configuration (from the browser or the database). Only its shape is checked here
 * (acInvalidConfiguration with the offending key); the rules are validateAutomationConfiguration's.
 */
export function parseAutomationConfiguration(value: unknown): Result<AutomationConfiguration, DomainError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err(acError('acInvalidConfiguration'));
  const flat = value as Record<string, unknown>;
  const bad = (key: string) => err(acError('acInvalidConfiguration', { key }));
  for (const key of Object.keys(flat)) if (!FLAT_KEYS.has(key)) return bad(key);
  const products: Partial<Record<AutomationProductStepId, readonly AutomationLine[]>> = {};
  for (const step of AUTOMATION_PRODUCT_STEPS) {
    const raw = flat[step];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string' || raw === '') return bad(step);
    if (secondaryStep(step).kind === 'product') {
      if (/[,:\s]/.test(raw)) return bad(step);
      products[step] = [{ productId: raw, qty: 1 }];
      continue;
    }
    const lines: AutomationLine[] = [];
    for (const part of raw.split(',')) {
      const match = LINE_PATTERN.exec(part);
      if (match === null) return bad(step);
      lines.push({ productId: match[1], qty: Number(match[2]) });
    }
    products[step] = lines;
  }
  const present = (keys: readonly string[]) => keys.filter((k) => flat[k] !== undefined);
  const fenceKeys = ['fenceLengthA', 'fenceLengthB', 'fenceDoor', 'fenceHatch', 'fenceHatchWidth'];
  let fence: FenceInputs | null = null;
  if (present(fenceKeys).length > 0) {
    const { fenceLengthA: a, fenceLengthB: b, fenceDoor: door, fenceHatch: hatch, fenceHatchWidth: hatchWidth } = flat;
    if (typeof a !== 'number') return bad('fenceLengthA');
    if (typeof b !== 'number') return bad('fenceLengthB');
    if (typeof door !== 'boolean') return bad('fenceDoor');
    if (typeof hatch !== 'boolean') return bad('fenceHatch');
    if (typeof hatchWidth !== 'number') return bad('fenceHatchWidth');
    fence = { lengthA: a, lengthB: b, door, hatch, hatchWidth: hatchWidth as HatchWidth };
  }
  let serviceLocation: ServiceLocation | null = null;
  if (present(['serviceCountry', 'serviceZipArea']).length > 0) {
    const { serviceCountry: country, serviceZipArea: zipArea } = flat;
    if (typeof country !== 'string') return bad('serviceCountry');
    if (zipArea !== null && typeof zipArea !== 'number') return bad('serviceZipArea');
    serviceLocation = { country: country as ServiceCountry, zipArea: zipArea as number | null };
  }
  let services: ServiceSelection | null = null;
  if (present(['installation', 'training', 'approval']).length > 0) {
    const { installation, training, approval } = flat;
    if (typeof installation !== 'boolean') return bad('installation');
    if (typeof training !== 'boolean') return bad('training');
    if (typeof approval !== 'boolean') return bad('approval');
    services = { installation, training, approval };
  }
  return ok({ products, fence, serviceLocation, services });
}
