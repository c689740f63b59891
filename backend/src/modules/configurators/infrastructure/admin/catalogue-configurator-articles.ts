import { Injectable } from '@nestjs/common';
import { CatalogueReadModel } from '../../../catalogue';
import { ConfiguratorArticles, type ConfiguratorArticleView } from '../../domain/admin/configurator-articles.port';

/** The configurators' articles through the catalogue's read model (its current snapshot). */
@Injectable()
export class CatalogueConfiguratorArticles extends ConfiguratorArticles {
  constructor(private readonly readModel: CatalogueReadModel) {
    super();
  }

  async lookup(): Promise<(productId: string) => ConfiguratorArticleView | undefined> {
    const snapshot = await this.readModel.snapshot();
    return (productId: string) => {
      const p = snapshot.productById.get(productId);
      if (p === undefined) return undefined;
      const value = (id: string) => p.values.find((v) => v.attribute.id === id);
      const couplingType = value('couplingType')?.code ?? undefined;
      return {
        productId: p.id,
        typeId: p.type.id,
        ...(couplingType ? { couplingType } : {}),
        name: { de: p.data.text.de.name, en: p.data.text.en.name },
        nominalSize: value('nominalSize')?.numeric ?? null,
        hoseClass: value('hoseClass')?.code ?? null,
        priceCents: Number(p.data.priceCents),
      };
    };
  }
}
