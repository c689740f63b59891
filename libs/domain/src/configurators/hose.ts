/**
 * Hose assembly configurator: the pure core shared by the browser store and the server (docs/rules/entities.md#configurations-and-custom-products,
 * docs/rules/states-and-transitions.md#hose-configurator, docs/rules/validation.md#hose-code-and-length, docs/rules/errors.md#configurator-messages,
 * docs/rules/constants.md#hose-configurator). No I/O: the catalogue facts, rules and cost figures come in as data
 * (./hose-data.ts); every function returns new immutable values; user input never throws.
 *
 * An assembly has three parts: endA, hose, endB. An end holds a coupling, then a screw fitting or a hose
 * clip (or the step is skipped or postponed), and the parts the hose needs (socket for hose, socket for
 * insulation). The hose part holds the hose with its length and, for wf and tn1 only, an insulation.
 *
 * Choices where the rules say "not shown", kept here as the record (ADR 0017):
 * 1. A part is DEFINED when:
 *    - an end: its coupling is chosen, its connection step (screw fitting or hose clip) is resolved —
 *      chosen, skipped, postponed, or no connection part exists for the coupling — and, if the
 *      assembly direction is asked, a direction is set;
 *    - the hose: a hose is chosen and, for wf / tn1, the insulation step is resolved (an insulation
 *      chosen or declined, or none exists). The length does not decide "defined": an invalid length
 *      shows hcInstructionInvalidHoseLength and blocks add to cart and the server (docs/rules/validation.md#hose-code-and-length).
 * 2. States: choosing a part to work on (openPart) leaves start for selectHoseEndA / selectHose /
 *    selectHoseEndB. The assembly is COMPLETE when all three parts are defined and the hose length is
 *    valid. After a choice: complete → completed ('hcConfigurationCompleted', the custom product id is
 *    then requested), the part worked on is defined → selectNextStep, else the state stays on that part
 *    (its remaining step is shown). Typing the length moves completed ↔ selectNextStep: a length that
 *    is no longer valid (0 while typing) leaves completed, a valid one completes the assembly again
 *    (and says so); with a part open the state stays. Deleting a part: nothing left → start (this is
 *    the spec's "exactly one part defined returns to start"), else selectNextStep.
 * 3. All parts of an assembly share one nominal size (DN). A part whose facts list fitsHoseClasses
 *    only goes with hoses of those classes. Insulation and its sockets must match class, DN and thickness.
 * 4. Auto-add (spec "adding a hose part may require and auto-add fittings, clips and sockets"): whenever
 *    a hose is in place, each end whose coupling and connection step are done gets what the hose needs,
 *    the first fitting available part in catalogue order:
 *    - a screw fitting if the hose class is in rules.screwFittingRequiredFor and the coupling does not
 *      mark the screw fitting not needed, else reported 'Keine passende Verschraubung';
 *    - the coupling rule's hose holder (clip or socket for hose) if the hose class is in
 *      rules.hoseHolderRequiredFor and the end has neither, else 'Keine passende Schlauchschelle' /
 *      'Keine passende Fassung für Schlauch';
 *    - a socket for insulation when the hose is insulated, else 'Keine passende Fassung für Isolierung'.
 *    Skipping the connection step declines optional parts only; required parts are still added.
 *    Postponing leaves the step to the hose: when it comes, the auto-add resolves the end.
 * 5. withoutHosePart: an end holding a clip or a socket for hose but no screw fitting is flagged
 *    withoutHosePart (the clip or socket sits on the coupling's shank, not on a fitting's hose part).
 *    The flag and screwFittingNotNeeded are derived and recomputed after every change.
 * 6. The assembly direction (up / down) is asked for an end when a hose is in place and one of the
 *    end's parts is directional (data: e.g. 90° elbow fittings); a direction where it is no longer asked
 *    (the elbow changed for a straight fitting) is cleared. Deleting the hose clears directions,
 *    insulation and sockets for insulation; clips and fittings stay (they fit the coupling).
 * 7. Mirror: offered when one end is defined and the other is empty; it copies the end.
 * 8. Changing an end's coupling clears the rest of that end. Choosing another hose keeps the length
 *    (else the hose's default length) and the insulation only if it still fits.
 * 9. Hose code: trimmed, exactly 8 letters or digits starting with upper-case SC (format only; whether
 *    it resolves is the server's lookup). The code does not upper-case (spec: only the ejector code does).
 * 10. Assembly cost: 0 without a hose or without an end with a coupling; otherwise base plus, per end
 *    with a coupling, the elastomer or stainless cost of the hose class group, plus the insulation cost
 *    per such end when the hose is insulated.
 */
import type { ConfigurationShape, FlatValueRule } from './configuration-shape';
import { addMoney, type Cents } from '../money';
import {
  getOrderQuantityInfo,
  normalizeQuantityInput,
  validateOrderQuantity,
  type OrderQuantityInfo,
  type OrderQuantityMessageId,
} from '../order-quantity';
import {
  DEFAULT_COUPLING_RULE,
  HOSE_CLASS_GROUPS,
  HOSE_CLASS_IDS,
  HOSE_END_SLOTS,
  INSULATED_HOSE_CLASSES,
  type HoseAssemblyCosts,
  type HoseCatalogue,
  type HoseClass,
  type HoseClassGroup,
  type HoseCouplingRule,
  type HoseEndSlot,
  type HoseHoseSlot,
  type HosePartFacts,
  type HosePartKind,
} from './hose-data';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export type HosePartName = 'endA' | 'hose' | 'endB';
export type HoseEndName = 'endA' | 'endB';
export const HOSE_PART_NAMES: readonly HosePartName[] = ['endA', 'hose', 'endB'];
export const HOSE_END_NAMES: readonly HoseEndName[] = ['endA', 'endB'];

/** The configurator's states (docs/rules/states-and-transitions.md#hose-configurator). */
export type HoseState = 'start' | 'selectHoseEndA' | 'selectHoseEndB' | 'selectHose' | 'selectNextStep' | 'completed';

export type HoseAssemblyDirection = 'up' | 'down';

