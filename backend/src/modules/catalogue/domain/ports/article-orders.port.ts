/**
 * Whether an article number appears in any order (checkout owns the orders). An ordered article keeps its
 * number: orders, documents and the buyer's reorder name it. Checkout imports the catalogue, so the catalogue
 * cannot import checkout: checkout binds its implementation through `CataloguePortBindings`.
 */
export abstract class ArticleOrdersPort {
  abstract wasOrdered(articleNumber: string): Promise<boolean>;
}
