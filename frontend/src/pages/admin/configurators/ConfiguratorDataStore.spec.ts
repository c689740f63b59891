import type { ConfiguratorDataSetName } from '@shop/domain';
import type { ApiResult } from '../../../api/client';
import { fail, ok } from '../../../test-support/fake-api';
import type { ArticleFacts, ConfiguratorDataApi, DataPreview, DataSets, DataView } from './configurator-data-api';
import { centsToEuroText, ConfiguratorDataStore, euroTextToCents } from './ConfiguratorDataStore';

const HOSE: DataSets['hose'] = {
  parts: [
    { productId: 'KU-TUE-025-MS', fitsHoseClasses: ['epdm', 'nbr'], directional: false, sort: 1 },
    { productId: 'SL-EPDM-025', fitsHoseClasses: null, directional: false, sort: 2 },
    { productId: 'SS-025', fitsHoseClasses: null, directional: false, sort: 3 },
  ],
  couplingRules: [{ couplingType: 'hoseNozzle', screwFittingNotNeeded: true, hoseHolder: 'hoseClip' }],
  classRules: [{ hoseClass: 'epdm', screwFittingRequired: false, hoseHolderRequired: true }],
  costs: { baseCents: 1500, perEndElastomerCents: 500, perEndStainlessCents: 900, perEndInsulationCents: 400, assemblyDays: 1 },
};

const ARTICLES: ArticleFacts[] = [
  { productId: 'KU-TUE-025-MS', typeId: 'coupling', couplingType: 'hoseNozzle', name: { de: 'Schlauchtülle DN 25', en: 'Hose nozzle DN 25' }, nominalSize: 25, hoseClass: null, priceCents: 420 },
  { productId: 'SL-EPDM-025', typeId: 'hose', name: { de: 'EPDM-Schlauch DN 25', en: 'EPDM hose DN 25' }, nominalSize: 25, hoseClass: 'epdm', priceCents: 990 },
  { productId: 'SS-025', typeId: 'hoseClip', name: { de: 'Schelle DN 25', en: 'Clip DN 25' }, nominalSize: 25, hoseClass: null, priceCents: 90 },
  { productId: 'KU-CAM-025', typeId: 'coupling', couplingType: 'camlock', name: { de: 'Camlock DN 25', en: 'Camlock DN 25' }, nominalSize: 25, hoseClass: null, priceCents: 1500 },
];

/** A hand-written fake of the page's transport: answers per call, every call recorded. */
class FakeDataApi implements ConfiguratorDataApi {
  readonly saves: Array<{ set: string; version: string; data: unknown }> = [];
  readonly previews: Array<{ set: string; data: unknown; sample: unknown }> = [];
  reads = 0;
  saveAnswer: (data: unknown) => ApiResult<{ version: string }> = () => ok({ version: 'v2' });
  previewAnswer: () => ApiResult<DataPreview> = () => ok({ problems: {}, hose: null });

  async read<S extends ConfiguratorDataSetName>(set: S): Promise<ApiResult<DataView<S>>> {
    this.reads += 1;
    return ok({ set, version: 'v1', data: structuredClone(HOSE) as unknown as DataSets[S], articles: ARTICLES.slice(0, 3) });
  }
  async save<S extends ConfiguratorDataSetName>(set: S, version: string, data: DataSets[S]): Promise<ApiResult<{ version: string }>> {
    this.saves.push({ set, version, data });
    return this.saveAnswer(data);
  }
  async preview<S extends ConfiguratorDataSetName>(set: S, data: DataSets[S], sample?: unknown): Promise<ApiResult<DataPreview>> {
    this.previews.push({ set, data, sample });
    return this.previewAnswer();
  }
  async article(productId: string): Promise<ApiResult<ArticleFacts | null>> {
    return ok(ARTICLES.find((a) => a.productId === productId) ?? null);
  }
}

async function loaded(api = new FakeDataApi(), locale: 'de' | 'en' = 'de') {
  const store = new ConfiguratorDataStore(api, locale);
  await store.load('hose');
  return { api, store };
}

