import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { cartImportArticleIds, readCartImportTable, resolveCartImport, type CartImportResult } from '@shop/domain/cart-import';
import { CART_FILE_LIMITS, CART_SHEET_NAME, CartErrorCode, type CartFileError } from '../../../domain/cart.errors';
import { CartCatalogue } from '../../../domain/ports/cart-catalogue.port';
import { CartSpreadsheet } from '../../../domain/ports/cart-spreadsheet.port';

/**
 * A cart file → cart positions (spec §7 import, §5 rules), without changing anything: the answer goes to the
 * browser, which merges the positions into its cart. The server cart is never touched here. The file is
 * checked as a whole first (size, xlsx, zip bomb, readable, columns, row count); then each row, and what is
 * skipped is reported with its row number.
 */
@Injectable()
export class ImportCartFileQuery {
  constructor(private readonly spreadsheet: CartSpreadsheet, private readonly catalogue: CartCatalogue) {}

  async execute(file: Uint8Array): Promise<Result<CartImportResult, CartFileError>> {
    if (file.length > CART_FILE_LIMITS.maxFileBytes) return err(CartErrorCode.tooLarge);
    const table = await this.spreadsheet.read(file, CART_SHEET_NAME);
    if (!table.ok) return table;
    const rows = readCartImportTable(table.value);
    if (!rows.ok) return rows;
    // The locale does not matter here: only the order rules of the products are read.
    const products = await this.catalogue.products(cartImportArticleIds(rows.value), 'de');
    // Configured rows: their configurators check each configuration again (valid, every part available).
    const configuredEntries = rows.value.entries.filter((e) => e.customProductType !== undefined);
    const checks = await this.catalogue.configured(
      configuredEntries.map((e) => ({ productId: e.articleId, customProductType: e.customProductType!, customConfiguration: e.customConfiguration })),
      'de',
    );
    const accepted = new Set(configuredEntries.filter((_, i) => checks[i] !== null).map((e) => e.row));
    return ok(resolveCartImport(rows.value, products, (entry) => accepted.has(entry.row)));
  }
}
