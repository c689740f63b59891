import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../app/RouteContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { useStores } from '../../../stores/StoreContext';
import { usePageStore } from '../shared/page-store';
import { FileListStore } from './FileListStore';
import { formatBytes, formatTime, type FileArea } from './upload';
import './files.css';

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** The file list of an area (media, backend files): search, preview, open, delete with a warning when still used. */
export const FileList = observer(function FileList({ area, locale, uploadCode }: { area: FileArea; locale: string; uploadCode: string }) {
  const t = useT();
  const { content } = useStores();
  const store = usePageStore((root) => new FileListStore(root.api, area));
  const searchId = useId();
  const { items, total, status, page, pages, notice: message, deleting, busy } = store;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    store.search();
  };

  const uploadPath = content.pathFor(uploadCode, locale);
  const usage = deleting?.usage;

  return (
    <>
      <div className="file-toolbar">
        <form className="file-search" role="search" onSubmit={onSearch}>
          <label className="field__label" htmlFor={searchId}>
            {t('adFilesSearch')}
          </label>
          <div className="file-search__row">
            <input id={searchId} className="field__control" type="search" value={store.query} onChange={(e) => store.setQuery(e.target.value)} maxLength={100} />
            <button type="submit" className="button button--secondary">
              {t('adFilesSearchButton')}
            </button>
          </div>
        </form>
        {uploadPath && (
          <Link className="button button--primary" to={uploadPath}>
            {t('adFilesUploadLink')}
          </Link>
        )}
      </div>
      {message && (
        <p className={`message message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {t(message.id, message.values)}
        </p>
      )}
      {status === 'error' && (
        <p className="message message--error" role="alert">
          {t('errorHasOccurred')}
        </p>
      )}
      {status === 'loading' && items.length === 0 && <Spinner logo={false} label={t('loading')} />}
      {status === 'loaded' && items.length === 0 && <p className="message">{t('adFilesNone')}</p>}
      {items.length > 0 && (
        <>
          <p className="file-count" aria-live="polite">
            {t('adFilesCount', { count: String(total) })}
          </p>
          <div className="table-wrap">
            <table className="data-table data-table--admin file-table">
              <thead>
                <tr>
                  <th scope="col">{t('adFilesPreview')}</th>
                  <th scope="col">{t('adFilesName')}</th>
                  <th scope="col" className="num">
                    {t('adFilesSize')}
                  </th>
                  <th scope="col">{t('adFilesChanged')}</th>
                  <th scope="col">{t('adFilesActions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((file) => {
                  const preview = file.variants.thumb ?? (IMAGE.test(file.key) && area === 'media' ? file.url : null);
                  return (
                    <tr key={file.key}>
                      <td className="file-table__preview">
                        {preview ? <img src={preview} alt="" width={64} height={64} loading="lazy" /> : <span className="file-table__ext">{(/\.([a-z0-9]+)$/i.exec(file.key)?.[1] ?? '?').toUpperCase()}</span>}
                      </td>
                      <td className="file-table__name">
                        <span className="mono">{file.key}</span>
                        {(file.variants.thumb || file.variants.small) && (
                          <span className="file-table__variants">
                            {t('adFilesVariants', { variants: Object.keys(file.variants).join(', ') })}
                          </span>
                        )}
                      </td>
                      <td className="num">{formatBytes(file.size, locale)}</td>
                      <td className="num">{formatTime(file.modifiedAt, locale)}</td>
                      <td className="file-table__actions">
                        <a className="button button--secondary button--small" href={file.url} target="_blank" rel="noopener noreferrer">
                          {area === 'media' ? t('adFilesOpen') : t('adFilesDownload')}
                          <span className="visually-hidden">: {file.name}</span>
                        </a>
                        <button type="button" className="button button--danger button--small" onClick={() => void store.askDelete(file)}>
                          {t('adFilesDelete')}
                          <span className="visually-hidden">: {file.name}</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="file-pager" aria-label={t('adFilesPage', { page: String(page), pages: String(pages) })}>
              <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => store.goTo(page - 1)}>
                {t('adFilesPrevious')}
              </button>
              <span>{t('adFilesPage', { page: String(page), pages: String(pages) })}</span>
              <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => store.goTo(page + 1)}>
                {t('adFilesNext')}
              </button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('adFilesDeleteTitle', { name: deleting.file.name }) : ''}
        confirmLabel={usage && usage.total > 0 ? t('adFilesDeleteAnyway') : t('adFilesDelete')}
        cancelLabel={t('cancelAction')}
        onConfirm={() => void store.confirmDelete()}
        onCancel={store.cancelDelete}
        busy={busy}
        danger
      >
        <p>{t('adFilesDeleteText')}</p>
        {usage && usage.total > 0 && (
          <div className="message message--warning file-usage" role="alert">
            <p>{t('adFilesDeleteUsed', { count: String(usage.total) })}</p>
            <ul>
              {(
                [
                  ['adFilesUsedProducts', usage.products],
                  ['adFilesUsedCategories', usage.categories],
                  ['adFilesUsedPages', usage.pages],
                  ['adFilesUsedMenus', usage.menus],
                ] as const
              )
                .filter(([, list]) => list.length > 0)
                .map(([label, list]) => (
                  <li key={label}>
                    {t(label)}: <span className="mono">{list.join(', ')}</span>
                    {list.length === 5 ? ' …' : ''}
                  </li>
                ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
});
