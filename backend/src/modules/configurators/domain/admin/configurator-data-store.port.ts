import type { AutomationDataSet, ConfiguratorDataSetName, EjectorDataSet, HoseDataSet } from '@shop/domain';

/** The data set of each configurator, by name. */
export interface ConfiguratorDataSets {
  readonly hose: HoseDataSet;
  readonly ejector: EjectorDataSet;
  readonly automation: AutomationDataSet;
}

/**
 * Port: the configurators' own tables as whole data sets for the admin. `load` and `replace` join the running
 * transaction (a save reads, checks and replaces in one); `replace` writes the whole set (rows not in it are
 * removed), so a save is all or nothing.
 */
export abstract class ConfiguratorDataStore {
  abstract load<S extends ConfiguratorDataSetName>(set: S): Promise<ConfiguratorDataSets[S]>;
  abstract replace<S extends ConfiguratorDataSetName>(set: S, data: ConfiguratorDataSets[S]): Promise<void>;
}
