/**
 * Data the hose assembly configurator (./hose.ts) takes: the parts it may choose from, the rules that
 * say which part needs which, and the assembly cost figures. The server fills these from the catalogue
 * (database); the rules never name a product id, so a shop owner changes data, not code.
 *
 * Constants kept in code (docs/rules/constants.md#hose-configurator; rules of the shop, not shop data): the hose classes and their
 * groups (elastomer: epdm, nbr, pvc, goldSnake; stainless: wf, tn1, hif) and the classes that take an
 * insulation (wf, tn1).
 */
import type { Cents } from '../money';
import type { OrderQuantityInfo } from '../order-quantity';

/** The seven hose classes (docs/rules/constants.md#hose-configurator). */
export const HOSE_CLASS_IDS = ['epdm', 'nbr', 'pvc', 'goldSnake', 'wf', 'tn1', 'hif'] as const;
export type HoseClass = (typeof HOSE_CLASS_IDS)[number];

export type HoseClassGroup = 'elastomer' | 'stainless';

/** Hose classes (docs/rules/constants.md#hose-configurator): elastomer (epdm, nbr, pvc, goldSnake) and stainless (wf, tn1, hif). */
export const HOSE_CLASS_GROUPS: Readonly<Record<HoseClass, HoseClassGroup>> = Object.freeze({
  epdm: 'elastomer',
  nbr: 'elastomer',
  pvc: 'elastomer',
  goldSnake: 'elastomer',
  wf: 'stainless',
  tn1: 'stainless',
  hif: 'stainless',
});

/** The insulation step is only offered for hose types wf and tn1 (docs/rules/states-and-transitions.md#hose-configurator). */
export const INSULATED_HOSE_CLASSES: readonly HoseClass[] = Object.freeze(['wf', 'tn1'] as HoseClass[]);

/** The product kinds a hose assembly is made of (catalogue product type ids). */
export const HOSE_PART_KINDS = [
  'coupling',
  'screwFitting',
  'hoseClip',
  'socketForHose',
  'socketForHoseInsulation',
  'hose',
  'hoseInsulation',
] as const;
export type HosePartKind = (typeof HOSE_PART_KINDS)[number];

/** The kinds that sit in an end (endA / endB). */
export type HoseEndSlot = 'coupling' | 'screwFitting' | 'hoseClip' | 'socketForHose' | 'socketForHoseInsulation';
export const HOSE_END_SLOTS: readonly HoseEndSlot[] = ['coupling', 'screwFitting', 'hoseClip', 'socketForHose', 'socketForHoseInsulation'];

/** The kinds that sit in the hose part. */
export type HoseHoseSlot = 'hose' | 'hoseInsulation';

/**
 * What the configurator needs to know about one catalogue product. The server maps the catalogue's
 * attributes onto it: typeId → kind, nominalSize (DN), couplingType, hoseClass, insulationThickness,
 * the fitsTo relation → fitsHoseClasses, and whether the product is active and orderable → available.
 */
export interface HosePartFacts {
  readonly id: string;
  readonly kind: HosePartKind;
  /** Nominal size DN: parts of an assembly share one DN. */
  readonly nominalSize: number;
  /** False when the product is inactive or no longer orderable: it is neither offered nor accepted. */
  readonly available: boolean;
  /** Couplings: the catalogue's couplingType (hoseNozzle, pushLock, camlock, storz, quickCoupling, ...). */
  readonly couplingType?: string;
  /** Hoses and insulations: the hose class. */
  readonly hoseClass?: HoseClass;
  /**
   * Couplings, screw fittings, clips and sockets: the hose classes the part can be assembled with
   * (demo: hose nozzles, push-lock, cam-lock, Storz, clips, sockets for hose → the elastomer classes;
   * quick couplings and screw fittings → every class). Missing: every class.
   */
  readonly fitsHoseClasses?: readonly HoseClass[];
  /** Insulations and sockets for insulation: the insulation thickness in mm (they must match). */
  readonly insulationThickness?: number;
  /** The part has an orientation (e.g. a 90° elbow fitting): with a hose in place the assembly direction is asked. */
  readonly directional?: boolean;
  /** Hoses (and insulations): the order-quantity rules of the product sold by the metre; the hose length follows them. */
  readonly lengthRules?: OrderQuantityInfo;
}