/** One end of the assembly (docs/rules/entities.md#configurations-and-custom-products): ids of its parts and its flags. */
export interface HoseEnd {
  readonly coupling: string | null;
  readonly screwFitting: string | null;
  readonly hoseClip: string | null;
  readonly socketForHose: string | null;
  readonly socketForHoseInsulation: string | null;
  readonly assemblyDirection: HoseAssemblyDirection | null;
  /** The connection step was postponed until the hose is chosen (the spec's spelling). */
  readonly definitionPostpowned: boolean;
  /** The connection step was skipped (optional parts declined). */
  readonly connectionSkipped: boolean;
  /** Derived: the coupling marks the screw fitting not needed (hose nozzle, push-lock). */
  readonly screwFittingNotNeeded: boolean;
  /** Derived: a clip or socket for hose without a screw fitting. */
  readonly withoutHosePart: boolean;
}

/** The hose part (docs/rules/entities.md#configurations-and-custom-products): the hose with its length and the insulation. */
export interface HoseHosePart {
  readonly hose: string | null;
  /** Normalised length in metres as typed ("2.5"); may be invalid while typing. */
  readonly length: string | null;
  readonly hoseInsulation: string | null;
  /** The insulation step (wf, tn1) was declined. */
  readonly insulationSkipped: boolean;
}

export interface HoseConfiguration {
  readonly endA: HoseEnd;
  readonly hose: HoseHosePart;
  readonly endB: HoseEnd;
}

/** The browser's (and a loaded code's) state around a configuration. */
export interface HoseSession {
  readonly config: HoseConfiguration;
  readonly state: HoseState;
  /** The code the configuration was saved under; cleared by any change. */
  readonly savedCode: string | null;
}

/** Message ids of the hose configurator (docs/rules/errors.md#configurator-messages: the fixed ids plus added ones). */
export const HOSE_MESSAGE_IDS = [
  'invalidHoseCodeMessage', // spec
  'hcInstructionInvalidHoseLength', // spec
  'hcInstructionSuccess', // spec
  'configAlreadySaved', // spec: 'The configuration has already been saved'
  'hcConfigurationCompleted', // added id for the spec's 'Configuration successfully completed'
  'hcConfigurationSaved', // added id for the spec's 'The configuration has been saved'
  'hcPartDoesNotFit', // added: the product is not of the slot's kind or does not fit the assembly
  'hcProductUnavailable', // added: unknown or no longer available product
  'hcStepNotAvailable', // added: the step is not open (coupling first; length and insulation need a hose; nothing to mirror)
  'hcScrewFittingNotNeeded', // added: a screw fitting on a coupling that marks it not needed
  'hcInsulationNotOffered', // added: insulation on a hose class other than wf / tn1
  'hcRequiredPartMissing', // added: a fitting, clip or socket the hose needs is missing
  'hcAssemblyDirectionMissing', // added: the assembly direction is asked but not set
  'hcConfigurationIncomplete', // added: not all three parts defined
] as const;
export type HoseMessageId = (typeof HOSE_MESSAGE_IDS)[number];

/** The texts reported (silently, as frontend errors) when no part fits (docs/rules/errors.md#configurator-messages). */
export const HOSE_ERROR_REPORTS = {
  screwFitting: 'Keine passende Verschraubung',
  hoseClip: 'Keine passende Schlauchschelle',
  socketForHose: 'Keine passende Fassung für Schlauch',
  socketForHoseInsulation: 'Keine passende Fassung für Isolierung',
} as const;
export type HoseErrorReport = (typeof HOSE_ERROR_REPORTS)[keyof typeof HOSE_ERROR_REPORTS];

/** The result of every transition. A rejected transition returns the session unchanged. */
export interface HoseTransition {
  readonly session: HoseSession;
  /** Messages to show (success, warnings, the rejection). */
  readonly messageIds: readonly HoseMessageId[];
  /** Texts to report as frontend errors when no part fits (docs/rules/errors.md#configurator-messages). */
  readonly reports: readonly HoseErrorReport[];
  /** Why the transition was refused, or null. */
  readonly rejected: HoseMessageId | null;
}

export type HosePendingStepName = 'coupling' | 'connection' | 'assemblyDirection' | 'hose' | 'length' | 'insulation';

