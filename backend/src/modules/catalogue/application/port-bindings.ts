import { Injectable, type Provider } from '@nestjs/common';
import { ArticleOrdersPort } from '../domain/ports/article-orders.port';

/**
 * Ports the catalogue owns and other contexts implement (as identity's `IdentityPortBindings`): whether an
 * article was ordered (checkout). Checkout imports the catalogue, so the catalogue cannot import it back; the
 * checkout module binds its implementation from its constructor, before the app answers a request.
 */
@Injectable()
export class CataloguePortBindings {
  private articleOrders: ArticleOrdersPort | null = null;

  bindArticleOrders(implementation: ArticleOrdersPort): void {
    this.articleOrders = implementation;
  }

  orders(): ArticleOrdersPort {
    if (!this.articleOrders) throw new Error('ArticleOrdersPort is not bound (the checkout module binds it)');
    return this.articleOrders;
  }
}

@Injectable()
class BoundArticleOrders extends ArticleOrdersPort {
  constructor(private readonly bindings: CataloguePortBindings) {
    super();
  }

  wasOrdered(articleNumber: string): Promise<boolean> {
    return this.bindings.orders().wasOrdered(articleNumber);
  }
}

/** The providers of the bound ports (the catalogue module lists them). */
export const CATALOGUE_BOUND_PORTS: Provider[] = [CataloguePortBindings, { provide: ArticleOrdersPort, useClass: BoundArticleOrders }];
