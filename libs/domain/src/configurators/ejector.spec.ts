import {
  chooseEjectorOption,
  chooseEjectorSolution,
  ejectorArticlesForChoices,
  ejectorChoiceRows,
  ejectorChosenVariant,
  ejectorCode,
  ejectorCodeOfKey,
  ejectorConfigurationKey,
  ejectorDimensionFields,
  ejectorDimensionOptions,
  ejectorDrawingLabel,
  ejectorExtraProcessingDays,
  ejectorLengthHint,
  ejectorMinimumLength,
  ejectorShippingDate,
  ejectorSolutions,
  ejectorStepIds,
  ejectorStepOptions,
  ejectorSteps,
  ejectorTolerance,
  ejectorToleranceHint,
  ejectorValidLengths,
  ejectorVariants,
  formatValidLengths,
  isEjectorComplete,
  mergeLengthSegments,
  restartEjector,
  replayEjectorConfiguration,
  restoreEjectorConfiguration,
  setEjectorDimension,
  setEjectorLength,
  toStoredEjectorConfiguration,
  validateEjectorCode,
  validateEjectorConfiguration,
  validateEjectorLength,
  type EjectorConfiguration,
  type StoredEjectorConfiguration,
} from './ejector';
import {
  DEMO_EJECTOR_ANTI_ROTATION,
  DEMO_EJECTOR_SHORTENING,
  EJECTOR_CORNER_RADII,
  EJECTOR_HEAD_SHAPES,
  EJECTOR_MATERIALS,
  EJECTOR_TYPES,
  ejectorMaterialHardness,
  type EjectorArticle,
  type EjectorCatalogue,
} from './ejector-data';

// ---------------------------------------------------------------------------------------------
// Test catalogue. Shortening: 4.50 €, minimum 30 mm for d ≤ 6 mm, 50 mm above, + l2 for offset/flat.
// Anti-rotation service: 9.80 €, up to 400 mm.
// ---------------------------------------------------------------------------------------------

function art(id: string, fields: Partial<EjectorArticle>): EjectorArticle {
  return {
    id,
    type: 'straight',
    headShape: 'cylinder',
    material: 'nitridedHotWorkSteel',
    diameter: 4,
    length: 100,
    priceCents: 1000,
    stock: 0,
    procurementDays: 5,
    ...fields,
  };
}

const ARTICLES: EjectorArticle[] = [
  // straight, cylinder head, nitrided, d 4: 20 (below the minimum), 100, 160, 200
  art('S-CYL-4-20-N', { length: 20, priceCents: 800, stock: 3 }),
  art('S-CYL-4-100-N', { length: 100, priceCents: 1000, stock: 5 }),
  art('S-CYL-4-160-N', { length: 160, priceCents: 1400, stock: 0 }),
  art('S-CYL-4-200-N', { length: 200, priceCents: 1600, stock: 20 }),
  // d 8: 160, 500 (above the anti-rotation maximum)
  art('S-CYL-8-160-N', { diameter: 8, length: 160, priceCents: 2000, stock: 0, procurementDays: 7 }),
  art('S-CYL-8-500-N', { diameter: 8, length: 500, priceCents: 3000, stock: 1 }),
  // a native anti-rotation head and a countersunk head, d 4 × 100
  art('S-VS-4-100-N', { headShape: 'cylinderAntiRotation', length: 100, priceCents: 1500, stock: 2 }),
  art('S-SK-4-100-N', { headShape: 'countersunk', length: 100, priceCents: 1100, stock: 9 }),
  // another material
  art('S-CYL-4-100-H60', { material: 'hardenedToolSteel60Hrc', length: 100, priceCents: 1100 }),
  // offset (cylinder head only): d1 1.5 → l2 25, d1 3 → l2 50
  art('O-1.5-100', { type: 'offset', diameter: 1.5, l2: 25, length: 100, priceCents: 1800, stock: 4, procurementDays: 6 }),
  art('O-1.5-160', { type: 'offset', diameter: 1.5, l2: 25, length: 160, priceCents: 2200, stock: 0, procurementDays: 6 }),
  art('O-3-160', { type: 'offset', diameter: 3, l2: 50, length: 160, priceCents: 2400, stock: 2 }),
  // flat: b × a (thickness × width), shank diameter = a
  art('F-6x1.2-160', { type: 'flat', cornerRadius: 'none', a: 6, b: 1.2, diameter: 6, l2: 25, length: 160, priceCents: 3000, stock: 0, procurementDays: 10 }),
  art('F-6x1.2-250', { type: 'flat', cornerRadius: 'none', a: 6, b: 1.2, diameter: 6, l2: 25, length: 250, priceCents: 3600, stock: 8 }),
  art('F-8x1.2-200', { type: 'flat', cornerRadius: 'none', a: 8, b: 1.2, diameter: 8, l2: 40, length: 200, priceCents: 3900, stock: 1 }),
  art('F-6x1-160', { type: 'flat', cornerRadius: 'none', a: 6, b: 1, diameter: 6, l2: 25, length: 160, priceCents: 2900, stock: 1 }),
  art('F-8x1.5-160', { type: 'flat', cornerRadius: 'none', a: 8, b: 1.5, diameter: 8, l2: 40, length: 160, priceCents: 4100, stock: 1 }),
  art('F-8x1.5-200', { type: 'flat', cornerRadius: 'none', a: 8, b: 1.5, diameter: 8, l2: 50, length: 200, priceCents: 4300, stock: 1 }),
  art('F-6x1.2-160-R2', { type: 'flat', cornerRadius: 'twoCorners', a: 6, b: 1.2, diameter: 6, l2: 25, length: 160, priceCents: 3300, stock: 1 }),
  // core pin: countersunk head and stainless only
  art('K-SK-5-100-X57', { type: 'corePin', headShape: 'countersunk', material: 'stainlessHardened14112', diameter: 5, length: 100, priceCents: 1700, stock: 6 }),
];

const CATALOGUE: EjectorCatalogue = { articles: ARTICLES, shortening: DEMO_EJECTOR_SHORTENING, antiRotation: DEMO_EJECTOR_ANTI_ROTATION };
const NO_SERVICES: EjectorCatalogue = { articles: ARTICLES, shortening: null, antiRotation: null };

function choose(config: EjectorConfiguration, ...choices: [Parameters<typeof chooseEjectorOption>[1], string][]): EjectorConfiguration {
  return choices.reduce((c, [step, value]) => chooseEjectorOption(c, step, value, CATALOGUE), config);
}

/** straight / cylinder / nitrided / d 4, optionally with a length. */
function straight4(length?: string, head = 'cylinder', catalogue = CATALOGUE): EjectorConfiguration {
  let c = restartEjector(catalogue);
  c = chooseEjectorOption(c, 'type', 'straight', catalogue);
  c = chooseEjectorOption(c, 'headShape', head, catalogue);
  c = chooseEjectorOption(c, 'material', 'nitridedHotWorkSteel', catalogue);
  c = setEjectorDimension(c, 'diameter', 4, catalogue);
  return length === undefined ? c : setEjectorLength(c, length, catalogue, 'en');
}

