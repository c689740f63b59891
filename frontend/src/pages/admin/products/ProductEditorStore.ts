import { makeAutoObservable, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import type { EditorProduct, MediaFile, ProductEditorInput, ProductEditorOptions } from '../../../api/product-editor-contracts';
import { failure, success, type Notice } from '../shared/notice';

export type EditorLocale = 'de' | 'en';
export type TextField = 'name' | 'shortDescription' | 'description' | 'slug';

/** The form's fields as typed (numbers as text, in the admin's notation). */
export interface ProductForm {
  id: string;
  productTypeId: string;
  texts: Record<EditorLocale, Record<TextField, string>>;
  categoryIds: string[];
  canonicalCategoryId: string;
  attributeValueIds: number[];
  price: string;
  priceUnit: string;
  unitOfQuantity: string;
  packagingUnit: string;
  quantityInStock: string;
  procurementTimeDays: string;
  image: string | null;
  imageThumbnail: string | null;
  imageSmall: string | null;
  additionalImages: ProductImageRefForm[];
  files: Array<{ href: string; name: string; filetype: string }>;
  active: boolean;
  onlyOnRequest: boolean;
}
type ProductImageRefForm = { filename: string; label: { de: string; en: string } };

/** Where a file picked from the media library goes. */
export type PickTarget = 'image' | 'additionalImages' | 'files';

export const EDITOR_EXPECTED_ERRORS = ['VALIDATION_FAILED', 'adProductVersionConflict', 'adProductUnknown'];

const blankTexts = () => ({ name: '', shortDescription: '', description: '', slug: '' });

export function blankForm(options: ProductEditorOptions | null): ProductForm {
  return {
    id: '',
    productTypeId: options?.productTypes[0]?.id ?? '',
    texts: { de: blankTexts(), en: blankTexts() },
    categoryIds: [],
    canonicalCategoryId: '',
    attributeValueIds: [],
    price: '',
    priceUnit: '1',
    unitOfQuantity: options?.units[0] ?? 'pieces',
    packagingUnit: '1',
    quantityInStock: '0',
    procurementTimeDays: '0',
    image: null,
    imageThumbnail: null,
    imageSmall: null,
    additionalImages: [],
    files: [],
    active: true,
    onlyOnRequest: false,
  };
}

/** A decimal as the admin's locale writes it ("12,5" in German). */
export function localDecimal(value: string, locale: EditorLocale): string {
  return locale === 'de' ? value.replace('.', ',') : value;
}

/** A typed decimal in either notation as the API's ("1.234,50" → "1234.50"; "1,234.50" → "1234.50"). */
export function apiDecimal(typed: string): string {
  const text = typed.trim().replace(/\s/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma > lastDot) return text.replace(/\./g, '').replace(',', '.');
  return text.replace(/,/g, '');
}

const centsText = (cents: number, locale: EditorLocale) => localDecimal((cents / 100).toFixed(2), locale);

/** The form of a stored product, numbers in the admin's notation. */
export function formOf(p: EditorProduct, locale: EditorLocale): ProductForm {
  return {
    id: p.id,
    productTypeId: p.productTypeId,
    texts: { de: { ...p.texts.de }, en: { ...p.texts.en } },
    categoryIds: [...p.categoryIds],
    canonicalCategoryId: p.canonicalCategoryId ?? '',
    attributeValueIds: [...p.attributeValueIds],
    price: centsText(p.priceCents, locale),
    priceUnit: String(p.priceUnit),
    unitOfQuantity: p.unitOfQuantity,
    packagingUnit: localDecimal(p.packagingUnit, locale),
    quantityInStock: localDecimal(p.quantityInStock, locale),
    procurementTimeDays: String(p.procurementTimeDays),
    image: p.image,
    imageThumbnail: p.imageThumbnail,
    imageSmall: p.imageSmall,
    additionalImages: p.additionalImages.map((i) => ({ filename: i.filename, label: { ...i.label } })),
    files: p.files.map((f) => ({ ...f })),
    active: p.active,
    onlyOnRequest: p.onlyOnRequest,
  };
}

const integerOrText = (typed: string): number => (/^-?\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** The API body of the form (the server checks every rule again; a malformed number is refused there by its field). */
export function inputOf(form: ProductForm): ProductEditorInput {
  return {
    id: form.id.trim(),
    productTypeId: form.productTypeId,
    texts: form.texts,
    categoryIds: form.categoryIds,
    canonicalCategoryId: form.canonicalCategoryId || null,
    attributeValueIds: form.attributeValueIds,
    price: apiDecimal(form.price),
    priceUnit: integerOrText(form.priceUnit),
    unitOfQuantity: form.unitOfQuantity as ProductEditorInput['unitOfQuantity'],
    packagingUnit: apiDecimal(form.packagingUnit),
    quantityInStock: apiDecimal(form.quantityInStock),
    procurementTimeDays: integerOrText(form.procurementTimeDays),
    image: form.image,
    imageThumbnail: form.imageThumbnail,
    imageSmall: form.imageSmall,
    additionalImages: form.additionalImages,
    files: form.files,
    active: form.active,
    onlyOnRequest: form.onlyOnRequest,
  };
}

/** A field's message from a number the browser cannot send as one (the server would refuse it the same way). */
function localProblems(body: ProductEditorInput): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(body.priceUnit)) fields.priceUnit = 'adImportPriceUnit';
  if (!Number.isSafeInteger(body.procurementTimeDays)) fields.procurementTimeDays = 'adProductNumberFormat';
  return fields;
}