describe('the configurator data page store', () => {
  it('reads euros as typed in either language into cents, without floats', () => {
    expect(euroTextToCents('12,50')).toBe(1250);
    expect(euroTextToCents('0.1')).toBe(10);
    expect(euroTextToCents('-1')).toBeUndefined();
    expect(euroTextToCents('12,505')).toBeUndefined();
    expect(centsToEuroText(1500, 'de')).toBe('15,00');
    expect(centsToEuroText(1500, 'en')).toBe('15.00');
  });

  it('loads a data set as an editable copy, with a sample hose configuration for the preview', async () => {
    const { store } = await loaded();
    expect(store.status.hose).toBe('loaded');
    expect(store.draft.hose).toEqual(HOSE);
    expect(store.dirty).toBe(false);
    expect(store.sample).toEqual({ coupling: 'KU-TUE-025-MS', connection: 'SS-025', hose: 'SL-EPDM-025', length: '2' });
    store.setField('parts.1.sort', 5);
    expect(store.dirty).toBe(true);
    expect(store.saved.hose!.data.parts[1]!.sort).toBe(2);
    store.reset();
    expect(store.dirty).toBe(false);
  });

  it('saves the changed set with the version it was read at, and then holds the new version', async () => {
    const { api, store } = await loaded();
    store.setMoney('costs.baseCents', '25,00');
    expect(store.moneyOf('costs.baseCents', 2500)).toBe('25,00');
    expect(await store.save()).toBe(true);
    expect(api.saves).toHaveLength(1);
    expect(api.saves[0]).toMatchObject({ set: 'hose', version: 'v1', data: { costs: { baseCents: 2500 } } });
    expect(store.saved.hose!.version).toBe('v2');
    expect(store.message).toEqual({ id: 'cdmSaved', kind: 'success' });
    expect(store.dirty).toBe(false);
  });

  it('refuses before sending what the core refuses: a coupling without a rule, a bad amount, a duplicate', async () => {
    const { api, store } = await loaded();
    store.addRow('parts');
    store.setField('parts.3.productId', 'KU-CAM-025');
    store.setMoney('costs.perEndElastomerCents', 'fünf');
    expect(await store.save()).toBe(false);
    expect(api.saves).toHaveLength(0);
    expect(store.problems).toEqual({ 'parts.3.productId': 'cdmCouplingRuleMissing', 'costs.perEndElastomerCents': 'cdmAmountInvalid' });
    expect(store.message).toEqual({ id: 'cdmCheckFields', kind: 'error' });
    // Changing a field clears its message.
    store.setMoney('costs.perEndElastomerCents', '5');
    expect(store.problems).toEqual({ 'parts.3.productId': 'cdmCouplingRuleMissing' });
    store.addRow('couplingRules');
    store.setField('couplingRules.1.couplingType', 'camlock');
    store.addRow('parts');
    store.setField('parts.4.productId', 'SL-EPDM-025');
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual({ 'parts.4.productId': 'cdmDuplicate' });
    store.removeRow('parts', 4);
    expect(await store.save()).toBe(true);
    expect(api.saves).toHaveLength(1);
  });

  it("shows the server's refusals by field (without the DTO's data. prefix) and a concurrent save as cdmDataChanged", async () => {
    const api = new FakeDataApi();
    api.saveAnswer = () => fail('VALIDATION_FAILED', 400, { 'data.costs.assemblyDays': 'cdmDaysInvalid' });
    const { store } = await loaded(api);
    store.setField('costs.assemblyDays', 3);
    expect(await store.save()).toBe(false);
    expect(store.problems).toEqual({ 'costs.assemblyDays': 'cdmDaysInvalid' });
    api.saveAnswer = () => fail('cdmDataChanged', 409);
    expect(await store.save()).toBe(false);
    expect(store.message).toEqual({ id: 'cdmDataChanged', kind: 'error' });
    expect(store.saved.hose!.version).toBe('v1');
    await store.load();
    expect(api.reads).toBe(2);
    expect(store.draft.hose!.costs.assemblyDays).toBe(1);
  });

  it('previews the unsaved data with the sample configuration and saves nothing', async () => {
    const api = new FakeDataApi();
    const outcome = { accepted: true, messageIds: [], name: 'Schlauchleitung', unitPriceCents: 5000, assemblyCostCents: 2500, procurementDays: 2 };
    api.previewAnswer = () => ok({ problems: {}, hose: { saved: outcome, proposed: { ...outcome, unitPriceCents: 6000 } } });
    const { store } = await loaded(api, 'en');
    store.setField('costs.baseCents', 2500);
    store.setSample({ length: '2,5' });
    await store.runPreview();
    expect(api.saves).toHaveLength(0);
    expect(api.previews[0]).toMatchObject({
      set: 'hose',
      data: { costs: { baseCents: 2500 } },
      sample: { locale: 'en', configuration: { 'endA.coupling': 'KU-TUE-025-MS', 'endA.hoseClip': 'SS-025', 'endB.coupling': 'KU-TUE-025-MS', 'endB.hoseClip': 'SS-025', 'hose.hose': 'SL-EPDM-025', 'hose.length': '2.5' } },
    });
    expect(store.preview!.hose!.proposed.unitPriceCents).toBe(6000);
    expect(store.message).toBeNull();
    // The filter of the parts list: by article number or catalogue name.
    store.setPartFilter('epdm');
    expect(store.shownParts).toEqual([1]);
    store.setPartFilter('');
    expect(store.shownParts).toEqual([0, 1, 2]);
  });

  it('previews an ejector pin by article and length only when both are given, an automation cell by its code', async () => {
    const api = new FakeDataApi();
    const store = new ConfiguratorDataStore(api, 'de');
    store.showTab('ejector');
    await new Promise((r) => setTimeout(r, 0));
    await store.runPreview();
    expect(api.previews[0]!.sample).toBeUndefined();
    store.setEjectorSample({ articleId: ' AW-3-100 ', length: '95' });
    await store.runPreview();
    expect(api.previews[1]).toMatchObject({ set: 'ejector', sample: { articleId: 'AW-3-100', length: '95', locale: 'de' } });
    // The automation tab quotes a saved cell by its code.
    store.showTab('automation');
    await new Promise((r) => setTimeout(r, 0));
    store.setAutomationCode(' RZ12AB34 ');
    await store.runPreview();
    expect(api.previews[2]).toMatchObject({ set: 'automation', sample: { code: 'RZ12AB34', locale: 'de' } });
  });

  it('switches tabs, loading each data set once, and asks for the login on a 401', async () => {
    const api = new FakeDataApi();
    let loggedOut = 0;
    const store = new ConfiguratorDataStore(api, 'de', () => (loggedOut += 1));
    store.start();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(api.reads).toBe(1);
    store.showTab('ejector');
    await new Promise((r) => setTimeout(r, 0));
    expect(api.reads).toBe(2);
    store.showTab('hose');
    expect(api.reads).toBe(2);
    api.read = async () => fail('adminNotLoggedIn', 401) as never;
    await store.load('automation');
    expect(loggedOut).toBe(1);
    expect(store.status.automation).toBe('error');
  });
});
