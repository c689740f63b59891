import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { validateFilename } from '@shop/domain';
import type { ShopApi } from '../api/client';
import type { components } from '../api/schema';
import type { CartStore } from './CartStore';

export type CartImportSkip = components['schemas']['CartImportSkipDto'];

export type CartFileMessage =
  | { kind: 'success'; id: 'cartImportSuccessMsg'; count: number }
  | { kind: 'error'; id: string; count?: number };

/** The file name rule (docs/rules/validation.md#cart-files): a name with a dot, ending in .xlsx. */
export const CART_FILE_EXTENSION = '.xlsx';

/**
 * Cart import and export (docs/rules/screens-and-routes.md#cart-views, docs/rules/calls.md#cart-files, docs/rules/errors.md#message-ids): one xlsx upload whose positions are merged into the cart
 * (the cart's merge rule: quantities of the same product add up), with cartImportSuccessMsg and the count,
 * or cartImportFailedMsg when nothing was imported, the server's message id for a refused file, and the
 * skipped rows listed with their row numbers; the export downloads the positions as Cart.xlsx.
 */
export class CartFileStore {
  busy: 'import' | 'export' | null = null;
  message: CartFileMessage | null = null;
  skipped: CartImportSkip[] = [];

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
    private readonly download: (blob: Blob, fileName: string) => void = saveBlob,
  ) {
    makeAutoObservable<CartFileStore, 'api' | 'cart' | 'download'>(this, { api: false, cart: false, download: false, skipped: observableRef }, { autoBind: true });
  }

  /** Checks the chosen file's name first (mustEnterValidFilename), then uploads it. */
  async importFile(file: File | null): Promise<void> {
    this.skipped = [];
    const nameError = validateFilename(file?.name ?? '', CART_FILE_EXTENSION);
    if (!file || nameError) {
      this.message = { kind: 'error', id: nameError ?? 'mustEnterValidFilename' };
      return;
    }
    this.busy = 'import';
    this.message = null;
    const form = new FormData();
    form.append('file', file, file.name);
    const result = await this.api.postForm('/api/sales/cart/products/import', form, {
      expectedErrors: [
        'mustEnterValidFilename',
        'cartImportTooLargeMsg',
        'cartImportNotXlsxMsg',
        'cartImportMalformedMsg',
        'cartImportMissingColumnsMsg',
        'cartImportEmptyMsg',
        'cartImportTooManyRowsMsg',
        'cartImportBusyMsg',
        'cartImportRateLimitedMsg',
        'cartExportImportDisabled',
        'notLoggedIn',
      ],
    });
    runInAction(() => {
      this.busy = null;
      if (!result.ok) {
        this.message = { kind: 'error', id: result.error.code === 'NETWORK_ERROR' || result.status >= 500 ? 'errorHasOccurred' : result.error.code };
        return;
      }
      const { positions, skipped } = result.data;
      this.skipped = skipped;
      if (positions.length === 0) {
        this.message = { kind: 'error', id: 'cartImportFailedMsg' };
        return;
      }
      for (const p of positions) {
        this.cart.add(p.productId, p.qty, { customProductType: p.customProductType ?? null, customConfiguration: p.customConfiguration ?? undefined });
      }
      this.message = { kind: 'success', id: 'cartImportSuccessMsg', count: positions.length };
    });
  }

  /** Downloads the cart's positions as Cart.xlsx (only offered while the cart has positions). */
  async exportCart(locale: 'de' | 'en'): Promise<void> {
    const cart = this.cart.cart;
    if (!cart || cart.positions.length === 0) return;
    this.busy = 'export';
    this.message = null;
    const positions = cart.positions
      .filter((p) => !p.invalid)
      .map((p) => ({ productId: p.productId, qty: p.qty, ...(p.customProductType ? { customProductType: p.customProductType } : {}), ...(p.customConfiguration !== undefined ? { customConfiguration: p.customConfiguration } : {}) }));
    const blob = await this.api.getBlob('/api/sales/cart/products/export', { params: { query: { positions: JSON.stringify(positions), cartId: cart.id, locale } } });
    runInAction(() => {
      this.busy = null;
      if (!blob) this.message = { kind: 'error', id: 'errorHasOccurred' };
    });
    if (blob) this.download(blob, 'Cart.xlsx');
  }
}

/** Saves a blob under a file name (the browser's download). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