/**
 * The admin product editor (`/shop/produkt?pid=`, ADR 0044): loads the product and the editor's choices, keeps
 * the form, saves with the version it loaded, shows the server's refusals next to their fields, and on a
 * conflict (someone saved meanwhile) names the fields that changed and offers to load the current state.
 * Creating, duplicating and picking files of the media library go through it too.
 */
export class ProductEditorStore {
  options: ProductEditorOptions | null = null;
  /** The article number shown (null: a new product). */
  pid: string | null = null;
  form: ProductForm = blankForm(null);
  version: number | null = null;
  articleNumberLocked = false;
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  loadError: string | null = null;
  saving = false;
  fieldErrors: Record<string, string> = {};
  /** The fields someone else changed since the form was loaded (a refused save). */
  conflict: string[] | null = null;
  notice: Notice | null = null;
  duplicateId = '';
  /** The media picker, when open. */
  picker: { target: PickTarget; q: string; items: MediaFile[]; loading: boolean } | null = null;
  private locale: EditorLocale = 'de';
  private sequence = 0;
  /** A notice for the page shown next (the copy a duplicate opens). */
  private carried: Notice | null = null;

  constructor(
    private readonly api: ShopApi,
    private readonly onLoggedOut: () => void,
    /** Shows another product's page (after a create or a duplicate). */
    private readonly open: (pid: string) => void,
  ) {
    makeAutoObservable<ProductEditorStore, 'api' | 'onLoggedOut' | 'open' | 'locale' | 'sequence' | 'carried'>(
      this,
      { api: false, onLoggedOut: false, open: false, locale: false, sequence: false, carried: false },
      { autoBind: true },
    );
  }

  get isNew(): boolean {
    return this.pid === null;
  }

  /** The chosen product type's quantity rule (minimum and decimals come from the type). */
  get quantityRule(): ProductEditorOptions['productTypes'][number] | null {
    return this.options?.productTypes.find((t) => t.id === this.form.productTypeId) ?? null;
  }

