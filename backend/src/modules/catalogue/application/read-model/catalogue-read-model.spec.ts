import { Logger } from '@nestjs/common';
import { FakeCatalogueSource } from '../../testing/catalogue-fixture';
import { CatalogueReadModel, CatalogueReadModelOptions } from './catalogue-read-model';

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
