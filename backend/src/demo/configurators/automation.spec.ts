import { FENCE_LENGTH_TABLE, FENCE_PANEL_WIDTHS_MM } from '@shop/domain';
import { generateCatalogue } from '../catalogue/catalogue-generator';
import { DEMO_FENCE_ARTICLES, DEMO_SERVICE_ARTICLES, demoAutomationSteps, seedAutomationConfigurator } from './automation';

describe('demo automation configurator data', () => {
  const catalogue = generateCatalogue();
  const products = new Map(catalogue.products.map((p) => [p.id, p]));

  it('names only articles of the demo catalogue, each step with its own kind of article', () => {
    const missing = [...demoAutomationSteps().map((s) => s.productId), ...DEMO_FENCE_ARTICLES.map((f) => f.productId), ...DEMO_SERVICE_ARTICLES.map((s) => s.productId)].filter((id) => !products.has(id));
    expect(missing).toEqual([]);
    const typesOf = (step: string) => new Set(demoAutomationSteps().filter((s) => s.step === step).map((s) => products.get(s.productId)!.productTypeId));
    expect(typesOf('robotSelection')).toEqual(new Set(['robot']));
    expect(typesOf('inspectionSystems')).toEqual(new Set(['opticalPartsInspection']));
    expect(typesOf('conveyors')).toEqual(new Set(['conveyor']));
    expect(typesOf('robotProgramming')).toEqual(new Set(['service']));
  });

  it('has a panel article for every width the fence length table builds with (ADR 0017: 600 … 900 mm added)', () => {
    const used = new Set(FENCE_LENGTH_TABLE.flatMap((row) => row.panelWidths));
    expect([...used].sort((a, b) => a - b)).toEqual([...FENCE_PANEL_WIDTHS_MM]);
    const panels = DEMO_FENCE_ARTICLES.filter((f) => f.element === 'panel');
    expect(panels.map((p) => p.widthMm)).toEqual([...FENCE_PANEL_WIDTHS_MM]);
    for (const panel of panels) expect(products.get(panel.productId)?.productTypeId).toBe('fenceElement');
  });

  it('travels to every German zip area, Austria and Switzerland', () => {
    const travel = DEMO_SERVICE_ARTICLES.filter((s) => s.service === 'travel');
    expect(travel.filter((t) => t.country === 'de').map((t) => t.zipArea)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(travel.filter((t) => t.country !== 'de').map((t) => t.country)).toEqual(['at', 'ch']);
  });

  it('seeds empty tables once and never overwrites a shop owner’s data', async () => {
    const calls: string[] = [];
    let count = 0;
    const query = async (sql: string) => {
      calls.push(sql.split(' ').slice(0, 3).join(' '));
      return sql.startsWith('SELECT') ? [{ n: count }] : [];
    };
    expect(await seedAutomationConfigurator(query)).toBe(true);
    expect(calls.filter((c) => c.startsWith('INSERT'))).toEqual(['INSERT INTO automation_step_product', 'INSERT INTO automation_fence_article', 'INSERT INTO automation_service_article', 'INSERT INTO automation_setting']);
    calls.length = 0;
    count = 3;
    expect(await seedAutomationConfigurator(query)).toBe(false);
    expect(calls.filter((c) => c.startsWith('INSERT'))).toEqual([]);
  });
});
