import {
  configuratorDataVersion,
  validateAutomationDataSet,
  validateEjectorDataSet,
  validateHoseDataSet,
  type AutomationDataSet,
  type ConfiguratorArticleFacts,
  type EjectorDataSet,
  type HoseDataSet,
} from '../index';

const ARTICLES: Record<string, ConfiguratorArticleFacts> = {
  'KU-TUE-025': { typeId: 'coupling', couplingType: 'hoseNozzle' },
  'KU-SK-025': { typeId: 'coupling', couplingType: 'quickCoupling' },
  'FA-025': { typeId: 'socketForHose' },
  'SL-EPDM-025': { typeId: 'hose' },
  'ZAUN-500': { typeId: 'fence' },
  'ZAUN-PFOSTEN': { typeId: 'fence' },
  'SCHULUNG': { typeId: 'service' },
  'ROBOTER-1': { typeId: 'robot' },
};
const lookup = (id: string) => ARTICLES[id];

const HOSE: HoseDataSet = {
  parts: [
    { productId: 'KU-TUE-025', fitsHoseClasses: ['epdm'], directional: false, sort: 1 },
    { productId: 'SL-EPDM-025', fitsHoseClasses: null, directional: false, sort: 2 },
  ],
  couplingRules: [
    { couplingType: 'hoseNozzle', screwFittingNotNeeded: true, hoseHolder: 'hoseClip' },
    { couplingType: 'quickCoupling', screwFittingNotNeeded: false, hoseHolder: 'socketForHose' },
  ],
  classRules: [{ hoseClass: 'epdm', screwFittingRequired: false, hoseHolderRequired: true }],
  costs: { baseCents: 1500, perEndElastomerCents: 500, perEndStainlessCents: 900, perEndInsulationCents: 400, assemblyDays: 1 },
};

describe('hose data set check', () => {
  it('accepts a consistent data set', () => {
    expect(validateHoseDataSet({ ...HOSE, couplingRules: HOSE.couplingRules.slice(0, 1) }, lookup)).toEqual({});
  });

  it('refuses a coupling whose coupling type has no rule, unknown and foreign articles, duplicates', () => {
    const data: HoseDataSet = {
      ...HOSE,
      couplingRules: HOSE.couplingRules.slice(0, 1),
      parts: [...HOSE.parts, { productId: 'KU-SK-025', fitsHoseClasses: null, directional: false, sort: 3 }, { productId: 'NICHT-DA', fitsHoseClasses: null, directional: false, sort: 4 }, { productId: 'ROBOTER-1', fitsHoseClasses: null, directional: false, sort: 5 }, HOSE.parts[0]!],
    };
    expect(validateHoseDataSet(data, lookup)).toEqual({
      'parts.2.productId': 'cdmCouplingRuleMissing',
      'parts.3.productId': 'cdmProductUnknown',
      'parts.4.productId': 'cdmProductWrongKind',
      'parts.5.productId': 'cdmDuplicate',
    });
  });

  it('refuses a socket rule without a socket among the parts, a class ruled twice, negative or fractional cents and too many days', () => {
    const data: HoseDataSet = {
      ...HOSE,
      classRules: [...HOSE.classRules, HOSE.classRules[0]!],
      costs: { ...HOSE.costs, baseCents: -1, perEndStainlessCents: 1.5, assemblyDays: 366 },
    };
    expect(validateHoseDataSet(data, lookup)).toEqual({
      'couplingRules.1.hoseHolder': 'cdmHoseHolderMissing',
      'classRules.1.hoseClass': 'cdmDuplicate',
      'costs.baseCents': 'cdmAmountInvalid',
      'costs.perEndStainlessCents': 'cdmAmountInvalid',
      'costs.assemblyDays': 'cdmDaysInvalid',
    });
    const withSocket = { ...HOSE, parts: [...HOSE.parts, { productId: 'FA-025', fitsHoseClasses: null, directional: false, sort: 9 }] };
    expect(validateHoseDataSet({ ...withSocket, parts: [...withSocket.parts, { productId: 'KU-SK-025', fitsHoseClasses: null, directional: false, sort: 3 }] }, lookup)).toEqual({});
  });
});

const EJECTOR: EjectorDataSet = {
  services: [
    { kind: 'shortening', serviceId: 'S-SHORT', nameDe: 'Kürzen', nameEn: 'Shortening', priceCents: 450, active: true, diameterBorder: '6', minLengthSmall: '30', minLengthLarge: '50', maxLength: null },
    { kind: 'antiRotation', serviceId: 'S-ANTI', nameDe: 'Verdrehsicherung', nameEn: 'Anti-rotation', priceCents: 980, active: true, diameterBorder: null, minLengthSmall: null, minLengthLarge: null, maxLength: '400' },
  ],
  cadValues: [{ type: 'offset', diameter: '2', l2: '20', shankDiameter: '6', headDiameter: '10', headHeight: '3' }],
};

