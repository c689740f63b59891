import {
  AUTOMATION_BUY_NOW_SUCCESS_MS,
  AUTOMATION_MESSAGE_IDS,
  AUTOMATION_STEP_SEQUENCE,
  AUTOMATION_STEPS,
  automationPositions,
  automationPrice,
  automationSummary,
  back,
  canGoBack,
  canSkip,
  completedAutomationState,
  currentMainStep,
  DEFAULT_FENCE,
  DEFAULT_SERVICE_LOCATION,
  DEFAULT_SERVICES,
  EMPTY_AUTOMATION_CONFIGURATION,
  fencePanels,
  fencePlan,
  fenceQuote,
  initialAutomationState,
  mainStepOf,
  next,
  offerNotice,
  parseAutomationConfiguration,
  quoteAutomation,
  selectProduct,
  serviceDays,
  serviceInstruction,
  servicesOf,
  servicesOffered,
  setFence,
  setProductQuantity,
  setServiceLocation,
  setServices,
  skip,
  toFlatAutomationConfiguration,
  travelOf,
  validateAutomationConfiguration,
  zipAreaOf,
  type AutomationCatalogue,
  type AutomationConfiguration,
  type AutomationProduct,
  type AutomationSecondaryStepId,
  type AutomationState,
  type FenceInputs,
} from './automation';
import { offerTerms } from '../offers';
import {
  FENCE_LENGTH_TABLE,
  FENCE_MAX_LENGTH_MM,
  FENCE_MIN_LENGTH_MM,
  FENCE_PANEL_WIDTHS_MM,
  FENCE_POST_WIDTH_MM,
  SERVICE_DAYS_AT,
  SERVICE_DAYS_CH,
  SERVICE_DAYS_DE_BY_ZIP_AREA,
} from './automation-tables';
import type { Result } from '../result';
import type { DomainError } from '../domain-error';

// ------------------------------------------------------------------------------------------------
// A catalogue with the demo catalogue's articles and prices (backend/src/demo/catalogue/family-automation.ts).
// ------------------------------------------------------------------------------------------------

const p = (id: string, priceCents: number, extra: Partial<AutomationProduct> = {}): AutomationProduct => ({ id, priceCents, ...extra });
// 6-axis, 10 kg, 1100 mm: 1,600,000 + 10 × 45,000 + 1100 × 800 = 2,930,000 ct = 29,300.00 €
const ROBOT = p('RB-6A-010-1100', 2_930_000, { installationHours: 8 });
const ROBOT_ON_REQUEST = p('RB-6A-080-2300', 6_040_000, { onRequest: true, installationHours: 12 });
const PROGRAMMING = p('DL-PROG-H', 10_500, { maxQty: 80 });
// 2D 5 MP: 850,000 + 5 × 12,000 = 910,000
const CAMERA = p('OPI-2D-05', 910_000, { installationHours: 4 });
const CAMERA_3D = p('OPI-3D-02', 1_924_000, { installationHours: 6, maxQty: 2 });
// flat belt 400 × 2000: 180,000 + 400 × 250 + 2000 × 95 = 470,000
const CONVEYOR = p('FB-GB-0400-2000', 470_000, { installationHours: 2 });
const panel = (w: number) => p(`SZ-P-${String(w).padStart(4, '0')}`, 9_000 + w * 95);

function catalogue(): AutomationCatalogue {
  const de: Record<number, AutomationProduct> = {};
  for (let zip = 0; zip <= 9; zip++) de[zip] = p(`DL-ANF-DE-${zip}`, 19_000 + Math.abs(zip - 7) * 4_500);
  return {
    steps: {
      robotSelection: [ROBOT, ROBOT_ON_REQUEST],
      robotProgramming: [PROGRAMMING],
      inspectionSystems: [CAMERA, CAMERA_3D],
      conveyors: [CONVEYOR],
    },
    fence: {
      // 500 → 56,500 … 1000 → 104,000
      panels: { 500: panel(500), 600: panel(600), 700: panel(700), 800: panel(800), 900: panel(900), 1000: panel(1000) },
      post: p('SZ-PF-2200', 6_900),
      door: p('SZ-T-1000', 98_000),
      hatches: { 450: p('SZ-K-450', 91_000), 600: p('SZ-K-600', 100_000) },
    },
    services: {
      installation: p('DL-MONT-H', 9_500),
      installationBaseHours: 16,
      installationHoursPerFenceElement: 1,
      training: p('DL-SCHU-T', 145_000),
      trainingDays: 2,
      approval: p('DL-CE', 490_000),
      travel: { de, at: p('DL-ANF-AT', 69_000), ch: p('DL-ANF-CH', 79_000) },
    },
  };
}

