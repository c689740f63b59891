import { CONFIGURATION_SHAPES, fitsConfigurationShape, positionConfigurationProblem } from './configuration-shape';
import { parseAutomationConfiguration, toFlatAutomationConfiguration } from './automation';
import { parseHoseConfiguration, serializeHoseConfiguration } from './hose';

const HOSE = { 'endA.coupling': 'KU-TUE-025-MS', 'endA.assemblyDirection': 'up', 'endA.withoutHosePart': false, 'hose.hose': 'SL-EPDM-025', 'hose.length': '2.5', 'endB.coupling': 'KU-TUE-025-MS' };
const EJECTOR = { type: 'straight', headShape: 'cylinder', material: '1.2210', diameter: '3', l2: '50', length: '95', baseProduct: 'AW-GER-3-100-N', shortenId: 'S1', antiRotationId: 'A1' };
const AUTOMATION = {
  robotSelection: 'RB-SC-003-0400',
  robotProgramming: null,
  conveyors: 'FB-GB-0300-1500:1',
  fenceLengthA: 2195,
  fenceLengthB: 3260,
  fenceDoor: true,
  fenceHatch: true,
  fenceHatchWidth: 450,
  serviceCountry: 'at',
  serviceZipArea: null,
  installation: true,
  training: true,
  approval: false,
};

describe('configuration shapes', () => {
  it("accept each configurator's own flat form, as its core writes and reads it", () => {
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, HOSE)).toBe(true);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, serializeHoseConfiguration(parseHoseConfiguration(HOSE)!))).toBe(true);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.ejector, EJECTOR)).toBe(true);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.automation, AUTOMATION)).toBe(true);
    const parsed = parseAutomationConfiguration(AUTOMATION);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(fitsConfigurationShape(CONFIGURATION_SHAPES.automation, toFlatAutomationConfiguration(parsed.value))).toBe(true);
  });

  it('refuse keys the configurator does not know, and another configurator’s keys', () => {
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, { ...HOSE, note: 'x' })).toBe(false);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, EJECTOR)).toBe(false);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.ejector, HOSE)).toBe(false);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.automation, JSON.parse('{"__proto__":1}'))).toBe(false);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.automation, { toString: 'x' })).toBe(false);
  });

  it('refuse values of the wrong kind: nested, wrong type, not in the list, null where the core has no "none"', () => {
    for (const [key, value] of [
      ['hose.hose', ['SL-EPDM-025']],
      ['hose.hose', { id: 'SL-EPDM-025' }],
      ['hose.hose', 25],
      ['hose.hose', null],
      ['hose.hose', '  '],
      ['endA.assemblyDirection', 'sideways'],
      ['endA.withoutHosePart', 'true'],
    ] as const) {
      expect([key, fitsConfigurationShape(CONFIGURATION_SHAPES.hose, { ...HOSE, [key]: value })]).toEqual([key, false]);
    }
    for (const [key, value] of [
      ['fenceLengthA', '2195'],
      ['fenceLengthA', 1e308],
      ['fenceLengthA', Number.NaN],
      ['fenceDoor', null],
      ['serviceZipArea', '12'],
    ] as const) {
      expect([key, fitsConfigurationShape(CONFIGURATION_SHAPES.automation, { ...AUTOMATION, [key]: value })]).toEqual([key, false]);
    }
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.ejector, { ...EJECTOR, length: 95 })).toBe(false);
  });

  it('refuse over-long text, control characters (tab and line breaks too) and more than 4 KB', () => {
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, { ...HOSE, 'hose.hose': 'S'.repeat(65) })).toBe(false);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, { ...HOSE, 'hose.hose': 'S'.repeat(64) })).toBe(true);
    for (const c of ['\u0000', '\t', '\n', '\u001b', '\u007f', '\u0085', '\ud800']) {
      expect([JSON.stringify(c), fitsConfigurationShape(CONFIGURATION_SHAPES.hose, { ...HOSE, 'hose.hose': `SL${c}025` })]).toEqual([JSON.stringify(c), false]);
    }
    // The byte cap holds whatever a shape allows per value: five lists of 1,000 characters are 5 KB.
    const wide = { invalidMessageId: 'customProductInvalid', keys: Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k, { kind: 'idList' as const }])) };
    const list = 'x'.repeat(1000);
    expect(fitsConfigurationShape(wide, { a: list, b: list, c: list, d: list })).toBe(true);
    expect(fitsConfigurationShape(wide, { a: list, b: list, c: list, d: list, e: list })).toBe(false);
    expect(fitsConfigurationShape(CONFIGURATION_SHAPES.automation, { ...AUTOMATION, conveyors: 'x'.repeat(1025) })).toBe(false);
  });

  it('refuse what is no plain object', () => {
    for (const value of [null, [], 'text', 7, [HOSE], new Map(Object.entries(HOSE)), Object.assign(Object.create({ x: 1 }), HOSE)]) {
      expect(fitsConfigurationShape(CONFIGURATION_SHAPES.hose, value)).toBe(false);
    }
  });
});

describe('a position’s configuration', () => {
  it('is refused on a catalogue article, whatever it holds', () => {
    expect(positionConfigurationProblem(undefined, { note: '<b>x</b>'.repeat(7000) })).toBe('customConfigurationNotAllowed');
    expect(positionConfigurationProblem(null, HOSE)).toBe('customConfigurationNotAllowed');
    expect(positionConfigurationProblem(undefined, {})).toBe('customConfigurationNotAllowed');
  });

  it("is checked against the shape of its position's configurator, and may be absent", () => {
    expect(positionConfigurationProblem('hose', HOSE)).toBeNull();
    expect(positionConfigurationProblem('ejector', HOSE)).toBe('customProductInvalid');
    expect(positionConfigurationProblem('robot', HOSE)).toBe('customProductInvalid');
    expect(positionConfigurationProblem('hose', undefined)).toBeNull();
    expect(positionConfigurationProblem(undefined, undefined)).toBeNull();
    expect(positionConfigurationProblem(undefined, null)).toBeNull();
  });
});
