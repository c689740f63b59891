import { makeAutoObservable, runInAction } from 'mobx';
import { validateListName } from '@shop/domain';
import type { CartLine } from '@shop/domain/cart';
import type { ApiResult, ShopApi } from '../../api/client';
import type { components } from '../../api/schema';

export type RequisitionList = components['schemas']['RequisitionListDto'];
export type RequisitionListDetail = components['schemas']['RequisitionListDetailDto'];
export type RequisitionListLine = components['schemas']['RequisitionListLineDto'];
export type ServerCart = components['schemas']['CartDto'];
type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';
type Locale = 'de' | 'en';

/** Answers of the lists' calls that are messages to show, not faults to report. */
export const REQUISITION_LIST_EXPECTED_ERRORS = [
  'requisitionListNotFound',
  'requisitionListNotAllowed',
  'requisitionListChanged',
  'requisitionListLimitReached',
  'requisitionListLinesRefused',
  'requisitionListEmpty',
  'requisitionListOrderNotFound',
  'VALIDATION_FAILED',
] as const;
const expectedErrors = REQUISITION_LIST_EXPECTED_ERRORS;

/** A message to show: a message id with its values, good news or not. */
export interface ListMessage {
  readonly id: string;
  readonly values?: Record<string, string | number>;
  readonly kind: 'success' | 'error';
}

/** What the store needs besides the API: the cart to take the server's answer, a run-out session. */
export interface RequisitionListsHost {
  /** Sends the browser cart's waiting changes to the server first (the server cart is what lists go into). */
  flushCart(): Promise<void>;
  /** The server cart after lines went into it: the browser takes it as its cart. */
  adoptCart(cart: ServerCart): void;
  loggedOut(): void;
}

/**
 * Requisition lists (docs/requisition-lists.md) in the browser: the account page (lists, one open list with its
 * lines, create, rename, share, delete, quantities, chosen lines, into the cart, file export and import) and the
 * "add to list" controls of the product, cart and order pages. The server decides every permission; the store
 * shows what the answers allow (mayChange, mayOrder, mayKeepLists) and the message ids they carry. Made with the
 * page or control that uses it (their own chunk), so the storefront entry carries none of it.
 */
export class RequisitionListsStore {
  lists: RequisitionList[] = [];
  mayKeepLists = false;
  status: LoadStatus = 'idle';
  open: RequisitionListDetail | null = null;
  /** Chosen line ids of the open list. */
  chosen = new Set<number>();
  busy = false;
  message: ListMessage | null = null;
  /** Field → message id of the last refused form (name, qty) or refused lines (lines.<id>). */
  fields: Record<string, string> = {};

  constructor(
    private readonly api: ShopApi,
    private readonly host: RequisitionListsHost,
    private readonly locale: Locale,
  ) {
    makeAutoObservable<RequisitionListsStore, 'api' | 'host' | 'locale'>(this, { api: false, host: false, locale: false }, { autoBind: true });
  }

  /** The lists the member may add lines to (own, or shared ones an admin changes). */
  get changeable(): RequisitionList[] {
    return this.lists.filter((l) => l.mayChange);
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    const answer = await this.api.get('/api/requisition-lists', { expectedErrors });
    runInAction(() => {
      if (answer.ok) {
        this.lists = answer.data.lists;
        this.mayKeepLists = answer.data.mayKeepLists;
        this.status = 'loaded';
      } else this.failed(answer);
    });
  }

  /** Creates a list (the name checked here first by the server's rule); answers its id. */
  async create(name: string, shared = false): Promise<number | null> {
    const problem = validateListName(name, this.lists.filter((l) => l.own).map((l) => l.name));
    if (problem) {
      this.fields = { name: problem };
      return null;
    }
    const answer = await this.call(() => this.api.post('/api/requisition-lists', { params: { query: { locale: this.locale } }, body: { name, shared }, expectedErrors }));
    if (!answer) return null;
    runInAction(() => {
      this.take(answer);
      this.message = { id: 'requisitionListSaved', kind: 'success' };
    });
    return answer.id;
  }