function unwrap<T>(result: Result<T, unknown>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function codes(result: Result<unknown, readonly DomainError[]> | readonly DomainError[]): string[] {
  if (Array.isArray(result)) return (result as readonly DomainError[]).map((e) => e.code);
  const r = result as Result<unknown, readonly DomainError[]>;
  return r.ok ? [] : r.error.map((e) => e.code);
}

const config = (c: Partial<AutomationConfiguration>): AutomationConfiguration => ({ ...EMPTY_AUTOMATION_CONFIGURATION, ...c });
const robotOnly = config({ products: { robotSelection: [{ productId: ROBOT.id, qty: 1 }] } });

/** The browser test's cell: robot with 16 h programming, a camera, 2 conveyors, default fence, services in Austria with approval. */
const AUSTRIA_CELL = config({
  products: {
    robotSelection: [{ productId: ROBOT.id, qty: 1 }],
    robotProgramming: [{ productId: PROGRAMMING.id, qty: 16 }],
    inspectionSystems: [{ productId: CAMERA.id, qty: 1 }],
    conveyors: [{ productId: CONVEYOR.id, qty: 2 }],
  },
  fence: DEFAULT_FENCE,
  serviceLocation: { country: 'at', zipArea: null },
  services: { installation: true, training: true, approval: true },
});

const at = (step: AutomationSecondaryStepId | 'completed', configuration: AutomationConfiguration = robotOnly): AutomationState => ({ step, configuration });

// ------------------------------------------------------------------------------------------------

describe('automation steps', () => {
  it('has the five main steps in the spec order, each with its secondary steps', () => {
    expect(AUTOMATION_STEPS.map((m) => m.id)).toEqual(['robot', 'opticalPartsInspection', 'conveyor', 'safetyArea', 'installationCeTraining']);
    expect(AUTOMATION_STEP_SEQUENCE.map((s) => s.id)).toEqual(['robotSelection', 'robotProgramming', 'inspectionSystems', 'conveyors', 'fence', 'serviceLocation', 'services']);
    expect(AUTOMATION_STEP_SEQUENCE.filter((s) => !s.skippable).map((s) => s.id)).toEqual(['robotSelection']);
    expect(mainStepOf('robotProgramming')).toBe('robot');
    expect(mainStepOf('services')).toBe('installationCeTraining');
    expect(() => mainStepOf('nope' as AutomationSecondaryStepId)).toThrow(RangeError);
  });

  it('starts on the robot selection with nothing configured; a saved configuration opens completed', () => {
    const state = initialAutomationState();
    expect(state).toEqual({ step: 'robotSelection', configuration: EMPTY_AUTOMATION_CONFIGURATION });
    expect(currentMainStep(state)).toBe('robot');
    expect(completedAutomationState(AUSTRIA_CELL)).toEqual({ step: 'completed', configuration: AUSTRIA_CELL });
    expect(currentMainStep(completedAutomationState(AUSTRIA_CELL))).toBeNull();
  });
});

describe('navigation: every transition', () => {
  // A configuration with every step configured (so "deletes the step left" is visible on each step).
  const full = AUSTRIA_CELL;

  // [step, after next, after skip, after back, main step of back's target]
  const transitions: [AutomationSecondaryStepId, string, string | null, AutomationSecondaryStepId][] = [
    ['robotSelection', 'robotProgramming', null, 'robotSelection'],
    ['robotProgramming', 'inspectionSystems', 'inspectionSystems', 'robotSelection'],
    // first secondary step of a main step: back goes to the previous main step's LAST secondary step
    ['inspectionSystems', 'conveyors', 'conveyors', 'robotProgramming'],
    ['conveyors', 'fence', 'fence', 'inspectionSystems'],
    ['fence', 'serviceLocation', 'serviceLocation', 'conveyors'],
    ['serviceLocation', 'services', 'services', 'fence'],
    ['services', 'completed', 'completed', 'serviceLocation'],
  ];

  it.each(transitions)('%s: next → %s, skip → %s, back → %s', (step, afterNext, afterSkip, afterBack) => {
    const state = at(step, full);
    // next keeps the step's input and moves on
    expect(unwrap(next(state))).toEqual({ step: afterNext, configuration: full });
    // skip moves on without the step's input
    if (afterSkip === null) {
      expect(canSkip(state)).toBe(false);
      expect(codes(skip(state))).toEqual(['acStepNotSkippable']);
    } else {
      expect(canSkip(state)).toBe(true);
      const skipped = unwrap(skip(state));
      expect(skipped.step).toBe(afterSkip);
      expect(toFlatAutomationConfiguration(skipped.configuration)).toEqual(withoutStep(full, step));
    }
    // back deletes the configuration of the step left, nothing else
    const backed = back(state);
    if (step === 'robotSelection') {
      expect(canGoBack(state)).toBe(false);
      expect(backed).toBe(state);
    } else {
      expect(canGoBack(state)).toBe(true);
      expect(backed.step).toBe(afterBack);
      expect(toFlatAutomationConfiguration(backed.configuration)).toEqual(withoutStep(full, step));
    }
  });

  /** The flat form of `full` without one step's keys, written out independently of the code under test. */
  function withoutStep(c: AutomationConfiguration, step: AutomationSecondaryStepId): Record<string, unknown> {
    const flat: Record<string, unknown> = { ...toFlatAutomationConfiguration(c) };
    const keys: Record<AutomationSecondaryStepId, string[]> = {
      robotSelection: ['robotSelection'],
      robotProgramming: ['robotProgramming'],
      inspectionSystems: ['inspectionSystems'],
      conveyors: ['conveyors'],
      fence: ['fenceLengthA', 'fenceLengthB', 'fenceDoor', 'fenceHatch', 'fenceHatchWidth'],
      serviceLocation: ['serviceCountry', 'serviceZipArea'],
      services: ['installation', 'training', 'approval'],
    };
    for (const k of keys[step]) {
      expect(flat).toHaveProperty(k);
      delete flat[k];
    }
    return flat;
  }

  it('the completion view: next and skip stay, back returns to the last step and deletes nothing', () => {
    const done = completedAutomationState(AUSTRIA_CELL);
    expect(unwrap(next(done))).toBe(done);
    expect(unwrap(skip(done))).toBe(done);
    expect(canSkip(done)).toBe(false);
    expect(canGoBack(done)).toBe(true);
    expect(back(done)).toEqual({ step: 'services', configuration: AUSTRIA_CELL });
  });

  it('going back step by step from the completion view deletes every step on the way', () => {
    let state: AutomationState = completedAutomationState(AUSTRIA_CELL);
    const visited: string[] = [];
    while (canGoBack(state)) {
      state = back(state);
      visited.push(state.step);
    }
    expect(visited).toEqual(['services', 'serviceLocation', 'fence', 'conveyors', 'inspectionSystems', 'robotProgramming', 'robotSelection']);
    // only the first step's input is left: leaving a step is what deletes it, and the first was never left
    expect(state.configuration).toEqual(config({ products: { robotSelection: [{ productId: ROBOT.id, qty: 1 }] } }));
  });

  it('a product step needs a selection for "next" (acSelectProduct); skip is the way on without one', () => {
    expect(codes(next(initialAutomationState()))).toEqual(['acSelectProduct']);
    expect(codes(next(at('inspectionSystems')))).toEqual(['acSelectProduct']);
    expect(unwrap(skip(at('inspectionSystems'))).step).toBe('conveyors');
  });

  it('"next" checks the step input: a bad quantity or fence stays on the step with its errors', () => {
    const zero = at('conveyors', config({ products: { robotSelection: [{ productId: ROBOT.id, qty: 1 }], conveyors: [{ productId: CONVEYOR.id, qty: 1.5 }] } }));
    expect(codes(next(zero))).toEqual(['acInvalidQuantity']);
    const fence = setFence(at('fence'), { lengthA: 900 });
    expect(codes(next(fence))).toEqual(['acFenceLengthOutOfRange']);
  });

  it('"next" on the fence and service steps takes the defaults shown', () => {
    const fence = unwrap(next(at('fence')));
    expect(fence).toEqual({ step: 'serviceLocation', configuration: { ...robotOnly, fence: DEFAULT_FENCE } });
    const location = unwrap(next(fence));
    expect(location.configuration.serviceLocation).toEqual({ country: 'de', zipArea: 7 });
    const services = unwrap(next(location));
    expect(services).toEqual({ step: 'completed', configuration: { ...robotOnly, fence: DEFAULT_FENCE, serviceLocation: DEFAULT_SERVICE_LOCATION, services: DEFAULT_SERVICES } });
  });

  it('outside DE, AT, CH no services are preselected, and booking one is refused with acInstructionServiceRobotics4', () => {
    const abroad = setServiceLocation(at('serviceLocation'), { country: 'xx' });
    const onServices = unwrap(next(abroad));
    expect(servicesOf(onServices.configuration)).toEqual({ installation: false, training: false, approval: false });
    expect(unwrap(next(onServices)).configuration.services).toEqual({ installation: false, training: false, approval: false });
    expect(codes(next(setServices(onServices, { installation: true })))).toEqual(['acInstructionServiceRobotics4']);
  });

  it('services without a service location (skipped) are refused with acServiceLocationRequired', () => {
    const skipped = unwrap(skip(at('serviceLocation')));
    expect(servicesOf(skipped.configuration)).toEqual({ installation: false, training: false, approval: false });
    expect(codes(next(setServices(skipped, { training: true })))).toEqual(['acServiceLocationRequired']);
  });
});

describe('editing', () => {
  it('selectProduct replaces the one robot', () => {
    const one = selectProduct(initialAutomationState(), 'robotSelection', 'A');
    expect(selectProduct(one, 'robotSelection', 'B').configuration.products.robotSelection).toEqual([{ productId: 'B', qty: 1 }]);
  });

  it('setProductQuantity adds, changes and (with 0) removes a line; an empty list unconfigures the step', () => {
    let s = setProductQuantity(initialAutomationState(), 'conveyors', 'X', 2);
    s = setProductQuantity(s, 'conveyors', 'Y', 1);
    expect(s.configuration.products.conveyors).toEqual([
      { productId: 'X', qty: 2 },
      { productId: 'Y', qty: 1 },
    ]);
    s = setProductQuantity(s, 'conveyors', 'X', 5);
    expect(s.configuration.products.conveyors).toEqual([
      { productId: 'X', qty: 5 },
      { productId: 'Y', qty: 1 },
    ]);
    s = setProductQuantity(setProductQuantity(s, 'conveyors', 'X', 0), 'conveyors', 'Y', 0);
    expect(s.configuration.products).toEqual({});
  });

  it('setFence starts from the defaults 2195 / 3260 mm, door and hatch yes, hatch 450', () => {
    expect(DEFAULT_FENCE).toEqual({ lengthA: 2195, lengthB: 3260, door: true, hatch: true, hatchWidth: 450 });
    expect(setFence(initialAutomationState(), { hatchWidth: 600 }).configuration.fence).toEqual({ ...DEFAULT_FENCE, hatchWidth: 600 });
  });

  it('setServiceLocation: only de has a zip area (default 7 when de is chosen again)', () => {
    expect(DEFAULT_SERVICE_LOCATION).toEqual({ country: 'de', zipArea: 7 });
    const s0 = setServiceLocation(initialAutomationState(), { zipArea: 2 });
    expect(s0.configuration.serviceLocation).toEqual({ country: 'de', zipArea: 2 });
    const s1 = setServiceLocation(s0, { country: 'ch' });
    expect(s1.configuration.serviceLocation).toEqual({ country: 'ch', zipArea: null });
    expect(setServiceLocation(s1, { country: 'de' }).configuration.serviceLocation).toEqual({ country: 'de', zipArea: 7 });
  });

  it('setServices starts from installation and training yes, approval no (in DE, AT, CH)', () => {
    expect(DEFAULT_SERVICES).toEqual({ installation: true, training: true, approval: false });
    const s = setServiceLocation(initialAutomationState(), { country: 'at' });
    expect(setServices(s, { approval: true }).configuration.services).toEqual({ installation: true, training: true, approval: true });
  });

  it('never changes the state it is given', () => {
    const state = Object.freeze(at('fence', AUSTRIA_CELL));
    const before = JSON.stringify(state);
    back(state);
    skip(state);
    next(state);
    setFence(state, { lengthA: 930 });
    setProductQuantity(state, 'conveyors', CONVEYOR.id, 0);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('fence length table (930 … 10715 mm)', () => {
  it('runs from 930 to 10715 mm in 93 rows and holds the default sides 2195 and 3260 mm', () => {
    expect(FENCE_LENGTH_TABLE).toHaveLength(93);
    expect(FENCE_LENGTH_TABLE[0]).toEqual({ lengthMm: 930, panelWidths: [800] });
    expect(FENCE_LENGTH_TABLE[92]).toEqual({ lengthMm: 10715, panelWidths: Array(10).fill(1000) });
    expect(FENCE_MIN_LENGTH_MM).toBe(930);
    expect(FENCE_MAX_LENGTH_MM).toBe(10715);
    expect(unwrap(fencePanels(2195)).panelWidths).toEqual([1000, 1000]); // 2 × 1000 + 3 × 65
    expect(unwrap(fencePanels(3260)).panelWidths).toEqual([1000, 1000, 1000]); // 3 × 1000 + 4 × 65
    // rows across the split rule: a 100–400 mm rest is shared with a 1000 mm panel
    expect(unwrap(fencePanels(1295)).panelWidths).toEqual([600, 500]); // 1100 + 3 × 65
    expect(unwrap(fencePanels(1595)).panelWidths).toEqual([700, 700]); // 1400 + 3 × 65
    expect(unwrap(fencePanels(1695)).panelWidths).toEqual([1000, 500]); // 1500 + 3 × 65
    expect(unwrap(fencePanels(4490)).panelWidths).toEqual([1000, 1000, 1000, 600, 500]); // 4100 + 6 × 65
  });

  it.each(FENCE_LENGTH_TABLE.map((row, i) => [row.lengthMm, row.panelWidths.join('+'), i] as const))('row %i mm = %s', (lengthMm, _label, i) => {
    const row = FENCE_LENGTH_TABLE[i];
    const area = 800 + 100 * i; // panel area grows by 100 mm per row
    const sum = row.panelWidths.reduce((a, b) => a + b, 0);
    expect(sum).toBe(area);
    expect(row.panelWidths).toHaveLength(Math.ceil(area / 1000)); // as few panels as possible
    expect(lengthMm).toBe(sum + (row.panelWidths.length + 1) * FENCE_POST_WIDTH_MM);
    for (const w of row.panelWidths) expect(FENCE_PANEL_WIDTHS_MM).toContain(w);
    expect([...row.panelWidths].sort((a, b) => b - a)).toEqual(row.panelWidths); // widest first
    expect(row.panelWidths.filter((w) => w < 1000).length).toBeLessThanOrEqual(2);
    // the exact length and every length down to the previous row's + 1 take this row
    expect(unwrap(fencePanels(lengthMm))).toBe(row);
    const previous = i === 0 ? null : FENCE_LENGTH_TABLE[i - 1].lengthMm;
    if (previous === null) expect(codes([(fencePanels(lengthMm - 1) as { error: DomainError }).error])).toEqual(['acFenceLengthOutOfRange']);
    else expect(unwrap(fencePanels(previous + 1))).toBe(row);
  });

  it.each([929, 10716, 0, -1000, 2195.5, Number.NaN])('refuses %p mm with acFenceLengthOutOfRange (930 … 10715)', (length) => {
    const result = fencePanels(length);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'acFenceLengthOutOfRange', details: { min: 930, max: 10715 } });
  });
});

describe('fence plan (rectangle A × B × A × B)', () => {
  it('default fence: 10 panels of 1000 mm, the door in one of side A, 10 posts, hatch 450', () => {
    const plan = unwrap(fencePlan(DEFAULT_FENCE));
    expect(plan.sides.map((s) => [s.side, s.lengthMm, s.panelWidths.length, s.door, s.hatch])).toEqual([
      ['A', 2195, 2, true, false],
      ['B', 3260, 3, false, true],
      ['A', 2195, 2, false, false],
      ['B', 3260, 3, false, false],
    ]);
    expect(plan.panels).toEqual([{ width: 1000, qty: 9 }]); // 2 + 3 + 2 + 3 = 10, one replaced by the door
    expect(plan).toMatchObject({ posts: 10, elements: 10, door: true, hatch: 450 });
  });

  it('a length between rows is built at the next longer row; the requested length is kept', () => {
    const plan = unwrap(fencePlan({ ...DEFAULT_FENCE, lengthA: 2000, lengthB: 1200 }));
    // 2000 → 2095 = 1000 + 900 (+ 3 posts); 1200 → 1295 = 600 + 500
    expect(plan.sides[0]).toMatchObject({ requestedMm: 2000, lengthMm: 2095, panelWidths: [1000, 900], door: true });
    expect(plan.sides[1]).toMatchObject({ requestedMm: 1200, lengthMm: 1295, panelWidths: [600, 500] });
    expect(plan.panels).toEqual([
      { width: 1000, qty: 1 },
      { width: 900, qty: 2 },
      { width: 600, qty: 2 },
      { width: 500, qty: 2 },
    ]);
    expect(plan.posts).toBe(8);
  });

  it('the door goes to side B when side A has no 1000 mm panel', () => {
    const plan = unwrap(fencePlan({ ...DEFAULT_FENCE, lengthA: 930 }));
    expect(plan.sides.map((s) => s.door)).toEqual([false, true, false, false]);
    expect(plan.panels).toEqual([
      { width: 1000, qty: 5 },
      { width: 800, qty: 2 },
    ]);
  });

  it('no door without a 1000 mm panel (acFenceDoorNoPanel); without a door that fence is fine', () => {
    const fence: FenceInputs = { ...DEFAULT_FENCE, lengthA: 930, lengthB: 1595 };
    expect(codes(fencePlan(fence))).toEqual(['acFenceDoorNoPanel']);
    const plan = unwrap(fencePlan({ ...fence, door: false, hatch: false }));
    expect(plan).toMatchObject({ door: false, hatch: null, posts: 6 });
    expect(plan.panels).toEqual([
      { width: 800, qty: 2 },
      { width: 700, qty: 4 },
    ]);
  });

  it('hatch width 450 or 600 (acInvalidHatchWidth); without a hatch the width does not matter', () => {
    expect(unwrap(fencePlan({ ...DEFAULT_FENCE, hatchWidth: 600 })).hatch).toBe(600);
    expect(codes(fencePlan({ ...DEFAULT_FENCE, hatchWidth: 500 as 450 }))).toEqual(['acInvalidHatchWidth']);
    expect(unwrap(fencePlan({ ...DEFAULT_FENCE, hatch: false, hatchWidth: 500 as 450 })).hatch).toBeNull();
  });

  it('both sides out of range give one error each', () => {
    const errors = (fencePlan({ ...DEFAULT_FENCE, lengthA: 100, lengthB: 20000 }) as { error: readonly DomainError[] }).error;
    expect(errors.map((e) => [e.code, e.details?.side])).toEqual([
      ['acFenceLengthOutOfRange', 'A'],
      ['acFenceLengthOutOfRange', 'B'],
    ]);
  });
});

describe('fence quote (the fence step priced on its own)', () => {
  it('prices the default fence: 9 panels, 10 posts, the door and the 450 mm hatch (worked)', () => {
    const quote = unwrap(fenceQuote(DEFAULT_FENCE, catalogue().fence));
    expect(quote.positions.map((p) => [p.role, p.productId, p.qty, p.totalCents])).toEqual([
      ['fencePanel', 'SZ-P-1000', 9, 936_000], // 9 × 1,040.00
      ['fencePost', 'SZ-PF-2200', 10, 69_000],
      ['fenceDoor', 'SZ-T-1000', 1, 98_000],
      ['fenceHatch', 'SZ-K-450', 1, 91_000],
    ]);
    expect(quote.totalCents).toBe(1_194_000);
    expect(quote.plan).toEqual(unwrap(fencePlan(DEFAULT_FENCE)));
  });

  it('uses the new panel widths between rows: 2500 mm → 1000 + 700 + 600, 930 mm → 800', () => {
    const quote = unwrap(fenceQuote({ lengthA: 2500, lengthB: 930, door: false, hatch: true, hatchWidth: 600 }, catalogue().fence));
    expect(quote.positions.map((p) => [p.productId, p.qty])).toEqual([
      ['SZ-P-1000', 2],
      ['SZ-P-0800', 2],
      ['SZ-P-0700', 2],
      ['SZ-P-0600', 2],
      ['SZ-PF-2200', 8],
      ['SZ-K-600', 1],
    ]);
  });

  it('refuses the input errors and a missing article (acFenceElementUnavailable)', () => {
    expect(codes(fenceQuote({ ...DEFAULT_FENCE, lengthA: 100 }, catalogue().fence))).toEqual(['acFenceLengthOutOfRange']);
    const fence = catalogue().fence;
    expect(codes(fenceQuote({ ...DEFAULT_FENCE, lengthA: 2500 }, { ...fence, panels: { ...fence.panels, 700: undefined } }))).toEqual(['acFenceElementUnavailable']);
  });
});

describe('service days', () => {
  it.each([
    [0, 12],
    [1, 16],
    [2, 14],
    [3, 10],
    [4, 10],
    [5, 8],
    [6, 6],
    [7, 4],
    [8, 7],
    [9, 6],
  ])('de, zip area %i: %i days', (zipArea, days) => {
    expect(serviceDays({ country: 'de', zipArea })).toBe(days);
  });

  it('the de table is 12,16,14,10,10,8,6,4,7,6; ch 10, at 14; none elsewhere', () => {
    expect(SERVICE_DAYS_DE_BY_ZIP_AREA).toEqual([12, 16, 14, 10, 10, 8, 6, 4, 7, 6]);
    expect(serviceDays({ country: 'ch', zipArea: null })).toBe(10);
    expect(serviceDays({ country: 'at', zipArea: null })).toBe(14);
    expect([SERVICE_DAYS_CH, SERVICE_DAYS_AT]).toEqual([10, 14]);
    expect(serviceDays({ country: 'xx', zipArea: null })).toBeNull();
    expect(serviceDays({ country: 'de', zipArea: null })).toBeNull();
    expect(serviceDays({ country: 'de', zipArea: 10 })).toBeNull();
  });

  it('services and acInstructionServiceRobotics4: only DE, AT, CH', () => {
    expect(['de', 'at', 'ch', 'xx'].map((c) => servicesOffered(c as 'de'))).toEqual([true, true, true, false]);
    expect(serviceInstruction('xx')).toBe('acInstructionServiceRobotics4');
    expect(serviceInstruction('de')).toBeNull();
    expect(serviceInstruction('at')).toBeNull();
    expect(serviceInstruction('ch')).toBeNull();
  });

  it('travel flat rate by location: Germany by zip area, Austria, Switzerland, none elsewhere', () => {
    const services = catalogue().services;
    expect(travelOf({ country: 'de', zipArea: 3 }, services)?.id).toBe('DL-ANF-DE-3');
    expect(travelOf({ country: 'de', zipArea: null }, services)).toBeNull();
    expect(travelOf({ country: 'at', zipArea: null }, services)?.id).toBe('DL-ANF-AT');
    expect(travelOf({ country: 'ch', zipArea: null }, services)?.id).toBe('DL-ANF-CH');
    expect(travelOf({ country: 'xx', zipArea: null }, services)).toBeNull();
  });

  it('zip area = first digit of the zip code', () => {
    expect(zipAreaOf('70173')).toBe(7);
    expect(zipAreaOf(' 01067')).toBe(0);
    expect(zipAreaOf('')).toBeNull();
    expect(zipAreaOf('D-7')).toBeNull();
  });
});

describe('validation: what the server refuses', () => {
  const cat = catalogue();
  const refuse = (c: AutomationConfiguration) => codes(validateAutomationConfiguration(c, cat));

  it('accepts the Austrian cell and a robot alone', () => {
    expect(refuse(AUSTRIA_CELL)).toEqual([]);
    expect(refuse(robotOnly)).toEqual([]);
  });

  it('acRobotRequired without a robot; acInvalidQuantity for two robots or a robot qty other than 1', () => {
    expect(refuse(EMPTY_AUTOMATION_CONFIGURATION)).toEqual(['acRobotRequired']);
    expect(refuse(config({ products: { robotSelection: [{ productId: ROBOT.id, qty: 1 }, { productId: ROBOT_ON_REQUEST.id, qty: 1 }] } }))).toContain('acInvalidQuantity');
    expect(refuse(config({ products: { robotSelection: [{ productId: ROBOT.id, qty: 2 }] } }))).toEqual(['acInvalidQuantity']);
  });

  it('productIdUnknown for a product the step does not offer (even one another step offers)', () => {
    expect(refuse(config({ products: { robotSelection: [{ productId: CAMERA.id, qty: 1 }] } }))).toEqual(['productIdUnknown']);
    expect(refuse(config({ products: { ...robotOnly.products, conveyors: [{ productId: 'FB-NOPE', qty: 1 }] } }))).toEqual(['productIdUnknown']);
  });

  it('productOnlyOnRequest for an on-request robot', () => {
    expect(refuse(config({ products: { robotSelection: [{ productId: ROBOT_ON_REQUEST.id, qty: 1 }] } }))).toEqual(['productOnlyOnRequest']);
  });

  it.each([
    [0, 'acInvalidQuantity'],
    [-1, 'acInvalidQuantity'],
    [1.5, 'acInvalidQuantity'],
    [20, null],
    [21, 'acInvalidQuantity'], // default max 20
  ])('conveyor quantity %p → %p', (qty, code) => {
    expect(refuse(config({ products: { ...robotOnly.products, conveyors: [{ productId: CONVEYOR.id, qty }] } }))).toEqual(code === null ? [] : [code]);
  });

  it('a product maxQty: 80 programming hours yes, 81 no; 3D camera at most 2', () => {
    const withHours = (qty: number) => config({ products: { ...robotOnly.products, robotProgramming: [{ productId: PROGRAMMING.id, qty }] } });
    expect(refuse(withHours(80))).toEqual([]);
    expect(refuse(withHours(81))).toEqual(['acInvalidQuantity']);
    expect(refuse(config({ products: { ...robotOnly.products, inspectionSystems: [{ productId: CAMERA_3D.id, qty: 3 }] } }))).toEqual(['acInvalidQuantity']);
  });

  it('acDuplicateProduct for a product listed twice in a step', () => {
    expect(refuse(config({ products: { ...robotOnly.products, conveyors: [{ productId: CONVEYOR.id, qty: 1 }, { productId: CONVEYOR.id, qty: 2 }] } }))).toEqual(['acDuplicateProduct']);
  });

  it('fence rules: acFenceLengthOutOfRange, acInvalidHatchWidth, acFenceDoorNoPanel', () => {
    expect(refuse({ ...robotOnly, fence: { ...DEFAULT_FENCE, lengthB: 10716 } })).toEqual(['acFenceLengthOutOfRange']);
    expect(refuse({ ...robotOnly, fence: { ...DEFAULT_FENCE, hatchWidth: 0 as 450 } })).toEqual(['acInvalidHatchWidth']);
    expect(refuse({ ...robotOnly, fence: { ...DEFAULT_FENCE, lengthA: 1030, lengthB: 1030 } })).toEqual(['acFenceDoorNoPanel']);
  });

  it('acFenceElementUnavailable when the catalogue lacks a fence article', () => {
    const noPanel: AutomationCatalogue = { ...cat, fence: { ...cat.fence, panels: { ...cat.fence.panels, 800: undefined } } };
    const errors = validateAutomationConfiguration({ ...robotOnly, fence: { ...DEFAULT_FENCE, lengthA: 930 } }, noPanel);
    expect(errors).toEqual([expect.objectContaining({ code: 'acFenceElementUnavailable', details: { element: 'panel', width: 800 } })]);
    const bare: AutomationCatalogue = { ...cat, fence: { panels: cat.fence.panels, post: null, door: null, hatches: {} } };
    expect(validateAutomationConfiguration({ ...robotOnly, fence: DEFAULT_FENCE }, bare).map((e) => e.details?.element)).toEqual(['post', 'door', 'hatch']);
    expect(refuse({ ...robotOnly, fence: { ...DEFAULT_FENCE, lengthA: 930 } })).toEqual([]);
  });

  it('service location: acInvalidServiceCountry, acInvalidZipArea', () => {
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'fr' as 'xx', zipArea: null } })).toEqual(['acInvalidServiceCountry']);
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'de', zipArea: null } })).toEqual(['acInvalidZipArea']);
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'de', zipArea: 10 } })).toEqual(['acInvalidZipArea']);
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'at', zipArea: 3 } })).toEqual(['acInvalidZipArea']);
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'de', zipArea: 0 } })).toEqual([]);
  });

  it('services: acInstructionServiceRobotics4 outside DE/AT/CH, acServiceLocationRequired without a location', () => {
    const booked = { installation: true, training: false, approval: false };
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'xx', zipArea: null }, services: booked })).toEqual(['acInstructionServiceRobotics4']);
    expect(refuse({ ...robotOnly, serviceLocation: { country: 'xx', zipArea: null }, services: { installation: false, training: false, approval: false } })).toEqual([]);
    expect(refuse({ ...robotOnly, services: booked })).toEqual(['acServiceLocationRequired']);
  });

  it('acServiceUnavailable when the catalogue lacks a booked service or the travel rate', () => {
    const none: AutomationCatalogue = { ...cat, services: { ...cat.services, installation: null, training: null, approval: null, travel: { de: {}, at: null, ch: null } } };
    const details = validateAutomationConfiguration(AUSTRIA_CELL, none).map((e) => [e.code, e.details?.service]);
    expect(details).toEqual([
      ['acServiceUnavailable', 'installation'],
      ['acServiceUnavailable', 'training'],
      ['acServiceUnavailable', 'approval'],
      ['acServiceUnavailable', 'travel'],
    ]);
  });

  it('every id returned is in AUTOMATION_MESSAGE_IDS', () => {
    const all = [
      ...refuse(EMPTY_AUTOMATION_CONFIGURATION),
      ...refuse({ ...robotOnly, fence: { ...DEFAULT_FENCE, lengthA: 1, hatchWidth: 1 as 450 }, serviceLocation: { country: 'de', zipArea: 11 }, services: DEFAULT_SERVICES }),
    ];
    for (const code of all) expect(AUTOMATION_MESSAGE_IDS).toContain(code);
    expect(AUTOMATION_MESSAGE_IDS).toEqual(expect.arrayContaining(['acPleaseLogin', 'acInstructionServiceRobotics4']));
  });
});

