import { Injectable } from '@nestjs/common';
import { customProductCode, fitsConfigurationShape, err, ok, type Result } from '@shop/domain';
import type { CustomProductType } from '@shop/domain/cart';
import type { EvaluatedConfiguration } from '../domain/configurator-definition';
import { CustomProductRepository } from '../domain/ports/custom-product.repository.port';
import { ConfiguratorRegistry } from './configurator-registry';

/** A cart, order or offer position of a configured product, as it arrives (untrusted). */
export interface CustomPositionInput {
  readonly productId: string;
  readonly customProductType: string;
  readonly customConfiguration?: unknown;
}

/** A configured product the rules accept, under its id. */
export interface ResolvedCustomProduct {
  readonly id: string;
  readonly type: CustomProductType;
  readonly product: EvaluatedConfiguration;
}

/** The message ids of a refused configuration. */
export type CustomProductRefusal = readonly string[];

/**
 * Resolutions are kept this long (a catalogue change reaches configured products within the catalogue's
 * own refresh interval anyway) and at most this many.
 */
const RECENT_TTL_MS = 5_000;
const RECENT_MAX = 500;

/** How many further ids are tried when an id is taken by another configuration (collisions are rare: 36^6 ids). */
const MAX_ATTEMPTS = 8;

/**
 * The configurators context's facade for everything that sells a configured product: the
 * custom-product-id call, the cart price, checkout, offers, cart import and reorder. Every configuration
 * is evaluated again by its configurator's definition (the same pure core the browser runs) before it is
 * stored, priced or sold: a configuration the rules refuse never gets an id and is never sold.
 */
@Injectable()
export class CustomProducts {
  private readonly recent = new Map<string, { until: number; answer: Result<ResolvedCustomProduct, CustomProductRefusal> }>();

  constructor(
    private readonly registry: ConfiguratorRegistry,
    private readonly repository: CustomProductRepository,
  ) {}

  /** The customProductTypes a definition is bound for. */
  types(): CustomProductType[] {
    return this.registry.types();
  }

  /**
   * The id of a configuration (docs/rules/calls.md#custom-products): evaluated, then stored once under an id made
   * from its key. The same configuration always answers the same id; a refused one answers its message ids.
   */
  async idFor(configType: unknown, configuration: unknown, now = new Date()): Promise<Result<ResolvedCustomProduct, CustomProductRefusal>> {
    const definition = this.registry.get(configType);
    if (!definition) return err(['customProductTypeUnknown']);
    if (!fitsConfigurationShape(definition.shape, configuration)) return err([definition.shape.invalidMessageId]);
    const evaluation = await definition.evaluate(configuration, { now });
    if (!evaluation.ok) return err(evaluation.messageIds);
    const { product } = evaluation;
    const existing = await this.repository.findByKey(definition.type, product.key);
    if (existing) return ok({ id: existing.id, type: definition.type, product });
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const id = customProductCode(definition.codePrefix, product.key, attempt);
      const outcome = await this.repository.insert({ id, type: definition.type, key: product.key, configuration: product.configuration });
      if (outcome === 'inserted') return ok({ id, type: definition.type, product });
      if (outcome === 'keyTaken') {
        const stored = await this.repository.findByKey(definition.type, product.key);
        if (stored) return ok({ id: stored.id, type: definition.type, product });
      }
    }
    throw new Error(`no free custom product id for a ${definition.type} configuration after ${MAX_ATTEMPTS} attempts`);
  }

  /** The stored configuration of an id (docs/rules/calls.md#custom-products), or null for an unknown id. */
  async configurationOf(productId: string): Promise<{ configType: CustomProductType; configuration: Readonly<Record<string, string | number | boolean | null>> } | null> {
    const stored = await this.repository.findById(productId);
    return stored ? { configType: stored.type, configuration: stored.configuration } : null;
  }

  /** Forgets the resolutions of the last seconds (the data they were made from changed). */
  forgetResolutions(): void {
    this.recent.clear();
  }

  /**
   * A configured position checked and priced: its configuration (the position's, or the stored one when
   * the position carries none) evaluated by its definition, and its productId the id of exactly that
   * configuration. Anything else is refused with message ids (customProductInvalid when id and
   * configuration do not belong together).
   */
  async resolve(position: CustomPositionInput, now = new Date()): Promise<Result<ResolvedCustomProduct, CustomProductRefusal>> {
    // One order asks for the same position several times (price, shipping, names): evaluated once per few seconds.
    const cacheKey = JSON.stringify([position.customProductType, position.productId, position.customConfiguration ?? null]);
    const cached = this.recent.get(cacheKey);
    if (cached && cached.until > now.getTime()) return cached.answer;
    const answer = await this.resolveNow(position, now);
    if (this.recent.size >= RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(cacheKey, { until: now.getTime() + RECENT_TTL_MS, answer });
    return answer;
  }

  private async resolveNow(position: CustomPositionInput, now: Date): Promise<Result<ResolvedCustomProduct, CustomProductRefusal>> {
    const definition = this.registry.get(position.customProductType);
    if (!definition) return err(['customProductTypeUnknown']);
    const stored = await this.repository.findById(position.productId);
    const configuration = position.customConfiguration ?? stored?.configuration;
    if (configuration === undefined || configuration === null) return err(['customProductInvalid']);
    if (!fitsConfigurationShape(definition.shape, configuration)) return err([definition.shape.invalidMessageId]);
    const evaluation = await definition.evaluate(configuration, { now });
    if (!evaluation.ok) return err(evaluation.messageIds);
    const { product } = evaluation;
    const belongs = stored
      ? stored.type === definition.type && stored.key === product.key
      : position.productId === customProductCode(definition.codePrefix, product.key, 0);
    if (!belongs) return err(['customProductInvalid']);
    if (!stored) {
      // A position from another shop state (a cart file, an old cart): its id is the configuration's own; keep it.
      await this.repository.insert({ id: position.productId, type: definition.type, key: product.key, configuration: product.configuration });
    }
    return ok({ id: position.productId, type: definition.type, product });
  }

  /** Resolves several positions; the answer keeps their order. */
  async resolveAll(positions: readonly CustomPositionInput[], now = new Date()): Promise<Array<Result<ResolvedCustomProduct, CustomProductRefusal>>> {
    const answers: Array<Result<ResolvedCustomProduct, CustomProductRefusal>> = [];
    for (const position of positions) answers.push(await this.resolve(position, now));
    return answers;
  }
}
