import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  checkQuickOrderLines,
  parseQuickOrderText,
  quickOrderLookupIds,
  type QuickOrderCheck,
  type QuickOrderParseResult,
  type QuickOrderTextMessageId,
} from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { ProductListItem } from '../api/catalogue-contracts';
import type { CartStore } from './CartStore';
import { fetchProductsByIds } from './catalogue-lookup';
import type { RootStore } from './RootStore';

export type QuickOrderStatus = 'idle' | 'checking' | 'checked' | 'failed';

/**
 * Quick order: pasted lines of article number and quantity (rules in @shop/domain quick-order) are checked
 * against the catalogue (POST /api/catalogue/products/by-ids), then every line that can be ordered goes into
 * the cart at once. The lines with errors stay in the text, under the header if there was one, with their
 * messages, to be corrected and checked again: no line is dropped silently.
 */
export class QuickOrderStore {
  /** The text field. */
  text = '';
  status: QuickOrderStatus = 'idle';
  /** A problem of the whole text ('quickOrderEmpty', 'quickOrderTooManyLines'), shown at the field. */
  textError: QuickOrderTextMessageId | null = null;
  /** 'errorHasOccurred' when the catalogue could not be asked. */
  error: string | null = null;
  /** The checked lines of {@link checkedText}. */
  result: QuickOrderCheck<ProductListItem> | null = null;
  /** How many articles (cart positions) the last {@link addValid} put into the cart; null before. */
  addedCount: number | null = null;
  /** The text {@link result} belongs to. */
  private checkedText = '';
  private checkedLocale: Locale = 'de';
  private header: QuickOrderParseResult['header'] = null;
  /** The products the last check found, by article number: the lines left after adding are checked again without a call. */
  private products = new Map<string, ProductListItem>();
  /** Counts checks, so the answer of an older one is ignored. */
  private request = 0;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
  ) {
    makeAutoObservable<QuickOrderStore, 'api' | 'cart' | 'products' | 'request' | 'header'>(
      this,
      { api: false, cart: false, products: false, request: false, header: false, result: observableRef },
      { autoBind: true },
    );
  }

  /** The text was changed since the check: its result must not be added. */
  get isStale(): boolean {
    return this.result !== null && this.text !== this.checkedText;
  }

  /** Number of lines that can be ordered. */
  get okLineCount(): number {
    return this.result ? this.result.lines.length - this.result.errorCount : 0;
  }

  /** Number of cart positions the valid lines make (lines of the same article are one position). */
  get validCount(): number {
    return this.result?.positions.length ?? 0;
  }

  get canAdd(): boolean {
    return this.status === 'checked' && !this.isStale && this.validCount > 0;
  }

  setText(text: string): void {
    this.text = text;
    this.textError = null;
    this.addedCount = null;
  }

  /** Reads the text and asks the catalogue for its article numbers. */
  async check(locale: Locale): Promise<void> {
    const request = ++this.request;
    this.error = null;
    this.addedCount = null;
    const text = this.text;
    const parsed = parseQuickOrderText(text, locale);
    if (parsed.messageId !== null) {
      this.textError = parsed.messageId;
      this.result = null;
      this.status = 'idle';
      return;
    }
    this.textError = null;
    this.status = 'checking';
    const ids = quickOrderLookupIds(parsed.lines);
    const items = ids.length > 0 ? await fetchProductsByIds(this.api, ids, locale).catch(() => null) : [];
    runInAction(() => {
      if (request !== this.request) return;
      if (items === null) {
        this.status = 'failed';
        this.error = 'errorHasOccurred';
        this.result = null;
        return;
      }
      this.products = new Map(items.map((item) => [item.id, item]));
      this.header = parsed.header;
      this.checkedLocale = locale;
      this.checkedText = text;
      this.result = checkQuickOrderLines(parsed.lines, this.products);
      this.status = 'checked';
    });
  }

  /**
   * Adds every valid line to the cart (lines of one article as one position) and returns how many
   * positions that were. The text keeps only the lines with errors (and the header), checked again.
   */
  addValid(): number {
    if (!this.canAdd || !this.result) return 0;
    const { positions, lines } = this.result;
    for (const position of positions) this.cart.add(position.product.id, position.quantity);
    const remaining = lines.filter((line) => line.messageId !== null).map((line) => line.raw);
    this.text = remaining.length > 0 ? [...(this.header ? [this.header.raw] : []), ...remaining].join('\n') : '';
    this.checkedText = this.text;
    this.result = remaining.length > 0 ? checkQuickOrderLines(parseQuickOrderText(this.text, this.checkedLocale).lines, this.products) : null;
    this.status = remaining.length > 0 ? 'checked' : 'idle';
    this.addedCount = positions.length;
    return positions.length;
  }
}

/** The quickOrder store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function quickOrderOf(root: RootStore): QuickOrderStore {
  return root.feature('quickOrder', () => new QuickOrderStore(root.api, root.cart));
}