  /** Shows product `pid` (null or empty: a new product's empty form). */
  async show(pid: string | null, locale: EditorLocale): Promise<void> {
    this.locale = locale;
    const mine = ++this.sequence;
    this.pid = pid || null;
    this.status = 'loading';
    this.notice = this.carried;
    this.carried = null;
    this.conflict = null;
    this.fieldErrors = {};
    const options = this.options ? null : await this.api.get('/api/admin/product-editor/options');
    if (mine !== this.sequence) return;
    if (options && !this.accept(options)) return;
    if (options?.ok) runInAction(() => (this.options = options.data));
    if (this.pid === null) {
      runInAction(() => {
        this.form = blankForm(this.options);
        this.version = null;
        this.articleNumberLocked = false;
        this.status = 'loaded';
      });
      return;
    }
    await this.loadProduct(mine);
  }

  /** Loads the stored product again (after a conflict): the admin's unsaved changes are dropped. */
  async reload(): Promise<void> {
    const mine = ++this.sequence;
    this.conflict = null;
    this.fieldErrors = {};
    this.notice = null;
    await this.loadProduct(mine);
  }

  private async loadProduct(mine: number): Promise<void> {
    const pid = this.pid;
    if (pid === null) return;
    const answer = await this.api.get('/api/admin/product-editor/products/{id}', { params: { path: { id: pid } }, expectedErrors: ['adProductUnknown'] });
    runInAction(() => {
      if (mine !== this.sequence) return;
      if (!this.accept(answer)) return;
      if (answer.ok) {
        this.form = formOf(answer.data.product, this.locale);
        this.version = answer.data.version;
        this.articleNumberLocked = answer.data.articleNumberLocked;
        this.status = 'loaded';
      }
    });
  }

  /** false (and the error state) for a failed answer; a 401 ends the admin session. */
  private accept(answer: { ok: boolean; status: number; error?: { code: string } }): boolean {
    if (answer.ok) return true;
    this.status = 'error';
    this.loadError = answer.error?.code ?? 'errorHasOccurred';
    if (answer.status === 401) this.onLoggedOut();
    return false;
  }

  setField<K extends Exclude<keyof ProductForm, 'texts'>>(field: K, value: ProductForm[K]): void {
    this.form[field] = value;
    delete this.fieldErrors[field];
  }

  setText(locale: EditorLocale, field: TextField, value: string): void {
    this.form.texts[locale][field] = value;
    delete this.fieldErrors[`${field}.${locale}`];
  }

  toggleCategory(id: string): void {
    const ids = this.form.categoryIds;
    this.form.categoryIds = ids.includes(id) ? ids.filter((c) => c !== id) : [...ids, id];
    if (!this.form.categoryIds.includes(this.form.canonicalCategoryId)) this.form.canonicalCategoryId = this.form.categoryIds[0] ?? '';
    delete this.fieldErrors.categoryIds;
    delete this.fieldErrors.canonicalCategoryId;
  }

  /** Sets an attribute's value (one per attribute; '' removes it). */
  setAttributeValue(attributeId: string, valueId: number | null): void {
    const attribute = this.options?.attributes.find((a) => a.id === attributeId);
    const own = new Set(attribute?.values.map((v) => v.id) ?? []);
    this.form.attributeValueIds = [...this.form.attributeValueIds.filter((v) => !own.has(v)), ...(valueId === null ? [] : [valueId])];
    delete this.fieldErrors.attributeValueIds;
  }

  attributeValueOf(attributeId: string): number | null {
    const attribute = this.options?.attributes.find((a) => a.id === attributeId);
    return attribute?.values.find((v) => this.form.attributeValueIds.includes(v.id))?.id ?? null;
  }

  removeImage(): void {
    this.form.image = this.form.imageThumbnail = this.form.imageSmall = null;
  }

  removeAdditionalImage(index: number): void {
    this.form.additionalImages.splice(index, 1);
  }

  removeFile(index: number): void {
    this.form.files.splice(index, 1);
  }

  setDuplicateId(value: string): void {
    this.duplicateId = value;
    delete this.fieldErrors.duplicateId;
  }