export interface HosePendingStep {
  readonly part: HosePartName;
  readonly step: HosePendingStepName;
  /** The connection step was postponed until the hose is chosen. */
  readonly postponed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Constants and empty values
// ---------------------------------------------------------------------------------------------

/** Hose code of 8 characters starting SC (docs/rules/validation.md#hose-code-and-length). */
export const HOSE_CODE_LENGTH = 8;
export const HOSE_CODE_PREFIX = 'SC';
const HOSE_CODE_PATTERN = /^SC[A-Za-z0-9]{6}$/;

export const EMPTY_HOSE_END: HoseEnd = Object.freeze({
  coupling: null,
  screwFitting: null,
  hoseClip: null,
  socketForHose: null,
  socketForHoseInsulation: null,
  assemblyDirection: null,
  definitionPostpowned: false,
  connectionSkipped: false,
  screwFittingNotNeeded: false,
  withoutHosePart: false,
});

export const EMPTY_HOSE_PART: HoseHosePart = Object.freeze({ hose: null, length: null, hoseInsulation: null, insulationSkipped: false });

export const EMPTY_HOSE_CONFIGURATION: HoseConfiguration = Object.freeze({ endA: EMPTY_HOSE_END, hose: EMPTY_HOSE_PART, endB: EMPTY_HOSE_END });

export const INITIAL_HOSE_SESSION: HoseSession = Object.freeze({ config: EMPTY_HOSE_CONFIGURATION, state: 'start', savedCode: null });

/** Hose length rules when the hose product has none: decimal metres above 0 with at most 2 decimals. */
const FALLBACK_LENGTH_RULES: OrderQuantityInfo = getOrderQuantityInfo({ orderQuantity: { type: 'Decimal' } });

// ---------------------------------------------------------------------------------------------
// Hose classes (docs/rules/constants.md#hose-configurator)
// ---------------------------------------------------------------------------------------------

export function isHoseClass(value: unknown): value is HoseClass {
  return typeof value === 'string' && (HOSE_CLASS_IDS as readonly string[]).includes(value);
}

/** elastomer (epdm, nbr, pvc, goldSnake) or stainless (wf, tn1, hif). */
export function hoseClassGroup(hoseClass: HoseClass): HoseClassGroup {
  return HOSE_CLASS_GROUPS[hoseClass];
}

/** The insulation step is offered only for wf and tn1. */
export function isInsulationOffered(hoseClass: HoseClass | null | undefined): boolean {
  return hoseClass !== null && hoseClass !== undefined && INSULATED_HOSE_CLASSES.includes(hoseClass);
}

/** The hose class of the configuration's hose, or null without a (known) hose. */
export function hoseClassOf(config: HoseConfiguration, catalogue: HoseCatalogue): HoseClass | null {
  return hoseFacts(config, catalogue)?.hoseClass ?? null;
}

// ---------------------------------------------------------------------------------------------
// Catalogue look-ups
// ---------------------------------------------------------------------------------------------

const INDEX = new WeakMap<HoseCatalogue, ReadonlyMap<string, HosePartFacts>>();

/** The facts of a product, or undefined for an unknown id. */
export function hosePartById(catalogue: HoseCatalogue, id: string | null | undefined): HosePartFacts | undefined {
  if (id === null || id === undefined) return undefined;
  let index = INDEX.get(catalogue);
  if (index === undefined) {
    index = new Map(catalogue.parts.map((p) => [p.id, p]));
    INDEX.set(catalogue, index);
  }
  return index.get(id);
}

/** The rule of a coupling type; a type without data gets DEFAULT_COUPLING_RULE. */
export function couplingRuleOf(catalogue: HoseCatalogue, couplingType: string | undefined): HoseCouplingRule {
  const rule = catalogue.rules.couplingRules.find((r) => r.couplingType === couplingType);
  return rule ?? { couplingType: couplingType ?? '', ...DEFAULT_COUPLING_RULE };
}

function hoseFacts(config: HoseConfiguration, catalogue: HoseCatalogue): HosePartFacts | undefined {
  return hosePartById(catalogue, config.hose.hose);
}

function endRule(end: HoseEnd, catalogue: HoseCatalogue): HoseCouplingRule | undefined {
  const coupling = hosePartById(catalogue, end.coupling);
  return coupling === undefined ? undefined : couplingRuleOf(catalogue, coupling.couplingType);
}

function fitsClass(part: HosePartFacts, hoseClass: HoseClass | undefined): boolean {
  return hoseClass === undefined || part.fitsHoseClasses === undefined || part.fitsHoseClasses.includes(hoseClass);
}

function endPartIds(end: HoseEnd): string[] {
  return HOSE_END_SLOTS.map((slot) => end[slot]).filter((id): id is string => id !== null);
}

/** The DN the assembly already has, leaving out one part (the one being chosen again). */
function assemblyNominalSize(config: HoseConfiguration, catalogue: HoseCatalogue, except: HosePartName): number | undefined {
  for (const name of HOSE_PART_NAMES) {
    if (name === except) continue;
    const id = name === 'hose' ? config.hose.hose : config[name].coupling;
    const part = hosePartById(catalogue, id);
    if (part !== undefined) return part.nominalSize;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Fit rules
// ---------------------------------------------------------------------------------------------

/**
 * Why a product cannot go into a slot of the configuration, or null when it fits. The rules of
 * choosing (coupling first, the screw fitting not needed, insulation only for wf and tn1, one DN, the
 * hose classes a part fits) all live here, so the options offered and the server's check agree.
 */
export function fitProblem(
  config: HoseConfiguration,
  part: HosePartName,
  slot: HoseEndSlot | HoseHoseSlot,
  productId: string,
  catalogue: HoseCatalogue,
): HoseMessageId | null {
  const facts = hosePartById(catalogue, productId);
  if (facts === undefined || !facts.available) return 'hcProductUnavailable';
  if (facts.kind !== slot) return 'hcPartDoesNotFit';
  const hose = hoseFacts(config, catalogue);
  if (part === 'hose') {
    if (slot === 'hose') {
      if (facts.hoseClass === undefined) return 'hcPartDoesNotFit';
      const dn = assemblyNominalSize(config, catalogue, 'hose');
      if (dn !== undefined && dn !== facts.nominalSize) return 'hcPartDoesNotFit';
      for (const end of HOSE_END_NAMES) {
        for (const id of endPartIds(config[end])) {
          const endPart = hosePartById(catalogue, id);
          if (endPart !== undefined && endPart.kind !== 'socketForHoseInsulation' && !fitsClass(endPart, facts.hoseClass)) return 'hcPartDoesNotFit';
        }
      }
      return null;
    }
    if (slot !== 'hoseInsulation') return 'hcPartDoesNotFit';
    if (hose === undefined) return 'hcStepNotAvailable';
    if (!isInsulationOffered(hose.hoseClass)) return 'hcInsulationNotOffered';
    return facts.hoseClass === hose.hoseClass && facts.nominalSize === hose.nominalSize ? null : 'hcPartDoesNotFit';
  }
  if (slot === 'hose' || slot === 'hoseInsulation') return 'hcPartDoesNotFit';
  const end = config[part];
  if (slot === 'coupling') {
    const dn = assemblyNominalSize(config, catalogue, part);
    if (dn !== undefined && dn !== facts.nominalSize) return 'hcPartDoesNotFit';
    return fitsClass(facts, hose?.hoseClass) ? null : 'hcPartDoesNotFit';
  }
  const coupling = hosePartById(catalogue, end.coupling);
  if (coupling === undefined) return 'hcStepNotAvailable';
  if (facts.nominalSize !== coupling.nominalSize) return 'hcPartDoesNotFit';
  if (slot === 'screwFitting' && couplingRuleOf(catalogue, coupling.couplingType).screwFittingNotNeeded) return 'hcScrewFittingNotNeeded';
  if (slot === 'socketForHoseInsulation') {
    const insulation = hosePartById(catalogue, config.hose.hoseInsulation);
    if (insulation === undefined) return 'hcStepNotAvailable';
    return facts.insulationThickness === insulation.insulationThickness ? null : 'hcPartDoesNotFit';
  }
  return fitsClass(facts, hose?.hoseClass) ? null : 'hcPartDoesNotFit';
}

/** The available products that fit a slot now, in catalogue order (what a page lists to choose from). */
export function hosePartOptions(
  config: HoseConfiguration,
  part: HosePartName,
  slot: HoseEndSlot | HoseHoseSlot,
  catalogue: HoseCatalogue,
): HosePartFacts[] {
  return catalogue.parts.filter((p) => p.kind === slot && fitProblem(config, part, slot, p.id, catalogue) === null);
}

/** The kinds the connection step (after the coupling) offers: screw fitting (unless not needed) and hose clip. */
export function connectionKinds(config: HoseConfiguration, end: HoseEndName, catalogue: HoseCatalogue): ('screwFitting' | 'hoseClip')[] {
  const rule = endRule(config[end], catalogue);
  if (rule === undefined) return [];
  return rule.screwFittingNotNeeded ? ['hoseClip'] : ['screwFitting', 'hoseClip'];
}

/** The products the connection step offers now. */
export function connectionOptions(config: HoseConfiguration, end: HoseEndName, catalogue: HoseCatalogue): HosePartFacts[] {
  return connectionKinds(config, end, catalogue).flatMap((kind) => hosePartOptions(config, end, kind, catalogue));
}

// ---------------------------------------------------------------------------------------------
// Steps, "defined", state
// ---------------------------------------------------------------------------------------------

function connectionResolved(config: HoseConfiguration, end: HoseEndName, catalogue: HoseCatalogue): boolean {
  const e = config[end];
  if (e.screwFitting !== null || e.hoseClip !== null || e.socketForHose !== null) return true;
  if (e.definitionPostpowned || e.connectionSkipped) return true;
  return connectionOptions(config, end, catalogue).length === 0;
}

/** With a hose in place, the assembly direction is asked for an end with a directional part (docs/rules/states-and-transitions.md#hose-configurator). */
export function isAssemblyDirectionAsked(config: HoseConfiguration, end: HoseEndName, catalogue: HoseCatalogue): boolean {
  if (config.hose.hose === null || config[end].coupling === null) return false;
  return endPartIds(config[end]).some((id) => hosePartById(catalogue, id)?.directional === true);
}

function insulationResolved(config: HoseConfiguration, catalogue: HoseCatalogue): boolean {
  const hose = hoseFacts(config, catalogue);
  if (hose === undefined || !isInsulationOffered(hose.hoseClass)) return true;
  if (config.hose.hoseInsulation !== null || config.hose.insulationSkipped) return true;
  return hosePartOptions(config, 'hose', 'hoseInsulation', catalogue).length === 0;
}

/** Whether a part is defined (see the header, choice 1). */
export function isHosePartDefined(config: HoseConfiguration, part: HosePartName, catalogue: HoseCatalogue): boolean {
  if (part === 'hose') return config.hose.hose !== null && insulationResolved(config, catalogue);
  const end = config[part];
  if (end.coupling === null || !connectionResolved(config, part, catalogue)) return false;
  return !isAssemblyDirectionAsked(config, part, catalogue) || end.assemblyDirection !== null;
}

export function definedHoseParts(config: HoseConfiguration, catalogue: HoseCatalogue): HosePartName[] {
  return HOSE_PART_NAMES.filter((p) => isHosePartDefined(config, p, catalogue));
}

function hasAnything(config: HoseConfiguration, part: HosePartName): boolean {
  if (part === 'hose') return config.hose.hose !== null;
  return config[part].coupling !== null;
}

/** All three parts defined and the hose length valid (see the header, choice 2): the assembly can be sold. */
export function isHoseAssemblyComplete(config: HoseConfiguration, catalogue: HoseCatalogue): boolean {
  return definedHoseParts(config, catalogue).length === 3 && hoseLengthCheckOf(config, catalogue).valid;
}

/** The state a configuration shows on its own (after loading, on the server): start, selectNextStep or completed. */
export function hoseStateOf(config: HoseConfiguration, catalogue: HoseCatalogue): HoseState {
  if (!HOSE_PART_NAMES.some((p) => hasAnything(config, p))) return 'start';
  return isHoseAssemblyComplete(config, catalogue) ? 'completed' : 'selectNextStep';
}

/** The steps still to do, in the order endA, hose, endB (docs/rules/states-and-transitions.md#hose-configurator). */
export function pendingSteps(config: HoseConfiguration, catalogue: HoseCatalogue): HosePendingStep[] {
  const steps: HosePendingStep[] = [];
  const add = (part: HosePartName, step: HosePendingStepName, postponed = false): void => {
    steps.push({ part, step, postponed });
  };
  for (const part of HOSE_PART_NAMES) {
    if (part === 'hose') {
      if (config.hose.hose === null) {
        add('hose', 'hose');
        continue;
      }
      if (!hoseLengthCheckOf(config, catalogue).valid) add('hose', 'length');
      if (!insulationResolved(config, catalogue)) add('hose', 'insulation');
      continue;
    }
    const end = config[part];
    if (end.coupling === null) {
      add(part, 'coupling');
      continue;
    }
    if (end.definitionPostpowned) add(part, 'connection', true);
    else if (!connectionResolved(config, part, catalogue)) add(part, 'connection');
    if (isAssemblyDirectionAsked(config, part, catalogue) && end.assemblyDirection === null) add(part, 'assemblyDirection');
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------
// Normalisation: derived flags and the auto-add
// ---------------------------------------------------------------------------------------------

interface Normalised {
  readonly config: HoseConfiguration;
  readonly reports: HoseErrorReport[];
}

function firstFitting(config: HoseConfiguration, end: HoseEndName, kind: HoseEndSlot, catalogue: HoseCatalogue): string | null {
  return hosePartOptions(config, end, kind, catalogue)[0]?.id ?? null;
}

function normaliseEnd(config: HoseConfiguration, name: HoseEndName, catalogue: HoseCatalogue, reports: HoseErrorReport[]): HoseEnd {
  let end = config[name];
  const rule = endRule(end, catalogue);
  const hose = hoseFacts(config, catalogue);
  const insulated = config.hose.hoseInsulation !== null;
  const patch: { -readonly [K in keyof HoseEnd]?: HoseEnd[K] } = {};
  if (!insulated && end.socketForHoseInsulation !== null) patch.socketForHoseInsulation = null;
  end = { ...end, ...patch };
  const withEnd = (e: HoseEnd): HoseConfiguration => ({ ...config, [name]: e });
  if (rule !== undefined && hose?.hoseClass !== undefined && connectionResolved(withEnd(end), name, catalogue)) {
    const cls = hose.hoseClass;
    if (catalogue.rules.screwFittingRequiredFor.includes(cls) && !rule.screwFittingNotNeeded && end.screwFitting === null) {
      const id = firstFitting(withEnd(end), name, 'screwFitting', catalogue);
      if (id === null) reports.push(HOSE_ERROR_REPORTS.screwFitting);
      else end = { ...end, screwFitting: id };
    }
    if (catalogue.rules.hoseHolderRequiredFor.includes(cls) && rule.hoseHolder !== null && end.hoseClip === null && end.socketForHose === null) {
      const id = firstFitting(withEnd(end), name, rule.hoseHolder, catalogue);
      if (id === null) reports.push(HOSE_ERROR_REPORTS[rule.hoseHolder]);
      else end = { ...end, [rule.hoseHolder]: id };
    }
    if (insulated && end.socketForHoseInsulation === null) {
      const id = firstFitting(withEnd(end), name, 'socketForHoseInsulation', catalogue);
      if (id === null) reports.push(HOSE_ERROR_REPORTS.socketForHoseInsulation);
      else end = { ...end, socketForHoseInsulation: id };
    }
    if (end.definitionPostpowned) end = { ...end, definitionPostpowned: false };
  }
  // A direction only where it is asked (a directional part with a hose in place): changing the elbow for a
  // straight fitting, or removing the hose, clears it.
  if (end.assemblyDirection !== null && !isAssemblyDirectionAsked(withEnd(end), name, catalogue)) end = { ...end, assemblyDirection: null };
  const screwFittingNotNeeded = rule?.screwFittingNotNeeded ?? false;
  const withoutHosePart = (end.hoseClip !== null || end.socketForHose !== null) && end.screwFitting === null;
  if (end.screwFittingNotNeeded !== screwFittingNotNeeded || end.withoutHosePart !== withoutHosePart) {
    end = { ...end, screwFittingNotNeeded, withoutHosePart };
  }
  return end;
}

/**
 * Recomputes the derived flags and runs the auto-add (header, choices 4–6). Returns the new
 * configuration and the texts to report for parts that could not be added (docs/rules/errors.md#configurator-messages).
 */
export function normaliseHoseConfiguration(config: HoseConfiguration, catalogue: HoseCatalogue): Normalised {
  const reports: HoseErrorReport[] = [];
  const endA = normaliseEnd(config, 'endA', catalogue, reports);
  const endB = normaliseEnd({ ...config, endA }, 'endB', catalogue, reports);
  return { config: { ...config, endA, endB }, reports: [...new Set(reports)] };
}

// ---------------------------------------------------------------------------------------------
// Transitions
// ---------------------------------------------------------------------------------------------

function selectStateOf(part: HosePartName): HoseState {
  return part === 'endA' ? 'selectHoseEndA' : part === 'endB' ? 'selectHoseEndB' : 'selectHose';
}

function rejected(session: HoseSession, messageId: HoseMessageId): HoseTransition {
  return { session, messageIds: [messageId], reports: [], rejected: messageId };
}

/** Applies a changed configuration after a choice in `part`: normalise, then the spec's state rule. */
function afterChoice(session: HoseSession, changed: HoseConfiguration, part: HosePartName, catalogue: HoseCatalogue): HoseTransition {
  const { config, reports } = normaliseHoseConfiguration(changed, catalogue);
  const defined = definedHoseParts(config, catalogue);
  let state: HoseState;
  if (isHoseAssemblyComplete(config, catalogue)) state = 'completed';
  else if (defined.includes(part)) state = 'selectNextStep';
  else state = selectStateOf(part);
  const messageIds: HoseMessageId[] = state === 'completed' && session.state !== 'completed' ? ['hcConfigurationCompleted'] : [];
  return { session: { config, state, savedCode: null }, messageIds, reports, rejected: null };
}

/** Choosing a part leaves start (docs/rules/states-and-transitions.md#hose-configurator): the buyer opens endA, the hose or endB to work on it. */
export function openPart(session: HoseSession, part: HosePartName): HoseTransition {
  return { session: { ...session, state: selectStateOf(part) }, messageIds: [], reports: [], rejected: null };
}

/** Chooses a product for a slot of a part (coupling, screw fitting, clip, sockets; hose; insulation). */
export function choosePart(
  session: HoseSession,
  part: HosePartName,
  slot: HoseEndSlot | HoseHoseSlot,
  productId: string,
  catalogue: HoseCatalogue,
): HoseTransition {
  const config = session.config;
  // Choosing a coupling again replaces the end: fit it against the rest of the assembly only.
  const base = part !== 'hose' && slot === 'coupling' ? { ...config, [part]: EMPTY_HOSE_END } : config;
  const problem = fitProblem(base, part, slot, productId, catalogue);
  if (problem !== null) return rejected(session, problem);
  let changed: HoseConfiguration;
  if (part === 'hose') {
    if (slot === 'hose') {
      const facts = hosePartById(catalogue, productId)!;
      const withHose: HoseConfiguration = { ...config, hose: { ...config.hose, hose: productId } };
      const keepInsulation =
        config.hose.hoseInsulation !== null && fitProblem(withHose, 'hose', 'hoseInsulation', config.hose.hoseInsulation, catalogue) === null;
      const length = config.hose.length ?? String((facts.lengthRules ?? FALLBACK_LENGTH_RULES).default);
      changed = {
        ...config,
        hose: {
          hose: productId,
          length,
          hoseInsulation: keepInsulation ? config.hose.hoseInsulation : null,
          insulationSkipped: keepInsulation ? false : config.hose.insulationSkipped && isInsulationOffered(facts.hoseClass),
        },
      };
    } else {
      changed = { ...config, hose: { ...config.hose, hoseInsulation: productId, insulationSkipped: false } };
    }
  } else if (slot === 'coupling') {
    changed = { ...config, [part]: { ...EMPTY_HOSE_END, coupling: productId } };
  } else {
    const end = config[part];
    const resolvesConnection = slot === 'screwFitting' || slot === 'hoseClip' || slot === 'socketForHose';
    changed = {
      ...config,
      [part]: {
        ...end,
        [slot]: productId,
        ...(resolvesConnection ? { definitionPostpowned: false, connectionSkipped: false } : {}),
      },
    };
  }
  return afterChoice(session, changed, part, catalogue);
}

/**
 * Skips a step: the connection step of an end (after its coupling), or the insulation step of a wf /
 * tn1 hose. Required parts are still added when the hose needs them.
 */
export function skipStep(session: HoseSession, part: HosePartName, catalogue: HoseCatalogue): HoseTransition {
  const config = session.config;
  if (part === 'hose') {
    const hose = hoseFacts(config, catalogue);
    if (hose === undefined || !isInsulationOffered(hose.hoseClass)) return rejected(session, 'hcStepNotAvailable');
    return afterChoice(session, { ...config, hose: { ...config.hose, hoseInsulation: null, insulationSkipped: true } }, part, catalogue);
  }
  if (config[part].coupling === null) return rejected(session, 'hcStepNotAvailable');
  const end: HoseEnd = { ...config[part], connectionSkipped: true, definitionPostpowned: false };
  return afterChoice(session, { ...config, [part]: end }, part, catalogue);
}

/** Postpones an end's connection step until the hose is chosen (with a hose in place it resolves at once). */
export function postponeStep(session: HoseSession, end: HoseEndName, catalogue: HoseCatalogue): HoseTransition {
  const config = session.config;
  if (config[end].coupling === null) return rejected(session, 'hcStepNotAvailable');
  const changed: HoseEnd = { ...config[end], definitionPostpowned: true, connectionSkipped: false };
  return afterChoice(session, { ...config, [end]: changed }, end, catalogue);
}

/** Sets the assembly direction of an end; refused while it is not asked. */
export function setAssemblyDirection(
  session: HoseSession,
  end: HoseEndName,
  direction: HoseAssemblyDirection,
  catalogue: HoseCatalogue,
): HoseTransition {
  if (!isAssemblyDirectionAsked(session.config, end, catalogue)) return rejected(session, 'hcStepNotAvailable');
  return afterChoice(session, { ...session.config, [end]: { ...session.config[end], assemblyDirection: direction } }, end, catalogue);
}

/** The mirror option (docs/rules/states-and-transitions.md#hose-configurator): offered when `from` is defined and the other end is empty. */
export function canMirror(config: HoseConfiguration, from: HoseEndName, catalogue: HoseCatalogue): boolean {
  const to = from === 'endA' ? 'endB' : 'endA';
  return isHosePartDefined(config, from, catalogue) && config[to].coupling === null;
}

/** Copies an end onto the other (empty) end. */
export function mirrorEnd(session: HoseSession, from: HoseEndName, catalogue: HoseCatalogue): HoseTransition {
  if (!canMirror(session.config, from, catalogue)) return rejected(session, 'hcStepNotAvailable');
  const to = from === 'endA' ? 'endB' : 'endA';
  return afterChoice(session, { ...session.config, [to]: session.config[from] }, to, catalogue);
}

/**
 * Types the hose length (metres). Stores the normalised text (kept while typing, even when invalid)
 * and returns hcInstructionSuccess or hcInstructionInvalidHoseLength (none while empty). An invalid
 * length takes a completed assembly back to selectNextStep (the length is then its pending step); a
 * valid one completes an assembly whose parts are all defined (header, choice 2).
 */
export function setHoseLength(session: HoseSession, text: string, locale: string, catalogue: HoseCatalogue): HoseTransition {
  const hose = hoseFacts(session.config, catalogue);
  if (hose === undefined) return rejected(session, 'hcStepNotAvailable');
  const check = validateHoseLength(text, hose.lengthRules, locale);
  const config: HoseConfiguration = { ...session.config, hose: { ...session.config.hose, length: check.value === '' ? null : check.value } };
  const messageIds: HoseMessageId[] = check.messageId === null ? [] : [check.messageId];
  let state = session.state;
  if (state === 'completed' || state === 'selectNextStep') state = isHoseAssemblyComplete(config, catalogue) ? 'completed' : 'selectNextStep';
  if (state === 'completed' && session.state !== 'completed') messageIds.push('hcConfigurationCompleted');
  return { session: { config, state, savedCode: null }, messageIds, reports: [], rejected: null };
}

/**
 * Deletes a part (docs/rules/states-and-transitions.md#hose-configurator): exactly one part defined returns to start, else selectNextStep (here:
 * nothing left → start). Deleting the hose also removes its length, insulation, the sockets for
 * insulation and the assembly directions.
 */
export function deletePart(session: HoseSession, part: HosePartName, catalogue: HoseCatalogue): HoseTransition {
  const changed: HoseConfiguration =
    part === 'hose' ? { ...session.config, hose: EMPTY_HOSE_PART } : { ...session.config, [part]: EMPTY_HOSE_END };
  const { config, reports } = normaliseHoseConfiguration(changed, catalogue);
  const state: HoseState = HOSE_PART_NAMES.some((p) => hasAnything(config, p)) ? 'selectNextStep' : 'start';
  return { session: { config, state, savedCode: null }, messageIds: [], reports, rejected: null };
}

/** Reset returns to start with an empty configuration (docs/rules/states-and-transitions.md#hose-configurator). */
export function resetHose(): HoseTransition {
  return { session: INITIAL_HOSE_SESSION, messageIds: [], reports: [], rejected: null };
}

/**
 * Loads a code (docs/rules/states-and-transitions.md#hose-configurator, docs/rules/validation.md#hose-code-and-length). `stored` is what the server found under the code (the flat configuration)
 * or null. An empty code does nothing and shows nothing; a malformed or unresolvable code, or one whose
 * products are no longer available (or no longer make a valid assembly), is refused with
 * invalidHoseCodeMessage; otherwise the configuration is shown completed and counts as saved.
 */
export function loadHoseCode(session: HoseSession, code: string, stored: unknown, catalogue: HoseCatalogue): HoseTransition {
  const trimmed = code.trim();
  if (trimmed === '') return { session, messageIds: [], reports: [], rejected: null };
  if (validateHoseCode(trimmed) !== null || stored === null || stored === undefined) return rejected(session, 'invalidHoseCodeMessage');
  const parsed = parseHoseConfiguration(stored);
  if (parsed === null) return rejected(session, 'invalidHoseCodeMessage');
  const config = normaliseHoseConfiguration(parsed, catalogue).config;
  if (validateHoseConfiguration(config, catalogue).length > 0) return rejected(session, 'invalidHoseCodeMessage');
  return { session: { config, state: 'completed', savedCode: trimmed }, messageIds: ['hcConfigurationCompleted'], reports: [], rejected: null };
}

/**
 * Saving (docs/rules/states-and-transitions.md#hose-configurator). The server answered with the code; the first save shows 'hcConfigurationSaved'
 * ('The configuration has been saved'), saving the unchanged configuration again configAlreadySaved.
 */
export function markHoseSaved(session: HoseSession, code: string): HoseTransition {
  if (session.state !== 'completed') return rejected(session, 'hcConfigurationIncomplete');
  if (validateHoseCode(code) !== null) return rejected(session, 'invalidHoseCodeMessage');
  if (session.savedCode !== null) return { session, messageIds: ['configAlreadySaved'], reports: [], rejected: null };
  return { session: { ...session, savedCode: code }, messageIds: ['hcConfigurationSaved'], reports: [], rejected: null };
}

// ---------------------------------------------------------------------------------------------
// Validation (docs/rules/validation.md#hose-code-and-length) and the server's check
// ---------------------------------------------------------------------------------------------

/** Hose code format (docs/rules/validation.md#hose-code-and-length): empty (nothing shown) or 8 characters starting SC, else invalidHoseCodeMessage. */
export function validateHoseCode(code: string | null | undefined): 'invalidHoseCodeMessage' | null {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return null;
  return trimmed.length === HOSE_CODE_LENGTH && HOSE_CODE_PATTERN.test(trimmed) ? null : 'invalidHoseCodeMessage';
}

export interface HoseLengthCheck {
  /** The text normalised while typing (locale separators, "1," → "1."). */
  readonly value: string;
  readonly valid: boolean;
  /** What to show: none while empty, hcInstructionSuccess, or hcInstructionInvalidHoseLength. */
  readonly messageId: 'hcInstructionSuccess' | 'hcInstructionInvalidHoseLength' | null;
  /** The order-quantity rule that failed (for detail), or null. */
  readonly orderQuantityMessageId: OrderQuantityMessageId | null;
  /** Add to cart is enabled only for a valid length. */
  readonly canAddToCart: boolean;
}

/**
 * Hose length (docs/rules/validation.md#hose-code-and-length): a valid order quantity of the hose product (decimal metres when it has no
 * rules). Empty, 0 and 0.0 are accepted while typing (kept in the field); 0 or less (and any other
 * invalid value) shows hcInstructionInvalidHoseLength and disables add to cart; empty shows nothing;
 * a valid length shows hcInstructionSuccess.
 */
export function validateHoseLength(text: string | null | undefined, rules: OrderQuantityInfo | undefined, locale = 'de'): HoseLengthCheck {
  const raw = text ?? '';
  const value = normalizeQuantityInput(raw, locale);
  const finalValue = normalizeQuantityInput(raw, locale, { final: true });
  const orderQuantityMessageId = validateOrderQuantity(finalValue, rules ?? FALLBACK_LENGTH_RULES);
  const valid = orderQuantityMessageId === null;
  const messageId = value === '' ? null : valid ? 'hcInstructionSuccess' : 'hcInstructionInvalidHoseLength';
  return { value, valid, messageId, orderQuantityMessageId, canAddToCart: valid };
}

function hoseLengthCheckOf(config: HoseConfiguration, catalogue: HoseCatalogue): HoseLengthCheck {
  // The stored length is already normalised with a dot: read it as English.
  return validateHoseLength(config.hose.length, hoseFacts(config, catalogue)?.lengthRules, 'en');
}

/**
 * The server's check before it saves, prices or sells a configuration: every id known and available
 * and in a slot of its kind, every part fitting, the required parts there, the directions set, all
 * three parts defined and the length valid. Returns the message ids of the problems (empty: accepted).
 */
export function validateHoseConfiguration(config: HoseConfiguration, catalogue: HoseCatalogue): HoseMessageId[] {
  const problems = new Set<HoseMessageId>();
  const hose = config.hose.hose;
  // Check each part against the configuration without it, so a part is not compared with itself.
  if (hose !== null) {
    const p = fitProblem({ ...config, hose: { ...config.hose, hose: null } }, 'hose', 'hose', hose, catalogue);
    if (p !== null) problems.add(p);
  }
  if (config.hose.hoseInsulation !== null) {
    const p = fitProblem(config, 'hose', 'hoseInsulation', config.hose.hoseInsulation, catalogue);
    if (p !== null) problems.add(p);
  }
  for (const name of HOSE_END_NAMES) {
    const end = config[name];
    for (const slot of HOSE_END_SLOTS) {
      const id = end[slot];
      if (id === null) continue;
      const context = slot === 'coupling' ? { ...config, [name]: EMPTY_HOSE_END } : config;
      const p = fitProblem(context, name, slot, id, catalogue);
      if (p !== null) problems.add(p);
    }
    if (end.coupling === null && endPartIds(end).length > 0) problems.add('hcStepNotAvailable');
  }
  if (problems.size > 0) return [...problems];
  // Required parts: what the auto-add would add (or could not) must be there.
  for (const name of HOSE_END_NAMES) {
    const before = config[name];
    if (missingRequired(config, name, catalogue)) problems.add('hcRequiredPartMissing');
    if (isAssemblyDirectionAsked(config, name, catalogue) && before.assemblyDirection === null) problems.add('hcAssemblyDirectionMissing');
  }
  if (definedHoseParts(config, catalogue).length < 3 || config.endA.definitionPostpowned || config.endB.definitionPostpowned) {
    problems.add('hcConfigurationIncomplete');
  }
  if (hose !== null && !hoseLengthCheckOf(config, catalogue).valid) problems.add('hcInstructionInvalidHoseLength');
  return [...problems];
}

/** True if a part the hose needs at this end is missing (and none could be added). */
function missingRequired(config: HoseConfiguration, name: HoseEndName, catalogue: HoseCatalogue): boolean {
  const end = config[name];
  const rule = endRule(end, catalogue);
  const cls = hoseFacts(config, catalogue)?.hoseClass;
  if (rule === undefined || cls === undefined) return false;
  if (catalogue.rules.screwFittingRequiredFor.includes(cls) && !rule.screwFittingNotNeeded && end.screwFitting === null) return true;
  if (catalogue.rules.hoseHolderRequiredFor.includes(cls) && rule.hoseHolder !== null && end.hoseClip === null && end.socketForHose === null) {
    return true;
  }
  return config.hose.hoseInsulation !== null && end.socketForHoseInsulation === null;
}

/** Whether the configuration may go into the cart (the server re-checks with validateHoseConfiguration). */
export function canAddHoseToCart(config: HoseConfiguration, catalogue: HoseCatalogue): boolean {
  return validateHoseConfiguration(config, catalogue).length === 0;
}

// ---------------------------------------------------------------------------------------------
// Prices: assembly cost (docs/rules/constants.md#hose-configurator) and the bill of materials
// ---------------------------------------------------------------------------------------------

/** Assembly cost (docs/rules/constants.md#hose-configurator) = base plus per-end elastomer, stainless and insulation costs (header, choice 10). */
export function assemblyCost(config: HoseConfiguration, catalogue: HoseCatalogue, costs: HoseAssemblyCosts): Cents {
  const cls = hoseClassOf(config, catalogue);
  if (cls === null) return 0;
  const ends = HOSE_END_NAMES.filter((name) => config[name].coupling !== null).length;
  if (ends === 0) return 0;
  const perEnd = hoseClassGroup(cls) === 'elastomer' ? costs.perEndElastomer : costs.perEndStainless;
  const insulation = config.hose.hoseInsulation !== null ? costs.perEndInsulation : 0;
  return addMoney(costs.base, ...Array<Cents>(ends).fill(addMoney(perEnd, insulation)));
}

export interface HoseBillLine {
  readonly productId: string;
  readonly kind: HosePartKind;
  readonly part: HosePartName;
  /** Pieces for end parts, metres (the length) for the hose and its insulation. */
  readonly qty: string;
}

/** The products of an assembly with their quantities, for the server to price (endA, hose, insulation, endB). */
export function hoseBillOfMaterials(config: HoseConfiguration): HoseBillLine[] {
  const lines: HoseBillLine[] = [];
  const endLines = (name: HoseEndName): void => {
    for (const slot of HOSE_END_SLOTS) {
      const id = config[name][slot];
      if (id !== null) lines.push({ productId: id, kind: slot, part: name, qty: '1' });
    }
  };
  endLines('endA');
  const length = config.hose.length ?? '0';
  if (config.hose.hose !== null) lines.push({ productId: config.hose.hose, kind: 'hose', part: 'hose', qty: length });
  if (config.hose.hoseInsulation !== null) lines.push({ productId: config.hose.hoseInsulation, kind: 'hoseInsulation', part: 'hose', qty: length });
  endLines('endB');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Stored flat as ids (docs/rules/entities.md#configurations-and-custom-products)
// ---------------------------------------------------------------------------------------------

const END_ID_FIELDS: readonly HoseEndSlot[] = HOSE_END_SLOTS;
const END_FLAG_FIELDS = ['definitionPostpowned', 'connectionSkipped', 'screwFittingNotNeeded', 'withoutHosePart'] as const;
const MAX_ID_LENGTH = 64;

/** The flat form's keys and values (configuration-shape.ts), from the lists parseHoseConfiguration reads. */
export const HOSE_CONFIGURATION_SHAPE: ConfigurationShape = {
  invalidMessageId: 'hcConfigurationInvalid',
  keys: Object.fromEntries([
    ...(['endA', 'endB'] as const).flatMap((end) => [
      ...END_ID_FIELDS.map((field): [string, FlatValueRule] => [`${end}.${field}`, { kind: 'id' }]),
      [`${end}.assemblyDirection`, { kind: { oneOf: ['up', 'down'] } }] as [string, FlatValueRule],
      ...END_FLAG_FIELDS.map((flag): [string, FlatValueRule] => [`${end}.${flag}`, { kind: 'boolean' }]),
    ]),
    ...(['hose.hose', 'hose.hoseInsulation', 'hose.length'] as const).map((key): [string, FlatValueRule] => [key, { kind: 'id' }]),
    ['hose.insulationSkipped', { kind: 'boolean' }] as [string, FlatValueRule],
  ]),
};

export type FlatHoseConfiguration = Readonly<Record<string, string | boolean>>;

/**
 * The flat form a cart position, an offer and a saved code hold: keys "endA.coupling",
 * "hose.length", "endB.definitionPostpowned", ...; ids and the length as strings, flags as true;
 * empty fields and false flags left out; keys in a fixed order, so equal configurations serialise
 * equally (see hoseConfigurationKey).
 */
export function serializeHoseConfiguration(config: HoseConfiguration): FlatHoseConfiguration {
  const flat: Record<string, string | boolean> = {};
  for (const name of HOSE_PART_NAMES) {
    if (name === 'hose') {
      const h = config.hose;
      if (h.hose !== null) flat['hose.hose'] = h.hose;
      if (h.length !== null) flat['hose.length'] = h.length;
      if (h.hoseInsulation !== null) flat['hose.hoseInsulation'] = h.hoseInsulation;
      if (h.insulationSkipped) flat['hose.insulationSkipped'] = true;
      continue;
    }
    const end = config[name];
    for (const field of END_ID_FIELDS) if (end[field] !== null) flat[`${name}.${field}`] = end[field]!;
    if (end.assemblyDirection !== null) flat[`${name}.assemblyDirection`] = end.assemblyDirection;
    for (const flag of END_FLAG_FIELDS) if (end[flag]) flat[`${name}.${flag}`] = true;
  }
  return flat;
}

/** A canonical string of a configuration: the same configuration gives the same key (the server hashes it into a code). */
export function hoseConfigurationKey(config: HoseConfiguration): string {
  return JSON.stringify(serializeHoseConfiguration(config));
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ID_LENGTH;
}

/** Reads the flat form back; null for anything else (unknown keys, wrong value types, nested values). */
export function parseHoseConfiguration(value: unknown): HoseConfiguration | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const ends: Record<HoseEndName, Record<string, unknown>> = { endA: { ...EMPTY_HOSE_END }, endB: { ...EMPTY_HOSE_END } };
  const hose: Record<string, unknown> = { ...EMPTY_HOSE_PART };
  for (const [key, v] of Object.entries(value)) {
    const [part, field, ...rest] = key.split('.');
    if (rest.length > 0 || field === undefined) return null;
    if (part === 'hose') {
      if (field === 'hose' || field === 'hoseInsulation' || field === 'length') {
        if (!isId(v)) return null;
        hose[field] = v;
      } else if (field === 'insulationSkipped') {
        if (v !== true) return null;
        hose[field] = true;
      } else return null;
      continue;
    }
    if (part !== 'endA' && part !== 'endB') return null;
    if ((END_ID_FIELDS as readonly string[]).includes(field)) {
      if (!isId(v)) return null;
      ends[part][field] = v;
    } else if (field === 'assemblyDirection') {
      if (v !== 'up' && v !== 'down') return null;
      ends[part][field] = v;
    } else if ((END_FLAG_FIELDS as readonly string[]).includes(field)) {
      if (typeof v !== 'boolean') return null;
      ends[part][field] = v;
    } else return null;
  }
  return {
    endA: ends.endA as unknown as HoseEnd,
    hose: hose as unknown as HoseHosePart,
    endB: ends.endB as unknown as HoseEnd,
  };
}
