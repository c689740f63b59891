import { Injectable } from '@nestjs/common';
import {
  configuratorDataVersion,
  hasNoProblems,
  validateAutomationDataSet,
  validateEjectorDataSet,
  validateHoseDataSet,
  type ArticleLookup,
  type AutomationDataSet,
  type ConfiguratorDataProblems,
  type ConfiguratorDataSetName,
  type EjectorDataSet,
  type HoseDataSet,
} from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { ConfiguratorArticles } from '../../../domain/admin/configurator-articles.port';
import { ConfiguratorDataStore, type ConfiguratorDataSets } from '../../../domain/admin/configurator-data-store.port';
import { ConfiguratorDataChanges } from '../../configurator-data-changes';

export interface SaveConfiguratorDataCommand<S extends ConfiguratorDataSetName = ConfiguratorDataSetName> {
  readonly adminId: number;
  readonly set: S;
  /** The version the admin edited (from the read); another save in between refuses with cdmDataChanged. */
  readonly version: string;
  readonly data: ConfiguratorDataSets[S];
}

export type SaveConfiguratorDataResult =
  | { readonly ok: true; readonly version: string }
  | { readonly ok: false; readonly code: 'VALIDATION_FAILED'; readonly fields: ConfiguratorDataProblems }
  | { readonly ok: false; readonly code: 'cdmDataChanged' };

/** The configurator core's check of a proposed data set (the one rule the page and the preview run too). */
export function checkConfiguratorData(set: ConfiguratorDataSetName, data: unknown, article: ArticleLookup): ConfiguratorDataProblems {
  if (set === 'hose') return validateHoseDataSet(data as HoseDataSet, article);
  if (set === 'ejector') return validateEjectorDataSet(data as EjectorDataSet);
  return validateAutomationDataSet(data as AutomationDataSet, article);
}

/**
 * Saves one configurator's whole data set: checked by the core against the catalogue, then — under a
 * per-set lock, after checking nobody saved since the admin's read — replaced and audited (before and after) in
 * one transaction. The tables' triggers announce the change to every instance on commit (ADR 0043); this
 * instance forgets its cached rows at once too (the embedded database announces nothing).
 */
@Injectable()
export class SaveConfiguratorDataHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: ConfiguratorDataStore,
    private readonly articles: ConfiguratorArticles,
    private readonly audit: AuditLog,
    private readonly changes: ConfiguratorDataChanges,
  ) {}

  async execute(command: SaveConfiguratorDataCommand): Promise<SaveConfiguratorDataResult> {
    const problems = checkConfiguratorData(command.set, command.data, await this.articles.lookup());
    if (!hasNoProblems(problems)) return { ok: false, code: 'VALIDATION_FAILED', fields: problems };
    const result = await this.uow.run(async (): Promise<SaveConfiguratorDataResult> => {
      await this.uow.lock(`configurator-data:${command.set}`);
      const before = await this.store.load(command.set);
      if (configuratorDataVersion(before) !== command.version) return { ok: false, code: 'cdmDataChanged' };
      await this.store.replace(command.set, command.data);
      const after = await this.store.load(command.set);
      await this.audit.record({ adminId: command.adminId, action: 'configuratorData.save', entity: 'configuratorData', entityId: command.set, before, after });
      return { ok: true, version: configuratorDataVersion(after) };
    });
    if (result.ok) this.changes.changed();
    return result;
  }
}