  /** Saves (or creates) the product; refusals go next to their fields, a conflict names what changed since. */
  async save(): Promise<void> {
    if (this.saving || this.status !== 'loaded') return;
    const body = inputOf(this.form);
    const local = localProblems(body);
    if (Object.keys(local).length > 0) {
      this.fieldErrors = local;
      this.notice = failure('adProductFixFields');
      return;
    }
    this.saving = true;
    this.notice = null;
    this.conflict = null;
    const pid = this.pid;
    const answer =
      pid === null
        ? await this.api.post('/api/admin/product-editor/products', { body, expectedErrors: EDITOR_EXPECTED_ERRORS })
        : await this.api.put('/api/admin/product-editor/products/{id}', { params: { path: { id: pid } }, body: { ...body, version: this.version ?? 0 }, expectedErrors: EDITOR_EXPECTED_ERRORS });
    runInAction(() => {
      this.saving = false;
      if (answer.ok) {
        this.fieldErrors = {};
        this.notice = success(pid === null ? 'adProductCreated' : 'adProductSaved');
        this.version = answer.data.version;
        if (answer.data.id !== pid) this.open(answer.data.id);
        this.pid = answer.data.id;
        return;
      }
      if (answer.status === 401) this.onLoggedOut();
      if (answer.error.code === 'adProductVersionConflict') {
        this.conflict = Object.keys(answer.error.fields ?? {});
        this.notice = failure('adProductVersionConflict');
      } else if (answer.error.code === 'VALIDATION_FAILED' && answer.error.fields) {
        this.fieldErrors = { ...answer.error.fields };
        this.notice = failure('adProductFixFields');
      } else this.notice = failure(answer.error.code);
    });
  }

  /** Copies the shown product to the article number typed for the copy and shows the copy. */
  async duplicate(): Promise<void> {
    const pid = this.pid;
    if (pid === null || this.saving) return;
    this.saving = true;
    this.notice = null;
    const id = this.duplicateId.trim();
    const answer = await this.api.post('/api/admin/product-editor/products/{id}/duplicate', { params: { path: { id: pid } }, body: { id }, expectedErrors: EDITOR_EXPECTED_ERRORS });
    runInAction(() => {
      this.saving = false;
      if (answer.ok) {
        this.duplicateId = '';
        this.carried = success('adProductDuplicated', { id: answer.data.id });
        this.notice = this.carried;
        this.open(answer.data.id);
        return;
      }
      if (answer.status === 401) this.onLoggedOut();
      const fieldId = answer.error.fields?.id;
      if (fieldId) this.fieldErrors = { ...this.fieldErrors, duplicateId: fieldId };
      this.notice = failure(fieldId ?? answer.error.code);
    });
  }

  // ---- The media picker

  openPicker(target: PickTarget): void {
    this.picker = { target, q: '', items: [], loading: false };
    void this.searchMedia();
  }

  closePicker(): void {
    this.picker = null;
  }

  setPickerTerm(q: string): void {
    if (this.picker) this.picker.q = q;
  }

  async searchMedia(): Promise<void> {
    const picker = this.picker;
    if (!picker) return;
    picker.loading = true;
    const q = picker.q.trim();
    const answer = await this.api.get('/api/admin/media', { params: { query: { pageSize: 24, ...(q ? { q } : {}) } } });
    runInAction(() => {
      if (this.picker !== picker) return;
      picker.loading = false;
      if (answer.ok) picker.items = answer.data.items;
      else if (answer.status === 401) this.onLoggedOut();
    });
  }

  /** Puts the picked file where the picker was opened for and closes it. */
  choose(file: MediaFile): void {
    const target = this.picker?.target;
    if (target === 'image') {
      this.form.image = file.url;
      this.form.imageThumbnail = file.variants.thumb ?? file.url;
      this.form.imageSmall = file.variants.small ?? file.url;
    } else if (target === 'additionalImages') {
      this.form.additionalImages.push({ filename: file.url, label: { de: '', en: '' } });
    } else if (target === 'files') {
      const dot = file.name.lastIndexOf('.');
      this.form.files.push({ href: file.url, name: file.name, filetype: dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '' });
    }
    this.picker = null;
  }
}