function offset(diameter: number, length?: string): EjectorConfiguration {
  let c = choose(restartEjector(CATALOGUE), ['type', 'offset'], ['headShape', 'cylinder']);
  c = setEjectorDimension(c, 'diameter', diameter, CATALOGUE);
  return length === undefined ? c : setEjectorLength(c, length, CATALOGUE, 'en');
}

function flat(b: number, a?: number): EjectorConfiguration {
  let c = choose(restartEjector(CATALOGUE), ['type', 'flat'], ['cr', 'none']);
  c = setEjectorDimension(c, 'b', b, CATALOGUE);
  return a === undefined ? c : setEjectorDimension(c, 'a', a, CATALOGUE);
}

// ---------------------------------------------------------------------------------------------

describe('attribute lists', () => {
  it('lists the four types, three head shapes, three corner radii and seven materials with hardness', () => {
    expect(EJECTOR_TYPES).toEqual(['straight', 'offset', 'flat', 'corePin']);
    expect(EJECTOR_HEAD_SHAPES).toEqual(['cylinder', 'cylinderAntiRotation', 'countersunk']);
    expect(EJECTOR_CORNER_RADII).toEqual(['none', 'twoCorners', 'fourCorners']);
    expect(EJECTOR_MATERIALS).toEqual([
      { material: 'nitridedHotWorkSteel', hardness: 'approx950Hv' },
      { material: 'nitridedBlackOxidized', hardness: 'approx950Hv' },
      { material: 'unnitrided45Hrc', hardness: 'approx45Hrc' },
      { material: 'unnitridedHighlyTempered53Hrc', hardness: 'approx53Hrc' },
      { material: 'hardenedToolSteel60Hrc', hardness: 'approx60Hrc' },
      { material: 'hardenedDlcCoated', hardness: 'approx2500Hv' },
      { material: 'stainlessHardened14112', hardness: 'approx57Hrc' },
    ]);
    expect(ejectorMaterialHardness('stainlessHardened14112')).toBe('approx57Hrc');
    expect(() => ejectorMaterialHardness('gold' as never)).toThrow(RangeError);
  });
});

describe('steps (step number = selection count + 1)', () => {
  it('starts at the type step with the types the catalogue has', () => {
    const view = ejectorSteps(restartEjector(CATALOGUE), CATALOGUE);
    expect(view.currentStep).toBe('type');
    expect(view.currentStepNumber).toBe(1);
    expect(view.steps.map((s) => [s.id, s.number, s.state])).toEqual([
      ['type', 1, 'current'],
      ['headShape', 2, 'pending'],
      ['material', 3, 'pending'],
      ['dimensions', 4, 'pending'],
    ]);
    expect(view.steps[0].options).toEqual(['straight', 'offset', 'flat', 'corePin']);
    expect(view.steps[1].options).toEqual([]);
    expect(view.dimensionFields).toEqual([]);
    expect(view.completed).toBe(false);
  });

  it('walks type → headShape → material → dimensions', () => {
    let c = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'straight', CATALOGUE);
    let view = ejectorSteps(c, CATALOGUE);
    expect([view.currentStep, view.currentStepNumber]).toEqual(['headShape', 2]);
    expect(view.steps[1].options).toEqual(['cylinder', 'cylinderAntiRotation', 'countersunk']);

    c = chooseEjectorOption(c, 'headShape', 'cylinder', CATALOGUE);
    view = ejectorSteps(c, CATALOGUE);
    expect([view.currentStep, view.currentStepNumber]).toEqual(['material', 3]);
    expect(view.steps[2].options).toEqual(['nitridedHotWorkSteel', 'hardenedToolSteel60Hrc']);

    c = chooseEjectorOption(c, 'material', 'nitridedHotWorkSteel', CATALOGUE);
    view = ejectorSteps(c, CATALOGUE);
    expect([view.currentStep, view.currentStepNumber]).toEqual(['dimensions', 4]);
    expect(view.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(view.steps.map((s) => s.value)).toEqual(['straight', 'cylinder', 'nitridedHotWorkSteel', undefined]);
    expect(view.dimensionFields).toEqual([{ field: 'diameter', options: ['4', '8'] }]);
    expect(view.minimumLength).toBeUndefined(); // no diameter yet
  });

  it('the flat pin replaces the last steps with cr and material', () => {
    expect(ejectorStepIds('flat')).toEqual(['type', 'cr', 'material', 'dimensions']);
    expect(ejectorStepIds('offset')).toEqual(['type', 'headShape', 'material', 'dimensions']);
    expect(ejectorStepIds()).toEqual(['type', 'headShape', 'material', 'dimensions']);
    const c = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'flat', CATALOGUE);
    const view = ejectorSteps(c, CATALOGUE);
    expect(view.steps.map((s) => s.id)).toEqual(['type', 'cr', 'material', 'dimensions']);
    expect(view.currentStep).toBe('cr');
    expect(view.steps[1].options).toEqual(['none', 'twoCorners']);
    expect(ejectorStepOptions(c, 'headShape', CATALOGUE)).toEqual([]);
  });

  it('chooses a step with one option automatically (core pin: countersunk, stainless, d 5)', () => {
    const c = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'corePin', CATALOGUE);
    expect(c.selection).toEqual([
      { step: 'type', value: 'corePin', auto: false },
      { step: 'headShape', value: 'countersunk', auto: true },
      { step: 'material', value: 'stainlessHardened14112', auto: true },
    ]);
    expect(c.diameter).toBe('5');
    const view = ejectorSteps(c, CATALOGUE);
    expect(view.currentStepNumber).toBe(4); // 3 choices + 1
    expect(view.steps[1].auto).toBe(true);
  });

  it('auto-chooses material and every flat dimension for flat pins with two rounded corners', () => {
    const c = choose(restartEjector(CATALOGUE), ['type', 'flat'], ['cr', 'twoCorners']);
    expect(c.selection.map((s) => [s.step, s.value, s.auto])).toEqual([
      ['type', 'flat', false],
      ['cr', 'twoCorners', false],
      ['material', 'nitridedHotWorkSteel', true],
    ]);
    expect(c.cadData).toEqual({ b: '1.2', a: '6', l2: '25' });
    expect(c.diameter).toBe('6');
  });

  it('auto-chooses the type too when the catalogue has one type', () => {
    const only: EjectorCatalogue = { ...CATALOGUE, articles: ARTICLES.filter((a) => a.type === 'corePin') };
    const c = restartEjector(only);
    expect(c.selection.map((s) => s.value)).toEqual(['corePin', 'countersunk', 'stainlessHardened14112']);
    expect(ejectorSteps(c, only).currentStep).toBe('dimensions');
  });

  it('offers the anti-rotation head through the service only when the service exists', () => {
    const withService = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'offset', CATALOGUE);
    expect(ejectorStepOptions(withService, 'headShape', CATALOGUE)).toEqual(['cylinder', 'cylinderAntiRotation']);
    const without = chooseEjectorOption(restartEjector(NO_SERVICES), 'type', 'offset', NO_SERVICES);
    // only cylinder heads → chosen automatically
    expect(without.selection[1]).toEqual({ step: 'headShape', value: 'cylinder', auto: true });
    // straight pins have a native anti-rotation article, so the option stays
    const straightWithout = chooseEjectorOption(restartEjector(NO_SERVICES), 'type', 'straight', NO_SERVICES);
    expect(ejectorStepOptions(straightWithout, 'headShape', NO_SERVICES)).toEqual(['cylinder', 'cylinderAntiRotation', 'countersunk']);
    // … and only the native article's material and diameter remain with it
    const native = chooseEjectorOption(straightWithout, 'headShape', 'cylinderAntiRotation', NO_SERVICES);
    expect(native.selection[2]).toEqual({ step: 'material', value: 'nitridedHotWorkSteel', auto: true });
    expect(native.diameter).toBe('4');
  });

  it('going back to an earlier step drops later choices, dimensions, length and solutions', () => {
    const before = straight4('120');
    expect(before.lengthState).toBe('valid');
    const back = chooseEjectorOption(before, 'headShape', 'countersunk', CATALOGUE);
    expect(back.selection.map((s) => s.value)).toEqual(['straight', 'countersunk', 'nitridedHotWorkSteel']); // material auto: one option
    expect(back.diameter).toBe('4'); // one diameter with countersunk → auto
    expect(back.lengthText).toBe('');
    expect(back.lengthState).toBe('empty');
    expect(back.fastestSolution).toBeUndefined();

    const toFlat = chooseEjectorOption(before, 'type', 'flat', CATALOGUE);
    expect(toFlat.selection).toEqual([{ step: 'type', value: 'flat', auto: false }]);
    expect(toFlat.diameter).toBeUndefined();
    expect(ejectorSteps(toFlat, CATALOGUE).currentStepNumber).toBe(2);
  });

  it('ignores the same value again, unreachable steps and values not offered (same object)', () => {
    const c = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'straight', CATALOGUE);
    expect(chooseEjectorOption(c, 'type', 'straight', CATALOGUE)).toBe(c);
    expect(chooseEjectorOption(c, 'material', 'nitridedHotWorkSteel', CATALOGUE)).toBe(c); // step 3 while at step 2
    expect(chooseEjectorOption(c, 'cr', 'none', CATALOGUE)).toBe(c); // not a step of straight pins
    expect(chooseEjectorOption(c, 'headShape', 'hexagon', CATALOGUE)).toBe(c);
    const o = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'offset', CATALOGUE);
    expect(chooseEjectorOption(o, 'headShape', 'countersunk', CATALOGUE)).toBe(o); // no offset countersunk article
  });

  it('restart resets everything', () => {
    const done = chooseEjectorSolution(straight4('120'), 'fastestSolution', CATALOGUE);
    expect(isEjectorComplete(done)).toBe(true);
    expect(restartEjector(CATALOGUE)).toEqual({ selection: [], cadData: {}, lengthText: '', lengthState: 'empty' });
  });
});

