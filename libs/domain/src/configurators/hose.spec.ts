import { isFlatConfiguration } from '../cart';
import { getOrderQuantityInfo } from '../order-quantity';
import {
  assemblyCost,
  canAddHoseToCart,
  canMirror,
  choosePart,
  connectionOptions,
  couplingRuleOf,
  deletePart,
  EMPTY_HOSE_CONFIGURATION,
  HOSE_ERROR_REPORTS,
  hoseBillOfMaterials,
  hoseClassGroup,
  hoseClassOf,
  hoseConfigurationKey,
  hosePartOptions,
  hoseStateOf,
  INITIAL_HOSE_SESSION,
  isAssemblyDirectionAsked,
  isHoseAssemblyComplete,
  isHoseClass,
  isInsulationOffered,
  loadHoseCode,
  markHoseSaved,
  mirrorEnd,
  openPart,
  parseHoseConfiguration,
  pendingSteps,
  postponeStep,
  resetHose,
  serializeHoseConfiguration,
  setAssemblyDirection,
  setHoseLength,
  skipStep,
  validateHoseCode,
  validateHoseConfiguration,
  validateHoseLength,
  type HoseConfiguration,
  type HoseSession,
  type HoseTransition,
} from './hose';
import { DEMO_HOSE_RULES, HOSE_CLASS_IDS, type HoseAssemblyCosts, type HoseCatalogue, type HoseClass, type HosePartFacts } from './hose-data';

// ---------------------------------------------------------------------------------------------
// Fixture: a small catalogue in the demo catalogue's shape (ids as family-hoses / family-fittings make them)
// ---------------------------------------------------------------------------------------------

const ELASTOMER: HoseClass[] = ['epdm', 'nbr', 'pvc', 'goldSnake'];
/** Hoses are sold in metres with a 0.1 m step, default 1 m. */
const METRES = getOrderQuantityInfo({ orderQuantity: { type: 'Decimal', increment: '0.1', default: '1' } });

const PARTS: HosePartFacts[] = [
  { id: 'KU-TUE-013-MS', kind: 'coupling', nominalSize: 13, available: true, couplingType: 'hoseNozzle', fitsHoseClasses: ELASTOMER },
  { id: 'KU-PL-013-MS', kind: 'coupling', nominalSize: 13, available: true, couplingType: 'pushLock', fitsHoseClasses: ELASTOMER },
  { id: 'KU-CL-C-013-MS', kind: 'coupling', nominalSize: 13, available: true, couplingType: 'camlock', fitsHoseClasses: ELASTOMER },
  { id: 'KU-SK-013-MS-D', kind: 'coupling', nominalSize: 13, available: true, couplingType: 'quickCoupling' },
  { id: 'KU-SK-020-MS-D', kind: 'coupling', nominalSize: 20, available: true, couplingType: 'quickCoupling' },
  { id: 'KU-OLD-013', kind: 'coupling', nominalSize: 13, available: false, couplingType: 'quickCoupling' },
  // An unavailable fitting first: the auto-add must pass it over.
  { id: 'VS-013-ES-G', kind: 'screwFitting', nominalSize: 13, available: false },
  { id: 'VS-013-MS-G', kind: 'screwFitting', nominalSize: 13, available: true },
  { id: 'VS-013-MS-W', kind: 'screwFitting', nominalSize: 13, available: true, directional: true },
  { id: 'VS-020-MS-G', kind: 'screwFitting', nominalSize: 20, available: true },
  { id: 'SS-013-W1-9', kind: 'hoseClip', nominalSize: 13, available: true, fitsHoseClasses: ELASTOMER },
  { id: 'FS-013-VZ', kind: 'socketForHose', nominalSize: 13, available: true, fitsHoseClasses: ELASTOMER },
  { id: 'FI-013-9-ES', kind: 'socketForHoseInsulation', nominalSize: 13, available: true, insulationThickness: 9 },
  { id: 'SL-EPDM-013', kind: 'hose', nominalSize: 13, available: true, hoseClass: 'epdm', lengthRules: METRES },
  { id: 'SL-NBR-013', kind: 'hose', nominalSize: 13, available: true, hoseClass: 'nbr', lengthRules: METRES },
  { id: 'SL-WF-013', kind: 'hose', nominalSize: 13, available: true, hoseClass: 'wf', lengthRules: METRES },
  { id: 'SL-WF-013-4571', kind: 'hose', nominalSize: 13, available: true, hoseClass: 'wf', lengthRules: METRES },
  { id: 'SL-TN1-013', kind: 'hose', nominalSize: 13, available: true, hoseClass: 'tn1', lengthRules: METRES },
  { id: 'SL-HIF-013', kind: 'hose', nominalSize: 13, available: true, hoseClass: 'hif', lengthRules: METRES },
  { id: 'SL-EPDM-020', kind: 'hose', nominalSize: 20, available: true, hoseClass: 'epdm', lengthRules: METRES },
  { id: 'IS-WF-013-9', kind: 'hoseInsulation', nominalSize: 13, available: true, hoseClass: 'wf', insulationThickness: 9 },
  { id: 'IS-WF-013-13', kind: 'hoseInsulation', nominalSize: 13, available: true, hoseClass: 'wf', insulationThickness: 13 },
  { id: 'IS-TN1-013-9', kind: 'hoseInsulation', nominalSize: 13, available: true, hoseClass: 'tn1', insulationThickness: 9 },
];

const CATALOGUE: HoseCatalogue = { parts: PARTS, rules: DEMO_HOSE_RULES };

function catalogueWithout(predicate: (p: HosePartFacts) => boolean): HoseCatalogue {
  return { parts: PARTS.filter((p) => !predicate(p)), rules: DEMO_HOSE_RULES };
}

function catalogueWithUnavailable(id: string): HoseCatalogue {
  return { parts: PARTS.map((p) => (p.id === id ? { ...p, available: false } : p)), rules: DEMO_HOSE_RULES };
}

/** Unwraps a transition that must be accepted. */
function ok(t: HoseTransition): HoseSession {
  expect(t.rejected).toBeNull();
  return t.session;
}

/** Runs choices from the start: [part, slot, id] or a step name. */
function build(steps: Array<[Parameters<typeof choosePart>[1], Parameters<typeof choosePart>[2], string]>, catalogue = CATALOGUE): HoseSession {
  return steps.reduce((s, [part, slot, id]) => ok(choosePart(s, part, slot, id, catalogue)), INITIAL_HOSE_SESSION);
}

/** EPDM DN 13 with a hose nozzle + clip at endA and a cam-lock + clip at endB: complete. */
function epdmAssembly(): HoseSession {
  return build([
    ['endA', 'coupling', 'KU-TUE-013-MS'],
    ['endA', 'hoseClip', 'SS-013-W1-9'],
    ['hose', 'hose', 'SL-EPDM-013'],
    ['endB', 'coupling', 'KU-CL-C-013-MS'],
    ['endB', 'hoseClip', 'SS-013-W1-9'],
  ]);
}

