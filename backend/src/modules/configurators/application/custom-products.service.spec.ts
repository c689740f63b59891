import { customProductCode, flatConfigurationKey } from '@shop/domain';
import type { CustomProductType } from '@shop/domain/cart';
import { ConfiguratorDefinition, type ConfigurationEvaluation, type EvaluationContext } from '../domain/configurator-definition';
import { CustomProductRepository, type StoredCustomProduct } from '../domain/ports/custom-product.repository.port';
import { ConfiguratorRegistry } from './configurator-registry';
import { CustomProducts } from './custom-products.service';

/** A hose-like definition: a configuration is valid when it has a hose and a length above 0; price 10 € per metre. */
class FakeHoseDefinition extends ConfiguratorDefinition {
  readonly type: CustomProductType = 'hose';
  readonly codePrefix = 'SC';
  readonly shape = { invalidMessageId: 'hcConfigurationInvalid', keys: { hose: { kind: 'id' as const }, length: { kind: 'id' as const } } };
  evaluations = 0;
  unavailable = new Set<string>();

  async evaluate(configuration: unknown, _context: EvaluationContext): Promise<ConfigurationEvaluation> {
    this.evaluations += 1;
    const c = configuration as Record<string, unknown>;
    if (typeof c?.hose !== 'string' || !(Number(c.length) > 0)) return { ok: false, messageIds: ['hcConfigurationIncomplete'] };
    if (this.unavailable.has(c.hose)) return { ok: false, messageIds: ['hcProductUnavailable'] };
    const flat = { hose: c.hose, length: String(Number(c.length)) };
    return {
      ok: true,
      product: {
        configuration: flat,
        key: flatConfigurationKey(flat),
        name: { de: `Schlauchleitung ${flat.hose}`, en: `Hose assembly ${flat.hose}` },
        summary: { de: [`Länge ${flat.length} m`], en: [`Length ${flat.length} m`] },
        unitPriceCents: 1000 * Number(flat.length),
        weightKg: '1.5',
        inStock: true,
        procurementDays: 2,
      },
    };
  }
}