describe('dimensions and the dependent resets', () => {
  it('asks flat b, a, diameter, l2; offset diameter, l2; others diameter', () => {
    expect(ejectorDimensionFields('flat')).toEqual(['b', 'a', 'diameter', 'l2']);
    expect(ejectorDimensionFields('offset')).toEqual(['diameter', 'l2']);
    expect(ejectorDimensionFields('straight')).toEqual(['diameter']);
    expect(ejectorDimensionFields('corePin')).toEqual(['diameter']);
  });

  it('derives each field’s options from the articles matching the fields before it', () => {
    const start = choose(restartEjector(CATALOGUE), ['type', 'flat'], ['cr', 'none']);
    expect(ejectorDimensionOptions(start, 'b', CATALOGUE)).toEqual(['1', '1.2', '1.5']);
    const b = setEjectorDimension(start, 'b', '1.20', CATALOGUE); // canonical "1.2"
    expect(b.cadData.b).toBe('1.2');
    expect(ejectorDimensionOptions(b, 'a', CATALOGUE)).toEqual(['6', '8']);
    expect(b.cadData.a).toBeUndefined(); // two options: no auto choice
    const a = setEjectorDimension(b, 'a', 6, CATALOGUE);
    // a = 6 → diameter 6 and l2 25 are the only options: chosen automatically (the diameter → l2 table)
    expect([a.diameter, a.cadData.l2]).toEqual(['6', '25']);
    expect(ejectorSteps(a, CATALOGUE).dimensionFields).toEqual([
      { field: 'b', value: '1.2', options: ['1', '1.2', '1.5'] },
      { field: 'a', value: '6', options: ['6', '8'] },
      { field: 'diameter', value: '6', options: ['6'] },
      { field: 'l2', value: '25', options: ['25'] },
    ]);
  });

  it('ignores a value not offered, a field the type lacks and dimensions before the choices are done', () => {
    const c = straight4();
    expect(setEjectorDimension(c, 'diameter', 5, CATALOGUE)).toBe(c);
    expect(setEjectorDimension(c, 'a', 6, CATALOGUE)).toBe(c);
    expect(setEjectorDimension(c, 'diameter', 'x', CATALOGUE)).toBe(c);
    expect(setEjectorDimension(c, 'diameter', '4.0', CATALOGUE)).toBe(c); // same value
    const early = chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'straight', CATALOGUE);
    expect(setEjectorDimension(early, 'diameter', 4, CATALOGUE)).toBe(early);
  });

  it('changing b clears a, diameter, l2 and the length', () => {
    const withLength = setEjectorLength(flat(1.2, 6), '200', CATALOGUE, 'en');
    expect(withLength.lengthState).toBe('valid');
    const changed = setEjectorDimension(withLength, 'b', 1.5, CATALOGUE);
    // b 1.5 → a 8 (only option) and diameter 8 auto again, l2 has two options (40, 50) → cleared and open
    expect(changed.cadData).toEqual({ b: '1.5', a: '8' });
    expect(changed.diameter).toBe('8');
    expect([changed.lengthText, changed.lengthState, changed.length]).toEqual(['', 'empty', undefined]);
    expect(changed.standardProduct ?? changed.cheapestSolution ?? changed.fastestSolution).toBeUndefined();
  });

  it('changing a clears diameter, l2 and the length', () => {
    const withLength = setEjectorLength(flat(1.2, 6), '200', CATALOGUE, 'en');
    const changed = setEjectorDimension(withLength, 'a', 8, CATALOGUE);
    expect(changed.cadData).toEqual({ b: '1.2', a: '8', l2: '40' }); // re-filled from the a = 8 article
    expect(changed.diameter).toBe('8');
    expect([changed.lengthText, changed.lengthState]).toEqual(['', 'empty']);
    expect(changed.fastestSolution).toBeUndefined();
    // with b cleared by hand-made state, a clears what follows
    const manual: EjectorConfiguration = { ...flat(1.2), cadData: { b: '1.2', a: '6', l2: '25' }, diameter: '6', lengthText: '99', lengthState: 'valid', length: '99' };
    const reset = setEjectorDimension(manual, 'a', 8, CATALOGUE);
    expect(reset.lengthText).toBe('');
  });

  it('changing the diameter resets the length state and solution ids but keeps the typed length', () => {
    const done = chooseEjectorSolution(straight4('120'), 'cheapestSolution', CATALOGUE);
    expect(done.baseProduct).toBe('S-CYL-4-160-N');
    const changed = setEjectorDimension(done, 'diameter', 8, CATALOGUE);
    expect(changed).toEqual({
      selection: done.selection,
      diameter: '8',
      cadData: {},
      lengthText: '120',
      lengthState: 'unchecked',
    });
    // re-validated for d 8: 50-500 mm → valid
    expect(setEjectorLength(changed, changed.lengthText, CATALOGUE, 'en').lengthState).toBe('valid');
  });

  it('changing the diameter of an offset pin replaces l2 from the diameter table', () => {
    const c = offset(1.5, '100');
    expect(c.cadData.l2).toBe('25');
    const changed = setEjectorDimension(c, 'diameter', 3, CATALOGUE);
    expect(changed.cadData.l2).toBe('50');
    expect(changed.lengthState).toBe('unchecked');
    expect(changed.standardProduct).toBeUndefined();
  });

  it('changing the CAD value l2 resets the length state and solution ids', () => {
    let c = setEjectorDimension(flat(1.5), 'l2', 40, CATALOGUE);
    c = setEjectorLength(c, '100', CATALOGUE, 'en'); // min 50 + 40 = 90 … 160 → valid
    expect(c.lengthState).toBe('valid');
    expect(c.fastestSolution).toBe('F-8x1.5-160');
    const changed = setEjectorDimension(c, 'l2', 50, CATALOGUE);
    expect([changed.lengthText, changed.lengthState, changed.length, changed.fastestSolution]).toEqual(['100', 'unchecked', undefined, undefined]);
    // min 50 + 50 = 100 … 200 → 100 is still valid
    expect(setEjectorLength(changed, '100', CATALOGUE, 'en').fastestSolution).toBe('F-8x1.5-200');
    // empty text → state empty, not unchecked
    const empty = setEjectorDimension(setEjectorDimension(flat(1.5), 'l2', 40, CATALOGUE), 'l2', 50, CATALOGUE);
    expect(empty.lengthState).toBe('empty');
  });
});

