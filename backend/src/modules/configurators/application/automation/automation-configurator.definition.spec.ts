import { flatConfigurationKey, type PriceableProduct } from '@shop/domain';
import type { ProductQueries, ShipmentFacts } from '../../../catalogue';
import { AutomationSetupRepository, type AutomationSetup } from '../../domain/automation/automation-setup.repository.port';
import { AutomationCatalogueLoader } from './automation-catalogue';
import { AutomationConfiguratorDefinition } from './automation-configurator.definition';
import { AutomationConfiguratorService } from './automation-configurator.service';

/** An article of the fake catalogue: price (cents per priceUnit), names, stock, days, weight. */
interface Article {
  id: string;
  price: number;
  priceUnit?: number;
  de: string;
  en: string;
  typeId?: string;
  unit?: string;
  stock?: number;
  days?: number;
  kg?: number;
  onRequest?: boolean;
}

const ARTICLES: Article[] = [
  { id: 'RB-1', price: 2_000_000, de: 'Roboter eins', en: 'Robot one', typeId: 'robot', stock: 1, days: 20, kg: 60.25 },
  { id: 'RB-REQ', price: 9_000_000, de: 'Großroboter', en: 'Big robot', typeId: 'robot', onRequest: true },
  { id: 'FB-1', price: 400_000, de: 'Förderband', en: 'Conveyor', typeId: 'conveyor', stock: 1, days: 12, kg: 20.5 },
  { id: 'PROG', price: 10_000, de: 'Programmierung', en: 'Programming', typeId: 'service', unit: 'hourShort', stock: 0, days: 9 },
  // Prices per 10 units: the cell is priced per unit (1,030.50 € a panel; 70.005 € a post rounds half up to 70.01 €).
  { id: 'P-1000', price: 1_030_500, priceUnit: 10, de: 'Feld 1000', en: 'Panel 1000', typeId: 'fenceElement', stock: 100, kg: 18 },
  { id: 'POST', price: 70_005, priceUnit: 10, de: 'Pfosten', en: 'Post', typeId: 'fenceElement', stock: 100, kg: 8.4 },
  { id: 'DOOR', price: 98_000, de: 'Tür', en: 'Door', typeId: 'fenceElement', stock: 0, days: 15, kg: 24 },
  { id: 'H-450', price: 91_000, de: 'Klappe 450', en: 'Hatch 450', typeId: 'fenceElement', stock: 3, kg: 13.5 },
  { id: 'MONT', price: 9_500, de: 'Montage', en: 'Installation', typeId: 'service', unit: 'hourShort' },
  { id: 'SCHU', price: 145_000, de: 'Schulung', en: 'Training', typeId: 'service' },
  { id: 'CE', price: 490_000, de: 'CE-Abnahme', en: 'CE approval', typeId: 'service' },
  { id: 'ANF-AT', price: 69_000, de: 'Anfahrt Österreich', en: 'Travel Austria', typeId: 'service' },
  { id: 'ANF-DE-7', price: 19_000, de: 'Anfahrt PLZ 7', en: 'Travel zip 7', typeId: 'service' },
];

/** The catalogue facade as the configurator uses it: known, active articles only. */
class FakeProducts {
  readonly gone = new Set<string>();
  private known(ids: readonly string[]): Article[] {
    return ids.map((id) => ARTICLES.find((a) => a.id === id && !this.gone.has(id))).filter((a): a is Article => a !== undefined);
  }
  async pricingFacts(ids: readonly string[]): Promise<Map<string, PriceableProduct>> {
    return new Map(this.known(ids).map((a) => [a.id, { id: a.id, typeId: a.typeId ?? 'x', pricingGroup: null, priceCents: a.price, priceUnit: a.priceUnit ?? 1, listPriceCents: null }]));
  }
  async shipmentFacts(ids: readonly string[]): Promise<Map<string, ShipmentFacts>> {
    return new Map(this.known(ids).map((a) => [a.id, { weightKg: a.kg ?? 0, quantityInStock: a.stock ?? 0, procurementTimeDays: a.days ?? 0 }]));
  }
  async byIds(ids: readonly string[], locale: 'de' | 'en') {
    return this.known(ids).map((a) => ({
      id: a.id,
      name: a[locale],
      path: `/${locale}/${a.id}`,
      image: null,
      imageThumbnail: null,
      productTypeId: a.typeId ?? 'x',
      unitOfQuantity: a.unit ?? 'pieces',
      isOnlyOnRequest: a.onRequest ?? false,
      availability: { statusCode: 0, label: 'deliverableImmediately', quantityInStock: a.stock ?? 0, procurementTime: a.days ?? 0, deliveryTime: { messageId: 'deliverableImmediately', days: 0 } },
    }));
  }
}

class FakeSetup extends AutomationSetupRepository {
  loads = 0;
  async load(): Promise<AutomationSetup> {
    this.loads += 1;
    return {
      steps: {
        robotSelection: [
          { productId: 'RB-1', maxQty: 1, installationHours: 10 },
          { productId: 'RB-REQ', maxQty: 1, installationHours: 16 },
        ],
        robotProgramming: [{ productId: 'PROG', maxQty: 40, installationHours: 0 }],
        inspectionSystems: [],
        conveyors: [{ productId: 'FB-1', maxQty: 4, installationHours: 3 }],
      },
      fence: { panels: new Map([[1000, 'P-1000']]), post: 'POST', door: 'DOOR', hatches: new Map([[450, 'H-450']]) },
      services: { installation: 'MONT', training: 'SCHU', approval: 'CE', travelDe: new Map([[7, 'ANF-DE-7']]), travelAt: 'ANF-AT', travelCh: null },
      installationBaseHours: 16,
      installationHoursPerFenceElement: 1,
      trainingDays: 2,
    };
  }
}

