/** True if a category page lists products: it has products of its own, or no subcategories to show instead. */
export function showsProductList(category: { productCount: number; subcategories: readonly unknown[] }): boolean {
  return category.productCount > 0 || category.subcategories.length === 0;
}
