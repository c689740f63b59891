import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../../app/components';
import { useT } from '../../../app/RouteContext';
import { Spinner } from '../../../components/Spinner';
import { useStores } from '../../../stores/StoreContext';
import { adminLoggedOut, usePageStore } from '../shared/page-store';
import { ProductEditorStore, type EditorLocale, type ProductForm, type TextField } from './ProductEditorStore';
import './product-editor.css';

type T = ReturnType<typeof useT>;

/** Files the picker previews as pictures. */
const IMAGE = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

/** A field's label (its name as a conflict lists it): `name.de` → "Name (Deutsch)". */
export function fieldLabel(t: T, field: string): string {
  const [name, locale] = field.split('.');
  const text = t(`adProductField_${name}`);
  return locale ? `${text} (${t(locale === 'en' ? 'adProductLangEn' : 'adProductLangDe')})` : text;
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: (describedBy: string | undefined) => ReactNode }) {
  const t = useT();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/**
 * The admin product editor (`/shop/produkt?pid=<article number>`, `/shop/product?pid=` in English; without
 * pid a new product; ADR 0044): texts in both languages, price, quantity and stock, categories, attributes,
 * pictures and downloads from the media library. All state is the page's ProductEditorStore.
 */
const AdminProductEditor = observer(function AdminProductEditor({ locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const store = usePageStore((root) => new ProductEditorStore(root.api, adminLoggedOut(root), (pid) => navigate(`${content.pathFor('adminProduct', locale) ?? ''}?pid=${encodeURIComponent(pid)}`)));
  const pid = params.get('pid');
  const lang: EditorLocale = locale === 'en' ? 'en' : 'de';
  const id = useId();
  useEffect(() => {
    // A save that renamed or created the product already shows it: no second load.
    if (pid !== store.pid || store.status === 'idle') void store.show(pid, lang);
  }, [store, pid, lang]);

  const { form, fieldErrors: errors, options, notice, conflict } = store;
  const listPath = content.pathFor('adminProducts', locale) ?? '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const text = (field: TextField, l: EditorLocale, multiline = false) => {
    const fid = `${id}-${field}-${l}`;
    return (
      <Field id={fid} label={t(`adProductField_${field}`)} error={errors[`${field}.${l}`]}>
        {(d) =>
          multiline ? (
            <textarea id={fid} className="field__control pe-textarea" rows={field === 'description' ? 6 : 3} value={form.texts[l][field]} aria-describedby={d} onChange={(e) => store.setText(l, field, e.target.value)} />
          ) : (
            <input id={fid} className="field__control" value={form.texts[l][field]} aria-describedby={d} onChange={(e) => store.setText(l, field, e.target.value)} />
          )
        }
      </Field>
    );
  };
  const input = (field: Exclude<keyof ProductForm, 'texts'>, props: { inputMode?: 'decimal' | 'numeric'; hint?: ReactNode; readOnly?: boolean } = {}) => {
    const fid = `${id}-${field}`;
    return (
      <Field id={fid} label={t(`adProductField_${field}`)} error={errors[field]} hint={props.hint}>
        {(d) => (
          <input
            id={fid}
            className="field__control"
            inputMode={props.inputMode}
            readOnly={props.readOnly}
            value={String(form[field] ?? '')}
            aria-describedby={d}
            onChange={(e) => store.setField(field, e.target.value as never)}
          />
        )}
      </Field>
    );
  };
  const rule = store.quantityRule;

  return (
    <div className="admin-page pe">
      <Link className="ao-back" to={listPath}>
        ← {t('adProductBackToList')}
      </Link>
      <div className="admin-page__head">
        <h1>{store.isNew ? t('adProductNewTitle') : t('adProductEditTitle', { id: store.pid ?? '' })}</h1>
      </div>
      {store.status === 'loading' && <Spinner logo={false} label={t('loading')} />}
      {store.status === 'error' && (
        <p className="message message--error" role="alert">
          {t(store.loadError === 'adProductUnknown' ? 'adProductUnknown' : 'errorHasOccurred')}
        </p>
      )}
      <div aria-live="polite">
        {notice && (
          <p className={`message message--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {t(notice.id, notice.values)}
          </p>
        )}
        {conflict && (
          <div className="pe-conflict" role="group" aria-label={t('adProductVersionConflict')}>
            <p>
              {t('adProductConflictFields')} {conflict.length > 0 ? conflict.map((f) => fieldLabel(t, f)).join(', ') : '–'}
            </p>
            <button type="button" className="button button--secondary button--small" onClick={() => void store.reload()}>
              {t('adProductReload')}
            </button>
          </div>
        )}
      </div>
      {store.status === 'loaded' && options && (
        <form className="pe-form" onSubmit={onSubmit} noValidate>
          <section className="ao-card pe-card" aria-labelledby={`${id}-s-base`}>
            <h2 id={`${id}-s-base`}>{t('adProductSectionBase')}</h2>
            <div className="pe-grid">
              {input('id', { readOnly: store.articleNumberLocked, hint: store.articleNumberLocked ? t('adProductLockedHint') : undefined })}
              <Field id={`${id}-type`} label={t('adProductField_productTypeId')} error={errors.productTypeId}>
                {(d) => (
                  <select id={`${id}-type`} className="field__control field__control--select" value={form.productTypeId} aria-describedby={d} onChange={(e) => store.setField('productTypeId', e.target.value)}>
                    {options.productTypes.map((pt) => (
                      <option key={pt.id} value={pt.id}>
                        {pt.name[lang]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="pe-checks">
                <span className="checkbox">
                  <input id={`${id}-active`} type="checkbox" checked={form.active} onChange={(e) => store.setField('active', e.target.checked)} />
                  <label htmlFor={`${id}-active`}>{t('adProductField_active')}</label>
                </span>
                <span className="checkbox">
                  <input id={`${id}-request`} type="checkbox" checked={form.onlyOnRequest} onChange={(e) => store.setField('onlyOnRequest', e.target.checked)} />
                  <label htmlFor={`${id}-request`}>{t('adProductField_onlyOnRequest')}</label>
                </span>
              </div>
            </div>
          </section>

          <section className="ao-card pe-card" aria-labelledby={`${id}-s-texts`}>
            <h2 id={`${id}-s-texts`}>{t('adProductSectionTexts')}</h2>
            <div className="pe-langs">
              {(['de', 'en'] as const).map((l) => (
                <fieldset key={l} className="pe-lang">
                  <legend>{t(l === 'de' ? 'adProductLangDe' : 'adProductLangEn')}</legend>
                  {text('name', l)}
                  {text('slug', l)}
                  {text('shortDescription', l, true)}
                  {text('description', l, true)}
                </fieldset>
              ))}
            </div>
          </section>

          <section className="ao-card pe-card" aria-labelledby={`${id}-s-price`}>
            <h2 id={`${id}-s-price`}>
              {t('adProductSectionPrice')} · {t('adProductSectionQuantity')}
            </h2>
            <div className="pe-grid">
              {input('price', { inputMode: 'decimal' })}
              {input('priceUnit', { inputMode: 'numeric' })}
              <Field id={`${id}-unit`} label={t('adProductField_unitOfQuantity')} error={errors.unitOfQuantity}>
                {(d) => (
                  <select id={`${id}-unit`} className="field__control field__control--select" value={form.unitOfQuantity} aria-describedby={d} onChange={(e) => store.setField('unitOfQuantity', e.target.value)}>
                    {options.units.map((u) => (
                      <option key={u} value={u}>
                        {t(u)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {input('packagingUnit', {
                inputMode: 'decimal',
                hint: rule ? t('adProductQuantityRule', { decimal: String(rule.decimal), minimum: rule.minimum, increment: rule.increment ?? t('adProductIncrementOfPackaging') }) : undefined,
              })}
              {input('quantityInStock', { inputMode: 'decimal' })}
              {input('procurementTimeDays', { inputMode: 'numeric' })}
            </div>
          </section>

          <section className="ao-card pe-card" aria-labelledby={`${id}-s-cat`}>
            <h2 id={`${id}-s-cat`}>{t('adProductSectionCategories')}</h2>
            <fieldset className={`field pe-options${errors.categoryIds ? ' field--invalid' : ''}`} aria-describedby={errors.categoryIds ? `${id}-cat-error` : undefined}>
              <legend className="field__label">{t('adProductField_categoryIds')}</legend>
              <div className="pe-option-list">
                {options.categories.map((c) => (
                  <span className="checkbox" key={c.id}>
                    <input id={`${id}-cat-${c.id}`} type="checkbox" checked={form.categoryIds.includes(c.id)} onChange={() => store.toggleCategory(c.id)} />
                    <label htmlFor={`${id}-cat-${c.id}`}>{c.name[lang]}</label>
                  </span>
                ))}
              </div>
              {errors.categoryIds && (
                <p id={`${id}-cat-error`} className="field__error">
                  {t(errors.categoryIds)}
                </p>
              )}
            </fieldset>
            <Field id={`${id}-canonical`} label={t('adProductField_canonicalCategoryId')} error={errors.canonicalCategoryId}>
              {(d) => (
                <select id={`${id}-canonical`} className="field__control field__control--select" value={form.canonicalCategoryId} aria-describedby={d} onChange={(e) => store.setField('canonicalCategoryId', e.target.value)}>
                  <option value="">{t('adProductNoCategory')}</option>
                  {options.categories
                    .filter((c) => form.categoryIds.includes(c.id))
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name[lang]}
                      </option>
                    ))}
                </select>
              )}
            </Field>
          </section>

          <section className="ao-card pe-card" aria-labelledby={`${id}-s-attr`}>
            <h2 id={`${id}-s-attr`}>{t('adProductSectionAttributes')}</h2>
            {errors.attributeValueIds && <p className="field__error">{t(errors.attributeValueIds)}</p>}
            <div className="pe-grid">
              {options.attributes.map((a) => (
                <Field key={a.id} id={`${id}-attr-${a.id}`} label={a.heading[lang]}>
                  {(d) => (
                    <select
                      id={`${id}-attr-${a.id}`}
                      className="field__control field__control--select"
                      aria-describedby={d}
                      value={String(store.attributeValueOf(a.id) ?? '')}
                      onChange={(e) => store.setAttributeValue(a.id, e.target.value === '' ? null : Number(e.target.value))}
                    >
                      <option value="">{t('adProductNoCategory')}</option>
                      {a.values.map((v) => (
                        <option key={v.id} value={v.id}>
                          {v.label[lang]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ))}
            </div>
          </section>

          <section className="ao-card pe-card" aria-labelledby={`${id}-s-media`}>
            <h2 id={`${id}-s-media`}>{t('adProductSectionMedia')}</h2>
            <div className="pe-media">
              <div>
                <h3>{t('adProductField_image')}</h3>
                {form.image ? <img className="pe-thumb" src={form.imageThumbnail ?? form.image} alt={t('adProductField_image')} /> : <p className="ao-muted">{t('adProductNoImage')}</p>}
                {errors.image && <p className="field__error">{t(errors.image)}</p>}
                <div className="pe-row">
                  <button type="button" className="button button--secondary button--small" onClick={() => store.openPicker('image')}>
                    {t('adProductPickImage')}
                  </button>
                  {form.image && (
                    <button type="button" className="button button--secondary button--small" onClick={store.removeImage}>
                      {t('adProductRemove')}
                    </button>
                  )}
                </div>
              </div>
              <div>
                <h3>{t('adProductField_additionalImages')}</h3>
                <ul className="pe-files">
                  {form.additionalImages.map((img, i) => (
                    <li key={`${img.filename}-${i}`}>
                      <span className="mono">{img.filename}</span>
                      <button type="button" className="button button--secondary button--small" aria-label={`${t('adProductRemove')}: ${img.filename}`} onClick={() => store.removeAdditionalImage(i)}>
                        {t('adProductRemove')}
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" className="button button--secondary button--small" onClick={() => store.openPicker('additionalImages')}>
                  {t('adProductPickAdditional')}
                </button>
              </div>
              <div>
                <h3>{t('adProductField_files')}</h3>
                <ul className="pe-files">
                  {form.files.map((f, i) => (
                    <li key={`${f.href}-${i}`}>
                      <span>{f.name}</span>
                      <button type="button" className="button button--secondary button--small" aria-label={`${t('adProductRemove')}: ${f.name}`} onClick={() => store.removeFile(i)}>
                        {t('adProductRemove')}
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" className="button button--secondary button--small" onClick={() => store.openPicker('files')}>
                  {t('adProductPickFile')}
                </button>
              </div>
            </div>
            <MediaPicker store={store} />
          </section>

          <div className="pe-actions">
            <button type="submit" className="button button--primary" disabled={store.saving}>
              {store.saving ? t('adProductSaving') : store.isNew ? t('adProductCreate') : t('adProductSave')}
            </button>
            {!store.isNew && (
              <div className="pe-duplicate">
                <Field id={`${id}-dup`} label={t('adProductDuplicateLabel')} error={errors.duplicateId}>
                  {(d) => <input id={`${id}-dup`} className="field__control" value={store.duplicateId} aria-describedby={d} onChange={(e) => store.setDuplicateId(e.target.value)} />}
                </Field>
                <button type="button" className="button button--secondary" disabled={store.saving || store.duplicateId.trim() === ''} onClick={() => void store.duplicate()}>
                  {t('adProductDuplicate')}
                </button>
              </div>
            )}
          </div>
        </form>
      )}
    </div>
  );
});

const MediaPicker = observer(function MediaPicker({ store }: { store: ProductEditorStore }) {
  const t = useT();
  const id = useId();
  const picker = store.picker;
  if (!picker) return null;
  return (
    <div className="pe-picker" role="dialog" aria-labelledby={`${id}-title`} onKeyDown={(e) => e.key === 'Escape' && store.closePicker()}>
      <h3 id={`${id}-title`}>{t('adProductMediaTitle')}</h3>
      <div className="pe-row">
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          {t('adProductMediaSearch')}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          placeholder={t('adProductMediaSearch')}
          value={picker.q}
          autoFocus
          onChange={(e) => store.setPickerTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void store.searchMedia();
            }
          }}
        />
        <button type="button" className="button button--secondary button--small" onClick={() => void store.searchMedia()}>
          {t('adProductMediaSearch')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={store.closePicker}>
          {t('adProductMediaClose')}
        </button>
      </div>
      {picker.loading && <Spinner logo={false} label={t('loading')} />}
      {!picker.loading && picker.items.length === 0 && <p className="ao-muted">{t('adProductMediaNone')}</p>}
      <ul className="pe-picker__list">
        {picker.items.map((file) => (
          <li key={file.key}>
            <button type="button" className="pe-picker__item" onClick={() => store.choose(file)}>
              {file.variants.thumb || IMAGE.test(file.name) ? <img src={file.variants.thumb ?? file.url} alt="" /> : <span className="pe-picker__doc" aria-hidden="true">▤</span>}
              <span>{file.name}</span>
              <span className="visually-hidden">{t('adProductMediaChoose')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});

export default AdminProductEditor;
