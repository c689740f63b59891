import { Logger } from '@nestjs/common';
import type { CatalogueData } from '../../domain/catalogue-data';
import { catalogueFixture, FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { StartupGate } from '../../../../shared/persistence/startup-gate';
import { CatalogueReadModel, CatalogueReadModelOptions } from './catalogue-read-model';
import type { CatalogueSnapshot } from './catalogue-snapshot';

const flush = () => new Promise((r) => setImmediate(r));

describe('CatalogueReadModel', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('loads lazily, once for concurrent first callers', async () => {
    const source = new FakeCatalogueSource();
    const model = new CatalogueReadModel(source);
    expect(source.loads).toBe(0);
    const [a, b] = await Promise.all([model.snapshot(), model.snapshot()]);
    expect(a).toBe(b);
    expect(source.loads).toBe(1);
    expect(model.loadStats()).toMatchObject({ version: '1', products: a.products.length, loads: 1 });
  });

  it('reloads in the background when the version moved, and keeps answering meanwhile', async () => {
    const source = new FakeCatalogueSource();
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(0));
    const first = await model.snapshot();
    expect(await model.snapshot()).toBe(first); // same version: no reload
    await flush();
    expect(source.loads).toBe(1);
    source.currentVersion = '2';
    expect(await model.snapshot()).toBe(first); // answered from the old snapshot, check started
    for (let i = 0; i < 20 && model.loadStats().version !== '2'; i++) await flush();
    const second = await model.snapshot();
    expect(second).not.toBe(first);
    expect(second.version).toBe('2');
    expect(source.loads).toBe(2);
  });

  it('loads nothing before the start-up gate opens, then what the seed wrote', async () => {
    const gate = new StartupGate();
    gate.close();
    let seeded = false;
    const source = new FakeCatalogueSource(() => ({ ...catalogueFixture(), products: seeded ? catalogueFixture().products : [] }));
    const model = new CatalogueReadModel(source, undefined, gate);
    let answered: CatalogueSnapshot | null = null;
    const first = model.snapshot().then((s) => (answered = s));
    await flush();
    expect(source.loads).toBe(0);
    expect(answered).toBeNull();
    seeded = true;
    gate.open();
    await first;
    expect(source.loads).toBe(1);
    expect(answered!.products.length).toBe(catalogueFixture().products.length);
    expect(answered!.products.length).toBeGreaterThan(0);
  });

  it('an announced change is checked at once, also while a load of the older version is still running', async () => {
    const source = new FakeCatalogueSource();
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(3600));
    await model.snapshot();
    source.currentVersion = '2';
    const reloading = model.reload(); // still reads version 2; a third one is announced meanwhile
    source.currentVersion = '3';
    model.refreshNow();
    await reloading;
    for (let i = 0; i < 40 && model.loadStats().version !== '3'; i++) await flush();
    expect(model.loadStats().version).toBe('3');
  });

  it('never serves an older version after a newer one was served', async () => {
    const source = new FakeCatalogueSource();
    source.currentVersion = '5';
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(3600));
    const newer = await model.snapshot();
    // A read that lags behind (a slower load of an older state) answers version 4 for the version and the data.
    source.currentVersion = '4';
    model.refreshNow();
    for (let i = 0; i < 40 && source.loads < 2; i++) await flush();
    await flush();
    expect(source.loads).toBe(2);
    expect(await model.snapshot()).toBe(newer);
    expect(model.currentVersion()).toBe('5');
    // A newer one is taken as usual.
    source.currentVersion = '6';
    model.refreshNow();
    for (let i = 0; i < 40 && model.currentVersion() !== '6'; i++) await flush();
    expect(model.currentVersion()).toBe('6');
  });

  it('takes an older version read twice in a row: the counter went back (uninstalled and installed again)', async () => {
    const source = new FakeCatalogueSource();
    source.currentVersion = '9';
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(3600));
    await model.snapshot();
    source.currentVersion = '1';
    model.refreshNow();
    for (let i = 0; i < 40 && source.loads < 2; i++) await flush();
    await flush();
    expect(model.currentVersion()).toBe('9');
    model.refreshNow();
    for (let i = 0; i < 40 && model.currentVersion() !== '1'; i++) await flush();
    expect(model.currentVersion()).toBe('1');
    expect(source.loads).toBe(3);
  });

  it('a change invalidated while a load of the state before it runs is loaded after that load (a restore)', async () => {
    const source = new FakeCatalogueSource();
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(3600));
    await model.snapshot();
    source.currentVersion = '2';
    const reloading = model.reload(); // reads version 2; the restore commits version 3 meanwhile
    source.currentVersion = '3';
    model.invalidate();
    await reloading;
    for (let i = 0; i < 40 && model.loadStats().version !== '3'; i++) await flush();
    expect(model.loadStats().version).toBe('3');
  });

  it('checks the version at most every refreshSeconds', async () => {
    const source = new FakeCatalogueSource();
    const version = jest.spyOn(source, 'version');
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(3600));
    await model.snapshot();
    await model.snapshot();
    await model.snapshot();
    expect(version).not.toHaveBeenCalled();
    model.invalidate();
    await model.snapshot();
    expect(version).toHaveBeenCalledTimes(1);
  });
});

describe('CatalogueReadModel, two-step source', () => {
  beforeAll(() => Logger.overrideLogger(false));

  /** A source whose products get their descriptions only in a second step the test releases (one gate per load). */
  function twoStepSource() {
    const releases: Array<() => void> = [];
    let detailCalls = 0;
    const source = new FakeCatalogueSource((): CatalogueData => {
      const data = catalogueFixture();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      releases.push(release);
      const products = data.products.map((p) => ({ ...p, text: { de: { ...p.text.de, description: '' }, en: { ...p.text.en, description: '' } } }));
      return {
        ...data,
        products,
        loadDetails: async () => {
          detailCalls++;
          await gate;
          products.forEach((p, i) => ((p as { text: unknown }).text = data.products[i].text));
        },
      };
    });
    return { source, releases, detailCalls: () => detailCalls };
  }

  const described = (s: CatalogueSnapshot) => s.products.some((p) => p.data.text.de.description !== '');

  it('serves the first snapshot before the product details and loads them once right after', async () => {
    const { source, releases, detailCalls } = twoStepSource();
    const model = new CatalogueReadModel(source);
    const s = await model.snapshot();
    expect(s.products.length).toBeGreaterThan(0);
    expect(described(s)).toBe(false);
    await flush();
    expect(detailCalls()).toBe(1);
    let done = false;
    const details = s.details().then(() => (done = true));
    await flush();
    expect(done).toBe(false); // product pages wait
    releases[0]();
    await details;
    expect(described(s)).toBe(true);
    await s.details();
    expect(detailCalls()).toBe(1);
  });

  it('swaps a reloaded snapshot in only once its details are loaded', async () => {
    const { source, releases } = twoStepSource();
    const model = new CatalogueReadModel(source, new CatalogueReadModelOptions(0));
    const first = await model.snapshot();
    releases[0]();
    await first.details();
    source.currentVersion = '2';
    await model.snapshot(); // starts the version check
    for (let i = 0; i < 20 && releases.length < 2; i++) await flush();
    expect(releases).toHaveLength(2);
    for (let i = 0; i < 20; i++) await flush();
    expect(await model.snapshot()).toBe(first); // still the old one: the new one waits for its details
    releases[1]();
    for (let i = 0; i < 20 && (await model.snapshot()) === first; i++) await flush();
    const second = await model.snapshot();
    expect(second.version).toBe('2');
    expect(described(second)).toBe(true);
  });
});
