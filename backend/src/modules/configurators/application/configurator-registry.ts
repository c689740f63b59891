import type { CustomProductType } from '@shop/domain/cart';
import { ConfiguratorDefinition } from '../domain/configurator-definition';

/** The configurators the module binds, by customProductType (configurators.module.ts lists them). */
export class ConfiguratorRegistry {
  private readonly byType = new Map<string, ConfiguratorDefinition>();

  constructor(definitions: readonly ConfiguratorDefinition[]) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type)) throw new Error(`two configurator definitions for ${definition.type}`);
      if (!/^[A-Z]{2}$/.test(definition.codePrefix)) throw new Error(`configurator ${definition.type}: code prefix must be two upper-case letters`);
      this.byType.set(definition.type, definition);
    }
  }

  get(type: unknown): ConfiguratorDefinition | undefined {
    return typeof type === 'string' ? this.byType.get(type) : undefined;
  }

  types(): CustomProductType[] {
    return [...this.byType.keys()] as CustomProductType[];
  }
}