/** WF DN 13 with insulation, quick couplings at both ends (fittings and insulation sockets auto-added). */
function insulatedWfAssembly(): HoseSession {
  return build([
    ['hose', 'hose', 'SL-WF-013'],
    ['hose', 'hoseInsulation', 'IS-WF-013-9'],
    ['endA', 'coupling', 'KU-SK-013-MS-D'],
    ['endA', 'screwFitting', 'VS-013-MS-G'],
    ['endB', 'coupling', 'KU-SK-013-MS-D'],
    ['endB', 'screwFitting', 'VS-013-MS-G'],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Constants (docs/rules/constants.md#hose-configurator)
// ---------------------------------------------------------------------------------------------

describe('hose classes', () => {
  it('groups epdm, nbr, pvc, goldSnake as elastomer and wf, tn1, hif as stainless', () => {
    expect(HOSE_CLASS_IDS.filter((c) => hoseClassGroup(c) === 'elastomer')).toEqual(['epdm', 'nbr', 'pvc', 'goldSnake']);
    expect(HOSE_CLASS_IDS.filter((c) => hoseClassGroup(c) === 'stainless')).toEqual(['wf', 'tn1', 'hif']);
  });

  it('offers insulation for wf and tn1 only', () => {
    expect(HOSE_CLASS_IDS.filter((c) => isInsulationOffered(c))).toEqual(['wf', 'tn1']);
    expect(isInsulationOffered(null)).toBe(false);
    expect(isInsulationOffered(undefined)).toBe(false);
  });

  it('recognises hose class names', () => {
    expect(isHoseClass('goldSnake')).toBe(true);
    expect(isHoseClass('goldsnake')).toBe(false);
    expect(isHoseClass(7)).toBe(false);
  });

  it('reads the class of the configured hose', () => {
    expect(hoseClassOf(insulatedWfAssembly().config, CATALOGUE)).toBe('wf');
    expect(hoseClassOf(EMPTY_HOSE_CONFIGURATION, CATALOGUE)).toBeNull();
  });

  it('demo rules: a hose nozzle and a push-lock coupling mark the screw fitting not needed, others do not', () => {
    expect(couplingRuleOf(CATALOGUE, 'hoseNozzle').screwFittingNotNeeded).toBe(true);
    expect(couplingRuleOf(CATALOGUE, 'pushLock')).toMatchObject({ screwFittingNotNeeded: true, hoseHolder: null });
    expect(couplingRuleOf(CATALOGUE, 'camlock').screwFittingNotNeeded).toBe(false);
    expect(couplingRuleOf(CATALOGUE, 'quickCoupling').hoseHolder).toBe('socketForHose');
    // A coupling type without data: screw fitting needed, held by a clip.
    expect(couplingRuleOf(CATALOGUE, 'bayonet')).toEqual({ couplingType: 'bayonet', screwFittingNotNeeded: false, hoseHolder: 'hoseClip' });
  });
});

// ---------------------------------------------------------------------------------------------
// Hose code and hose length (docs/rules/validation.md#hose-code-and-length)
// ---------------------------------------------------------------------------------------------

describe('validateHoseCode', () => {
  it.each(['', '   ', 'SC12AB34', ' SC12AB34 ', 'SCABCDEF'])('accepts %j', (code) => {
    expect(validateHoseCode(code)).toBeNull();
  });

  it('accepts null and undefined as empty (nothing shown)', () => {
    expect(validateHoseCode(null)).toBeNull();
    expect(validateHoseCode(undefined)).toBeNull();
  });

  it.each([
    ['7 characters', 'SC12AB3'],
    ['9 characters', 'SC12AB345'],
    ['other prefix', 'AC12AB34'],
    ['lower-case prefix (not upper-cased)', 'sc12ab34'],
    ['a dash inside', 'SC12-B34'],
    ['only the prefix', 'SC'],
  ])('refuses %s with invalidHoseCodeMessage', (_label, code) => {
    expect(validateHoseCode(code)).toBe('invalidHoseCodeMessage');
  });
});

describe('validateHoseLength', () => {
  it('shows nothing while empty but keeps add to cart disabled', () => {
    expect(validateHoseLength('', METRES)).toEqual({
      value: '',
      valid: false,
      messageId: null,
      orderQuantityMessageId: 'invalidOrderQuantityEmpty',
      canAddToCart: false,
    });
  });

  it.each(['0', '0.0', '0,0', '0,', '-1', '-0,5'])('accepts %j while typing but shows hcInstructionInvalidHoseLength and disables add to cart', (text) => {
    const check = validateHoseLength(text, METRES, 'de');
    expect(check.messageId).toBe('hcInstructionInvalidHoseLength');
    expect(check.orderQuantityMessageId).toBe('invalidOrderQuantityMin');
    expect(check.canAddToCart).toBe(false);
  });

  it('keeps "0,0" in the field as "0.0" (accepted while typing)', () => {
    expect(validateHoseLength('0,0', METRES, 'de').value).toBe('0.0');
  });

  it('shows hcInstructionSuccess for a valid length, normalised by locale', () => {
    expect(validateHoseLength('2,5', METRES, 'de')).toMatchObject({ value: '2.5', valid: true, messageId: 'hcInstructionSuccess', canAddToCart: true });
    expect(validateHoseLength('1.234,5', METRES, 'de').value).toBe('1234.5');
    expect(validateHoseLength('2.5', METRES, 'en')).toMatchObject({ value: '2.5', valid: true });
    // A trailing separator stays while typing and counts as ".0".
    expect(validateHoseLength('3,', METRES, 'de')).toMatchObject({ value: '3.', valid: true, messageId: 'hcInstructionSuccess' });
  });

  it('follows the hose product order-quantity rules (a 0.1 m step)', () => {
    expect(validateHoseLength('2.55', METRES, 'en')).toMatchObject({ valid: false, messageId: 'hcInstructionInvalidHoseLength', orderQuantityMessageId: 'invalidOrderQuantityIncrement' });
    expect(validateHoseLength('abc', METRES, 'en')).toMatchObject({ valid: false, orderQuantityMessageId: 'invalidOrderQuantityNumber' });
  });

  it('without rules takes decimal metres with at most 2 decimals', () => {
    expect(validateHoseLength('2.55', undefined, 'en').valid).toBe(true);
    expect(validateHoseLength('2.555', undefined, 'en').valid).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The state machine (docs/rules/states-and-transitions.md#hose-configurator)
// ---------------------------------------------------------------------------------------------

describe('states and transitions', () => {
  it('starts in start with an empty configuration', () => {
    expect(INITIAL_HOSE_SESSION.state).toBe('start');
    expect(hoseStateOf(INITIAL_HOSE_SESSION.config, CATALOGUE)).toBe('start');
    expect(pendingSteps(INITIAL_HOSE_SESSION.config, CATALOGUE)).toEqual([
      { part: 'endA', step: 'coupling', postponed: false },
      { part: 'hose', step: 'hose', postponed: false },
      { part: 'endB', step: 'coupling', postponed: false },
    ]);
  });

  it('choosing a part to work on leaves start: selectHoseEndA, selectHose, selectHoseEndB', () => {
    expect(ok(openPart(INITIAL_HOSE_SESSION, 'endA')).state).toBe('selectHoseEndA');
    expect(ok(openPart(INITIAL_HOSE_SESSION, 'hose')).state).toBe('selectHose');
    expect(ok(openPart(INITIAL_HOSE_SESSION, 'endB')).state).toBe('selectHoseEndB');
  });

  it('opening a part from completed works on it again', () => {
    const done = epdmAssembly();
    expect(done.state).toBe('completed');
    expect(ok(openPart(done, 'hose')).state).toBe('selectHose');
  });

  it('a coupling alone leaves the end open (connection step pending): the state stays on the end', () => {
    const s = build([['endA', 'coupling', 'KU-TUE-013-MS']]);
    expect(s.state).toBe('selectHoseEndA');
    expect(pendingSteps(s.config, CATALOGUE)[0]).toEqual({ part: 'endA', step: 'connection', postponed: false });
  });

  it('a defined part with others missing goes to selectNextStep; the third defined part goes to completed', () => {
    const one = build([
      ['endA', 'coupling', 'KU-TUE-013-MS'],
      ['endA', 'hoseClip', 'SS-013-W1-9'],
    ]);
    expect(one.state).toBe('selectNextStep');
    const two = ok(choosePart(one, 'hose', 'hose', 'SL-EPDM-013', CATALOGUE));
    expect(two.state).toBe('selectNextStep');
    const three = ok(choosePart(two, 'endB', 'coupling', 'KU-PL-013-MS', CATALOGUE));
    expect(three.state).toBe('selectHoseEndB'); // push-lock: the clip step is still offered
    const done = choosePart(three, 'endB', 'hoseClip', 'SS-013-W1-9', CATALOGUE);
    expect(done.session.state).toBe('completed');
    expect(done.messageIds).toEqual(['hcConfigurationCompleted']);
    expect(hoseStateOf(done.session.config, CATALOGUE)).toBe('completed');
  });

  it('shows "Configuration successfully completed" only on entering completed', () => {
    const done = epdmAssembly();
    const again = choosePart(done, 'hose', 'hose', 'SL-NBR-013', CATALOGUE);
    expect(again.session.state).toBe('completed');
    expect(again.messageIds).toEqual([]);
  });

  it('deleting the only part returns to start', () => {
    const one = build([
      ['endA', 'coupling', 'KU-TUE-013-MS'],
      ['endA', 'hoseClip', 'SS-013-W1-9'],
    ]);
    const t = deletePart(one, 'endA', CATALOGUE);
    expect(t.session.state).toBe('start');
    expect(t.session.config).toEqual(EMPTY_HOSE_CONFIGURATION);
  });

  it('deleting one of several parts goes to selectNextStep', () => {
    const done = epdmAssembly();
    const withoutB = deletePart(done, 'endB', CATALOGUE).session;
    expect(withoutB.state).toBe('selectNextStep');
    expect(withoutB.config.endB.coupling).toBeNull();
    const withoutHose = deletePart(withoutB, 'hose', CATALOGUE).session;
    expect(withoutHose.state).toBe('selectNextStep');
    expect(withoutHose.config.hose).toEqual(EMPTY_HOSE_CONFIGURATION.hose);
    expect(deletePart(withoutHose, 'endA', CATALOGUE).session.state).toBe('start');
  });

  it('reset returns to start with an empty configuration', () => {
    const t = resetHose();
    expect(t.session).toEqual(INITIAL_HOSE_SESSION);
    expect(t.session.state).toBe('start');
  });

  it('hoseStateOf: something chosen but not all defined is selectNextStep', () => {
    expect(hoseStateOf(build([['endA', 'coupling', 'KU-TUE-013-MS']]).config, CATALOGUE)).toBe('selectNextStep');
  });

  it('choosing a coupling again replaces the end', () => {
    const s = build([
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
      ['endA', 'screwFitting', 'VS-013-MS-G'],
      ['endA', 'coupling', 'KU-TUE-013-MS'],
    ]);
    expect(s.config.endA).toMatchObject({ coupling: 'KU-TUE-013-MS', screwFitting: null, screwFittingNotNeeded: true });
  });

  it('a rejected choice returns the same session with the message id', () => {
    const s = build([['endA', 'coupling', 'KU-TUE-013-MS']]);
    const t = choosePart(s, 'endA', 'screwFitting', 'VS-013-MS-G', CATALOGUE);
    expect(t.session).toBe(s);
    expect(t.rejected).toBe('hcScrewFittingNotNeeded');
    expect(t.messageIds).toEqual(['hcScrewFittingNotNeeded']);
  });
});

// ---------------------------------------------------------------------------------------------
// Within an end (docs/rules/states-and-transitions.md#hose-configurator)
// ---------------------------------------------------------------------------------------------

describe('within an end: coupling first, then screw fitting or hose clip, or skipped or postponed', () => {
  it('refuses a screw fitting, clip or socket before the coupling', () => {
    for (const [slot, id] of [
      ['screwFitting', 'VS-013-MS-G'],
      ['hoseClip', 'SS-013-W1-9'],
      ['socketForHose', 'FS-013-VZ'],
    ] as const) {
      expect(choosePart(INITIAL_HOSE_SESSION, 'endA', slot, id, CATALOGUE).rejected).toBe('hcStepNotAvailable');
    }
    expect(skipStep(INITIAL_HOSE_SESSION, 'endA', CATALOGUE).rejected).toBe('hcStepNotAvailable');
    expect(postponeStep(INITIAL_HOSE_SESSION, 'endB', CATALOGUE).rejected).toBe('hcStepNotAvailable');
  });

  it('a hose nozzle marks the screw fitting not needed: only clips are offered', () => {
    const s = build([['endA', 'coupling', 'KU-TUE-013-MS']]);
    expect(s.config.endA.screwFittingNotNeeded).toBe(true);
    expect(connectionOptions(s.config, 'endA', CATALOGUE).map((p) => p.id)).toEqual(['SS-013-W1-9']);
  });

  it('a push-lock coupling marks the screw fitting not needed', () => {
    const s = build([['endA', 'coupling', 'KU-PL-013-MS']]);
    expect(s.config.endA.screwFittingNotNeeded).toBe(true);
    expect(choosePart(s, 'endA', 'screwFitting', 'VS-013-MS-G', CATALOGUE).rejected).toBe('hcScrewFittingNotNeeded');
  });

  it('a quick coupling offers screw fittings of its DN (available only) and clips', () => {
    const s = build([['endA', 'coupling', 'KU-SK-013-MS-D']]);
    expect(s.config.endA.screwFittingNotNeeded).toBe(false);
    expect(connectionOptions(s.config, 'endA', CATALOGUE).map((p) => p.id)).toEqual(['VS-013-MS-G', 'VS-013-MS-W', 'SS-013-W1-9']);
  });

  it('refuses a connection part of another DN', () => {
    const s = build([['endA', 'coupling', 'KU-SK-013-MS-D']]);
    expect(choosePart(s, 'endA', 'screwFitting', 'VS-020-MS-G', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
  });

  it('skipping the connection step defines the end', () => {
    const s = ok(skipStep(build([['endA', 'coupling', 'KU-PL-013-MS']]), 'endA', CATALOGUE));
    expect(s.config.endA.connectionSkipped).toBe(true);
    expect(s.state).toBe('selectNextStep');
    expect(pendingSteps(s.config, CATALOGUE).filter((p) => p.part === 'endA')).toEqual([]);
  });

  it('postponing defines the end for now and lists the step as postponed', () => {
    const s = ok(postponeStep(build([['endA', 'coupling', 'KU-SK-013-MS-D']]), 'endA', CATALOGUE));
    expect(s.config.endA.definitionPostpowned).toBe(true);
    expect(s.state).toBe('selectNextStep');
    expect(pendingSteps(s.config, CATALOGUE)[0]).toEqual({ part: 'endA', step: 'connection', postponed: true });
  });

  it('choosing a connection part clears skipped and postponed', () => {
    const postponed = ok(postponeStep(build([['endA', 'coupling', 'KU-SK-013-MS-D']]), 'endA', CATALOGUE));
    const chosen = ok(choosePart(postponed, 'endA', 'screwFitting', 'VS-013-MS-G', CATALOGUE));
    expect(chosen.config.endA).toMatchObject({ definitionPostpowned: false, connectionSkipped: false, screwFitting: 'VS-013-MS-G' });
  });

  it('marks a clip without a screw fitting withoutHosePart, and not once a fitting is there', () => {
    const clipOnly = build([
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
      ['endA', 'hoseClip', 'SS-013-W1-9'],
    ]);
    expect(clipOnly.config.endA.withoutHosePart).toBe(true);
    const withFitting = ok(choosePart(clipOnly, 'endA', 'screwFitting', 'VS-013-MS-G', CATALOGUE));
    expect(withFitting.config.endA.withoutHosePart).toBe(false);
  });

  it('an end with only a coupling and no clip or socket is not withoutHosePart', () => {
    const s = ok(skipStep(build([['endA', 'coupling', 'KU-PL-013-MS']]), 'endA', CATALOGUE));
    expect(s.config.endA.withoutHosePart).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Fit rules
// ---------------------------------------------------------------------------------------------

describe('fit rules (data-driven)', () => {
  it('refuses unknown and unavailable products with hcProductUnavailable', () => {
    expect(choosePart(INITIAL_HOSE_SESSION, 'endA', 'coupling', 'NOPE', CATALOGUE).rejected).toBe('hcProductUnavailable');
    expect(choosePart(INITIAL_HOSE_SESSION, 'endA', 'coupling', 'KU-OLD-013', CATALOGUE).rejected).toBe('hcProductUnavailable');
  });

  it('refuses a product in a slot of another kind', () => {
    expect(choosePart(INITIAL_HOSE_SESSION, 'endA', 'coupling', 'SL-EPDM-013', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
    expect(choosePart(INITIAL_HOSE_SESSION, 'hose', 'hose', 'KU-TUE-013-MS', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
    expect(choosePart(INITIAL_HOSE_SESSION, 'hose', 'coupling', 'KU-TUE-013-MS', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
    expect(choosePart(INITIAL_HOSE_SESSION, 'endA', 'hose', 'SL-EPDM-013', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
  });

  it('keeps one nominal size: a DN 20 coupling on a DN 13 hose and a DN 20 hose on DN 13 couplings are refused', () => {
    const withHose = build([['hose', 'hose', 'SL-EPDM-013']]);
    expect(choosePart(withHose, 'endA', 'coupling', 'KU-SK-020-MS-D', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
    const withEnd = build([['endB', 'coupling', 'KU-SK-013-MS-D']]);
    expect(choosePart(withEnd, 'hose', 'hose', 'SL-EPDM-020', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
    // The other end's coupling sets the DN too.
    expect(choosePart(withEnd, 'endA', 'coupling', 'KU-SK-020-MS-D', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
  });

  it('a coupling goes only with the hose classes it fits: no hose nozzle on a stainless hose', () => {
    const wf = build([['hose', 'hose', 'SL-WF-013']]);
    expect(choosePart(wf, 'endA', 'coupling', 'KU-TUE-013-MS', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
    expect(hosePartOptions(wf.config, 'endA', 'coupling', CATALOGUE).map((p) => p.id)).toEqual(['KU-SK-013-MS-D']);
    // ... and the other way round: a stainless hose is refused on a hose nozzle end.
    const nozzle = build([['endA', 'coupling', 'KU-TUE-013-MS']]);
    expect(choosePart(nozzle, 'hose', 'hose', 'SL-WF-013', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
  });

  it('a clip fits elastomer hoses only', () => {
    const s = build([
      ['hose', 'hose', 'SL-TN1-013'],
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
    ]);
    expect(choosePart(s, 'endA', 'hoseClip', 'SS-013-W1-9', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
  });

  it('lists the hoses that fit the ends', () => {
    const nozzle = build([['endA', 'coupling', 'KU-TUE-013-MS']]);
    expect(hosePartOptions(nozzle.config, 'hose', 'hose', CATALOGUE).map((p) => p.id)).toEqual(['SL-EPDM-013', 'SL-NBR-013']);
  });
});

// ---------------------------------------------------------------------------------------------
// Auto-add and the reported texts (docs/rules/states-and-transitions.md#hose-configurator, docs/rules/errors.md#configurator-messages)
// ---------------------------------------------------------------------------------------------

describe('adding the hose auto-adds fittings, clips and sockets', () => {
  it('a postponed end on a stainless hose gets the first available screw fitting; the postponement ends', () => {
    const postponed = ok(postponeStep(build([['endA', 'coupling', 'KU-SK-013-MS-D']]), 'endA', CATALOGUE));
    const t = choosePart(postponed, 'hose', 'hose', 'SL-HIF-013', CATALOGUE);
    expect(t.reports).toEqual([]);
    // VS-013-ES-G is listed first but unavailable.
    expect(t.session.config.endA).toMatchObject({ screwFitting: 'VS-013-MS-G', definitionPostpowned: false, withoutHosePart: false });
  });

  it('a skipped end still gets what the hose requires', () => {
    const skipped = ok(skipStep(build([['endA', 'coupling', 'KU-CL-C-013-MS']]), 'endA', CATALOGUE));
    expect(skipped.config.endA.hoseClip).toBeNull();
    const s = ok(choosePart(skipped, 'hose', 'hose', 'SL-EPDM-013', CATALOGUE));
    // Cam-lock on an elastomer hose: held by a clip, without a fitting → withoutHosePart.
    expect(s.config.endA).toMatchObject({ hoseClip: 'SS-013-W1-9', screwFitting: null, withoutHosePart: true });
  });

  it('a quick coupling on an elastomer hose gets a socket for hose; with a fitting it is not withoutHosePart', () => {
    const s = build([
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
      ['endA', 'screwFitting', 'VS-013-MS-G'],
      ['hose', 'hose', 'SL-EPDM-013'],
    ]);
    expect(s.config.endA).toMatchObject({ socketForHose: 'FS-013-VZ', hoseClip: null, withoutHosePart: false });
  });

  it('a push-lock coupling holds the hose itself: nothing is added', () => {
    const s = ok(choosePart(ok(skipStep(build([['endA', 'coupling', 'KU-PL-013-MS']]), 'endA', CATALOGUE)), 'hose', 'hose', 'SL-EPDM-013', CATALOGUE));
    expect(s.config.endA).toMatchObject({ screwFitting: null, hoseClip: null, socketForHose: null, withoutHosePart: false });
  });

  it('an end whose connection step is still open gets nothing until it is done', () => {
    const s = build([
      ['hose', 'hose', 'SL-EPDM-013'],
      ['endA', 'coupling', 'KU-CL-C-013-MS'],
    ]);
    expect(s.config.endA.hoseClip).toBeNull();
    expect(s.state).toBe('selectHoseEndA');
  });

  it('the hose chosen first: an end completed afterwards gets its parts at once (postponing resolves immediately)', () => {
    const s = ok(postponeStep(build([['hose', 'hose', 'SL-WF-013-4571'], ['endA', 'coupling', 'KU-SK-013-MS-D']]), 'endA', CATALOGUE));
    expect(s.config.endA).toMatchObject({ screwFitting: 'VS-013-MS-G', definitionPostpowned: false });
  });

  it("reports 'Keine passende Verschraubung' when no screw fitting fits", () => {
    const catalogue = catalogueWithout((p) => p.kind === 'screwFitting');
    const s = ok(postponeStep(build([['endA', 'coupling', 'KU-SK-013-MS-D']], catalogue), 'endA', catalogue));
    const t = choosePart(s, 'hose', 'hose', 'SL-TN1-013', catalogue);
    expect(t.rejected).toBeNull();
    expect(t.reports).toEqual([HOSE_ERROR_REPORTS.screwFitting]);
    expect(HOSE_ERROR_REPORTS.screwFitting).toBe('Keine passende Verschraubung');
    expect(validateHoseConfiguration(t.session.config, catalogue)).toContain('hcRequiredPartMissing');
  });

  it("reports 'Keine passende Schlauchschelle' when no clip fits", () => {
    const catalogue = catalogueWithout((p) => p.kind === 'hoseClip');
    const s = ok(skipStep(build([['endA', 'coupling', 'KU-CL-C-013-MS']], catalogue), 'endA', catalogue));
    const t = choosePart(s, 'hose', 'hose', 'SL-EPDM-013', catalogue);
    expect(t.reports).toEqual(['Keine passende Schlauchschelle']);
  });

  it("reports 'Keine passende Fassung für Schlauch' when no socket for hose fits", () => {
    const catalogue = catalogueWithout((p) => p.kind === 'socketForHose');
    const s = build([['endA', 'coupling', 'KU-SK-013-MS-D'], ['endA', 'screwFitting', 'VS-013-MS-G']], catalogue);
    expect(choosePart(s, 'hose', 'hose', 'SL-NBR-013', catalogue).reports).toEqual(['Keine passende Fassung für Schlauch']);
  });

  it("reports 'Keine passende Fassung für Isolierung' when no socket fits the insulation's thickness", () => {
    const s = build([
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
      ['endA', 'screwFitting', 'VS-013-MS-G'],
      ['hose', 'hose', 'SL-WF-013'],
    ]);
    const t = choosePart(s, 'hose', 'hoseInsulation', 'IS-WF-013-13', CATALOGUE);
    expect(t.reports).toEqual(['Keine passende Fassung für Isolierung']);
    expect(t.session.config.endA.socketForHoseInsulation).toBeNull();
  });

  it('reports a missing part once even when both ends miss it', () => {
    const catalogue = catalogueWithout((p) => p.kind === 'hoseClip');
    const s = build(
      [
        ['endA', 'coupling', 'KU-CL-C-013-MS'],
        ['endB', 'coupling', 'KU-CL-C-013-MS'],
      ],
      catalogue,
    );
    const both = ok(skipStep(ok(skipStep(s, 'endA', catalogue)), 'endB', catalogue));
    expect(choosePart(both, 'hose', 'hose', 'SL-EPDM-013', catalogue).reports).toEqual(['Keine passende Schlauchschelle']);
  });
});

// ---------------------------------------------------------------------------------------------
// Insulation (only for wf and tn1, docs/rules/states-and-transitions.md#hose-configurator)
// ---------------------------------------------------------------------------------------------

describe('the insulation step', () => {
  it('is skipped for hoses other than wf and tn1: the hose is defined at once', () => {
    for (const id of ['SL-EPDM-013', 'SL-HIF-013']) {
      const s = build([['hose', 'hose', id]]);
      expect(s.state).toBe('selectNextStep');
      expect(pendingSteps(s.config, CATALOGUE).some((p) => p.step === 'insulation')).toBe(false);
    }
  });

  it('is asked for wf and tn1: the hose stays open until an insulation is chosen or declined', () => {
    for (const id of ['SL-WF-013', 'SL-TN1-013']) {
      const s = build([['hose', 'hose', id]]);
      expect(s.state).toBe('selectHose');
      expect(pendingSteps(s.config, CATALOGUE)).toContainEqual({ part: 'hose', step: 'insulation', postponed: false });
      const declined = ok(skipStep(s, 'hose', CATALOGUE));
      expect(declined.config.hose.insulationSkipped).toBe(true);
      expect(declined.state).toBe('selectNextStep');
    }
  });

  it('refuses skipping or choosing insulation where it is not offered', () => {
    expect(skipStep(INITIAL_HOSE_SESSION, 'hose', CATALOGUE).rejected).toBe('hcStepNotAvailable');
    expect(skipStep(build([['hose', 'hose', 'SL-EPDM-013']]), 'hose', CATALOGUE).rejected).toBe('hcStepNotAvailable');
    expect(choosePart(INITIAL_HOSE_SESSION, 'hose', 'hoseInsulation', 'IS-WF-013-9', CATALOGUE).rejected).toBe('hcStepNotAvailable');
    expect(choosePart(build([['hose', 'hose', 'SL-HIF-013']]), 'hose', 'hoseInsulation', 'IS-WF-013-9', CATALOGUE).rejected).toBe('hcInsulationNotOffered');
    // An insulation of another class.
    expect(choosePart(build([['hose', 'hose', 'SL-WF-013']]), 'hose', 'hoseInsulation', 'IS-TN1-013-9', CATALOGUE).rejected).toBe('hcPartDoesNotFit');
  });

  it('adds a socket for insulation to every end with a coupling', () => {
    const s = insulatedWfAssembly();
    expect(s.state).toBe('completed');
    expect(s.config.endA.socketForHoseInsulation).toBe('FI-013-9-ES');
    expect(s.config.endB.socketForHoseInsulation).toBe('FI-013-9-ES');
  });

  it('only with insulation: a socket for insulation is refused without one', () => {
    const s = build([
      ['hose', 'hose', 'SL-WF-013'],
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
    ]);
    expect(choosePart(s, 'endA', 'socketForHoseInsulation', 'FI-013-9-ES', CATALOGUE).rejected).toBe('hcStepNotAvailable');
  });

  it('another hose of the same class keeps the insulation; a hose of another class drops it and its sockets', () => {
    const s = insulatedWfAssembly();
    const sameClass = ok(choosePart(s, 'hose', 'hose', 'SL-WF-013-4571', CATALOGUE));
    expect(sameClass.config.hose.hoseInsulation).toBe('IS-WF-013-9');
    expect(sameClass.config.endA.socketForHoseInsulation).toBe('FI-013-9-ES');
    const otherClass = ok(choosePart(s, 'hose', 'hose', 'SL-TN1-013', CATALOGUE));
    expect(otherClass.config.hose.hoseInsulation).toBeNull();
    expect(otherClass.config.endA.socketForHoseInsulation).toBeNull();
    expect(otherClass.state).toBe('selectHose'); // the tn1 insulation step is open again
  });
});

// ---------------------------------------------------------------------------------------------
// Assembly direction and mirror
// ---------------------------------------------------------------------------------------------

describe('assembly direction (asked with a hose in place)', () => {
  const elbowEnd: Array<[Parameters<typeof choosePart>[1], Parameters<typeof choosePart>[2], string]> = [
    ['endA', 'coupling', 'KU-SK-013-MS-D'],
    ['endA', 'screwFitting', 'VS-013-MS-W'],
  ];

  it('is not asked without a hose', () => {
    const s = build(elbowEnd);
    expect(isAssemblyDirectionAsked(s.config, 'endA', CATALOGUE)).toBe(false);
    expect(s.state).toBe('selectNextStep');
    expect(setAssemblyDirection(s, 'endA', 'up', CATALOGUE).rejected).toBe('hcStepNotAvailable');
  });

  it('is asked for an end with a directional part once the hose is there; the end is open until set', () => {
    const s = build([...elbowEnd, ['hose', 'hose', 'SL-HIF-013']]);
    expect(isAssemblyDirectionAsked(s.config, 'endA', CATALOGUE)).toBe(true);
    expect(pendingSteps(s.config, CATALOGUE)).toContainEqual({ part: 'endA', step: 'assemblyDirection', postponed: false });
    const set = ok(setAssemblyDirection(s, 'endA', 'down', CATALOGUE));
    expect(set.config.endA.assemblyDirection).toBe('down');
    expect(pendingSteps(set.config, CATALOGUE).some((p) => p.step === 'assemblyDirection')).toBe(false);
  });

  it('is not asked for an end without a directional part', () => {
    const s = build([
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
      ['endA', 'screwFitting', 'VS-013-MS-G'],
      ['hose', 'hose', 'SL-HIF-013'],
    ]);
    expect(isAssemblyDirectionAsked(s.config, 'endA', CATALOGUE)).toBe(false);
  });

  it('changing the elbow for a straight fitting clears the direction (it is no longer asked)', () => {
    const s = ok(setAssemblyDirection(build([...elbowEnd, ['hose', 'hose', 'SL-HIF-013']]), 'endA', 'up', CATALOGUE));
    const changed = ok(choosePart(s, 'endA', 'screwFitting', 'VS-013-MS-G', CATALOGUE));
    expect(changed.config.endA).toMatchObject({ screwFitting: 'VS-013-MS-G', assemblyDirection: null });
    expect(serializeHoseConfiguration(changed.config)['endA.assemblyDirection']).toBeUndefined();
  });

  it('deleting the hose clears the direction', () => {
    const s = ok(setAssemblyDirection(build([...elbowEnd, ['hose', 'hose', 'SL-HIF-013']]), 'endA', 'up', CATALOGUE));
    expect(deletePart(s, 'hose', CATALOGUE).session.config.endA.assemblyDirection).toBeNull();
  });
});

describe('mirror option', () => {
  it('is offered when one end is defined and the other empty, and copies the end', () => {
    const s = build([
      ['endA', 'coupling', 'KU-TUE-013-MS'],
      ['endA', 'hoseClip', 'SS-013-W1-9'],
      ['hose', 'hose', 'SL-EPDM-013'],
    ]);
    expect(canMirror(s.config, 'endA', CATALOGUE)).toBe(true);
    expect(canMirror(s.config, 'endB', CATALOGUE)).toBe(false);
    const t = mirrorEnd(s, 'endA', CATALOGUE);
    expect(t.session.config.endB).toEqual(s.config.endA);
    expect(t.session.state).toBe('completed');
    expect(t.messageIds).toEqual(['hcConfigurationCompleted']);
  });

  it('is refused when the source is not defined or the target is not empty', () => {
    const open = build([['endA', 'coupling', 'KU-TUE-013-MS']]);
    expect(mirrorEnd(open, 'endA', CATALOGUE).rejected).toBe('hcStepNotAvailable');
    expect(mirrorEnd(epdmAssembly(), 'endA', CATALOGUE).rejected).toBe('hcStepNotAvailable');
  });
});

// ---------------------------------------------------------------------------------------------
// Hose length in the session
// ---------------------------------------------------------------------------------------------

describe('setHoseLength', () => {
  it('needs a hose', () => {
    expect(setHoseLength(INITIAL_HOSE_SESSION, '2', 'de', CATALOGUE).rejected).toBe('hcStepNotAvailable');
  });

  it("starts with the hose product's default length", () => {
    expect(build([['hose', 'hose', 'SL-EPDM-013']]).config.hose.length).toBe('1');
  });

  it('stores the normalised length and shows hcInstructionSuccess', () => {
    const t = setHoseLength(epdmAssembly(), '2,5', 'de', CATALOGUE);
    expect(t.session.config.hose.length).toBe('2.5');
    expect(t.messageIds).toEqual(['hcInstructionSuccess']);
    expect(t.session.state).toBe('completed');
  });

  it('keeps 0 while typing, shows hcInstructionInvalidHoseLength and blocks add to cart', () => {
    const t = setHoseLength(epdmAssembly(), '0', 'de', CATALOGUE);
    expect(t.rejected).toBeNull();
    expect(t.session.config.hose.length).toBe('0');
    expect(t.messageIds).toEqual(['hcInstructionInvalidHoseLength']);
    expect(canAddHoseToCart(t.session.config, CATALOGUE)).toBe(false);
    expect(validateHoseConfiguration(t.session.config, CATALOGUE)).toEqual(['hcInstructionInvalidHoseLength']);
    expect(pendingSteps(t.session.config, CATALOGUE)).toEqual([{ part: 'hose', step: 'length', postponed: false }]);
    // Not complete any more: no "configuration completed" while the length asks for a valid one.
    expect(t.session.state).toBe('selectNextStep');
    expect(t.messageIds).not.toContain('hcConfigurationCompleted');
    expect(isHoseAssemblyComplete(t.session.config, CATALOGUE)).toBe(false);
    expect(hoseStateOf(t.session.config, CATALOGUE)).toBe('selectNextStep');
  });

  it('a valid length typed again completes the assembly again and says so; 0,0 and an empty field do not', () => {
    const zero = setHoseLength(epdmAssembly(), '0,0', 'de', CATALOGUE);
    expect(zero.session.state).toBe('selectNextStep');
    expect(zero.messageIds).toEqual(['hcInstructionInvalidHoseLength']);
    const empty = setHoseLength(zero.session, '', 'de', CATALOGUE);
    expect(empty.session.state).toBe('selectNextStep');
    expect(empty.messageIds).toEqual([]);
    const valid = setHoseLength(empty.session, '3', 'de', CATALOGUE);
    expect(valid.session.state).toBe('completed');
    expect(valid.messageIds).toEqual(['hcInstructionSuccess', 'hcConfigurationCompleted']);
    expect(canAddHoseToCart(valid.session.config, CATALOGUE)).toBe(true);
  });

  it('with a part open the length changes no state; the last part chosen with length 0 does not complete the assembly', () => {
    const open = openPart(epdmAssembly(), 'hose').session;
    expect(setHoseLength(open, '0', 'de', CATALOGUE).session.state).toBe('selectHose');
    // Length 0 first, then end B: all three parts defined, yet the assembly is not complete.
    const zero = ok(setHoseLength(build([
      ['endA', 'coupling', 'KU-TUE-013-MS'],
      ['endA', 'hoseClip', 'SS-013-W1-9'],
      ['hose', 'hose', 'SL-EPDM-013'],
      ['endB', 'coupling', 'KU-CL-C-013-MS'],
    ]), '0', 'de', CATALOGUE));
    const last = choosePart(zero, 'endB', 'hoseClip', 'SS-013-W1-9', CATALOGUE);
    expect(last.rejected).toBeNull();
    expect(last.session.state).toBe('selectNextStep');
    expect(last.messageIds).toEqual([]);
  });

  it('an emptied field shows nothing and stores no length', () => {
    const t = setHoseLength(epdmAssembly(), '', 'de', CATALOGUE);
    expect(t.messageIds).toEqual([]);
    expect(t.session.config.hose.length).toBeNull();
    expect(canAddHoseToCart(t.session.config, CATALOGUE)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Assembly cost (docs/rules/constants.md#hose-configurator)
// ---------------------------------------------------------------------------------------------

describe('assemblyCost = base + per-end elastomer, stainless and insulation costs', () => {
  const COSTS: HoseAssemblyCosts = { base: 1500, perEndElastomer: 250, perEndStainless: 900, perEndInsulation: 400 };

  it('elastomer hose, two ends: 1500 + 2 × 250 = 2000', () => {
    expect(assemblyCost(epdmAssembly().config, CATALOGUE, COSTS)).toBe(2000);
  });

  it('insulated stainless hose, two ends: 1500 + 2 × (900 + 400) = 4100', () => {
    expect(assemblyCost(insulatedWfAssembly().config, CATALOGUE, COSTS)).toBe(4100);
  });

  it('stainless hose, one end, no insulation: 1500 + 900 = 2400', () => {
    const s = build([
      ['hose', 'hose', 'SL-HIF-013'],
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
    ]);
    expect(assemblyCost(s.config, CATALOGUE, COSTS)).toBe(2400);
  });

  it('is 0 without a hose or without an end', () => {
    expect(assemblyCost(build([['endA', 'coupling', 'KU-TUE-013-MS']]).config, CATALOGUE, COSTS)).toBe(0);
    expect(assemblyCost(build([['hose', 'hose', 'SL-EPDM-013']]).config, CATALOGUE, COSTS)).toBe(0);
  });
});

describe('hoseBillOfMaterials', () => {
  it('lists endA, hose and insulation by the metre, endB', () => {
    const s = ok(setHoseLength(insulatedWfAssembly(), '2,5', 'de', CATALOGUE));
    expect(hoseBillOfMaterials(s.config).map((l) => `${l.part}:${l.productId}×${l.qty}`)).toEqual([
      'endA:KU-SK-013-MS-D×1',
      'endA:VS-013-MS-G×1',
      'endA:FI-013-9-ES×1',
      'hose:SL-WF-013×2.5',
      'hose:IS-WF-013-9×2.5',
      'endB:KU-SK-013-MS-D×1',
      'endB:VS-013-MS-G×1',
      'endB:FI-013-9-ES×1',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// The server's check
// ---------------------------------------------------------------------------------------------

describe('validateHoseConfiguration', () => {
  it('accepts complete assemblies', () => {
    expect(validateHoseConfiguration(epdmAssembly().config, CATALOGUE)).toEqual([]);
    expect(validateHoseConfiguration(insulatedWfAssembly().config, CATALOGUE)).toEqual([]);
    expect(canAddHoseToCart(epdmAssembly().config, CATALOGUE)).toBe(true);
  });

  it('refuses an incomplete assembly', () => {
    expect(validateHoseConfiguration(build([['hose', 'hose', 'SL-EPDM-013']]).config, CATALOGUE)).toEqual(['hcConfigurationIncomplete']);
    expect(validateHoseConfiguration(EMPTY_HOSE_CONFIGURATION, CATALOGUE)).toEqual(['hcConfigurationIncomplete']);
  });

  it('refuses an assembly whose product is no longer available', () => {
    expect(validateHoseConfiguration(epdmAssembly().config, catalogueWithUnavailable('SL-EPDM-013'))).toEqual(['hcProductUnavailable']);
    expect(validateHoseConfiguration(epdmAssembly().config, catalogueWithUnavailable('SS-013-W1-9'))).toEqual(['hcProductUnavailable']);
  });

  it('refuses a configuration sent with a required part removed', () => {
    const config = insulatedWfAssembly().config;
    const tampered: HoseConfiguration = { ...config, endB: { ...config.endB, screwFitting: null, connectionSkipped: true } };
    expect(validateHoseConfiguration(tampered, CATALOGUE)).toEqual(['hcRequiredPartMissing']);
    const noSocket: HoseConfiguration = { ...config, endA: { ...config.endA, socketForHoseInsulation: null } };
    expect(validateHoseConfiguration(noSocket, CATALOGUE)).toEqual(['hcRequiredPartMissing']);
  });

  it('refuses a screw fitting on a hose nozzle end, a part without a coupling, a part that does not fit', () => {
    const config = epdmAssembly().config;
    expect(validateHoseConfiguration({ ...config, endA: { ...config.endA, screwFitting: 'VS-013-MS-G' } }, CATALOGUE)).toEqual(['hcScrewFittingNotNeeded']);
    expect(validateHoseConfiguration({ ...config, endA: { ...config.endA, coupling: null } }, CATALOGUE)).toEqual(['hcStepNotAvailable']);
    expect(validateHoseConfiguration({ ...config, hose: { ...config.hose, hose: 'SL-WF-013' } }, CATALOGUE)).toEqual(['hcPartDoesNotFit']);
    expect(validateHoseConfiguration({ ...config, hose: { ...config.hose, hoseInsulation: 'IS-WF-013-9' } }, CATALOGUE)).toEqual(['hcInsulationNotOffered']);
  });

  it('refuses a missing assembly direction', () => {
    const s = build([
      ['endA', 'coupling', 'KU-SK-013-MS-D'],
      ['endA', 'screwFitting', 'VS-013-MS-W'],
      ['hose', 'hose', 'SL-HIF-013'],
      ['endB', 'coupling', 'KU-SK-013-MS-D'],
      ['endB', 'screwFitting', 'VS-013-MS-G'],
    ]);
    expect(validateHoseConfiguration(s.config, CATALOGUE)).toEqual(['hcAssemblyDirectionMissing', 'hcConfigurationIncomplete']);
    expect(validateHoseConfiguration(ok(setAssemblyDirection(s, 'endA', 'up', CATALOGUE)).config, CATALOGUE)).toEqual([]);
  });

  it('refuses a postponed end when the hose is there', () => {
    const config = epdmAssembly().config;
    expect(validateHoseConfiguration({ ...config, endA: { ...config.endA, definitionPostpowned: true } }, CATALOGUE)).toEqual(['hcConfigurationIncomplete']);
  });
});

// ---------------------------------------------------------------------------------------------
// Stored flat as ids; codes; saving
// ---------------------------------------------------------------------------------------------

describe('flat storage', () => {
  it('stores ids and set flags only, flat, in a form a cart position accepts', () => {
    const flat = serializeHoseConfiguration(epdmAssembly().config);
    expect(flat).toEqual({
      'endA.coupling': 'KU-TUE-013-MS',
      'endA.hoseClip': 'SS-013-W1-9',
      'endA.screwFittingNotNeeded': true,
      'endA.withoutHosePart': true,
      'hose.hose': 'SL-EPDM-013',
      'hose.length': '1',
      'endB.coupling': 'KU-CL-C-013-MS',
      'endB.hoseClip': 'SS-013-W1-9',
      'endB.withoutHosePart': true,
    });
    expect(isFlatConfiguration(flat)).toBe(true);
  });

  it('reads back what it wrote', () => {
    for (const s of [epdmAssembly(), insulatedWfAssembly(), ok(postponeStep(build([['endA', 'coupling', 'KU-SK-013-MS-D']]), 'endA', CATALOGUE))]) {
      expect(parseHoseConfiguration(serializeHoseConfiguration(s.config))).toEqual(s.config);
    }
    expect(parseHoseConfiguration({})).toEqual(EMPTY_HOSE_CONFIGURATION);
  });

  it('gives the same key for the same configuration however it was built', () => {
    const a = epdmAssembly();
    const b = build([
      ['endB', 'coupling', 'KU-CL-C-013-MS'],
      ['endB', 'hoseClip', 'SS-013-W1-9'],
      ['hose', 'hose', 'SL-EPDM-013'],
      ['endA', 'coupling', 'KU-TUE-013-MS'],
      ['endA', 'hoseClip', 'SS-013-W1-9'],
    ]);
    expect(hoseConfigurationKey(b.config)).toBe(hoseConfigurationKey(a.config));
    expect(hoseConfigurationKey(ok(setHoseLength(a, '2', 'de', CATALOGUE)).config)).not.toBe(hoseConfigurationKey(a.config));
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'SC12AB34'],
    ['an unknown key', { 'endA.colour': 'red' }],
    ['a key without field', { endA: 'x' }],
    ['a nested key', { 'endA.coupling.id': 'x' }],
    ['a nested value', { 'endA.coupling': { id: 'x' } }],
    ['an empty id', { 'endA.coupling': '' }],
    ['a numeric id', { 'hose.hose': 13 }],
    ['a bad direction', { 'endA.assemblyDirection': 'left' }],
    ['a flag as text', { 'endA.definitionPostpowned': 'true' }],
    ['an unknown part', { 'endC.coupling': 'x' }],
  ])('refuses %s', (_label, value) => {
    expect(parseHoseConfiguration(value)).toBeNull();
  });
});

describe('loadHoseCode', () => {
  const stored = serializeHoseConfiguration(epdmAssembly().config);

  it('an empty code does nothing and shows nothing', () => {
    const t = loadHoseCode(INITIAL_HOSE_SESSION, '  ', stored, CATALOGUE);
    expect(t.session).toBe(INITIAL_HOSE_SESSION);
    expect(t.messageIds).toEqual([]);
    expect(t.rejected).toBeNull();
  });

  it('a valid code loads the configuration and shows it completed (and saved)', () => {
    const t = loadHoseCode(INITIAL_HOSE_SESSION, 'SC12AB34', stored, CATALOGUE);
    expect(t.session.state).toBe('completed');
    expect(t.session.config).toEqual(epdmAssembly().config);
    expect(t.session.savedCode).toBe('SC12AB34');
    expect(t.messageIds).toEqual(['hcConfigurationCompleted']);
    expect(markHoseSaved(t.session, 'SC12AB34').messageIds).toEqual(['configAlreadySaved']);
  });

  it.each([
    ['a malformed code', 'SC12', stored, CATALOGUE],
    ['an unresolvable code', 'SC12AB34', null, CATALOGUE],
    ['a stored value that is no configuration', 'SC12AB34', { 'endA.colour': 'red' }, CATALOGUE],
    ['products no longer available', 'SC12AB34', stored, catalogueWithUnavailable('KU-CL-C-013-MS')],
    ['products gone from the catalogue', 'SC12AB34', stored, catalogueWithout((p) => p.id === 'SL-EPDM-013')],
    ['an incomplete stored configuration', 'SC12AB34', { 'hose.hose': 'SL-EPDM-013', 'hose.length': '1' }, CATALOGUE],
  ])('refuses %s with invalidHoseCodeMessage and keeps the session', (_label, code, value, catalogue) => {
    const current = build([['hose', 'hose', 'SL-NBR-013']]);
    const t = loadHoseCode(current, code, value, catalogue);
    expect(t.rejected).toBe('invalidHoseCodeMessage');
    expect(t.messageIds).toEqual(['invalidHoseCodeMessage']);
    expect(t.session).toBe(current);
  });
});

describe('saving', () => {
  it("first save shows 'The configuration has been saved', saving again configAlreadySaved", () => {
    const first = markHoseSaved(epdmAssembly(), 'SC12AB34');
    expect(first.messageIds).toEqual(['hcConfigurationSaved']);
    expect(first.session.savedCode).toBe('SC12AB34');
    const again = markHoseSaved(first.session, 'SC12AB34');
    expect(again.messageIds).toEqual(['configAlreadySaved']);
    expect(again.rejected).toBeNull();
  });

  it('a change clears the saved code, so the changed configuration saves anew', () => {
    const saved = markHoseSaved(epdmAssembly(), 'SC12AB34').session;
    const changed = ok(setHoseLength(saved, '3', 'de', CATALOGUE));
    expect(changed.savedCode).toBeNull();
    expect(markHoseSaved(changed, 'SC99ZZ99').messageIds).toEqual(['hcConfigurationSaved']);
  });

  it('refuses saving an incomplete configuration or a malformed code', () => {
    expect(markHoseSaved(build([['hose', 'hose', 'SL-EPDM-013']]), 'SC12AB34').rejected).toBe('hcConfigurationIncomplete');
    expect(markHoseSaved(epdmAssembly(), 'XX12AB34').rejected).toBe('invalidHoseCodeMessage');
  });
});
