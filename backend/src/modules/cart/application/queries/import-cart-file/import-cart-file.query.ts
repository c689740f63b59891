import { Injectable } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { CART_IMPORT_LIMITS, cartImportArticleIds, readCartImportTable, resolveCartImport, type CartImportResult, type CartImportSkip } from '@shop/domain/cart-import';
import { RateLimiter, type RateLimitTicket } from '../../../../../shared/rate-limit/rate-limit';
import { CART_FILE_LIMITS, CART_IMPORT_RATE, CART_SHEET_NAME, CartErrorCode, type CartFileError, type CartImportRefusal } from '../../../domain/cart.errors';
import { CartCatalogue } from '../../../domain/ports/cart-catalogue.port';
import { CartSpreadsheet } from '../../../domain/ports/cart-spreadsheet.port';

/**
 * Configured rows checked between two turns of the event loop. On the embedded database a query runs on this
 * thread and answers without I/O, so 500 checks in a row would hold every other request for half a second; the
 * steps over 5,000 rows (read, look up, resolve) get a turn in between too.
 */
const CHECKS_PER_TURN = 25;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Who imports: the logged-in customer, from a client address. */
export interface CartImportRequester {
  readonly customerId: number;
  readonly clientAddress: string;
}

/**
 * A cart file → cart positions (docs/rules/calls.md#cart-files, docs/rules/validation.md#cart-files), without changing anything: the answer goes to the
 * browser, which merges the positions into its cart. The server cart is never touched here. An import is first
 * admitted (imports per customer and per address and hour, shared by every instance); the file is then checked
 * as a whole (size, xlsx, zip bomb, readable, columns, row count — read off the event loop within a time, memory
 * and row budget, ADR 0034); then each row, and what is skipped is reported with its row number.
 */
@Injectable()
export class ImportCartFileQuery {
  constructor(
    private readonly spreadsheet: CartSpreadsheet,
    private readonly catalogue: CartCatalogue,
    private readonly limiter: RateLimiter,
  ) {}

  /** Counts the import against the customer's and the address's hourly limits; refused, it tells when to come back. */
  async admit(requester: CartImportRequester): Promise<Result<RateLimitTicket, CartImportRefusal>> {
    const decision = await this.limiter.take([
      { rule: CART_IMPORT_RATE.perCustomer, subject: String(requester.customerId) },
      { rule: CART_IMPORT_RATE.perAddress, subject: requester.clientAddress },
    ]);
    return decision.allowed ? ok(decision.ticket) : err({ code: CartErrorCode.rateLimited, retryAfterMs: decision.retryAfterMs });
  }

  async execute(file: Uint8Array, requester: CartImportRequester, ticket: RateLimitTicket): Promise<Result<CartImportResult, CartFileError | CartImportRefusal>> {
    if (file.length > CART_FILE_LIMITS.maxFileBytes) return err(CartErrorCode.tooLarge);
    // The header, the allowed data rows and one more (which makes the file too long): no more rows are handed on.
    const table = await this.spreadsheet.read(file, CART_SHEET_NAME, `customer:${requester.customerId}`, CART_IMPORT_LIMITS.maxDataRows + 2);
    if (!table.ok) {
      // A busy reader did no work: the import does not count.
      if (typeof table.error === 'object') await this.limiter.release(ticket);
      return table;
    }
    await nextTurn();
    const rows = readCartImportTable(table.value);
    if (!rows.ok) return rows;
    await nextTurn();
    // The locale does not matter here: only the order rules of the products are read.
    const products = await this.catalogue.products(cartImportArticleIds(rows.value), 'de');
    // Configured rows: their configurators check each configuration again (valid, every part available) — as
    // many as a cart can hold; the rest are skipped unchecked.
    const configuredEntries = rows.value.entries.filter((e) => e.customProductType !== undefined);
    const checkedEntries = configuredEntries.slice(0, CART_FILE_LIMITS.maxCheckedConfiguredRows);
    const unchecked = configuredEntries.slice(CART_FILE_LIMITS.maxCheckedConfiguredRows);
    const checks: Array<{ readonly name: string } | null> = [];
    for (let i = 0; i < checkedEntries.length; i += CHECKS_PER_TURN) {
      if (i > 0) await nextTurn();
      const turn = checkedEntries.slice(i, i + CHECKS_PER_TURN);
      checks.push(...(await this.catalogue.configured(turn.map((e) => ({ productId: e.articleId, customProductType: e.customProductType!, customConfiguration: e.customConfiguration })), 'de')));
    }
    const accepted = new Set(checkedEntries.filter((_, i) => checks[i] !== null).map((e) => e.row));
    const uncheckedRows = new Set(unchecked.map((e) => e.row));
    const overBudget: CartImportSkip[] = unchecked.map((e) => ({ row: e.row, column: 'articleId', articleId: e.articleId, messageId: 'cartPositionLimitReached' }));
    const budgeted = { ...rows.value, entries: rows.value.entries.filter((e) => !uncheckedRows.has(e.row)), skipped: [...rows.value.skipped, ...overBudget] };
    await nextTurn();
    return ok(resolveCartImport(budgeted, products, (entry) => accepted.has(entry.row)));
  }
}