describe('length rules', () => {
  it('minimum by diameter: small up to the border, large above, plus l2 for offset and flat pins', () => {
    expect(ejectorMinimumLength(straight4(), CATALOGUE)).toBe('30'); // d 4 ≤ 6 → 30
    expect(ejectorMinimumLength(setEjectorDimension(straight4(), 'diameter', 8, CATALOGUE), CATALOGUE)).toBe('50'); // d 8 > 6 → 50
    expect(ejectorMinimumLength(offset(1.5), CATALOGUE)).toBe('55'); // 30 + l2 25
    expect(ejectorMinimumLength(offset(3), CATALOGUE)).toBe('80'); // 30 + l2 50
    expect(ejectorMinimumLength(flat(1.2, 6), CATALOGUE)).toBe('55'); // d 6 = border → 30 + 25
    expect(ejectorMinimumLength(flat(1.2, 8), CATALOGUE)).toBe('90'); // d 8 → 50 + 40
    expect(ejectorMinimumLength(straight4(undefined, 'cylinder', NO_SERVICES), NO_SERVICES)).toBeUndefined();
    expect(ejectorMinimumLength(chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'flat', CATALOGUE), CATALOGUE)).toBeUndefined();
  });

  it('valid lengths = catalogue lengths plus shortenable ranges', () => {
    // d 4: 20 (below the minimum 30: exact only), ranges 30-100, 30-160, 30-200 merge
    expect(ejectorValidLengths(straight4(), CATALOGUE)).toEqual([
      { from: '20', to: '20' },
      { from: '30', to: '200' },
    ]);
    expect(formatValidLengths(ejectorValidLengths(straight4(), CATALOGUE))).toBe('20mm, 30-200mm');
    expect(formatValidLengths(ejectorValidLengths(offset(1.5), CATALOGUE))).toBe('55-160mm');
    expect(formatValidLengths(ejectorValidLengths(flat(1.2, 6), CATALOGUE))).toBe('55-250mm');
    // without the shortening service only the catalogue lengths
    expect(formatValidLengths(ejectorValidLengths(straight4(undefined, 'cylinder', NO_SERVICES), NO_SERVICES))).toBe('20mm, 100mm, 160mm, 200mm');
    // nothing before the dimensions are complete
    expect(ejectorValidLengths(flat(1.2), CATALOGUE)).toEqual([]);
  });

  it('the anti-rotation service bounds the length by its maximum (400 mm)', () => {
    const d8 = (head: string) => setEjectorDimension(straight4(undefined, head), 'diameter', 8, CATALOGUE);
    expect(formatValidLengths(ejectorValidLengths(d8('cylinder'), CATALOGUE))).toBe('50-500mm');
    expect(formatValidLengths(ejectorValidLengths(d8('cylinderAntiRotation'), CATALOGUE))).toBe('50-400mm');
    expect(validateEjectorLength(d8('cylinderAntiRotation'), '450', CATALOGUE, 'en').messageId).toBe('ecInvalidLength');
    expect(validateEjectorLength(d8('cylinder'), '450', CATALOGUE, 'en').state).toBe('valid');
  });

  it('formats valid lengths like "5mm, 10-20mm" in the locale', () => {
    expect(formatValidLengths([{ from: '5', to: '5' }, { from: '10', to: '20' }], 'en')).toBe('5mm, 10-20mm');
    expect(formatValidLengths([{ from: '12.5', to: '12.5' }, { from: '30', to: '99.5' }], 'de')).toBe('12,5mm, 30-99,5mm');
    expect(formatValidLengths([], 'de')).toBe('');
  });

  it('merges overlapping, touching and contained segments', () => {
    expect(
      mergeLengthSegments([
        { from: '30', to: '100' },
        { from: '20', to: '20' },
        { from: '100', to: '160' },
        { from: '50', to: '50' },
        { from: '200', to: '200' },
      ]),
    ).toEqual([
      { from: '20', to: '20' },
      { from: '30', to: '160' },
      { from: '200', to: '200' },
    ]);
  });

  it('validates a typed length: empty, catalogue length, in range, decimals, below, above, junk', () => {
    const c = straight4();
    expect(validateEjectorLength(c, '', CATALOGUE)).toEqual({ state: 'empty', messageId: null, hint: null, tolerance: null });
    expect(validateEjectorLength(c, '20', CATALOGUE)).toMatchObject({ state: 'valid', length: '20', tolerance: '+2/0' });
    expect(validateEjectorLength(c, '100', CATALOGUE)).toMatchObject({ state: 'valid', length: '100', tolerance: '+2/0' });
    expect(validateEjectorLength(c, '30', CATALOGUE)).toMatchObject({ state: 'valid', tolerance: '0/+0.02' });
    expect(validateEjectorLength(c, '123,45', CATALOGUE, 'de')).toMatchObject({ state: 'valid', length: '123.45', tolerance: '0/+0.02' });
    expect(validateEjectorLength(c, '123.45', CATALOGUE, 'en')).toMatchObject({ state: 'valid', length: '123.45' });
    const invalid = {
      state: 'invalid',
      messageId: 'ecInvalidLength',
      hint: { messageId: 'ecLengthMinMaxMessage', params: { lengths: '20mm, 30-200mm' } },
      tolerance: null,
    };
    expect(validateEjectorLength(c, '29.99', CATALOGUE, 'en')).toEqual(invalid); // below the minimum, not a catalogue length
    expect(validateEjectorLength(c, '200.01', CATALOGUE, 'en')).toEqual(invalid); // above the longest article
    expect(validateEjectorLength(c, '0', CATALOGUE, 'en')).toEqual(invalid);
    expect(validateEjectorLength(c, '123,456', CATALOGUE, 'de')).toEqual(invalid); // 3 decimals
    expect(validateEjectorLength(c, 'abc', CATALOGUE, 'en')).toEqual(invalid);
    expect(validateEjectorLength(c, '-50', CATALOGUE, 'en')).toEqual(invalid);
    expect(validateEjectorLength(c, '1,000', CATALOGUE, 'en')).toEqual(invalid); // en thousands → 1000
    expect(ejectorLengthHint(c, CATALOGUE, 'de')).toEqual({ messageId: 'ecLengthMinMaxMessage', params: { lengths: '20mm, 30-200mm' } });
  });

  it('offset: the minimum includes l2 (55 mm for d 1.5)', () => {
    expect(validateEjectorLength(offset(1.5), '54.99', CATALOGUE, 'en').messageId).toBe('ecInvalidLength');
    expect(validateEjectorLength(offset(1.5), '55', CATALOGUE, 'en').state).toBe('valid');
  });

  it('stores the length and its state; an invalid length has no solutions', () => {
    const invalid = setEjectorLength(straight4(), '10', CATALOGUE, 'en');
    expect([invalid.lengthText, invalid.lengthState, invalid.length, invalid.fastestSolution]).toEqual(['10', 'invalid', undefined, undefined]);
    const empty = setEjectorLength(straight4('120'), '  ', CATALOGUE, 'en');
    expect(empty.lengthState).toBe('empty');
    expect(empty.fastestSolution).toBeUndefined();
    const early = flat(1.2);
    expect(setEjectorLength(early, '100', CATALOGUE)).toBe(early); // dimensions incomplete
  });

  it('tolerance hint: +2/0 for a standard length, else 0/+0.02', () => {
    expect(ejectorTolerance(true)).toBe('+2/0');
    expect(ejectorTolerance(false)).toBe('0/+0.02');
    expect(ejectorToleranceHint(straight4('160'), CATALOGUE)).toBe('+2/0');
    expect(ejectorToleranceHint(straight4('150'), CATALOGUE)).toBe('0/+0.02');
    expect(ejectorToleranceHint(straight4('10'), CATALOGUE)).toBeNull();
    expect(ejectorToleranceHint(straight4(), CATALOGUE)).toBeNull();
  });
});

