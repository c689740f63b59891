import { Injectable } from '@nestjs/common';
import { EJECTOR_CODE_PREFIX, EJECTOR_CONFIGURATION_SHAPE } from '@shop/domain';
import { ConfiguratorDefinition, type ConfigurationEvaluation, type EvaluationContext } from '../../domain/configurator-definition';
import { EjectorConfigurator } from './ejector-configurator.service';

/**
 * The ejector pin (docs/rules/entities.md#configurations-and-custom-products, customProductType 'ejector'): a flat configuration of
 * step values, dimensions, length, base article and services, re-validated and re-priced by the pure core
 * on the catalogue's ejector family and the configurator's data. Unit price = base article + shortening +
 * anti-rotation per pin; days = the base article's procurement days when not in stock plus the machining
 * days (2, or 3 with both services); "in stock" only for a base article in stock that needs no machining.
 *
 * The key is the core's `ejectorConfigurationKey` of the stored form, which is what the foundation's
 * `flatConfigurationKey` makes of it, so the id `customProductCode('AC', key)` is the core's `ejectorCode`.
 */
@Injectable()
export class EjectorConfiguratorDefinition extends ConfiguratorDefinition {
  readonly type = 'ejector' as const;
  readonly codePrefix = EJECTOR_CODE_PREFIX;
  readonly shape = EJECTOR_CONFIGURATION_SHAPE;

  constructor(private readonly ejector: EjectorConfigurator) {
    super();
  }

  async evaluate(configuration: unknown, _context: EvaluationContext): Promise<ConfigurationEvaluation> {
    const result = await this.ejector.evaluate(configuration);
    if (!result.ok) return { ok: false, messageIds: result.error.hint ? [result.error.messageId, result.error.hint.messageId] : [result.error.messageId] };
    const { stored, key, name, summary, variant, article } = result.value;
    return {
      ok: true,
      product: {
        configuration: { ...stored },
        key,
        name,
        summary,
        unitPriceCents: variant.priceCents,
        weightKg: Number.isFinite(article.weightKg) && article.weightKg > 0 ? article.weightKg.toFixed(4).replace(/\.?0+$/, '') : '0',
        // Ready from stock only without machining: a pin to be shortened or ground is not (express shipping
        // reads this), and shipping counts its processing days only for what is not in stock.
        inStock: variant.inStock && variant.extraDays === 0,
        procurementDays: variant.processingDays,
      },
    };
  }
}