describe('positions and price', () => {
  const cat = catalogue();

  it('the Austrian cell: positions, installation hours and the net price (worked)', () => {
    const quote = unwrap(quoteAutomation(AUSTRIA_CELL, cat));
    expect(quote.positions.map((q) => [q.mainStep, q.role, q.productId, q.qty, q.totalCents])).toEqual([
      ['robot', 'product', 'RB-6A-010-1100', 1, 2_930_000],
      ['robot', 'product', 'DL-PROG-H', 16, 168_000], // 16 h × 105.00
      ['opticalPartsInspection', 'product', 'OPI-2D-05', 1, 910_000],
      ['conveyor', 'product', 'FB-GB-0400-2000', 2, 940_000],
      ['safetyArea', 'fencePanel', 'SZ-P-1000', 9, 936_000], // 9 × 1,040.00
      ['safetyArea', 'fencePost', 'SZ-PF-2200', 10, 69_000],
      ['safetyArea', 'fenceDoor', 'SZ-T-1000', 1, 98_000],
      ['safetyArea', 'fenceHatch', 'SZ-K-450', 1, 91_000],
      // hours = 16 base + 8 robot + 4 camera + 2 × 2 conveyors + 10 fence elements × 1 = 42 h × 95.00
      ['installationCeTraining', 'installation', 'DL-MONT-H', 42, 399_000],
      ['installationCeTraining', 'training', 'DL-SCHU-T', 2, 290_000], // 2 days × 1,450.00
      ['installationCeTraining', 'approval', 'DL-CE', 1, 490_000],
      ['installationCeTraining', 'travel', 'DL-ANF-AT', 1, 69_000],
    ]);
    // 29,300 + 1,680 + 9,100 + 9,400 + 11,940 (fence) + 3,990 + 2,900 + 4,900 + 690 = 73,900.00 €
    expect(quote).toMatchObject({ netCents: 7_390_000, trainingCents: 290_000, priceWithoutTrainingCents: 7_100_000, installationHours: 42, serviceDays: 14, serviceInstruction: null });
    expect(unwrap(automationPrice(AUSTRIA_CELL, cat))).toBe(7_390_000);
    expect(unwrap(automationPositions(AUSTRIA_CELL, cat))).toEqual(quote.positions);
  });

  it('rent-to-buy of the Austrian cell (6 months) and all three offer types (net ≥ 30,000 €), priced at the catalogue prices', () => {
    const quote = unwrap(quoteAutomation(AUSTRIA_CELL, cat));
    const terms = offerTerms(quote.netCents, quote.trainingCents);
    // monthly = ceil(7.5 % × 71,000 + 2,900 / 6) = ceil(5,325 + 483.333…) = 5,808.34 €
    // final = ceil((71,000 − 6 × 5,325) × 1.05) = ceil(39,050 × 1.05) = 41,002.50 €
    expect(terms.rentToBuy).toEqual({ months: 6, monthlyRate: 580_834, finalPrice: 4_100_250, monthlyShare: 532_500 });
    expect(terms.offerTypes).toEqual(['buy', 'rentalPurchaseOffer', 'leasingInquiry']);
  });

  it('a robot alone: 29,300 € — no leasing; rent-to-buy without training', () => {
    const quote = unwrap(quoteAutomation(robotOnly, cat));
    expect(quote.positions).toHaveLength(1);
    expect(quote).toMatchObject({ netCents: 2_930_000, trainingCents: 0, installationHours: 0, fencePlan: null, serviceDays: null });
    const terms = offerTerms(quote.netCents, quote.trainingCents);
    expect(terms.offerTypes).toEqual(['buy', 'rentalPurchaseOffer']);
    // monthly = ceil(7.5 % × 29,300) = 2,197.50 €; final = ceil((29,300 − 13,185) × 1.05) = 16,920.75 €
    expect(terms.rentToBuy).toMatchObject({ monthlyRate: 219_750, finalPrice: 1_692_075 });
  });

  it('leasing from exactly 30,000.00 € net', () => {
    expect(offerTerms(3_000_000).offerTypes).toEqual(['buy', 'rentalPurchaseOffer', 'leasingInquiry']);
    expect(offerTerms(2_999_999).offerTypes).toEqual(['buy', 'rentalPurchaseOffer']);
  });

  it('training only in Germany, zip area 1: training + travel, service days 16', () => {
    const c = { ...robotOnly, serviceLocation: { country: 'de' as const, zipArea: 1 }, services: { installation: false, training: true, approval: false } };
    const quote = unwrap(quoteAutomation(c, cat));
    // travel DE area 1: 190.00 + |1 − 7| × 45.00 = 460.00 €
    expect(quote.positions.slice(1).map((q) => [q.productId, q.qty, q.totalCents])).toEqual([
      ['DL-SCHU-T', 2, 290_000],
      ['DL-ANF-DE-1', 1, 46_000],
    ]);
    expect(quote).toMatchObject({ netCents: 2_930_000 + 290_000 + 46_000, trainingCents: 290_000, installationHours: 0, serviceDays: 16 });
    // 7.5 % × 29,760 = 2,232.00; + 2,900 / 6 = 483.333… → 2,715.34 €
    expect(offerTerms(quote.netCents, quote.trainingCents).rentToBuy.monthlyRate).toBe(271_534);
  });

  it('outside DE/AT/CH without services: no service positions, the instruction acInstructionServiceRobotics4', () => {
    const c = { ...robotOnly, serviceLocation: { country: 'xx' as const, zipArea: null }, services: { installation: false, training: false, approval: false } };
    expect(unwrap(quoteAutomation(c, cat))).toMatchObject({ netCents: 2_930_000, serviceInstruction: 'acInstructionServiceRobotics4', serviceDays: null });
  });

  it('a refused configuration has no price', () => {
    expect(codes(automationPrice(EMPTY_AUTOMATION_CONFIGURATION, cat))).toEqual(['acRobotRequired']);
    expect(codes(automationPositions(EMPTY_AUTOMATION_CONFIGURATION, cat))).toEqual(['acRobotRequired']);
    expect(codes(automationSummary(EMPTY_AUTOMATION_CONFIGURATION, cat))).toEqual(['acRobotRequired']);
  });

  it('the completion view groups the positions by main step', () => {
    const summary = unwrap(automationSummary(AUSTRIA_CELL, cat));
    expect(summary.mainSteps.map((m) => [m.id, m.positions.length])).toEqual([
      ['robot', 2],
      ['opticalPartsInspection', 1],
      ['conveyor', 1],
      ['safetyArea', 4],
      ['installationCeTraining', 4],
    ]);
    expect(summary).toMatchObject({ fence: DEFAULT_FENCE, serviceLocation: { country: 'at', zipArea: null }, services: AUSTRIA_CELL.services });
    expect(summary.quote.netCents).toBe(7_390_000);
  });
});

