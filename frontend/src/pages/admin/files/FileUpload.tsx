import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../app/RouteContext';
import { useStores } from '../../../stores/StoreContext';
import { knownMessage } from '../shared/notice';
import { usePageStore } from '../shared/page-store';
import { FileUploadStore } from './FileUploadStore';
import { formatBytes, uploadWithProgress, type FileArea } from './upload';
import './files.css';

/**
 * Uploads several files, each with its own progress bar (XMLHttpRequest upload progress). The server checks
 * type and size by content; a refused file shows the translated reason, the others go on.
 */
export const FileUpload = observer(function FileUpload({ area, locale, listCode }: { area: FileArea; locale: string; listCode: string }) {
  const t = useT();
  const { content } = useStores();
  const store = usePageStore(() => new FileUploadStore(area, uploadWithProgress));
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { entries, running, waitingCount } = store;

  const start = async () => {
    await store.uploadAll();
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    store.add(event.dataTransfer.files);
  };

  const listPath = content.pathFor(listCode, locale);

  return (
    <>
      <div
        className={`file-drop${dragging ? ' file-drop--active' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="button button--secondary file-drop__choose" htmlFor={inputId}>
          {t('adFilesChoose')}
        </label>
        <input id={inputId} ref={inputRef} className="file-drop__input" type="file" multiple onChange={(e) => store.add(e.target.files)} />
        <p className="field__hint">{t('adFilesDropHint')}</p>
      </div>
      {entries.length > 0 && (
        <ul className="upload-list" aria-label={t('adFilesUploadLink')}>
          {entries.map((entry) => {
            const percent = Math.round(entry.progress * 100);
            return (
              <li key={entry.id} className={`upload-item upload-item--${entry.state}`}>
                <div className="upload-item__head">
                  <span className="upload-item__name mono">{entry.file.name}</span>
                  <span className="upload-item__size">{formatBytes(entry.file.size, locale)}</span>
                </div>
                <progress className="upload-item__bar" max={100} value={percent} aria-label={t('adFilesUploadProgress', { name: entry.file.name })} />
                <p className="upload-item__state" role={entry.state === 'failed' ? 'alert' : undefined}>
                  {entry.state === 'waiting' && t('adFilesUploadWaiting')}
                  {entry.state === 'running' && t('adFilesUploadRunning', { percent: String(percent) })}
                  {entry.state === 'done' && entry.result && t('adFilesUploadDone', { name: entry.result.key })}
                  {entry.state === 'failed' && t(knownMessage(entry.error))}
                </p>
                {entry.state === 'done' && entry.result && (entry.result.variants.thumb || entry.result.variants.small) && (
                  <div className="upload-item__variants">
                    {entry.result.variants.thumb && <img src={entry.result.variants.thumb} alt={`${entry.result.name} (thumb)`} className="upload-item__thumb" />}
                    {entry.result.variants.small && <img src={entry.result.variants.small} alt={`${entry.result.name} (small)`} className="upload-item__small" />}
                    <span className="field__hint">{t('adFilesVariants', { variants: Object.keys(entry.result.variants).join(', ') })}</span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="file-actions">
        <button type="button" className="button button--primary" disabled={running || waitingCount === 0} onClick={() => void start()}>
          {t('adFilesUploadStart')}
          {waitingCount > 0 ? ` (${waitingCount})` : ''}
        </button>
        {listPath && <Link to={listPath}>{t('adFilesBackToList')}</Link>}
      </div>
    </>
  );
});