describe('solutions, prices and processing time', () => {
  it('extra processing days: 0, 2 for shortening or anti-rotation, 3 for both', () => {
    expect(ejectorExtraProcessingDays(false, false)).toBe(0);
    expect(ejectorExtraProcessingDays(true, false)).toBe(2);
    expect(ejectorExtraProcessingDays(false, true)).toBe(2);
    expect(ejectorExtraProcessingDays(true, true)).toBe(3);
  });

  it('a catalogue length in stock: the standard product is also the fastest', () => {
    // length 100, d 4: S-CYL-4-100 10.00 € in stock (0 days); 160 shortened 14.00 + 4.50 = 18.50 € (not in stock:
    // 5 + 2 = 7 days); 200 shortened 16.00 + 4.50 = 20.50 € (in stock, 2 days)
    const c = straight4('100');
    const variants = ejectorVariants(c, CATALOGUE);
    expect(variants.map((v) => [v.articleId, v.priceCents, v.inStock, v.processingDays, v.tolerance])).toEqual([
      ['S-CYL-4-100-N', 1000, true, 0, '+2/0'],
      ['S-CYL-4-160-N', 1850, false, 7, '0/+0.02'],
      ['S-CYL-4-200-N', 2050, true, 2, '0/+0.02'],
    ]);
    const s = ejectorSolutions(c, CATALOGUE);
    expect(s.standardProduct?.articleId).toBe('S-CYL-4-100-N');
    expect(s.fastestSolution?.articleId).toBe('S-CYL-4-100-N');
    expect(s.cheapestSolution).toBeUndefined(); // 18.50 € is not cheaper than 10.00 €
    expect([c.standardProduct, c.fastestSolution, c.cheapestSolution]).toEqual(['S-CYL-4-100-N', 'S-CYL-4-100-N', undefined]);
  });

  it('a shortened length: cheapest from a not-in-stock ejector, fastest from an in-stock one', () => {
    // length 120: 160 shortened 18.50 € not in stock (7 days); 200 shortened 20.50 € in stock (2 days)
    const s = ejectorSolutions(straight4('120'), CATALOGUE);
    expect(s.standardProduct).toBeUndefined();
    expect(s.cheapestSolution).toMatchObject({
      articleId: 'S-CYL-4-160-N',
      length: '120',
      articleLength: '160',
      shorten: true,
      antiRotation: false,
      shortenId: 'SERVICE-EJECTOR-SHORTEN',
      articlePriceCents: 1400,
      shortenPriceCents: 450,
      antiRotationPriceCents: 0,
      priceCents: 1850,
      inStock: false,
      extraDays: 2,
      processingDays: 7,
      tolerance: '0/+0.02',
    });
    expect(s.cheapestSolution?.antiRotationId).toBeUndefined();
    expect(s.fastestSolution).toMatchObject({ articleId: 'S-CYL-4-200-N', priceCents: 2050, inStock: true, processingDays: 2 });
  });

  it('"in stock" depends on the quantity', () => {
    // 25 pieces: nothing covers it → no fastest; the cheapest not-in-stock is 18.50 €
    const s = ejectorSolutions(straight4('120'), CATALOGUE, { quantity: 25 });
    expect(s.fastestSolution).toBeUndefined();
    expect(s.cheapestSolution).toMatchObject({ articleId: 'S-CYL-4-160-N', priceCents: 1850 });
    const c = setEjectorLength(straight4(), '120', CATALOGUE, 'en', { quantity: 25 });
    expect([c.cheapestSolution, c.fastestSolution]).toEqual(['S-CYL-4-160-N', undefined]);
  });

  it('anti-rotation: the native article is the standard product, cylinder heads get the service', () => {
    // length 100: native S-VS-4-100 15.00 € in stock; cylinder 100 + AR 10.00 + 9.80 = 19.80 € (2 days);
    // 160 shortened + AR 14.00 + 4.50 + 9.80 = 28.30 € (5 + 3 = 8 days); 200 shortened + AR 30.30 € (3 days)
    const c = straight4('100', 'cylinderAntiRotation');
    expect(
      ejectorVariants(c, CATALOGUE)
        .map((v) => [v.articleId, v.priceCents, v.processingDays, v.antiRotation])
        .sort(),
    ).toEqual([
      ['S-CYL-4-100-N', 1980, 2, true],
      ['S-CYL-4-160-N', 2830, 8, true],
      ['S-CYL-4-200-N', 3030, 3, true],
      ['S-VS-4-100-N', 1500, 0, false],
    ]);
    const s = ejectorSolutions(c, CATALOGUE);
    expect(s.standardProduct?.articleId).toBe('S-VS-4-100-N');
    expect(s.fastestSolution?.articleId).toBe('S-VS-4-100-N');
    expect(s.cheapestSolution).toBeUndefined();

    // length 120: shortened + AR → 3 extra days
    const s120 = ejectorSolutions(straight4('120', 'cylinderAntiRotation'), CATALOGUE);
    expect(s120.standardProduct).toBeUndefined();
    expect(s120.fastestSolution).toMatchObject({
      articleId: 'S-CYL-4-200-N',
      antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION',
      shortenId: 'SERVICE-EJECTOR-SHORTEN',
      antiRotationPriceCents: 980,
      priceCents: 3030,
      extraDays: 3,
      processingDays: 3,
    });
    expect(s120.cheapestSolution).toMatchObject({ articleId: 'S-CYL-4-160-N', priceCents: 2830, processingDays: 8 });
  });

  it('ties break by processing days, then price, then article id', () => {
    const twins: EjectorCatalogue = {
      ...CATALOGUE,
      articles: [art('B', { length: 160, priceCents: 1400, stock: 1 }), art('A', { length: 160, priceCents: 1400, stock: 1 })],
    };
    const c = setEjectorLength(setEjectorDimension(choose3(twins), 'diameter', 4, twins), '160', twins, 'en');
    expect(ejectorSolutions(c, twins).standardProduct?.articleId).toBe('A');
    expect(ejectorSolutions(c, twins).fastestSolution?.articleId).toBe('A');
  });

  it('choosing a solution completes the configuration', () => {
    const c = straight4('120');
    const cheapest = chooseEjectorSolution(c, 'cheapestSolution', CATALOGUE);
    expect([cheapest.baseProduct, cheapest.shortenId, cheapest.antiRotationId]).toEqual(['S-CYL-4-160-N', 'SERVICE-EJECTOR-SHORTEN', undefined]);
    expect(isEjectorComplete(cheapest)).toBe(true);
    expect(ejectorSteps(cheapest, CATALOGUE).completed).toBe(true);
    expect(ejectorChosenVariant(cheapest, CATALOGUE)?.priceCents).toBe(1850);
    expect(chooseEjectorSolution(c, 'standardProduct', CATALOGUE)).toBe(c); // none for 120 mm
    expect(ejectorChosenVariant(c, CATALOGUE)).toBeNull();
    // a new length drops the choice
    expect(setEjectorLength(cheapest, '130', CATALOGUE, 'en').baseProduct).toBeUndefined();
  });

  it('shipping date: processing days are working days after the shipping day', () => {
    // Monday 6 May 2024, 10:00 Berlin (08:00 UTC), cut-off 14 h → ships from today
    const now = new Date('2024-05-06T08:00:00Z');
    expect(ejectorShippingDate({ processingDays: 0 }, now, 14)).toEqual({ year: 2024, month: 5, day: 6 });
    expect(ejectorShippingDate({ processingDays: 2 }, now, 14)).toEqual({ year: 2024, month: 5, day: 8 });
    // 3 days: Thursday 9 May 2024 is Ascension Day → Friday 10 May
    expect(ejectorShippingDate({ processingDays: 3 }, now, 14)).toEqual({ year: 2024, month: 5, day: 10 });
  });
});