function setup() {
  const products = new FakeProducts();
  const loader = new AutomationCatalogueLoader(new FakeSetup(), products as unknown as ProductQueries);
  const definition = new AutomationConfiguratorDefinition(new AutomationConfiguratorService(loader));
  return { products, definition };
}

const NOW = { now: new Date('2026-11-26T10:00:00Z') };
const CELL = {
  robotSelection: 'RB-1',
  conveyors: 'FB-1:2',
  robotProgramming: 'PROG:8',
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

describe('AutomationConfiguratorDefinition', () => {
  it('is the automation type with RZ codes', () => {
    const { definition } = setup();
    expect([definition.type, definition.codePrefix]).toEqual(['automation', 'RZ']);
  });

  it('prices the cell on the database data and names it in both languages (worked)', async () => {
    const { definition } = setup();
    const result = await definition.evaluate(CELL, NOW);
    if (!result.ok) throw new Error(result.messageIds.join());
    const cell = result.product;
    // robot 20,000 + 2 × 4,000 conveyor + 8 h × 100 programming
    // fence: 9 × 1,030.50 panels + 10 × 70.01 posts + 980 door + 910 hatch
    // installation (16 + 10 + 2 × 3 + 10 fence elements) = 42 h × 95 = 3,990; training 2 × 1,450 = 2,900; travel Austria 690
    const expected = 2_000_000 + 800_000 + 80_000 + (9 * 103_050 + 10 * 7_001 + 98_000 + 91_000) + 42 * 9_500 + 290_000 + 69_000;
    expect(cell.unitPriceCents).toBe(expected);
    expect(cell.trainingCostCents).toBe(290_000);
    expect(cell.name).toEqual({ de: 'Roboterzelle mit Roboter eins', en: 'Robot cell with Robot one' });
    expect(cell.summary.en.slice(0, 3)).toEqual(['Safety fence: side A 2195 mm, side B 3260 mm, with door, loading hatch 450 mm', 'Installation site: Austria; service on site in 14 working days', '1 × Robot one (RB-1)']);
    expect(cell.summary.de).toContain('42 × Montage (MONT)');
    expect(cell.summary.de[1]).toBe('Aufstellort: Österreich; Serviceeinsatz in 14 Arbeitstagen');
    // The canonical flat form: list lines sorted, the same key for the same cell.
    expect(cell.configuration).toEqual(CELL);
    expect(cell.key).toBe(flatConfigurationKey(CELL));
  });

  it('stock and lead time from the physical articles only: the door is missing (15 days), services do not count', async () => {
    const { definition } = setup();
    const result = await definition.evaluate(CELL, NOW);
    if (!result.ok) throw new Error(result.messageIds.join());
    // The conveyor (stock 1) is asked twice: 12 days; the door (stock 0): 15 days; programming (a service, 9 days) does not count.
    expect(result.product).toMatchObject({ inStock: false, procurementDays: 15 });
    // 60.25 + 2 × 20.5 + 9 × 18 + 10 × 8.4 + 24 + 13.5 kg
    expect(result.product.weightKg).toBe('384.75');
    const robotOnly = await definition.evaluate({ robotSelection: 'RB-1' }, NOW);
    expect(robotOnly.ok && robotOnly.product).toMatchObject({ inStock: true, procurementDays: 0, weightKg: '60.25', trainingCostCents: 0 });
  });

  it('is the same cell whatever the order of keys and list lines', async () => {
    const { definition } = setup();
    const a = await definition.evaluate({ robotSelection: 'RB-1', conveyors: 'FB-1:1', robotProgramming: 'PROG:2' }, NOW);
    const b = await definition.evaluate({ robotProgramming: 'PROG:2', conveyors: 'FB-1:1', robotSelection: 'RB-1' }, NOW);
    expect(a.ok && b.ok && a.product.key === b.product.key).toBe(true);
  });

  it('refuses with the core’s message ids, each once', async () => {
    const { definition } = setup();
    const cases: Array<[unknown, string[]]> = [
      [null, ['acInvalidConfiguration']],
      [{ robotSelection: 'RB-1', extra: 1 }, ['acInvalidConfiguration']],
      [{}, ['acRobotRequired']],
      [{ robotSelection: 'RB-REQ' }, ['productOnlyOnRequest']],
      [{ robotSelection: 'RB-1', conveyors: 'FB-1:5' }, ['acInvalidQuantity']],
      [{ robotSelection: 'NOPE', conveyors: 'ALSO-NOPE:1' }, ['productIdUnknown']],
      // Switzerland has no travel article in this shop's data.
      [{ robotSelection: 'RB-1', serviceCountry: 'ch', serviceZipArea: null, installation: true, training: false, approval: false }, ['acServiceUnavailable']],
      [{ robotSelection: 'RB-1', serviceCountry: 'xx', serviceZipArea: null, installation: false, training: true, approval: false }, ['acInstructionServiceRobotics4']],
    ];
    for (const [configuration, ids] of cases) {
      const result = await definition.evaluate(configuration, NOW);
      expect([configuration, result.ok ? [] : result.messageIds]).toEqual([configuration, ids]);
    }
  });

  it('refuses a cell once one of its articles is no longer sold', async () => {
    const { definition, products } = setup();
    expect((await definition.evaluate(CELL, NOW)).ok).toBe(true);
    products.gone.add('DOOR');
    expect(await definition.evaluate(CELL, NOW)).toEqual({ ok: false, messageIds: ['acFenceElementUnavailable'] });
    products.gone.add('RB-1');
    const result = await definition.evaluate(CELL, NOW);
    expect(result.ok ? [] : result.messageIds).toEqual(['productIdUnknown', 'acFenceElementUnavailable']);
  });
});
