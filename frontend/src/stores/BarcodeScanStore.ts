import { makeAutoObservable, runInAction } from 'mobx';
import { checkQuickOrderLines, quickOrderLookupIds, type QuickOrderLine } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import type { ShopApi } from '../api/client';
import type { CartStore } from './CartStore';
import { BrowserBarcodeCamera, type BarcodeCamera, type CameraVideo } from './barcode-camera';
import { fetchProductsByIds } from './catalogue-lookup';
import type { RootStore } from './RootStore';

type ScanResult =
  | { code: string; kind: 'added'; name: string; quantity: string; unit: string }
  | { code: string; kind: 'error'; messageId: string };

/** What became of one scanned or typed code (`id` keys the list). */
export type ScanOutcome = ScanResult & { id: number };

export type CameraState = 'off' | 'starting' | 'scanning';

/** Outcomes kept for the list under the field, newest first. */
export const SCAN_OUTCOMES_KEPT = 10;

/**
 * Barcode scan to cart (docs/rules/screens-and-routes.md#cart-views): a code typed by a hand scanner (which presses Enter) or
 * read by the camera is looked up as an article number (POST /api/catalogue/products/by-ids) and the product
 * goes into the cart with its default quantity. Unknown articles and products only on request are never
 * added. Codes are looked up one after another, in the order they were scanned.
 */
export class BarcodeScanStore {
  /** The text field. */
  code = '';
  /** Message id at the field ('requiredFieldMessage' for an empty submit). */
  codeError: string | null = null;
  /** Codes waiting for or in their lookup. */
  pending: string[] = [];
  /** Newest first. */
  outcomes: ScanOutcome[] = [];
  /** Whether this browser can scan with its camera; known once {@link detectCamera} ran in the browser. */
  cameraSupported = false;
  camera: CameraState = 'off';
  cameraError: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private nextOutcomeId = 1;
  /** Counts camera openings and closings: a start finishing after a close is ignored. */
  private cameraSession = 0;

  constructor(
    private readonly api: ShopApi,
    private readonly cart: CartStore,
    private readonly device: BarcodeCamera = new BrowserBarcodeCamera(),
  ) {
    makeAutoObservable<BarcodeScanStore, 'api' | 'cart' | 'device' | 'queue' | 'nextOutcomeId' | 'cameraSession'>(
      this,
      { api: false, cart: false, device: false, queue: false, nextOutcomeId: false, cameraSession: false },
      { autoBind: true },
    );
  }

  /** The latest outcome (announced by the live region). */
  get latest(): ScanOutcome | null {
    return this.outcomes[0] ?? null;
  }

  setCode(code: string): void {
    this.code = code;
    this.codeError = null;
  }

  /** The field's Enter: the code is looked up and the field emptied at once for the next scan. */
  submit(locale: Locale): Promise<void> {
    const code = this.code.trim();
    if (code === '') {
      this.codeError = 'requiredFieldMessage';
      return this.queue;
    }
    this.code = '';
    this.codeError = null;
    return this.addCode(code, locale);
  }

  /** Looks a code up and adds its product with the default quantity, after the codes before it. */
  addCode(code: string, locale: Locale): Promise<void> {
    this.pending.push(code);
    this.queue = this.queue.then(() => this.lookUp(code, locale));
    return this.queue;
  }

  /** Feature detection; called once the page runs in the browser (never while rendering). */
  detectCamera(): void {
    this.cameraSupported = this.device.isSupported();
  }

  /** Starts the camera in the video element; the first code read closes it and is added. */
  async openCamera(video: CameraVideo, locale: Locale): Promise<void> {
    if (this.camera !== 'off') return;
    const session = ++this.cameraSession;
    this.camera = 'starting';
    this.cameraError = null;
    try {
      await this.device.start(video, (code) => {
        this.closeCamera();
        void this.addCode(code, locale);
      });
      runInAction(() => {
        if (session === this.cameraSession && this.camera === 'starting') this.camera = 'scanning';
      });
    } catch {
      this.device.stop();
      runInAction(() => {
        if (session !== this.cameraSession) return;
        this.camera = 'off';
        this.cameraError = 'barcodeCameraFailed';
      });
    }
  }

  /** Stops the camera (every track of its stream). */
  closeCamera(): void {
    this.cameraSession += 1;
    this.device.stop();
    this.camera = 'off';
  }

  private async lookUp(code: string, locale: Locale): Promise<void> {
    const line: QuickOrderLine = { lineNumber: 1, raw: code, articleId: code, quantityText: '', quantity: '', messageId: null };
    const ids = quickOrderLookupIds([line]);
    // The queue must go on after a failure: a throwing call counts as a failed one.
    const items = ids.length > 0 ? await fetchProductsByIds(this.api, ids, locale).catch(() => null) : [];
    runInAction(() => {
      this.pending.splice(this.pending.indexOf(code), 1);
      if (items === null) {
        this.record({ code, kind: 'error', messageId: 'errorHasOccurred' });
        return;
      }
      const { lines, positions } = checkQuickOrderLines([line], new Map(items.map((item) => [item.id, item])));
      const position = positions[0];
      if (!position) {
        this.record({ code, kind: 'error', messageId: lines[0].messageId ?? 'errorHasOccurred' });
        return;
      }
      this.cart.add(position.product.id, position.quantity);
      this.record({ code, kind: 'added', name: position.product.name, quantity: position.quantity, unit: position.product.unitOfQuantity });
    });
  }

  private record(result: ScanResult): void {
    this.outcomes = [{ ...result, id: this.nextOutcomeId++ }, ...this.outcomes].slice(0, SCAN_OUTCOMES_KEPT);
  }
}

/** The barcodeScan store of a root, created on first use by the code that shows it (not part of the storefront's entry). */
export function barcodeScanOf(root: RootStore): BarcodeScanStore {
  return root.feature('barcodeScan', () => new BarcodeScanStore(root.api, root.cart));
}