function choose3(catalogue: EjectorCatalogue): EjectorConfiguration {
  let c = restartEjector(catalogue);
  c = chooseEjectorOption(c, 'type', 'straight', catalogue);
  c = chooseEjectorOption(c, 'headShape', 'cylinder', catalogue);
  return chooseEjectorOption(c, 'material', 'nitridedHotWorkSteel', catalogue);
}

describe('drawing label', () => {
  it('writes the dimensions in the locale', () => {
    expect(ejectorDrawingLabel(restartEjector(CATALOGUE))).toBeNull();
    expect(ejectorDrawingLabel(straight4())).toBe('Ø 4 mm');
    expect(ejectorDrawingLabel(straight4('120.5'), 'de')).toBe('Ø 4 × 120,5 mm');
    expect(ejectorDrawingLabel(straight4('120.5'), 'en')).toBe('Ø 4 × 120.5 mm');
    expect(ejectorDrawingLabel(straight4('10'))).toBe('Ø 4 mm'); // invalid length left out
    expect(ejectorDrawingLabel(offset(1.5, '100'), 'de')).toBe('Ø 1,5 × 100 mm, l2 25 mm');
    expect(ejectorDrawingLabel(flat(1.2))).toBeNull();
    expect(ejectorDrawingLabel(setEjectorLength(flat(1.2, 6), '160', CATALOGUE, 'en'), 'de')).toBe('6 × 1,2 × 160 mm, l2 25 mm');
  });
});

describe('ejector code', () => {
  it('accepts 8 characters starting AC, upper-cased and trimmed', () => {
    expect(validateEjectorCode('ac12ab34')).toEqual({ ok: true, value: 'AC12AB34' });
    expect(validateEjectorCode(' AC12AB34 ')).toEqual({ ok: true, value: 'AC12AB34' });
  });

  it.each([['AC12AB3'], ['AC12AB345'], ['SC12AB34'], ['XAC12AB3'], ['AC12AB3!'], ['AC12 B34'], [''], [null], [undefined]])(
    'rejects %p with ecInvalidEjectorCodeMessage',
    (code) => {
      expect(validateEjectorCode(code)).toEqual({ ok: false, error: 'ecInvalidEjectorCodeMessage' });
    },
  );

  it('derives the same code from the same configuration, whatever the key order', () => {
    const stored: StoredEjectorConfiguration = { type: 'straight', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '4', length: '120', baseProduct: 'X' };
    const reordered: StoredEjectorConfiguration = { baseProduct: 'X', length: '120', diameter: '4', material: 'nitridedHotWorkSteel', headShape: 'cylinder', type: 'straight' };
    const code = ejectorCode(stored);
    expect(code).toMatch(/^AC[A-Z0-9]{6}$/);
    expect(validateEjectorCode(code).ok).toBe(true);
    expect(ejectorCode(reordered)).toBe(code);
    expect(ejectorCode({ ...stored, length: '121' })).not.toBe(code);
    expect(ejectorCode(stored, 1)).not.toBe(code);
    expect(ejectorCode(stored, 1)).toMatch(/^AC[A-Z0-9]{6}$/);
  });
});