describe('offers and UI constants', () => {
  it('acPleaseLogin when the buyer is unknown', () => {
    expect(offerNotice(false)).toBe('acPleaseLogin');
    expect(offerNotice(true)).toBeNull();
  });

  it('buy-now success is shown 2 s', () => {
    expect(AUTOMATION_BUY_NOW_SUCCESS_MS).toBe(2000);
  });
});

describe('flat storage', () => {
  it('stores ids and values flat, lists sorted, and reads them back', () => {
    const c = config({ ...AUSTRIA_CELL, products: { ...AUSTRIA_CELL.products, inspectionSystems: [{ productId: 'OPI-3D-02', qty: 1 }, { productId: 'OPI-2D-05', qty: 2 }] } });
    const flat = toFlatAutomationConfiguration(c);
    expect(flat).toEqual({
      robotSelection: 'RB-6A-010-1100',
      robotProgramming: 'DL-PROG-H:16',
      inspectionSystems: 'OPI-2D-05:2,OPI-3D-02:1',
      conveyors: 'FB-GB-0400-2000:2',
      fenceLengthA: 2195,
      fenceLengthB: 3260,
      fenceDoor: true,
      fenceHatch: true,
      fenceHatchWidth: 450,
      serviceCountry: 'at',
      serviceZipArea: null,
      installation: true,
      training: true,
      approval: true,
    });
    const back = unwrap(parseAutomationConfiguration(JSON.parse(JSON.stringify(flat))));
    expect(toFlatAutomationConfiguration(back)).toEqual(flat);
    expect(JSON.stringify(toFlatAutomationConfiguration(back))).toBe(JSON.stringify(flat)); // same key order → same id
  });

  it('an empty configuration is an empty object; unconfigured steps have no keys', () => {
    expect(toFlatAutomationConfiguration(EMPTY_AUTOMATION_CONFIGURATION)).toEqual({});
    expect(unwrap(parseAutomationConfiguration({}))).toEqual({ products: {}, fence: null, serviceLocation: null, services: null });
    expect(toFlatAutomationConfiguration(robotOnly)).toEqual({ robotSelection: 'RB-6A-010-1100' });
  });

  it.each([
    [null, undefined],
    [[], undefined],
    ['x', undefined],
    [{ other: 1 }, 'other'],
    [{ robotSelection: 5 }, 'robotSelection'],
    [{ robotSelection: 'A,B' }, 'robotSelection'],
    [{ robotSelection: '' }, 'robotSelection'],
    [{ conveyors: 'X' }, 'conveyors'],
    [{ conveyors: 'X:1,' }, 'conveyors'],
    [{ conveyors: 'X:-1' }, 'conveyors'],
    [{ fenceLengthA: 2195 }, 'fenceLengthB'],
    [{ fenceLengthA: '2195', fenceLengthB: 3260, fenceDoor: true, fenceHatch: true, fenceHatchWidth: 450 }, 'fenceLengthA'],
    [{ fenceLengthA: 2195, fenceLengthB: 3260, fenceDoor: 'yes', fenceHatch: true, fenceHatchWidth: 450 }, 'fenceDoor'],
    [{ serviceCountry: 1, serviceZipArea: null }, 'serviceCountry'],
    [{ serviceCountry: 'de', serviceZipArea: '7' }, 'serviceZipArea'],
    [{ installation: true, training: true }, 'approval'],
  ])('refuses %p with acInvalidConfiguration (key %p)', (value, key) => {
    const result = parseAutomationConfiguration(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('acInvalidConfiguration');
      expect(result.error.details?.key).toBe(key);
    }
  });
});