/** custom_product in memory, with the same conflict answers as the SQL adapter. */
class InMemoryCustomProducts extends CustomProductRepository {
  rows: StoredCustomProduct[] = [];
  async findById(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async findByKey(type: CustomProductType, key: string) {
    return this.rows.find((r) => r.type === type && r.key === key) ?? null;
  }
  async insert(row: StoredCustomProduct) {
    if (this.rows.some((r) => r.type === row.type && r.key === row.key)) return 'keyTaken' as const;
    if (this.rows.some((r) => r.id === row.id)) return 'idTaken' as const;
    this.rows.push(row);
    return 'inserted' as const;
  }
}

const NOW = new Date('2026-11-26T10:00:00Z');

function setup() {
  const definition = new FakeHoseDefinition();
  const repository = new InMemoryCustomProducts();
  const service = new CustomProducts(new ConfiguratorRegistry([definition]), repository);
  return { definition, repository, service };
}

describe('CustomProducts', () => {
  it('gives a configuration the SC code of its key, and the same id for the same configuration', async () => {
    const { service, repository } = setup();
    const first = await service.idFor('hose', { hose: 'SL-1', length: '2.5' }, NOW);
    const again = await service.idFor('hose', { length: '2.50', hose: 'SL-1' }, NOW);
    expect(first.ok && first.value.id).toBe(customProductCode('SC', flatConfigurationKey({ hose: 'SL-1', length: '2.5' })));
    expect(again.ok && again.value.id).toBe(first.ok && first.value.id);
    expect(repository.rows).toHaveLength(1);
    expect(repository.rows[0].configuration).toEqual({ hose: 'SL-1', length: '2.5' });
  });

  it('refuses a configuration its definition refuses, and stores nothing', async () => {
    const { service, repository } = setup();
    expect(await service.idFor('hose', { hose: 'SL-1', length: '0' }, NOW)).toEqual({ ok: false, error: ['hcConfigurationIncomplete'] });
    expect(await service.idFor('ejector', { a: 1 }, NOW)).toEqual({ ok: false, error: ['customProductTypeUnknown'] });
    expect(repository.rows).toHaveLength(0);
  });

  it("refuses a configuration not of its definition's shape before the definition sees it: unknown keys, nested or wrong values, control characters, too many keys", async () => {
    const { service, repository, definition } = setup();
    const bad: unknown[] = [
      { hose: 'SL-1', length: '2', note: '<b>x</b>' },
      { hose: ['SL-1'], length: '2' },
      { hose: { id: 'SL-1' }, length: '2' },
      { hose: 'SL-1', length: 2 },
      { hose: 'SL\u00001', length: '2' },
      { hose: 'x'.repeat(65), length: '2' },
      { hose: '   ', length: '2' },
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'v'])),
      ['SL-1', '2'],
      'SL-1',
    ];
    for (const configuration of bad) {
      expect(await service.idFor('hose', configuration, NOW)).toEqual({ ok: false, error: ['hcConfigurationInvalid'] });
      const id = customProductCode('SC', flatConfigurationKey({ hose: 'SL-1', length: '2' }));
      expect(await service.resolve({ productId: id, customProductType: 'hose', customConfiguration: configuration }, NOW)).toEqual({ ok: false, error: ['hcConfigurationInvalid'] });
    }
    expect(definition.evaluations).toBe(0);
    expect(repository.rows).toHaveLength(0);
  });

  it('takes the next attempt when another configuration holds the id', async () => {
    const { service, repository } = setup();
    const key = flatConfigurationKey({ hose: 'SL-2', length: '1' });
    repository.rows.push({ id: customProductCode('SC', key, 0), type: 'hose', key: 'another configuration', configuration: {} });
    const result = await service.idFor('hose', { hose: 'SL-2', length: '1' }, NOW);
    expect(result.ok && result.value.id).toBe(customProductCode('SC', key, 1));
  });

  it('answers the stored configuration of an id, null for an unknown one', async () => {
    const { service } = setup();
    const made = await service.idFor('hose', { hose: 'SL-1', length: '3' }, NOW);
    const id = made.ok ? made.value.id : '';
    expect(await service.configurationOf(id)).toEqual({ configType: 'hose', configuration: { hose: 'SL-1', length: '3' } });
    expect(await service.configurationOf('SC000000')).toBeNull();
  });

  describe('resolve (what cart, checkout and offers sell)', () => {
    it('prices a position whose id belongs to its configuration', async () => {
      const { service } = setup();
      const made = await service.idFor('hose', { hose: 'SL-1', length: '2' }, NOW);
      const id = made.ok ? made.value.id : '';
      const resolved = await service.resolve({ productId: id, customProductType: 'hose', customConfiguration: { hose: 'SL-1', length: '2' } }, NOW);
      expect(resolved.ok && resolved.value.product.unitPriceCents).toBe(2000);
      // Without a configuration the stored one is used.
      const stored = await service.resolve({ productId: id, customProductType: 'hose' }, new Date(NOW.getTime() + 60_000));
      expect(stored.ok && stored.value.product.name.en).toBe('Hose assembly SL-1');
    });

    it('refuses a tampered position: a cheaper configuration under another configuration id', async () => {
      const { service } = setup();
      const long = await service.idFor('hose', { hose: 'SL-1', length: '20' }, NOW);
      const id = long.ok ? long.value.id : '';
      const tampered = await service.resolve({ productId: id, customProductType: 'hose', customConfiguration: { hose: 'SL-1', length: '1' } }, NOW);
      expect(tampered).toEqual({ ok: false, error: ['customProductInvalid'] });
      const wrongType = await service.resolve({ productId: id, customProductType: 'automation', customConfiguration: { hose: 'SL-1', length: '20' } }, NOW);
      expect(wrongType).toEqual({ ok: false, error: ['customProductTypeUnknown'] });
    });

    it('accepts a position from another shop state under its configuration own id and keeps it', async () => {
      const { service, repository } = setup();
      const configuration = { hose: 'SL-9', length: '4' };
      const id = customProductCode('SC', flatConfigurationKey(configuration));
      const resolved = await service.resolve({ productId: id, customProductType: 'hose', customConfiguration: configuration }, NOW);
      expect(resolved.ok).toBe(true);
      expect(repository.rows.map((r) => r.id)).toEqual([id]);
      const unknown = await service.resolve({ productId: 'SC999999', customProductType: 'hose', customConfiguration: configuration }, NOW);
      expect(unknown).toEqual({ ok: false, error: ['customProductInvalid'] });
    });

    it('refuses a stored configuration whose part is gone (another shop state), with the definition’s message id', async () => {
      const { service, definition } = setup();
      const made = await service.idFor('hose', { hose: 'SL-OLD', length: '1' }, NOW);
      const id = made.ok ? made.value.id : '';
      definition.unavailable.add('SL-OLD');
      const later = new Date(NOW.getTime() + 60_000);
      expect(await service.resolve({ productId: id, customProductType: 'hose' }, later)).toEqual({ ok: false, error: ['hcProductUnavailable'] });
    });

    it('evaluates the same position once within a few seconds, again after', async () => {
      const { service, definition } = setup();
      const configuration = { hose: 'SL-1', length: '1' };
      const id = customProductCode('SC', flatConfigurationKey(configuration));
      const position = { productId: id, customProductType: 'hose', customConfiguration: configuration };
      await service.resolve(position, NOW);
      await service.resolve(position, new Date(NOW.getTime() + 1000));
      expect(definition.evaluations).toBe(1);
      await service.resolve(position, new Date(NOW.getTime() + 10_000));
      expect(definition.evaluations).toBe(2);
    });
  });

  it('the registry refuses two definitions of one type and a malformed prefix', () => {
    expect(() => new ConfiguratorRegistry([new FakeHoseDefinition(), new FakeHoseDefinition()])).toThrow(/two configurator definitions/);
    const bad = new FakeHoseDefinition();
    (bad as { codePrefix: string }).codePrefix = 'S';
    expect(() => new ConfiguratorRegistry([bad])).toThrow(/prefix/);
  });
});