  async select(id: number): Promise<void> {
    const answer = await this.call(() => this.api.get('/api/requisition-lists/{id}', { params: { path: { id }, query: { locale: this.locale } }, expectedErrors }));
    if (answer) runInAction(() => this.take(answer));
  }

  close(): void {
    this.open = null;
    this.chosen = new Set();
  }

  async rename(name: string): Promise<boolean> {
    const list = this.open;
    if (!list) return false;
    const problem = validateListName(name, this.lists.filter((l) => l.own && l.id !== list.id).map((l) => l.name));
    if (problem && list.own) {
      this.fields = { name: problem };
      return false;
    }
    return this.patch({ name });
  }

  setShared(shared: boolean): Promise<boolean> {
    return this.patch({ shared });
  }

  private async patch(change: { name?: string; shared?: boolean }): Promise<boolean> {
    const list = this.open;
    if (!list) return false;
    const answer = await this.call(() =>
      this.api.patch('/api/requisition-lists/{id}', { params: { path: { id: list.id }, query: { locale: this.locale } }, body: { version: list.version, ...change }, expectedErrors }),
    );
    if (!answer) return false;
    runInAction(() => {
      this.take(answer);
      this.message = { id: 'requisitionListSaved', kind: 'success' };
    });
    return true;
  }

  async remove(): Promise<void> {
    const list = this.open;
    if (!list) return;
    const answer = await this.call(() => this.api.delete('/api/requisition-lists/{id}', { params: { path: { id: list.id }, query: { version: list.version } }, expectedErrors }));
    if (answer === null) return;
    runInAction(() => {
      this.lists = this.lists.filter((l) => l.id !== list.id);
      this.close();
    });
  }

  async setQuantity(lineId: number, qty: string): Promise<void> {
    const list = this.open;
    if (!list) return;
    const answer = await this.call(() =>
      this.api.put('/api/requisition-lists/{id}/lines/{lineId}', { params: { path: { id: list.id, lineId }, query: { locale: this.locale } }, body: { version: list.version, qty }, expectedErrors }),
    );
    if (answer) runInAction(() => this.take(answer));
  }

  async removeLine(lineId: number): Promise<void> {
    const list = this.open;
    if (!list) return;
    const answer = await this.call(() =>
      this.api.delete('/api/requisition-lists/{id}/lines/{lineId}', { params: { path: { id: list.id, lineId }, query: { version: list.version, locale: this.locale } }, expectedErrors }),
    );
    if (answer) runInAction(() => this.take(answer));
  }

  toggle(lineId: number): void {
    const next = new Set(this.chosen);
    if (next.has(lineId)) next.delete(lineId);
    else next.add(lineId);
    this.chosen = next;
  }

  toggleAll(): void {
    const ids = this.open?.lines.map((l) => l.id) ?? [];
    this.chosen = this.chosen.size === ids.length ? new Set() : new Set(ids);
  }

  /** The open list, or its chosen lines, into the cart: all of them or none (refused lines named in `fields`). */
  async toCart(onlyChosen = false): Promise<boolean> {
    const list = this.open;
    if (!list) return false;
    await this.host.flushCart();
    const lineIds = onlyChosen ? [...this.chosen] : undefined;
    const answer = await this.call(() => this.api.post('/api/requisition-lists/{id}/to-cart', { params: { path: { id: list.id } }, body: lineIds ? { lineIds } : {}, expectedErrors }));
    if (!answer) return false;
    this.host.adoptCart(answer.cart);
    runInAction(() => (this.message = { id: 'requisitionListToCartDone', values: { count: answer.added }, kind: 'success' }));
    return true;
  }

