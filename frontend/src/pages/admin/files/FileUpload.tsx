import { useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { hasMessage } from '@shop/i18n';
import { useT } from '../../../app/RouteContext';
import { useStores } from '../../../stores/StoreContext';
import { formatBytes, uploadWithProgress, type FileArea, type UploadedFileView } from './upload';
import './files.css';

interface Entry {
  id: number;
  file: File;
  state: 'waiting' | 'running' | 'done' | 'failed';
  progress: number;
  result?: UploadedFileView;
  error?: string;
}

/** At most this many uploads at once; the rest wait their turn. */
const PARALLEL = 3;
let nextId = 1;

/**
 * Uploads several files, each with its own progress bar (XMLHttpRequest upload progress). The server checks
 * type and size by content; a refused file shows the translated reason, the others go on.
 */
export function FileUpload({ area, locale, listCode }: { area: FileArea; locale: string; listCode: string }) {
  const t = useT();
  const { content } = useStores();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const [running, setRunning] = useState(false);

  const update = (id: number, change: Partial<Entry>) => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setEntries((list) => [...list, ...Array.from(files).map((file) => ({ id: nextId++, file, state: 'waiting' as const, progress: 0 }))]);
  };

  const start = async () => {
    const waiting = entries.filter((e) => e.state === 'waiting');
    if (waiting.length === 0) return;
    setRunning(true);
    let index = 0;
    const worker = async () => {
      while (index < waiting.length) {
        const entry = waiting[index++];
        update(entry.id, { state: 'running', progress: 0 });
        const outcome = await uploadWithProgress(area, entry.file, (progress) => update(entry.id, { progress }));
        if (outcome.ok) update(entry.id, { state: 'done', progress: 1, result: outcome.file });
        else update(entry.id, { state: 'failed', error: outcome.code });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, waiting.length) }, worker));
    setRunning(false);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const listPath = content.pathFor(listCode, locale);
  const waitingCount = entries.filter((e) => e.state === 'waiting').length;

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
        <input id={inputId} ref={inputRef} className="file-drop__input" type="file" multiple onChange={(e) => add(e.target.files)} />
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
                  {entry.state === 'failed' && (entry.error && hasMessage(entry.error) ? t(entry.error) : t('errorHasOccurred'))}
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
}
