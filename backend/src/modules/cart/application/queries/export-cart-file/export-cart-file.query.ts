import { Injectable } from '@nestjs/common';
import { CART_IMPORT_COLUMNS } from '@shop/domain/cart-import';
import type { CartLine } from '@shop/domain/cart';
import { CART_SHEET_NAME } from '../../../domain/cart.errors';
import { CartCatalogue, type CartLocale } from '../../../domain/ports/cart-catalogue.port';
import { CartSpreadsheet } from '../../../domain/ports/cart-spreadsheet.port';

/**
 * Cart positions → a cart file (docs/rules/calls.md#cart-files): the sheet "Cart" with the columns the import reads
 * (quantity, articleId, customProductType, customConfiguration as JSON text) and, after them, the product's
 * name in the locale asked for (the import ignores it).
 */
@Injectable()
export class ExportCartFileQuery {
  constructor(private readonly spreadsheet: CartSpreadsheet, private readonly catalogue: CartCatalogue) {}

  async execute(positions: readonly CartLine[], cartId: string | undefined, locale: CartLocale): Promise<Uint8Array> {
    const products = await this.catalogue.products([...new Set(positions.filter((p) => !p.customProductType).map((p) => p.productId))], locale);
    const configuredPositions = positions.filter((p) => p.customProductType);
    const configured = await this.catalogue.configured(
      configuredPositions.map((p) => ({ productId: p.productId, customProductType: p.customProductType!, customConfiguration: p.customConfiguration })),
      locale,
    );
    const configuredNames = new Map(configuredPositions.map((p, i) => [p, configured[i]?.name ?? null]));
    const rows = positions.map((p) => [
      Number(p.qty),
      p.productId,
      p.customProductType ?? null,
      p.customConfiguration === undefined ? null : JSON.stringify(p.customConfiguration),
      p.customProductType ? (configuredNames.get(p) ?? null) : (products.get(p.productId)?.name ?? null),
    ]);
    return this.spreadsheet.write({
      name: CART_SHEET_NAME,
      header: [...CART_IMPORT_COLUMNS, 'name'],
      rows,
      textColumns: ['articleId', 'customProductType', 'customConfiguration', 'name'],
      ...(cartId ? { title: `Cart ${cartId}` } : {}),
    });
  }
}
