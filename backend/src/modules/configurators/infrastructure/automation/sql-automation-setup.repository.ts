import { Injectable } from '@nestjs/common';
import { AUTOMATION_PRODUCT_STEPS, type AutomationProductStepId } from '@shop/domain';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { AutomationSetupRepository, type AutomationSetup, type AutomationStepArticle } from '../../domain/automation/automation-setup.repository.port';

interface StepRow {
  step: AutomationProductStepId;
  product_id: string;
  max_qty: number | null;
  installation_hours: number;
}
interface FenceRow {
  element: 'panel' | 'post' | 'door' | 'hatch';
  width_mm: number | null;
  product_id: string;
}
interface ServiceRow {
  service: 'installation' | 'training' | 'approval' | 'travel';
  country: 'de' | 'at' | 'ch' | null;
  zip_area: number | null;
  product_id: string;
}
interface SettingRow {
  key: 'installationBaseHours' | 'installationHoursPerFenceElement' | 'trainingDays';
  value: number;
}

/** The automation configurator's tables (migration 1700000000050), read in one round of four small queries. */
@Injectable()
export class SqlAutomationSetupRepository extends AutomationSetupRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async load(): Promise<AutomationSetup> {
    const m = this.tx.manager();
    const stepRows: StepRow[] = await m.query('SELECT step, product_id, max_qty, installation_hours FROM automation_step_product ORDER BY step, sort, product_id');
    const fenceRows: FenceRow[] = await m.query('SELECT element, width_mm, product_id FROM automation_fence_article');
    const serviceRows: ServiceRow[] = await m.query('SELECT service, country, zip_area, product_id FROM automation_service_article');
    const settingRows: SettingRow[] = await m.query('SELECT key, value FROM automation_setting');

    const steps = Object.fromEntries(AUTOMATION_PRODUCT_STEPS.map((s) => [s, [] as AutomationStepArticle[]])) as Record<AutomationProductStepId, AutomationStepArticle[]>;
    for (const r of stepRows) steps[r.step]?.push({ productId: r.product_id, maxQty: r.max_qty, installationHours: r.installation_hours });

    const panels = new Map<number, string>();
    const hatches = new Map<number, string>();
    let post: string | null = null;
    let door: string | null = null;
    for (const r of fenceRows) {
      if (r.element === 'panel' && r.width_mm !== null) panels.set(r.width_mm, r.product_id);
      else if (r.element === 'hatch' && r.width_mm !== null) hatches.set(r.width_mm, r.product_id);
      else if (r.element === 'post') post = r.product_id;
      else if (r.element === 'door') door = r.product_id;
    }

    const single = (service: ServiceRow['service']) => serviceRows.find((r) => r.service === service && r.country === null)?.product_id ?? null;
    const travel = serviceRows.filter((r) => r.service === 'travel');
    const travelDe = new Map<number, string>();
    for (const r of travel) if (r.country === 'de' && r.zip_area !== null) travelDe.set(r.zip_area, r.product_id);

    const setting = (key: SettingRow['key']) => settingRows.find((r) => r.key === key)?.value ?? 0;
    return {
      steps,
      fence: { panels, post, door, hatches },
      services: {
        installation: single('installation'),
        training: single('training'),
        approval: single('approval'),
        travelDe,
        travelAt: travel.find((r) => r.country === 'at')?.product_id ?? null,
        travelCh: travel.find((r) => r.country === 'ch')?.product_id ?? null,
      },
      installationBaseHours: setting('installationBaseHours'),
      installationHoursPerFenceElement: setting('installationHoursPerFenceElement'),
      trainingDays: setting('trainingDays'),
    };
  }
}