describe('stored form and server validation', () => {
  const complete = () => chooseEjectorSolution(straight4('120', 'cylinderAntiRotation'), 'fastestSolution', CATALOGUE);
  const stored = (): StoredEjectorConfiguration => toStoredEjectorConfiguration(complete()) as StoredEjectorConfiguration;

  it('stores a completed configuration flat; null while incomplete', () => {
    expect(stored()).toEqual({
      type: 'straight',
      headShape: 'cylinderAntiRotation',
      material: 'nitridedHotWorkSteel',
      diameter: '4',
      length: '120',
      baseProduct: 'S-CYL-4-200-N',
      shortenId: 'SERVICE-EJECTOR-SHORTEN',
      antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION',
    });
    expect(toStoredEjectorConfiguration(straight4('120'))).toBeNull();
    const flatStored = toStoredEjectorConfiguration(chooseEjectorSolution(setEjectorLength(flat(1.2, 6), '200', CATALOGUE, 'en'), 'fastestSolution', CATALOGUE));
    expect(flatStored).toEqual({ type: 'flat', cr: 'none', material: 'nitridedHotWorkSteel', b: '1.2', a: '6', diameter: '6', l2: '25', length: '200', baseProduct: 'F-6x1.2-250', shortenId: 'SERVICE-EJECTOR-SHORTEN' });
    expect(validateEjectorConfiguration(flatStored, CATALOGUE).ok).toBe(true);
  });

  it('accepts and re-prices a valid configuration (28.30 € … 30.30 €: shortened with anti-rotation)', () => {
    const result = validateEjectorConfiguration(stored(), CATALOGUE);
    if (!result.ok) throw new Error(result.error.messageId);
    expect(result.value.variant).toMatchObject({ articleId: 'S-CYL-4-200-N', priceCents: 3030, processingDays: 3 });
    expect(result.value.stored).toEqual(stored());
    expect(result.value.configuration).toEqual(complete());
  });

  it('accepts any article that can make the length, not only the listed solutions', () => {
    // 160 shortened is the cheapest, but a buyer may still pick it after the stock changed
    const input = { ...stored(), baseProduct: 'S-CYL-4-160-N' };
    expect(validateEjectorConfiguration(input, CATALOGUE)).toMatchObject({ ok: true, value: { variant: { priceCents: 2830 } } });
  });

  it.each<[string, unknown, string, string | undefined]>([
    ['not an object', 'AC12AB34', 'customProductInvalid', undefined],
    ['an array', [], 'customProductInvalid', undefined],
    ['an unknown key', { extra: '1' }, 'customProductInvalid', 'extra'],
    ['a number value', { diameter: 4 }, 'customProductInvalid', 'diameter'],
    ['no type', { type: undefined }, 'ecIncompleteConfiguration', 'type'],
    ['a type not offered', { type: 'round' }, 'customProductInvalid', 'type'],
    ['cr on a straight pin', { cr: 'none' }, 'customProductInvalid', 'cr'],
    ['no material', { material: undefined }, 'ecIncompleteConfiguration', 'material'],
    ['a material not offered', { material: 'hardenedDlcCoated' }, 'customProductInvalid', 'material'],
    ['a CAD value the type lacks', { a: '6' }, 'customProductInvalid', 'a'],
    ['no diameter', { diameter: undefined }, 'ecIncompleteConfiguration', 'diameter'],
    ['a diameter not offered', { diameter: '5' }, 'customProductInvalid', 'diameter'],
    ['no length', { length: '' }, 'ecIncompleteConfiguration', 'length'],
    ['no baseProduct', { baseProduct: undefined }, 'ecIncompleteConfiguration', 'baseProduct'],
    ['an article that cannot make it', { baseProduct: 'S-CYL-4-100-N' }, 'customProductInvalid', 'baseProduct'],
    ['a missing shortening', { shortenId: undefined }, 'customProductInvalid', 'shortenId'],
    ['a foreign anti-rotation id', { antiRotationId: 'CHEAP' }, 'customProductInvalid', 'antiRotationId'],
  ])('rejects %s', (_name, change, messageId, field) => {
    const input = typeof change === 'object' && change !== null && !Array.isArray(change) ? { ...stored(), ...change } : change;
    const result = validateEjectorConfiguration(input, CATALOGUE);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.messageId).toBe(messageId);
      expect(result.error.field).toBe(field);
    }
  });

  it('rejects an invalid length with ecInvalidLength and the valid lengths', () => {
    for (const length of ['450', '12,5', '25']) {
      expect(validateEjectorConfiguration({ ...stored(), length }, CATALOGUE)).toEqual({
        ok: false,
        error: { messageId: 'ecInvalidLength', field: 'length', hint: { messageId: 'ecLengthMinMaxMessage', params: { lengths: '20mm, 30-200mm' } } },
      });
    }
  });

  it('a code whose products are gone is reported invalid', () => {
    expect(restoreEjectorConfiguration(stored(), CATALOGUE)).toEqual({ ok: true, value: complete() });
    const gone: EjectorCatalogue = { ...CATALOGUE, articles: ARTICLES.filter((a) => a.id !== 'S-CYL-4-200-N') };
    expect(restoreEjectorConfiguration(stored(), gone)).toEqual({
      ok: false,
      error: { messageId: 'ecInvalidEjectorCodeMessage', cause: { messageId: 'customProductInvalid', field: 'baseProduct' } },
    });
    // the anti-rotation service withdrawn: the head shape is no longer offered for cylinder articles
    const noService: EjectorCatalogue = { ...CATALOGUE, antiRotation: null };
    const withoutService = restoreEjectorConfiguration(stored(), noService);
    expect(withoutService.ok).toBe(false);
  });
});

