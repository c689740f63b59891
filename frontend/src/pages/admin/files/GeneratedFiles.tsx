import { useCallback, useEffect, useState } from 'react';
import { hasMessage } from '@shop/i18n';
import { useT } from '../../../app/RouteContext';
import { useStores } from '../../../stores/StoreContext';
import { formatBytes, formatTime } from './upload';

interface ExportFile {
  key: string;
  size: number;
  modifiedAt: string;
  url: string;
  publicUrl?: string;
}

interface RunningJob {
  id: number;
  kind: string;
  done: number;
  total: number | null;
}

/**
 * The files the jobs write (PDF catalogue per language, merchant feed): start a job, follow its progress,
 * download the result. The tools page (admin-tools) starts the same job kinds.
 */
export function GeneratedFiles({ locale }: { locale: string }) {
  const t = useT();
  const { api } = useStores();
  const [files, setFiles] = useState<ExportFile[]>([]);
  const [job, setJob] = useState<RunningJob | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(async () => {
    const result = await api.get('/api/admin/exports');
    if (result.ok) setFiles(result.data as ExportFile[]);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const kindLabel = (kind: string) => (kind === 'pdfCatalogue' ? t('adPdfKind') : t('adFeedKind'));

  const start = async (kind: 'pdfCatalogue' | 'merchantFeed', params: Record<string, unknown>) => {
    setMessage(null);
    const started = await api.post('/api/admin/jobs/start/{kind}', { params: { path: { kind } }, body: { params }, expectedErrors: ['jobAlreadyRunning'] });
    if (!started.ok) {
      setMessage({ tone: 'error', text: hasMessage(started.error.code) ? t(started.error.code) : t('errorHasOccurred') });
      return;
    }
    const id = started.data.id;
    setJob({ id, kind, done: 0, total: null });
    for (;;) {
      await new Promise((r) => setTimeout(r, 400));
      const res = await api.get('/api/admin/jobs/{id}', { params: { path: { id } } });
      if (!res.ok) {
        setJob(null);
        setMessage({ tone: 'error', text: t('errorHasOccurred') });
        return;
      }
      const view = res.data;
      if (view.state === 'running' || view.state === 'queued') {
        setJob({ id, kind, done: view.progress.done, total: view.progress.total });
        continue;
      }
      setJob(null);
      if (view.state === 'done') {
        const result = view.result as { pages?: number; products?: number; files?: Array<{ items: number }> };
        const detail =
          kind === 'pdfCatalogue'
            ? t('adPdfResult', { pages: String(result.pages ?? 0), products: String(result.products ?? 0) })
            : t('adFeedResult', { items: String((result.files ?? []).reduce((n, f) => n + f.items, 0)) });
        setMessage({ tone: 'success', text: `${t('adFilesJobDone', { kind: kindLabel(kind) })} ${detail}` });
      } else {
        const code = view.error?.code ?? 'jobFailed';
        setMessage({ tone: 'error', text: hasMessage(code) ? t(code) : t('jobFailed') });
      }
      await load();
      return;
    }
  };

  const percent = job && job.total ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <section className="generated-files" aria-labelledby="generated-files-title">
      <h2 id="generated-files-title">{t('adFilesGenerated')}</h2>
      <p>{t('adFilesGeneratedIntro')}</p>
      <div className="file-actions">
        <button type="button" className="button button--secondary" disabled={job !== null} onClick={() => void start('pdfCatalogue', { locale: 'de' })}>
          {t('adPdfGenerate', { locale: 'DE' })}
        </button>
        <button type="button" className="button button--secondary" disabled={job !== null} onClick={() => void start('pdfCatalogue', { locale: 'en' })}>
          {t('adPdfGenerate', { locale: 'EN' })}
        </button>
        <button type="button" className="button button--secondary" disabled={job !== null} onClick={() => void start('merchantFeed', {})}>
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
          {message.text}
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
}
