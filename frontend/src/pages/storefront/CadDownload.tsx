import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { CatalogueIcon } from '../../components/catalogue/CatalogueIcon';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
import '../../components/catalogue/catalogue.css';
import '../../styles/forms.css';

/**
 * CAD download page (query id). States: loading; waiting for a format choice (a picker, then a download
 * link); nodata (noCadDataAvailable). A missing or unknown id shows productIdUnknown.
 */
const CadDownload = observer(function CadDownload({ page, locale }: PageProps) {
  const t = useT();
  const formId = useId();
  const catalogue = catalogueOf(useStores());
  const location = useLocation();
  const id = (new URLSearchParams(location.search).get('id') ?? '').trim();
  const [formatId, setFormatId] = useState('');

  useEffect(() => {
    if (!id) return;
    void catalogue.loadProduct(id, locale);
    void catalogue.loadCadFormats(id, locale);
    return () => catalogue.resetCadDownload();
  }, [catalogue, id, locale]);

  const product = id ? catalogue.productState(id, locale) : undefined;
  const formats = id ? catalogue.cadFormatsState(id, locale) : undefined;
  const isUnknown = (s: typeof product | typeof formats) => s?.status === 'error' && (s.error.code === 'productIdUnknown' || s.error.code === 'NOT_FOUND');
  const unknown = !id || isUnknown(product) || (isUnknown(formats) && product?.status !== 'ready');
  const state: 'unknown' | 'loading' | 'nodata' | 'choose' | 'error' = unknown
    ? 'unknown'
    : !formats || formats.status === 'loading'
      ? 'loading'
      : formats.status === 'error'
        ? isUnknown(formats) || formats.error.code === 'noCadDataAvailable'
          ? 'nodata'
          : 'error'
        : formats.data.formats.length === 0
          ? 'nodata'
          : 'choose';
  const download = catalogue.cadDownload;
  const list = formats?.status === 'ready' ? formats.data.formats : [];
  const chosen = list.find((f) => f.cadFormatId === formatId) ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    void catalogue.prepareCadDownload(id, chosen.cadFormatId, chosen.extention, locale);
  };

  return (
    <div className="container page page--narrow cad-page" data-state={state}>
      <h1>{page.label}</h1>
      {product?.status === 'ready' && (
        <p className="cad-page__product">
          <CatalogueIcon name="cad" size={20} />
          <span>
            <Link to={product.data.path}>{product.data.name}</Link>{' '}
            <span className="muted">
              {t('articleNumberShort')} <span className="sku">{product.data.id}</span>
            </span>
          </span>
        </p>
      )}
      {state === 'unknown' && (
        <p className="message message--error" role="alert">
          {t('productIdUnknown')}
        </p>
      )}
      {state === 'loading' && <Spinner logo={false} />}
      {state === 'nodata' && <p className="message message--info">{t('noCadDataAvailable')}</p>}
      {state === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {state === 'choose' && (
        <form className="cad-form" onSubmit={onSubmit}>
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-format`}>
              {t('cadFormat')}
            </label>
            <select
              id={`${formId}-format`}
              className="field__control field__control--select"
              value={formatId}
              onChange={(e) => {
                setFormatId(e.target.value);
                catalogue.resetCadDownload();
              }}
            >
              <option value="">{t('chooseCadFormat')}</option>
              {list.map((format) => (
                <option key={format.cadFormatId} value={format.cadFormatId}>
                  {format.cadFormatName} (.{format.extention.replace(/^\./, '')})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={!chosen || download.status === 'loading'}>
            {download.status === 'loading' ? t('pleaseWait') : t('prepareCadDownload')}
          </button>
          <div className="cad-form__result" role="status">
            {download.status === 'ready' && download.formatId === formatId && (
              <a className="button button--secondary cad-form__download" href={download.url} download={download.filename}>
                <CatalogueIcon name="download" size={18} /> {t('downloadFile', { name: download.filename })}
              </a>
            )}
            {download.status === 'error' && download.formatId === formatId && <p className="message message--warning">{t(download.messageId)}</p>}
          </div>
        </form>
      )}
      {product?.status === 'ready' && (
        <p>
          <Link to={product.data.path}>
            <Icon name="chevronRight" size={14} className="rotate-180 inline-icon" /> {t('backToProduct', { name: product.data.name })}
          </Link>
        </p>
      )}
    </div>
  );
});

export default CadDownload;
