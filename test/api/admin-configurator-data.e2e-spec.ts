// The configurators' data for the admin (ADR 0048): each data set read with its version, checked by the
// configurator core before it is saved (refusals with message ids, nothing saved), saved as a whole with an
// audit entry, refused when somebody saved since the read (409), previewed without saving, and used by the
// storefront's public configurator endpoints at once. Every endpoint refuses guests (401) and customers (403).
import { cookiesOf, DEMO_CUSTOMER, ExtraServer, randomAddress, Shop, startExtraServer } from './identity-support';

const ADMIN = { email: 'konfig.admin@firma-test.example', password: 'Konfig#Admin2026' };

let server: ExtraServer;
let shop: Shop;
let admin = '';
let customer = '';

type HoseData = {
  parts: Array<{ productId: string; fitsHoseClasses: string[] | null; directional: boolean; sort: number }>;
  couplingRules: Array<{ couplingType: string; screwFittingNotNeeded: boolean; hoseHolder: string | null }>;
  classRules: Array<{ hoseClass: string; screwFittingRequired: boolean; hoseHolderRequired: boolean }>;
  costs: { baseCents: number; perEndElastomerCents: number; perEndStainlessCents: number; perEndInsulationCents: number; assemblyDays: number };
};

const read = async <T>(set: string): Promise<{ version: string; data: T; articles: Array<{ productId: string; typeId: string; name: { de: string; en: string } }> }> => {
  const res = await shop.get(`/api/admin/configurator-data/${set}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** An EPDM hose DN 25, 4 m, with a hose nozzle and a clip at both ends. */
async function epdmConfiguration(): Promise<Record<string, string>> {
  return {
    'endA.coupling': 'KU-TUE-025-MS',
    'endA.hoseClip': 'SS-025-W1-9',
    'hose.hose': 'SL-EPDM-025',
    'hose.length': '4',
    'endB.coupling': 'KU-TUE-025-MS',
    'endB.hoseClip': 'SS-025-W1-9',
  };
}

const evaluate = async (configuration: Record<string, string>) => (await shop.post('/api/configurators/hose/evaluate', { configuration, locale: 'de' })).body.data;

beforeAll(async () => {
  server = await startExtraServer('admin_configurator_data', { DEMO_DATA: 'true', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  shop = new Shop(server.baseUrl, server.dataDir);
  const res = await shop.post('/api/admin/login', { ...ADMIN, locale: 'de' }, { ip: randomAddress() });
  expect(res.status).toBe(200);
  admin = `shop_admin_session=${cookiesOf(res).shop_admin_session.value}`;
  customer = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('configurator data admin', () => {
  it('every endpoint refuses a guest with 401 adminNotLoggedIn and a customer with 403 adminForbidden', async () => {
    const calls: Array<[string, string, unknown?]> = [['get', '/api/admin/configurator-data/article?productId=SL-EPDM-025']];
    for (const set of ['hose', 'ejector', 'automation']) {
      calls.push(['get', `/api/admin/configurator-data/${set}`], ['put', `/api/admin/configurator-data/${set}`, {}], ['post', `/api/admin/configurator-data/${set}/preview`, {}]);
    }
    for (const [method, path, body] of calls) {
      const call = (cookie?: string) =>
        method === 'get' ? shop.get(path, { cookie }) : method === 'put' ? shop.put(path, body, { cookie }) : shop.post(path, body, { cookie });
      const guest = await call();
      expect([path, guest.status, guest.body.error?.code]).toEqual([path, 401, 'adminNotLoggedIn']);
      const refused = await call(customer);
      expect([path, refused.status, refused.body.error?.code]).toEqual([path, 403, 'adminForbidden']);
    }
  });

  it('reads the hose data with its version and the catalogue names of its parts', async () => {
    const hose = await read<HoseData>('hose');
    expect(hose.version).toMatch(/^[0-9a-f]{14}$/);
    expect(hose.data.parts.length).toBeGreaterThan(50);
    expect(hose.data.couplingRules.map((r) => r.couplingType).sort()).toEqual(['camlock', 'hoseNozzle', 'pushLock', 'quickCoupling', 'storz']);
    expect(hose.data.costs).toMatchObject({ baseCents: 1500, perEndStainlessCents: 900, perEndInsulationCents: 400 });
    const named = hose.articles.find((a) => a.productId === 'SL-EPDM-025');
    expect(named).toMatchObject({ typeId: 'hose', name: { de: expect.any(String), en: 'EPDM hose DN 25' } });
    const article = await shop.get('/api/admin/configurator-data/article?productId=SL-EPDM-025', { cookie: admin });
    expect(article.body.data).toMatchObject({ productId: 'SL-EPDM-025', typeId: 'hose', nominalSize: 25, hoseClass: 'epdm' });
    expect((await shop.get('/api/admin/configurator-data/article?productId=NICHT-DA', { cookie: admin })).body.data).toBeNull();
  });

  it('refuses invalid hose data with message ids and saves nothing', async () => {
    const before = await read<HoseData>('hose');
    const withoutRule = { ...before.data, couplingRules: before.data.couplingRules.filter((r) => r.couplingType !== 'quickCoupling') };
    const refused = await shop.put('/api/admin/configurator-data/hose', { version: before.version, data: withoutRule }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.values(refused.body.error.fields)).toContain('cdmCouplingRuleMissing');

    const unknownPart = { ...before.data, parts: [...before.data.parts, { productId: 'NICHT-DA', fitsHoseClasses: null, directional: false, sort: 0 }] };
    const unknown = await shop.put('/api/admin/configurator-data/hose', { version: before.version, data: unknownPart }, { cookie: admin });
    expect(unknown.body.error.fields[`parts.${before.data.parts.length}.productId`]).toBe('cdmProductUnknown');

    const negative = { ...before.data, costs: { ...before.data.costs, baseCents: -1 } };
    const neg = await shop.put('/api/admin/configurator-data/hose', { version: before.version, data: negative }, { cookie: admin });
    expect([neg.status, neg.body.error.fields['data.costs.baseCents']]).toEqual([400, 'cdmAmountInvalid']);

    const duplicate = { ...before.data, parts: [...before.data.parts, before.data.parts[0]] };
    const dup = await shop.put('/api/admin/configurator-data/hose', { version: before.version, data: duplicate }, { cookie: admin });
    expect(dup.body.error.fields[`parts.${before.data.parts.length}.productId`]).toBe('cdmDuplicate');

    const after = await read<HoseData>('hose');
    expect(after.version).toBe(before.version);
    expect(after.data).toEqual(before.data);
  });

  it('previews a proposed hose data set on a configuration without saving it', async () => {
    const configuration = await epdmConfiguration();
    const publicBefore = await evaluate(configuration);
    expect(publicBefore.accepted).toBe(true);
    const before = await read<HoseData>('hose');
    const proposed = { ...before.data, costs: { ...before.data.costs, baseCents: before.data.costs.baseCents + 1000 } };
    const res = await shop.post('/api/admin/configurator-data/hose/preview', { data: proposed, configuration, locale: 'de' }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.problems).toEqual({});
    expect(res.body.data.hose.saved).toMatchObject({ accepted: true, assemblyCostCents: publicBefore.assemblyCostCents, unitPriceCents: publicBefore.unitPriceCents });
    expect(res.body.data.hose.proposed).toMatchObject({ accepted: true, assemblyCostCents: publicBefore.assemblyCostCents + 1000, unitPriceCents: publicBefore.unitPriceCents + 1000 });

    // A proposal the core refuses shows its problems and the configuration's refusal.
    const nozzle = configuration['endA.coupling'];
    const withoutNozzle = { ...before.data, parts: before.data.parts.filter((p) => p.productId !== nozzle) };
    const refused = await shop.post('/api/admin/configurator-data/hose/preview', { data: withoutNozzle, configuration }, { cookie: admin });
    expect(refused.body.data.hose.proposed.accepted).toBe(false);
    expect(refused.body.data.hose.proposed.messageIds.length).toBeGreaterThan(0);

    expect((await read<HoseData>('hose')).version).toBe(before.version);
    expect(await evaluate(configuration)).toEqual(publicBefore);
  });

  it('saves a hose change atomically with an audit entry, and the public configurator uses it at once', async () => {
    const configuration = await epdmConfiguration();
    const publicBefore = await evaluate(configuration);
    const before = await read<HoseData>('hose');
    const changed = { ...before.data, costs: { ...before.data.costs, baseCents: before.data.costs.baseCents + 2500 } };
    const saved = await shop.put('/api/admin/configurator-data/hose', { version: before.version, data: changed }, { cookie: admin });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).not.toBe(before.version);
    const publicAfter = await evaluate(configuration);
    expect(publicAfter.assemblyCostCents).toBe(publicBefore.assemblyCostCents + 2500);
    expect(publicAfter.unitPriceCents).toBe(publicBefore.unitPriceCents + 2500);
    const now = await read<HoseData>('hose');
    expect(now.version).toBe(saved.body.data.version);
    expect(now.data.costs.baseCents).toBe(before.data.costs.baseCents + 2500);

    const log = await shop.get('/api/admin/audit-log?entity=configuratorData&pageSize=20', { cookie: admin });
    const entry = log.body.data.items.find((e: { entityId: string; action: string }) => e.entityId === 'hose' && e.action === 'configuratorData.save');
    expect(entry.before.costs.baseCents).toBe(before.data.costs.baseCents);
    expect(entry.after.costs.baseCents).toBe(before.data.costs.baseCents + 2500);

    // Deactivating a part (removing it from the configurator) takes it off the storefront's list at once.
    const nozzle = configuration['endA.coupling'];
    const without = { ...now.data, parts: now.data.parts.filter((p) => p.productId !== nozzle) };
    const removed = await shop.put('/api/admin/configurator-data/hose', { version: now.version, data: without }, { cookie: admin });
    expect(removed.status).toBe(200);
    const parts = (await shop.get('/api/configurators/hose/parts?nominalSize=25&locale=de')).body.data.parts.map((p: { id: string }) => p.id);
    expect(parts).not.toContain(nozzle);
    expect((await evaluate(configuration)).accepted).toBe(false);
    // Put it back.
    const back = await shop.put('/api/admin/configurator-data/hose', { version: removed.body.data.version, data: before.data }, { cookie: admin });
    expect(back.status).toBe(200);
    expect(await evaluate(configuration)).toEqual(publicBefore);
  });

  it('refuses a save from a stale version with 409 cdmDataChanged', async () => {
    const first = await read<HoseData>('hose');
    const a = { ...first.data, costs: { ...first.data.costs, assemblyDays: first.data.costs.assemblyDays + 1 } };
    const b = { ...first.data, costs: { ...first.data.costs, assemblyDays: first.data.costs.assemblyDays + 2 } };
    const results = await Promise.all([
      shop.put('/api/admin/configurator-data/hose', { version: first.version, data: a }, { cookie: admin }),
      shop.put('/api/admin/configurator-data/hose', { version: first.version, data: b }, { cookie: admin }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.error.code).toBe('cdmDataChanged');
    const won = results.find((r) => r.status === 200)!;
    expect((await read<HoseData>('hose')).version).toBe(won.body.data.version);
    const restore = await shop.put('/api/admin/configurator-data/hose', { version: won.body.data.version, data: first.data }, { cookie: admin });
    expect(restore.status).toBe(200);
  });

  it('ejector: refuses non-overlapping ranges and bad figures, saves a service price', async () => {
    type Ejector = { services: Array<{ kind: string; priceCents: number; minLengthSmall: string | null; maxLength: string | null }>; cadValues: Array<{ type: string; diameter: string }> };
    const before = await read<Ejector>('ejector');
    expect(before.data.services.map((s) => s.kind).sort()).toEqual(['antiRotation', 'shortening']);
    const anti = before.data.services.findIndex((s) => s.kind === 'antiRotation');
    const short = before.data.services.find((s) => s.kind === 'shortening')!;
    const tooShort = { ...before.data, services: before.data.services.map((s, i) => (i === anti ? { ...s, maxLength: short.minLengthSmall } : s)) };
    const refused = await shop.put('/api/admin/configurator-data/ejector', { version: before.version, data: tooShort }, { cookie: admin });
    expect([refused.status, refused.body.error.fields[`services.${anti}.maxLength`]]).toEqual([400, 'cdmRangeInvalid']);
    const preview = await shop.post('/api/admin/configurator-data/ejector/preview', { data: tooShort }, { cookie: admin });
    expect(preview.body.data.problems[`services.${anti}.maxLength`]).toBe('cdmRangeInvalid');
    const duplicateCad = { ...before.data, cadValues: [...before.data.cadValues, before.data.cadValues[0]] };
    const dup = await shop.put('/api/admin/configurator-data/ejector', { version: before.version, data: duplicateCad }, { cookie: admin });
    expect(dup.body.error.fields[`cadValues.${before.data.cadValues.length}.diameter`]).toBe('cdmDuplicate');
    expect((await read<Ejector>('ejector')).version).toBe(before.version);

    const cheaper = { ...before.data, services: before.data.services.map((s, i) => (i === anti ? { ...s, priceCents: s.priceCents + 100 } : s)) };
    const saved = await shop.put('/api/admin/configurator-data/ejector', { version: before.version, data: cheaper }, { cookie: admin });
    expect(saved.status).toBe(200);
    expect((await read<Ejector>('ejector')).data.services[anti].priceCents).toBe(before.data.services[anti].priceCents + 100);
  });

  it('ejector preview: a pin on the saved and on the proposed data, nothing saved', async () => {
    type Ejector = { services: Array<{ kind: string; active: boolean }>; cadValues: unknown[] };
    // The public dimension table's Ø 3 offset pin, 5 mm shorter than an article: a shortened pin.
    const table = await shop.get('/api/configurators/ejector/dimensions?type=offset&headShape=cylinderAntiRotation&material=nitridedHotWorkSteel&locale=de');
    const d3 = (table.body.data.articles as Array<{ id: string; diameter: string; length: string }>).filter((a) => a.diameter === '3' && Number(a.length) >= 90);
    const article = d3[0]!;
    const length = String(Number(article.length) - 5);
    const before = await read<Ejector>('ejector');
    const noShortening = { ...before.data, services: before.data.services.map((s) => (s.kind === 'shortening' ? { ...s, active: false } : s)) };
    const res = await shop.post('/api/admin/configurator-data/ejector/preview', { data: noShortening, articleId: article.id, length, locale: 'en' }, { cookie: admin });
    expect(res.status).toBe(200);
    const { saved, proposed } = res.body.data.ejector;
    expect(saved.lengthState).toBe('valid');
    expect(saved.solutions.some((s: { shorten: boolean }) => s.shorten)).toBe(true);
    // Without the shortening service only catalogue lengths can be ordered.
    expect(proposed).toMatchObject({ lengthState: 'invalid', messageIds: ['ecInvalidLength'], solutions: [] });
    expect(proposed.validLengths).toContain(article.length);
    expect((await read<Ejector>('ejector')).version).toBe(before.version);
    const unknown = await shop.post('/api/admin/configurator-data/ejector/preview', { data: before.data, articleId: 'NICHT-DA', length: '90' }, { cookie: admin });
    expect(unknown.body.data.ejector.saved).toMatchObject({ lengthState: null, messageIds: ['customProductInvalid'] });
  });

  it('automation preview: a saved cell quoted on the saved and on the proposed data, nothing saved', async () => {
    type Automation = { settings: { trainingDays: number } };
    const cell = {
      robotSelection: 'RB-SC-003-0400',
      conveyors: 'FB-GB-0300-1500:2',
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
    const code = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: cell })).body.data.id as string;
    expect(code).toMatch(/^RZ/);
    const before = await read<Automation>('automation');
    const longer = { ...before.data, settings: { ...before.data.settings, trainingDays: before.data.settings.trainingDays + 2 } };
    const res = await shop.post('/api/admin/configurator-data/automation/preview', { data: longer, code, locale: 'de' }, { cookie: admin });
    expect(res.status).toBe(200);
    const { saved, proposed } = res.body.data.automation;
    expect(saved.accepted).toBe(true);
    expect(proposed.accepted).toBe(true);
    // Two more training days: the training position and the cell's price grow by two days' training price.
    const perDay = saved.trainingCents / before.data.settings.trainingDays;
    expect(proposed.trainingCents).toBe(saved.trainingCents + 2 * perDay);
    expect(proposed.netCents).toBe(saved.netCents + 2 * perDay);
    expect((await read<Automation>('automation')).version).toBe(before.version);
    const unknown = await shop.post('/api/admin/configurator-data/automation/preview', { data: before.data, code: 'RZ000000' }, { cookie: admin });
    expect(unknown.body.data.automation.saved).toEqual({ accepted: false, messageIds: ['acCodeInvalid'] });
  });

  it('automation: refuses widths outside the fence table, zero training days and unknown articles; saves the settings', async () => {
    type Automation = {
      steps: unknown[];
      fence: Array<{ element: string; widthMm: number | null; productId: string }>;
      services: Array<{ service: string; productId: string }>;
      settings: { installationBaseHours: number; installationHoursPerFenceElement: number; trainingDays: number };
    };
    const before = await read<Automation>('automation');
    const panel = before.data.fence.findIndex((f) => f.element === 'panel');
    const bad = {
      ...before.data,
      fence: before.data.fence.map((f, i) => (i === panel ? { ...f, widthMm: 550 } : f)),
      services: [...before.data.services.slice(1), { ...before.data.services[0], productId: 'NICHT-DA' }],
      settings: { ...before.data.settings, trainingDays: 0 },
    };
    const refused = await shop.put('/api/admin/configurator-data/automation', { version: before.version, data: bad }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({
      [`fence.${panel}.widthMm`]: 'cdmWidthInvalid',
      [`services.${before.data.services.length - 1}.productId`]: 'cdmProductUnknown',
      'settings.trainingDays': 'cdmDaysInvalid',
    });
    expect((await read<Automation>('automation')).version).toBe(before.version);

    const more = { ...before.data, settings: { ...before.data.settings, trainingDays: before.data.settings.trainingDays + 1 } };
    const saved = await shop.put('/api/admin/configurator-data/automation', { version: before.version, data: more }, { cookie: admin });
    expect([saved.status, saved.body.error?.fields]).toEqual([200, undefined]);
    expect((await read<Automation>('automation')).data.settings.trainingDays).toBe(before.data.settings.trainingDays + 1);
  });
});
