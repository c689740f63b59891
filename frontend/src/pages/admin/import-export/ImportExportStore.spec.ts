import { FakeApi, fail, ok } from '../../../test-support/fake-api';
import { jobSequence, jobView } from '../shared/job-fixtures';
import { ImportExportStore, type ImportReport } from './ImportExportStore';
import type { ImportUploader } from './upload';

const report: ImportReport = {
  applied: false,
  dryRun: false,
  fileName: 'produkte.xlsx',
  rows: 3,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  rejectedCount: 1,
  rejected: [{ row: 3, column: 'price', messageId: 'invalidDecimal' }],
  diffs: [],
};
const file = { name: 'produkte.xlsx' } as File;

function setup(options: { upload?: ImportUploader; jobs?: () => ReturnType<typeof jobView> } = {}) {
  const api = new FakeApi()
    .onPost('/api/admin/import-export/imports', () => ok({ id: 42, kind: 'import', state: 'queued' }))
    .onGet('/api/admin/jobs/{id}', () => ok((options.jobs ?? (() => jobView(42)))()));
  const uploads: string[] = [];
  const upload: ImportUploader =
    options.upload ??
    (async (f, onProgress) => {
      uploads.push(f.name);
      onProgress(50);
      onProgress(100);
      return { uploadId: 'u-1' };
    });
  const saved: Array<{ blob: Blob; name: string }> = [];
  const store = new ImportExportStore(api, upload, (blob, name) => saved.push({ blob, name }), () => '2026-11-27');
  store.start();
  const polls = () => api.callsTo('/api/admin/jobs/{id}').length;
  return { api, store, uploads, saved, polls };
}

describe('ImportExportStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uploads, starts the import with the form’s choices and follows the job to its report', async () => {
    const { api, store, uploads } = setup({ jobs: jobSequence(jobView(42, { done: 1, total: 3 }), jobView(42, { state: 'done', done: 3, total: 3, result: report as never })) });
    store.setType('products');
    store.setMode('add');
    store.setDryRun(false);
    const started = store.startImport(file);
    expect(store.phase).toEqual({ kind: 'uploading', percent: 100 });
    expect(store.busy).toBe(true);
    await started;
    expect(uploads).toEqual(['produkte.xlsx']);
    expect(api.callsTo('/api/admin/import-export/imports')[0].body).toEqual({ uploadId: 'u-1', type: 'products', mode: 'add', dryRun: false });
    expect(store.phase).toEqual({ kind: 'running' });
    await jest.advanceTimersByTimeAsync(400);
    expect([store.job.done, store.job.total]).toEqual([1, 3]);
    await jest.advanceTimersByTimeAsync(400);
    expect(store.report).toEqual(report);
    expect(store.busy).toBe(false);
  });

  it('asks for a file before uploading anything', async () => {
    const { store, uploads, api } = setup();
    await store.startImport(undefined);
    expect(store.phase).toEqual({ kind: 'error', messageId: 'adImportFileMissing' });
    expect(uploads).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('shows why the upload or the start was refused', async () => {
    const refused = setup({ upload: async () => ({ error: 'adImportFileTooLarge' }) });
    await refused.store.startImport(file);
    expect(refused.store.phase).toEqual({ kind: 'error', messageId: 'adImportFileTooLarge' });
    expect(refused.api.callsTo('/api/admin/import-export/imports')).toEqual([]);

    const unknown = setup();
    unknown.api.onPost('/api/admin/import-export/imports', () => fail('adImportUploadUnknown'));
    await unknown.store.startImport(file);
    expect(unknown.store.phase).toEqual({ kind: 'error', messageId: 'adImportUploadUnknown' });
  });

  it('a failed job names its reason; the generic failure reads as “import failed”', async () => {
    const own = setup({ jobs: () => jobView(42, { state: 'failed', error: { code: 'adImportWorkbookUnreadable', message: '' } }) });
    await own.store.startImport(file);
    await jest.advanceTimersByTimeAsync(400);
    expect(own.store.phase).toEqual({ kind: 'error', messageId: 'adImportWorkbookUnreadable' });

    const generic = setup({ jobs: () => jobView(42, { state: 'failed', error: { code: 'jobFailed', message: '' } }) });
    await generic.store.startImport(file);
    await jest.advanceTimersByTimeAsync(400);
    expect(generic.store.phase).toEqual({ kind: 'error', messageId: 'adImportFailed' });
  });

  it('stops polling the job when the page is left', async () => {
    const { store, polls } = setup();
    await store.startImport(file);
    await jest.advanceTimersByTimeAsync(1200);
    expect(polls()).toBe(3);
    store.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('left while uploading: the import starts but is not polled', async () => {
    let finish: (value: { uploadId: string }) => void = () => undefined;
    const { store, polls, api } = setup({ upload: () => new Promise((resolve) => (finish = resolve)) });
    const started = store.startImport(file);
    store.stop();
    finish({ uploadId: 'u-2' });
    await started;
    expect(api.callsTo('/api/admin/import-export/imports')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(0);
  });

  it('downloads an export under a dated name, one at a time', async () => {
    const { api, store, saved } = setup();
    const blob = new Blob(['{}']);
    let answer: (value: Blob | null) => void = () => undefined;
    const getBlob = jest.fn(() => new Promise<Blob | null>((resolve) => (answer = resolve)));
    api.getBlob = getBlob;
    const first = store.download('users', 'json');
    expect(store.exporting).toBe('users.json');
    await store.download('menus', 'xlsx');
    expect(getBlob).toHaveBeenCalledTimes(1);
    expect(getBlob).toHaveBeenCalledWith('/api/admin/import-export/export/{type}', { params: { path: { type: 'users' }, query: { format: 'json' } } });
    answer(blob);
    await first;
    expect(store.exporting).toBeNull();
    expect(saved).toEqual([{ blob, name: 'users-2026-11-27.json' }]);
  });

  it('a failed export download shows the general error', async () => {
    const { store, saved } = setup();
    await store.download('orders', 'xlsx');
    expect(store.phase).toEqual({ kind: 'error', messageId: 'errorHasOccurred' });
    expect(saved).toEqual([]);
  });
});