describe('ejector data set check', () => {
  it('accepts the demo figures', () => {
    expect(validateEjectorDataSet(EJECTOR)).toEqual({});
  });

  it('refuses ranges that do not overlap or are inverted, bad figures and duplicates', () => {
    const data: EjectorDataSet = {
      services: [
        { ...EJECTOR.services[0]!, minLengthSmall: '60', minLengthLarge: '50', diameterBorder: '0' },
        { ...EJECTOR.services[1]!, maxLength: '55', serviceId: 'S SPACE', nameEn: ' ' },
      ],
      cadValues: [...EJECTOR.cadValues, { ...EJECTOR.cadValues[0]!, diameter: '2.00', l2: null }, { ...EJECTOR.cadValues[0]!, diameter: '3', headHeight: '1.234' }],
    };
    expect(validateEjectorDataSet(data)).toEqual({
      'services.0.diameterBorder': 'cdmNumberInvalid',
      'services.0.minLengthLarge': 'cdmRangeInvalid',
      'services.1.serviceId': 'cdmServiceIdInvalid',
      'services.1.nameEn': 'cdmTextInvalid',
      'services.1.maxLength': 'cdmRangeInvalid',
      'cadValues.1.l2': 'cdmNumberInvalid',
      'cadValues.1.diameter': 'cdmDuplicate',
      'cadValues.2.headHeight': 'cdmNumberInvalid',
    });
  });
});

const AUTOMATION: AutomationDataSet = {
  steps: [{ step: 'robotSelection', productId: 'ROBOTER-1', maxQty: null, installationHours: 8, sort: 0 }],
  fence: [
    { element: 'panel', widthMm: 500, productId: 'ZAUN-500' },
    { element: 'post', widthMm: null, productId: 'ZAUN-PFOSTEN' },
  ],
  services: [
    { service: 'training', country: null, zipArea: null, productId: 'SCHULUNG' },
    { service: 'travel', country: 'de', zipArea: 3, productId: 'SCHULUNG' },
  ],
  settings: { installationBaseHours: 16, installationHoursPerFenceElement: 1, trainingDays: 2 },
};

describe('automation data set check', () => {
  it('accepts a consistent data set', () => {
    expect(validateAutomationDataSet(AUTOMATION, lookup)).toEqual({});
  });

  it('refuses widths outside the tables, travel without its zip area, zero training days, unknown articles, duplicates', () => {
    const data: AutomationDataSet = {
      steps: [...AUTOMATION.steps, { ...AUTOMATION.steps[0]!, maxQty: 0 }],
      fence: [{ element: 'panel', widthMm: 550, productId: 'ZAUN-500' }, { element: 'door', widthMm: 1000, productId: 'NICHT-DA' }, { element: 'hatch', widthMm: 450, productId: 'ZAUN-500' }],
      services: [{ service: 'travel', country: 'de', zipArea: null, productId: 'SCHULUNG' }, { service: 'training', country: 'at', zipArea: null, productId: 'SCHULUNG' }],
      settings: { installationBaseHours: -1, installationHoursPerFenceElement: 1, trainingDays: 0 },
    };
    expect(validateAutomationDataSet(data, lookup)).toEqual({
      'steps.1.maxQty': 'cdmQuantityInvalid',
      'steps.1.productId': 'cdmDuplicate',
      'fence.0.widthMm': 'cdmWidthInvalid',
      'fence.1.productId': 'cdmProductUnknown',
      'fence.1.widthMm': 'cdmWidthInvalid',
      'services.0.zipArea': 'cdmZipAreaInvalid',
      'services.1.country': 'cdmTextInvalid',
      'settings.installationBaseHours': 'cdmSettingInvalid',
      'settings.trainingDays': 'cdmDaysInvalid',
    });
  });
});

describe('data set version', () => {
  it('is the same for equal data whatever the order of its properties, and differs for any change', () => {
    const v = configuratorDataVersion(HOSE);
    expect(v).toMatch(/^[0-9a-f]{14}$/);
    expect(configuratorDataVersion(JSON.parse(JSON.stringify({ costs: HOSE.costs, classRules: HOSE.classRules, couplingRules: HOSE.couplingRules, parts: HOSE.parts })))).toBe(v);
    expect(configuratorDataVersion({ ...HOSE, costs: { ...HOSE.costs, baseCents: 1501 } })).not.toBe(v);
    expect(configuratorDataVersion({ ...HOSE, parts: [...HOSE.parts].reverse() })).not.toBe(v);
  });
});
