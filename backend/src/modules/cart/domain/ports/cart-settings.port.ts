/** What the shop's general config says about carts (docs/rules/entities.md#settings: sales.cartExportImport, sales.cartTTL). */
export abstract class CartSettings {
  /** Whether logged-in customers may export and import their cart as a file. */
  abstract exportImportEnabled(): Promise<boolean>;
  /** Days after its last change a cart expires; null or 0 for never. */
  abstract cartTtlDays(): Promise<number | null>;
}
