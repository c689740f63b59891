import type { Cents, ConfigurationShape } from '@shop/domain';
import type { CustomProductType } from '@shop/domain/cart';

/**
 * The configurators context's seam: one definition per configurator (hose, ejector, automation). A
 * definition turns a configuration a browser sent into what the shop sells — or refuses it with message
 * ids. It reads the configurator's data (parts that fit, tables, service prices) through its own ports and
 * runs the pure core of `libs/domain/src/configurators/` on it: the same rules the browser's store runs.
 *
 * Everything that sells a configured product (cart price, checkout, offers, cart import, reorder, the
 * custom-product-id call) goes through `CustomProducts` (application/custom-products.service.ts), which
 * picks the definition by `type`: a configuration a definition refuses is never saved, priced or sold.
 *
 * A port in the architecture's sense: an abstract class that is its own DI token; the module lists the
 * definitions it binds (configurators.module.ts, `CONFIGURATOR_DEFINITIONS`).
 */
export abstract class ConfiguratorDefinition {
  /** The customProductType of the cart positions this definition answers for. */
  abstract readonly type: CustomProductType;

  /**
   * Prefix of the custom product ids (the shareable codes): 'SC' hose, 'AC' ejector (docs/rules/entities.md#configurations-and-custom-products), 'RZ'
   * automation (not shown in the rules: "Roboterzelle"). Ids are the prefix plus 6 upper-case letters or
   * digits (8 characters), derived from the configuration's key.
   */
  abstract readonly codePrefix: string;

  /**
   * The keys and value kinds of this configurator's flat configuration (declared by its pure core next to the
   * parser, libs/domain/src/configurators/configuration-shape.ts). CustomProducts refuses a configuration of any
   * other shape (unknown keys, wrong types, over-long or control-character text, over 4 KB) before `evaluate`
   * sees it: nothing else is priced, stored or sold.
   */
  abstract readonly shape: ConfigurationShape;

  /**
   * Parses, validates, normalises and prices a configuration as it arrives (a flat record of ids and
   * values, untrusted). Data that is gone (an inactive part) refuses the configuration. Never throws
   * for bad input: a refusal carries the message ids the UI translates (the core's ids, e.g.
   * 'ecInvalidLength', 'hcConfigurationIncomplete', 'invalidHoseCodeMessage').
   */
  abstract evaluate(configuration: unknown, context: EvaluationContext): Promise<ConfigurationEvaluation>;
}

export interface EvaluationContext {
  /** The instant the evaluation is for (delivery days; tests pass a fixed one). */
  readonly now: Date;
}

export type ConfigurationEvaluation =
  | { readonly ok: true; readonly product: EvaluatedConfiguration }
  | { readonly ok: false; readonly messageIds: readonly string[] };

/** A configuration the rules accept, as the shop sells it. */
export interface EvaluatedConfiguration {
  /**
   * The canonical flat form (ids and values only, spec "stored flat as ids"): what is stored with the
   * custom product id, put into cart positions' customConfiguration and orders. Evaluating it again gives
   * the same result.
   */
  readonly configuration: Readonly<Record<string, string | number | boolean | null>>;
  /** Canonical key of the configuration: the same configuration always gives the same key (→ same id). */
  readonly key: string;
  /** Article name per locale for cart, order, PDF and mails, e.g. "Schlauchleitung DN 25 EPDM, 2,5 m". */
  readonly name: Readonly<{ de: string; en: string }>;
  /** Readable summary lines per locale (the configuration spelled out for order pages, PDF, mails). */
  readonly summary: Readonly<{ de: readonly string[]; en: readonly string[] }>;
  /** Net unit price in the shop's currency, per piece (price unit 1). Price rules do not apply (ADR 0017). */
  readonly unitPriceCents: Cents;
  /** Weight of one piece in kg as a decimal string ('0' when unknown): shipping conditions read it. */
  readonly weightKg: string;
  /** True when every part is in stock for one piece: shipping's allInStock condition and availability read it. */
  readonly inStock: boolean;
  /** Working days until ready for shipment (processing, procurement), 0 = immediately. */
  readonly procurementDays: number;
  /**
   * Automation cells: the training cost within the unit price (docs/rules/constants.md#offers: the rent-to-buy rate spreads the
   * training cost over the 6 months instead of taking 7.5 % of it). Absent or 0 for other products.
   */
  readonly trainingCostCents?: Cents;
}
