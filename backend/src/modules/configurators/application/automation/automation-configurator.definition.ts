import { Injectable } from '@nestjs/common';
import { AUTOMATION_CONFIGURATION_SHAPE, flatConfigurationKey } from '@shop/domain';
import { ConfiguratorDefinition, type ConfigurationEvaluation, type EvaluationContext } from '../../domain/configurator-definition';
import { AutomationConfiguratorService } from './automation-configurator.service';

/**
 * The robot automation cell (customProductType 'automation', ids RZ + 6 characters: "Roboterzelle", ADR
 * 0022). A configuration is parsed from its flat form, validated and priced by the automation core on
 * today's data (AutomationConfiguratorService): exactly one robot, products the steps offer in allowed
 * quantities, a fence the table can build, services only in DE, AT and CH, every article still sold. The
 * unit price is the whole cell's net price; the training cost rides along for rent-to-buy offers.
 */
@Injectable()
export class AutomationConfiguratorDefinition extends ConfiguratorDefinition {
  readonly type = 'automation' as const;
  readonly codePrefix = 'RZ';
  readonly shape = AUTOMATION_CONFIGURATION_SHAPE;

  constructor(private readonly automation: AutomationConfiguratorService) {
    super();
  }

  async evaluate(configuration: unknown, _context: EvaluationContext): Promise<ConfigurationEvaluation> {
    const evaluated = await this.automation.evaluate(configuration);
    if (!evaluated.ok) return { ok: false, messageIds: evaluated.error };
    const cell = evaluated.value;
    return {
      ok: true,
      product: {
        configuration: cell.configuration,
        key: flatConfigurationKey(cell.configuration),
        name: cell.name,
        summary: cell.summary,
        unitPriceCents: cell.quote.netCents,
        weightKg: cell.weightKg,
        inStock: cell.inStock,
        procurementDays: cell.procurementDays,
        trainingCostCents: cell.quote.trainingCents,
      },
    };
  }
}
