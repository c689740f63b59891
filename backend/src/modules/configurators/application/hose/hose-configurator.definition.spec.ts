import { DEMO_HOSE_RULES, type HosePartFacts } from '@shop/domain';
import type { HoseCatalogueService, HoseCatalogueSet, HosePartSaleFacts } from './hose-catalogue.service';
import { HoseConfiguratorDefinition, linePrice } from './hose-configurator.definition';

const LENGTH = { min: 0.5, increment: 0.1, default: 1, showButtons: true, hasDecimalOrderQuantity: true };
const ELASTOMER = ['epdm', 'nbr', 'pvc', 'goldSnake'] as const;

function sale(name: string, priceCents: number, extra: Partial<HosePartSaleFacts> = {}): HosePartSaleFacts {
  return { name: { de: name, en: `${name} (en)` }, priceCents, priceUnit: 1, unit: 'pieces', quantityInStock: 100, procurementDays: 5, weightKg: 0.1, image: null, path: { de: '/de', en: '/en' }, ...extra };
}

const FACTS: HosePartFacts[] = [
  { id: 'QC', kind: 'coupling', nominalSize: 25, available: true, couplingType: 'quickCoupling' },
  { id: 'NOZ', kind: 'coupling', nominalSize: 25, available: true, couplingType: 'hoseNozzle', fitsHoseClasses: [...ELASTOMER] },
  { id: 'VS', kind: 'screwFitting', nominalSize: 25, available: true },
  { id: 'CLIP', kind: 'hoseClip', nominalSize: 25, available: true, fitsHoseClasses: [...ELASTOMER] },
  { id: 'SL-WF', kind: 'hose', nominalSize: 25, available: true, hoseClass: 'wf', lengthRules: LENGTH },
  { id: 'SL-EPDM', kind: 'hose', nominalSize: 25, available: true, hoseClass: 'epdm', lengthRules: LENGTH },
  { id: 'IS-WF', kind: 'hoseInsulation', nominalSize: 25, available: true, hoseClass: 'wf', insulationThickness: 9, lengthRules: LENGTH },
  { id: 'FI', kind: 'socketForHoseInsulation', nominalSize: 25, available: true, insulationThickness: 9, fitsHoseClasses: ['wf', 'tn1'] },
];

const SALE = new Map<string, HosePartSaleFacts>([
  ['QC', sale('Schnellkupplung', 705, { weightKg: 0.2 })],
  ['NOZ', sale('Schlauchtülle', 860)],
  ['VS', sale('Verschraubung', 1110, { quantityInStock: 1 })],
  ['CLIP', sale('Schlauchschelle', 2780, { priceUnit: 100, weightKg: 0.01 })],
  ['SL-WF', sale('Wellschlauch WF DN 25', 3470, { unit: 'meters', weightKg: 0.77, quantityInStock: 70.3 })],
  ['SL-EPDM', sale('EPDM-Schlauch DN 25', 890, { unit: 'meters', weightKg: 0.5, quantityInStock: 0, procurementDays: 12 })],
  ['IS-WF', sale('Isolierung WF DN 25, 9 mm', 715, { unit: 'meters', weightKg: 0.05 })],
  ['FI', sale('Fassung für Isolierung', 1080, { quantityInStock: 10, procurementDays: 19 })],
]);

function definition(parts: HosePartFacts[] = FACTS): HoseConfiguratorDefinition {
  const set: HoseCatalogueSet = {
    catalogue: { parts, rules: DEMO_HOSE_RULES },
    costs: { base: 1500, perEndElastomer: 350, perEndStainless: 900, perEndInsulation: 400 },
    assemblyDays: 2,
    sale: SALE,
    nominalSizes: [25],
  };
  return new HoseConfiguratorDefinition({ current: async () => set } as unknown as HoseCatalogueService);
}

const NOW = { now: new Date('2026-03-02T10:00:00Z') };
const WF_INSULATED = {
  'endA.coupling': 'QC',
  'endA.screwFitting': 'VS',
  'endA.socketForHoseInsulation': 'FI',
  'hose.hose': 'SL-WF',
  'hose.length': '2.5',
  'hose.hoseInsulation': 'IS-WF',
  'endB.coupling': 'QC',
  'endB.screwFitting': 'VS',
  'endB.socketForHoseInsulation': 'FI',
};

