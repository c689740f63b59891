import { observer } from 'mobx-react-lite';
import { useT } from '../../../app/RouteContext';
import { usePageStore } from '../shared/page-store';
import { GeneratedFilesStore, type GeneratedNotice } from './GeneratedFilesStore';
import { formatBytes, formatTime } from './upload';

/**
 * The files the jobs write (PDF catalogue per language, merchant feed): start a job, follow its progress,
 * download the result. The tools page (admin-tools) starts the same job kinds.
 */
export const GeneratedFiles = observer(function GeneratedFiles({ locale }: { locale: string }) {
  const t = useT();
  const store = usePageStore((root) => new GeneratedFilesStore(root.api));
  const kindLabel = (kind: string) => (kind === 'pdfCatalogue' ? t('adPdfKind') : t('adFeedKind'));
  const noticeText = (notice: GeneratedNotice): string => {
    if (notice.tone === 'error') return t(notice.id);
    const detail = notice.kind === 'pdfCatalogue' ? t('adPdfResult', { pages: String(notice.pages), products: String(notice.products) }) : t('adFeedResult', { items: String(notice.items) });
    return `${t('adFilesJobDone', { kind: kindLabel(notice.kind) })} ${detail}`;
  };
  const { files, running, notice: message } = store;
  const job = running ? { kind: running, done: store.job.done, total: store.job.total } : null;

  const percent = job && job.total ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <section className="generated-files" aria-labelledby="generated-files-title">
      <h2 id="generated-files-title">{t('adFilesGenerated')}</h2>
      <p>{t('adFilesGeneratedIntro')}</p>
      <div className="file-actions">
        <button type="button" className="button button--secondary" disabled={job !== null} onClick={() => void store.generate('pdfCatalogue', { locale: 'de' })}>
          {t('adPdfGenerate', { locale: 'DE' })}
        </button>
        <button type="button" className="button button--secondary" disabled={job !== null} onClick={() => void store.generate('pdfCatalogue', { locale: 'en' })}>
          {t('adPdfGenerate', { locale: 'EN' })}
        </button>
        <button type="button" className="button button--secondary" disabled={job !== null} onClick={() => void store.generate('merchantFeed', {})}>
          {t('adFeedGenerate')}
        </button>
      </div>
      {job && (
        <div className="job-progress" role="status">
          <progress max={100} value={percent} aria-label={kindLabel(job.kind)} />
          <span>{t('adFilesJobRunning', { kind: kindLabel(job.kind), done: String(job.done), total: job.total === null ? '…' : String(job.total) })}</span>
        </div>
      )}
      {message && (
        <p className={`message message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {noticeText(message)}
        </p>
      )}
      {files.length > 0 && (
        <ul className="export-list">
          {files.map((f) => (
            <li key={f.key}>
              <a href={f.url} download>
                {f.key.split('/').pop()}
              </a>{' '}
              <span className="field__hint">
                {formatBytes(f.size, locale)} · {formatTime(f.modifiedAt, locale)}
              </span>
              {f.publicUrl && (
                <span className="field__hint">
                  {' '}
                  · {t('adFeedPublic')}: <span className="mono">{f.publicUrl}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