  /** Adds lines (a product, the cart's positions) or an own order's positions to a list; answers whether any went in. */
  async addTo(id: number, source: { lines: CartLine[] } | { fromOrderId: number }): Promise<boolean> {
    const body = 'lines' in source ? { lines: source.lines.map(toWire) } : source;
    const answer = await this.call(() => this.api.post('/api/requisition-lists/{id}/lines', { params: { path: { id }, query: { locale: this.locale } }, body, expectedErrors }));
    if (!answer) return false;
    runInAction(() => {
      this.take(answer.list);
      const skipped = answer.skipped.length;
      this.message = skipped > 0 ? { id: 'requisitionListSkipped', values: { count: skipped }, kind: 'error' } : { id: 'requisitionListAdded', values: { name: answer.list.name }, kind: 'success' };
    });
    return answer.list.lines.length > 0;
  }

  async importFile(file: File): Promise<void> {
    const list = this.open;
    if (!list) return;
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await this.call(() => this.api.postForm('/api/requisition-lists/{id}/import'.replace('{id}', String(list.id)) as '/api/requisition-lists/{id}/import', form, { expectedErrors: [...expectedErrors, 'cartImportNotXlsxMsg', 'cartImportMalformedMsg', 'cartImportMissingColumnsMsg', 'cartImportEmptyMsg', 'cartImportTooManyRowsMsg', 'cartImportTooLargeMsg', 'mustEnterValidFilename', 'cartImportBusyMsg', 'cartImportRateLimitedMsg'] }));
    if (!answer) return;
    runInAction(() => {
      const before = list.lines.length;
      this.take(answer.list);
      const skipped = answer.skipped.length + (answer.skippedRows?.length ?? 0);
      this.message =
        skipped > 0
          ? { id: 'requisitionListSkipped', values: { count: skipped }, kind: 'error' }
          : { id: 'requisitionListImportDone', values: { count: Math.max(0, answer.list.lines.length - before) }, kind: 'success' };
    });
  }

  /** Where the open list's file is downloaded from. */
  get exportUrl(): string | null {
    return this.open ? `/api/requisition-lists/${this.open.id}/export?locale=${this.locale}` : null;
  }

  dismiss(): void {
    this.message = null;
  }

  /** A list as answered becomes the open one and replaces its entry in the overview. */
  private take(detail: RequisitionListDetail): void {
    const { lines: _lines, ...head } = detail;
    const index = this.lists.findIndex((l) => l.id === detail.id);
    this.lists = index < 0 ? [head, ...this.lists] : this.lists.map((l) => (l.id === detail.id ? head : l));
    if (this.open?.id !== detail.id) this.chosen = new Set();
    else this.chosen = new Set([...this.chosen].filter((id) => detail.lines.some((l) => l.id === id)));
    this.open = detail;
  }

  private async call<T>(work: () => Promise<ApiResult<T>>): Promise<T | null> {
    this.busy = true;
    this.message = null;
    this.fields = {};
    const answer = await work();
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) this.failed(answer);
    });
    return answer.ok ? answer.data : null;
  }

  private failed(answer: { status: number; error: { code: string; fields?: Record<string, string> } }): void {
    if (this.status === 'loading') this.status = 'error';
    if (answer.status === 401) {
      this.host.loggedOut();
      return;
    }
    this.fields = answer.error.fields ?? {};
    const firstField = Object.values(this.fields)[0];
    const id = answer.error.code === 'VALIDATION_FAILED' && firstField ? firstField : answer.error.code;
    this.message = { id: REQUISITION_LIST_EXPECTED_ERRORS.includes(answer.error.code as never) || id !== answer.error.code || id.startsWith('cart') ? id : 'errorHasOccurred', kind: 'error' };
    if (answer.error.code === 'requisitionListNotFound') {
      this.lists = this.lists.filter((l) => l.id !== this.open?.id);
      this.open = null;
    }
  }
}

function toWire(line: CartLine): { productId: string; qty: string; customProductType?: 'hose' | 'ejector' | 'automation'; customConfiguration?: Record<string, string | number | boolean | null> } {
  return {
    productId: line.productId,
    qty: line.qty,
    ...(line.customProductType ? { customProductType: line.customProductType as 'hose' } : {}),
    ...(line.customConfiguration !== undefined && line.customConfiguration !== null ? { customConfiguration: line.customConfiguration as Record<string, string> } : {}),
  };
}