/** What holds an elastomer hose on a coupling's shank. */
export type HoseHolderKind = 'hoseClip' | 'socketForHose';

/** Per coupling type (data): what the end needs besides the coupling. */
export interface HoseCouplingRule {
  readonly couplingType: string;
  /** A hose nozzle or push-lock connector coupling marks the screw fitting not needed (docs/rules/states-and-transitions.md#hose-configurator). */
  readonly screwFittingNotNeeded: boolean;
  /**
   * On a hose whose class is in {@link HoseRules.hoseHolderRequiredFor}: the part that holds the hose
   * on this coupling (auto-added when missing), or null when the coupling holds the hose itself (push-lock).
   */
  readonly hoseHolder: HoseHolderKind | null;
}

/** The configurator's rules as data. */
export interface HoseRules {
  readonly couplingRules: readonly HoseCouplingRule[];
  /** Hose classes whose ends need a screw fitting between coupling and hose, unless the coupling marks it not needed (demo: the stainless classes). */
  readonly screwFittingRequiredFor: readonly HoseClass[];
  /** Hose classes whose ends need a hose holder (clip or socket for hose) per the coupling rule (demo: the elastomer classes). */
  readonly hoseHolderRequiredFor: readonly HoseClass[];
}

/**
 * Everything the configurator chooses from. `parts` is in preference order: when a part is auto-added,
 * the first available part that fits is taken (the server lists the preferred part first, e.g. the cheapest).
 */
export interface HoseCatalogue {
  readonly parts: readonly HosePartFacts[];
  readonly rules: HoseRules;
}

/**
 * Assembly cost (docs/rules/constants.md#hose-configurator) = base plus per-end elastomer, stainless and insulation costs (figures not
 * shown in the spec: shop data).
 */
export interface HoseAssemblyCosts {
  readonly base: Cents;
  /** Per assembled end of an elastomer hose. */
  readonly perEndElastomer: Cents;
  /** Per assembled end of a stainless hose. */
  readonly perEndStainless: Cents;
  /** Per assembled end of an insulated hose (on top of the stainless cost). */
  readonly perEndInsulation: Cents;
}

/** The rule used for a coupling type that has no rule in the data: screw fitting needed, a clip holds an elastomer hose. */
export const DEFAULT_COUPLING_RULE: Omit<HoseCouplingRule, 'couplingType'> = Object.freeze({
  screwFittingNotNeeded: false,
  hoseHolder: 'hoseClip',
});

/**
 * Demo rules matching backend/src/demo/catalogue/family-fittings.ts (the server may seed these into the
 * database): nozzles are held by a clip, push-lock by its barbs, cam-lock and Storz shanks by a clip,
 * quick couplings by a crimped socket; stainless hoses take a screw fitting at each end.
 */
export const DEMO_HOSE_RULES: HoseRules = Object.freeze({
  couplingRules: Object.freeze([
    { couplingType: 'hoseNozzle', screwFittingNotNeeded: true, hoseHolder: 'hoseClip' },
    { couplingType: 'pushLock', screwFittingNotNeeded: true, hoseHolder: null },
    { couplingType: 'camlock', screwFittingNotNeeded: false, hoseHolder: 'hoseClip' },
    { couplingType: 'storz', screwFittingNotNeeded: false, hoseHolder: 'hoseClip' },
    { couplingType: 'quickCoupling', screwFittingNotNeeded: false, hoseHolder: 'socketForHose' },
  ] as HoseCouplingRule[]),
  screwFittingRequiredFor: Object.freeze(['wf', 'tn1', 'hif'] as HoseClass[]),
  hoseHolderRequiredFor: Object.freeze(['epdm', 'nbr', 'pvc', 'goldSnake'] as HoseClass[]),
});
