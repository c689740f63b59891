import type { CatalogueReadModel } from '../../catalogue';
import { HoseConfiguratorData, type HoseConfiguratorDataSet } from '../domain/hose/hose-configurator-data.port';
import { ConfiguratorDataChanges } from './configurator-data-changes';
import type { CustomProducts } from './custom-products.service';
import type { EjectorConfigurator } from './ejector/ejector-configurator.service';
import { HoseCatalogueService } from './hose/hose-catalogue.service';

/** The hose configurator's rows as stored, changed by a test behind the service's back (another instance). */
class StoredHoseData extends HoseConfiguratorData {
  loads = 0;
  assemblyDays = 2;
  async load(): Promise<HoseConfiguratorDataSet> {
    this.loads += 1;
    return { parts: [], rules: {} as HoseConfiguratorDataSet['rules'], costs: {} as HoseConfiguratorDataSet['costs'], assemblyDays: this.assemblyDays };
  }
}

describe('ConfiguratorDataChanges: the configurators follow an announced change of their tables', () => {
  it('the hose configurator reads its rows again at the next request, not after its keeping time', async () => {
    const snapshot = { productById: new Map() };
    const readModel = { snapshot: async () => snapshot } as unknown as CatalogueReadModel;
    const stored = new StoredHoseData();
    const hose = new HoseCatalogueService(readModel, stored);
    const ejector = { invalidate: jest.fn() } as unknown as EjectorConfigurator;
    const customProducts = { forgetResolutions: jest.fn() } as unknown as CustomProducts;
    const changes = new ConfiguratorDataChanges(hose, ejector, customProducts);

    const first = await hose.current();
    stored.assemblyDays = 5;
    // Not told: the kept rows answer.
    expect(await hose.current()).toBe(first);
    expect(stored.loads).toBe(1);

    changes.changed();
    const second = await hose.current();
    expect(stored.loads).toBe(2);
    expect(second).not.toBe(first);
    expect(second.assemblyDays).toBe(5);
    // The ejector configurator's rows and the recent resolutions are forgotten too.
    expect(ejector.invalidate).toHaveBeenCalledTimes(1);
    expect(customProducts.forgetResolutions).toHaveBeenCalledTimes(1);
  });
});
