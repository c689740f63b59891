import { configuratorDataVersion, type ConfiguratorDataSetName, type HoseDataSet } from '@shop/domain';
import type { AuditEntry, AuditLog } from '../../../../../shared/admin/audit-log';
import type { UnitOfWork } from '../../../../../shared/unit-of-work';
import type { ConfiguratorArticles, ConfiguratorArticleView } from '../../../domain/admin/configurator-articles.port';
import type { ConfiguratorDataSets, ConfiguratorDataStore } from '../../../domain/admin/configurator-data-store.port';
import type { ConfiguratorDataChanges } from '../../configurator-data-changes';
import { SaveConfiguratorDataHandler } from './save-configurator-data.handler';

const HOSE: HoseDataSet = {
  parts: [{ productId: 'KU-TUE-025', fitsHoseClasses: null, directional: false, sort: 1 }],
  couplingRules: [{ couplingType: 'hoseNozzle', screwFittingNotNeeded: true, hoseHolder: 'hoseClip' }],
  classRules: [],
  costs: { baseCents: 1500, perEndElastomerCents: 500, perEndStainlessCents: 900, perEndInsulationCents: 400, assemblyDays: 1 },
};

/** The ports on memory: the store keeps the sets, a failed unit of work puts them back. */
function setUp() {
  let sets: Partial<ConfiguratorDataSets> = { hose: structuredClone(HOSE) };
  const audit: AuditEntry[] = [];
  let announced = 0;
  const uow = {
    async run<T>(work: () => Promise<T>): Promise<T> {
      const before = structuredClone(sets);
      try {
        return await work();
      } catch (e) {
        sets = before;
        throw e;
      }
    },
    async lock() {},
  } as unknown as UnitOfWork;
  const store = {
    async load(set: ConfiguratorDataSetName) {
      return structuredClone(sets[set]);
    },
    async replace(set: ConfiguratorDataSetName, data: unknown) {
      (sets as Record<string, unknown>)[set] = structuredClone(data);
    },
  } as unknown as ConfiguratorDataStore;
  const article: ConfiguratorArticleView = { productId: 'KU-TUE-025', typeId: 'coupling', couplingType: 'hoseNozzle', name: { de: 'T', en: 'T' }, nominalSize: 25, hoseClass: null, priceCents: 1 };
  const articles = { lookup: async () => (id: string) => (id === article.productId ? article : undefined) } as unknown as ConfiguratorArticles;
  const log = { record: async (e: AuditEntry) => void audit.push(e) } as unknown as AuditLog;
  const changes = { changed: () => void (announced += 1) } as unknown as ConfiguratorDataChanges;
  const handler = new SaveConfiguratorDataHandler(uow, store, articles, log, changes);
  return { handler, audit, sets: () => sets, announced: () => announced };
}

describe('SaveConfiguratorDataHandler', () => {
  it('saves a valid set read at the current version, audits before and after, and forgets the cached rows', async () => {
    const t = setUp();
    const changed = { ...HOSE, costs: { ...HOSE.costs, baseCents: 2000 } };
    const result = await t.handler.execute({ adminId: 7, set: 'hose', version: configuratorDataVersion(HOSE), data: changed });
    expect(result).toEqual({ ok: true, version: configuratorDataVersion(changed) });
    expect(t.sets().hose).toEqual(changed);
    expect(t.audit).toEqual([{ adminId: 7, action: 'configuratorData.save', entity: 'configuratorData', entityId: 'hose', before: HOSE, after: changed }]);
    expect(t.announced()).toBe(1);
  });

  it('refuses a set the core refuses, and one read at an older version, changing nothing', async () => {
    const t = setUp();
    const noRule = { ...HOSE, couplingRules: [] };
    expect(await t.handler.execute({ adminId: 7, set: 'hose', version: configuratorDataVersion(HOSE), data: noRule })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      fields: { 'parts.0.productId': 'cdmCouplingRuleMissing' },
    });
    expect(await t.handler.execute({ adminId: 7, set: 'hose', version: '00000000000000', data: HOSE })).toEqual({ ok: false, code: 'cdmDataChanged' });
    expect(t.sets().hose).toEqual(HOSE);
    expect(t.audit).toEqual([]);
    expect(t.announced()).toBe(0);
  });
});