describe('a browser catalogue: the choice table and the dimension table of its choices', () => {
  const choices = ejectorChoiceRows(ARTICLES);

  it('lists each combination of type, head, corner radius and material once, in attribute-list order', () => {
    expect(choices).toContainEqual({ type: 'flat', headShape: 'cylinder', cornerRadius: 'twoCorners', material: 'nitridedHotWorkSteel' });
    expect(choices.filter((c) => c.type === 'straight').map((c) => `${c.headShape}/${c.material}`)).toEqual([
      'cylinder/nitridedHotWorkSteel',
      'cylinder/hardenedToolSteel60Hrc',
      'cylinderAntiRotation/nitridedHotWorkSteel',
      'countersunk/nitridedHotWorkSteel',
    ]);
    expect(choices.map((c) => c.type)).toEqual([...choices.map((c) => c.type)].sort((x, y) => EJECTOR_TYPES.indexOf(x) - EJECTOR_TYPES.indexOf(y)));
    // no corner radius on round pins
    expect(choices.filter((c) => c.type !== 'flat').every((c) => c.cornerRadius === undefined)).toBe(true);
    expect(choices).toHaveLength(new Set(choices.map((c) => JSON.stringify(c))).size);
  });

  it('offers the same steps with the choice table alone as with every article', () => {
    const browser: EjectorCatalogue = { ...CATALOGUE, articles: [], choices };
    let full = restartEjector(CATALOGUE);
    let partial = restartEjector(browser);
    for (const [step, value] of [['type', 'offset'], ['headShape', 'cylinderAntiRotation']] as const) {
      expect(ejectorStepOptions(partial, step, browser)).toEqual(ejectorStepOptions(full, step, CATALOGUE));
      full = chooseEjectorOption(full, step, value, CATALOGUE);
      partial = chooseEjectorOption(partial, step, value, browser);
    }
    // the material was the only one: chosen automatically on both sides
    expect(partial.selection).toEqual(full.selection);
    // without the dimension table the browser cannot fill dimensions yet; with it, it walks like the server
    const table = ejectorArticlesForChoices(full, CATALOGUE);
    expect(table.map((a) => a.id).sort()).toEqual(['O-1.5-100', 'O-1.5-160', 'O-3-160']);
    const withTable: EjectorCatalogue = { ...browser, articles: table };
    const walk = (c: EjectorConfiguration, cat: EjectorCatalogue) => setEjectorLength(setEjectorDimension(c, 'diameter', '1.5', cat), '90', cat, 'en');
    const server = walk(full, CATALOGUE);
    expect(walk(partial, withTable)).toEqual(server);
    expect(server.lengthState).toBe('valid');
    expect(chooseEjectorSolution(walk(partial, withTable), 'fastestSolution', withTable)).toEqual(chooseEjectorSolution(server, 'fastestSolution', CATALOGUE));
  });

  it('is what the server validates a stored configuration against, too', () => {
    const server = chooseEjectorSolution(setEjectorLength(offset(1.5), '90', CATALOGUE, 'en'), 'fastestSolution', CATALOGUE);
    const stored = toStoredEjectorConfiguration(server)!;
    const table = ejectorArticlesForChoices(server, CATALOGUE);
    const result = validateEjectorConfiguration(stored, { ...CATALOGUE, articles: table, choices });
    expect(result.ok && result.value.stored).toEqual(stored);
  });

  it('has no dimension table before the choice steps are done', () => {
    expect(ejectorArticlesForChoices(chooseEjectorOption(restartEjector(CATALOGUE), 'type', 'straight', CATALOGUE), CATALOGUE)).toEqual([]);
  });
});

describe('key and replay (the server and the data API)', () => {
  const offsetStored = (): StoredEjectorConfiguration =>
    toStoredEjectorConfiguration(chooseEjectorSolution(setEjectorLength(offset(1.5), '90', CATALOGUE, 'en'), 'fastestSolution', CATALOGUE))!;

  it('keys a configuration by its content, not the order of its keys, and derives the code from the key', () => {
    const stored = offsetStored();
    const reversed = Object.fromEntries(Object.entries(stored).reverse()) as unknown as StoredEjectorConfiguration;
    expect(ejectorConfigurationKey(reversed)).toBe(ejectorConfigurationKey(stored));
    expect(ejectorConfigurationKey(stored)).toBe(JSON.stringify(Object.keys(stored).sort().map((k) => [k, stored[k as keyof StoredEjectorConfiguration]])));
    expect(ejectorCodeOfKey(ejectorConfigurationKey(stored))).toBe(ejectorCode(stored));
    expect(ejectorCodeOfKey(ejectorConfigurationKey(stored), 1)).toBe(ejectorCode(stored, 1));
    expect(ejectorCodeOfKey(ejectorConfigurationKey(stored), 1)).not.toBe(ejectorCode(stored));
    expect(ejectorConfigurationKey({ ...stored, length: '91' })).not.toBe(ejectorConfigurationKey(stored));
  });

  it('replays the choice steps only, or the dimensions too', () => {
    const choices = replayEjectorConfiguration({ type: 'offset', headShape: 'cylinderAntiRotation', material: 'nitridedHotWorkSteel' }, CATALOGUE, 'choices');
    expect(choices.ok && choices.value.selection.map((e) => [e.step, e.value, e.auto])).toEqual([
      ['type', 'offset', false],
      ['headShape', 'cylinderAntiRotation', false],
      ['material', 'nitridedHotWorkSteel', true],
    ]);
    const dimensions = replayEjectorConfiguration({ type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '3', l2: '50' }, CATALOGUE);
    expect(dimensions.ok && [dimensions.value.diameter, dimensions.value.cadData, dimensions.value.lengthState]).toEqual(['3', { l2: '50' }, 'empty']);
    // a length, if sent, is not replayed here (the caller checks it)
    const withLength = replayEjectorConfiguration({ type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '3', l2: '50', length: '1' }, CATALOGUE);
    expect(withLength.ok && withLength.value.lengthState).toBe('empty');
  });

  it.each([
    ['a missing diameter', { type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel' }, 'dimensions', 'ecIncompleteConfiguration', 'diameter'],
    ['a missing l2 (even when it has one option)', { type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '3' }, 'dimensions', 'ecIncompleteConfiguration', 'l2'],
    ['an l2 the diameter does not have', { type: 'offset', headShape: 'cylinder', material: 'nitridedHotWorkSteel', diameter: '3', l2: '25' }, 'dimensions', 'customProductInvalid', 'l2'],
    ['a missing material', { type: 'offset', headShape: 'cylinder' }, 'choices', 'ecIncompleteConfiguration', 'material'],
    ['a head not offered', { type: 'corePin', headShape: 'cylinder', material: 'stainlessHardened14112' }, 'choices', 'customProductInvalid', 'headShape'],
    ['a blade on a round pin', { type: 'straight', headShape: 'cylinder', material: 'nitridedHotWorkSteel', b: '1' }, 'choices', 'customProductInvalid', 'b'],
    ['an unknown key', { type: 'straight', colour: 'red' }, 'choices', 'customProductInvalid', 'colour'],
  ] as const)('refuses %s', (_name, input, upTo, messageId, field) => {
    expect(replayEjectorConfiguration(input, CATALOGUE, upTo)).toEqual({ ok: false, error: { messageId, field } });
  });
});