describe('HoseConfiguratorDefinition (type hose, codes SC…)', () => {
  it('is the hose definition with the SC prefix', () => {
    const d = definition();
    expect(d.type).toBe('hose');
    expect(d.codePrefix).toBe('SC');
  });

  it('prices an insulated stainless WF assembly: parts at catalogue prices plus the assembly cost (worked numbers)', async () => {
    const result = await definition().evaluate(WF_INSULATED, NOW);
    if (!result.ok) throw new Error(result.messageIds.join());
    // 2 × 705 couplings + 2 × 1110 fittings + 2 × 1080 sockets + 2.5 m × 3470 hose + 2.5 m × 715 insulation (1787.5 → 1788)
    // + assembly 1500 + 2 × (900 stainless + 400 insulation) = 1410 + 2220 + 2160 + 8675 + 1788 + 4100
    expect(result.product.unitPriceCents).toBe(20353);
    // Weight: 2 × 0.2 + 2 × 0.1 + 2 × 0.1 + 2.5 × 0.77 + 2.5 × 0.05 = 2.85 kg.
    expect(result.product.weightKg).toBe('2.85');
    // One screw fitting in stock, two needed (one per end): its 5 days of procurement plus 2 days of assembly.
    expect(result.product.inStock).toBe(false);
    expect(result.product.procurementDays).toBe(5 + 2);
    expect(result.product.name).toEqual({
      de: 'Schlauchleitung: Wellschlauch WF DN 25, 2,5 m, mit Isolierung',
      en: 'Hose assembly: Wellschlauch WF DN 25 (en), 2.5 m, insulated',
    });
    expect(result.product.summary.de).toEqual([
      'Ende A: Schnellkupplung + Verschraubung + Fassung für Isolierung',
      'Schlauch: Wellschlauch WF DN 25, 2,5 m',
      'Isolierung: Isolierung WF DN 25, 9 mm',
      'Ende B: Schnellkupplung + Verschraubung + Fassung für Isolierung',
    ]);
  });

  it('prices an elastomer assembly with clips sold per 100 (one clip: 27.80 € / 100 → 28 ct) and the elastomer cost per end', async () => {
    const config = { 'endA.coupling': 'NOZ', 'endA.hoseClip': 'CLIP', 'hose.hose': 'SL-EPDM', 'hose.length': '1', 'endB.coupling': 'NOZ', 'endB.hoseClip': 'CLIP' };
    const result = await definition().evaluate(config, NOW);
    if (!result.ok) throw new Error(result.messageIds.join());
    // 2 × 860 + 2 × 28 + 890 + 1500 + 2 × 350 = 4866
    expect(result.product.unitPriceCents).toBe(4866);
    expect(result.product.procurementDays).toBe(12 + 2);
    // Derived flags are part of the canonical form: the nozzle marks the fitting not needed, the clip sits without a hose part.
    expect(result.product.configuration).toMatchObject({ 'endA.screwFittingNotNeeded': true, 'endA.withoutHosePart': true });
    expect(result.product.summary.en[0]).toBe('End A: Schlauchtülle (en) + Schlauchschelle (en) (without hose part)');
  });

  it('linePrice rounds each line once, half up', () => {
    expect(linePrice(715, 1, '2.5')).toBe(1788);
    expect(linePrice(2780, 100, '1')).toBe(28);
    expect(linePrice(2750, 100, '1')).toBe(28);
    expect(linePrice(2749, 100, '1')).toBe(27);
  });

  it('gives the same configuration the same key, however its keys are ordered', async () => {
    const a = await definition().evaluate(WF_INSULATED, NOW);
    const reversed = Object.fromEntries(Object.entries(WF_INSULATED).reverse());
    const b = await definition().evaluate(reversed, NOW);
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(b.product.key).toBe(a.product.key);
    expect(b.product.configuration).toEqual(a.product.configuration);
    // Evaluating the canonical form again gives the same result.
    const again = await definition().evaluate(a.product.configuration, NOW);
    expect(again.ok && again.product.key).toBe(a.product.key);
  });

  it('refuses what the core rejects, with its message ids', async () => {
    const d = definition();
    expect(await d.evaluate({ nonsense: 1 }, NOW)).toEqual({ ok: false, messageIds: ['hcConfigurationInvalid'] });
    expect(await d.evaluate('SC123456', NOW)).toEqual({ ok: false, messageIds: ['hcConfigurationInvalid'] });
    expect(await d.evaluate({ 'endA.coupling': 'QC', 'hose.hose': 'SL-WF', 'hose.length': '2' }, NOW)).toEqual({
      ok: false,
      messageIds: ['hcRequiredPartMissing', 'hcConfigurationIncomplete'],
    });
    expect(await d.evaluate({ ...WF_INSULATED, 'hose.length': '0' }, NOW)).toEqual({ ok: false, messageIds: ['hcInstructionInvalidHoseLength'] });
    expect(await d.evaluate({ ...WF_INSULATED, 'endA.coupling': 'NOZ' }, NOW)).toEqual({ ok: false, messageIds: ['hcPartDoesNotFit', 'hcScrewFittingNotNeeded'] });
    // A part that is gone (inactive: not in the configurator's catalogue) makes the configuration unavailable.
    const withoutInsulation = definition(FACTS.filter((f) => f.id !== 'IS-WF'));
    expect(await withoutInsulation.evaluate(WF_INSULATED, NOW)).toMatchObject({ ok: false, messageIds: expect.arrayContaining(['hcProductUnavailable']) });
  });
});
