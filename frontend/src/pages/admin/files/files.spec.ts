import { FakeApi, fail, flush, ok } from '../../../test-support/fake-api';
import { jobSequence, jobView } from '../shared/job-fixtures';
import { FileListStore, type FileItem } from './FileListStore';
import { FileUploadStore, type FileUploader } from './FileUploadStore';
import { GeneratedFilesStore } from './GeneratedFilesStore';
import type { UploadOutcome } from './upload';

const item = (key: string): FileItem => ({ key, name: key.split('/').pop() ?? key, size: 1000, modifiedAt: '2026-11-27T08:00:00.000Z', url: `/media/${key}`, variants: {} });

describe('FileListStore', () => {
  function setup(area: 'media' | 'backend-files' = 'media') {
    const files = Array.from({ length: 120 }, (_, i) => item(`uploads/bild-${i}.jpg`));
    const list = ({ params }: { params?: { query?: { q?: string; page?: number; pageSize?: number } } }) => {
      const { q, page = 1, pageSize = 50 } = params?.query ?? {};
      const hits = files.filter((f) => !q || f.key.includes(q));
      return ok({ items: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length });
    };
    const api = new FakeApi()
      .onGet('/api/admin/media', list)
      .onGet('/api/admin/backend-files', list)
      .onGet('/api/admin/media/usage', () => ok({ products: ['SL-1'], categories: [], pages: ['/start'], menus: [], total: 2 }))
      .onPost('/api/admin/media/delete', ({ body }) => {
        files.splice(files.findIndex((f) => f.key === body?.key), 1);
        return ok({ deleted: body!.key, usage: { products: [], categories: [], pages: [], menus: [], total: 0 } });
      })
      .onPost('/api/admin/backend-files/delete', () => fail('adFilesNotFound', 404));
    const store = new FileListStore(api, area);
    return { api, store };
  }

  it('pages through the area and searches from the first page', async () => {
    const { api, store } = setup();
    store.start();
    await flush();
    expect([store.items.length, store.total, store.pages]).toEqual([50, 120, 3]);
    store.goTo(3);
    await flush();
    expect(store.items.map((f) => f.key)).toEqual(Array.from({ length: 20 }, (_, i) => `uploads/bild-${100 + i}.jpg`));
    store.goTo(4);
    await flush();
    expect(store.page).toBe(3);
    store.setQuery('  bild-11 ');
    store.search();
    await flush();
    expect(store.page).toBe(1);
    expect(store.items.map((f) => f.key)).toEqual(['uploads/bild-11.jpg', ...Array.from({ length: 10 }, (_, i) => `uploads/bild-${110 + i}.jpg`)]);
    expect(api.callsTo('/api/admin/media').at(-1)?.params).toEqual({ query: { q: 'bild-11', page: 1, pageSize: 50 } });
  });

  it('shows only the latest answer when requests overtake each other', async () => {
    const { api, store } = setup();
    const answers: Array<(v: ReturnType<typeof ok>) => void> = [];
    api.onGet('/api/admin/media', () => new Promise((resolve) => answers.push(resolve as never)));
    const first = store.load();
    const second = store.load();
    answers[1](ok({ items: [item('neu.jpg')], total: 1 }));
    answers[0](ok({ items: [item('alt.jpg')], total: 1 }));
    await Promise.all([first, second]);
    expect(store.items.map((f) => f.key)).toEqual(['neu.jpg']);
  });

  it('asks before deleting a media file, naming where it is used; deletes after the confirmation', async () => {
    const { api, store } = setup();
    store.start();
    await flush();
    const file = store.items[0];
    await store.askDelete(file);
    expect(store.deleting?.usage?.total).toBe(2);
    store.cancelDelete();
    expect(api.callsTo('/api/admin/media/delete')).toEqual([]);
    await store.askDelete(file);
    await store.confirmDelete();
    expect(api.callsTo('/api/admin/media/delete')[0].body).toEqual({ key: file.key, confirm: true });
    expect(store.deleting).toBeNull();
    expect(store.notice).toEqual({ tone: 'success', id: 'adFilesDeleted', values: { name: file.name } });
    expect(store.total).toBe(119);
  });

  it('backend files: no usage lookup; a refused delete shows its message', async () => {
    const { api, store } = setup('backend-files');
    store.start();
    await flush();
    await store.askDelete(store.items[0]);
    expect(api.callsTo('/api/admin/media/usage')).toEqual([]);
    expect(store.deleting?.usage).toBeNull();
    await store.confirmDelete();
    expect(store.notice).toEqual({ tone: 'error', id: 'adFilesNotFound' });
  });
});

describe('GeneratedFilesStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(jobs: () => ReturnType<typeof jobView>) {
    const api = new FakeApi()
      .onGet('/api/admin/exports', () => ok([{ key: 'catalogue/katalog-de.pdf', size: 5000, modifiedAt: '2026-11-27T08:00:00.000Z', url: '/api/admin/exports/download?key=catalogue/katalog-de.pdf' }]))
      .onPost('/api/admin/jobs/start/{kind}', ({ params }) => ok(jobView(21, { kind: params!.path.kind, state: 'queued' })))
      .onGet('/api/admin/jobs/{id}', () => ok(jobs()));
    return { api, store: new GeneratedFilesStore(api) };
  }

  it('generates the PDF catalogue: progress, then its pages and products, and the list read again', async () => {
    const { api, store } = setup(jobSequence(jobView(21, { kind: 'pdfCatalogue', done: 3, total: 10 }), jobView(21, { kind: 'pdfCatalogue', state: 'done', done: 10, total: 10, result: { pages: 12, products: 40 } })));
    store.start();
    await store.generate('pdfCatalogue', { locale: 'en' });
    expect(api.callsTo('/api/admin/jobs/start/{kind}')[0]).toMatchObject({ params: { path: { kind: 'pdfCatalogue' } }, body: { params: { locale: 'en' } } });
    expect(store.running).toBe('pdfCatalogue');
    await jest.advanceTimersByTimeAsync(400);
    expect([store.job.done, store.job.total]).toEqual([3, 10]);
    await jest.advanceTimersByTimeAsync(400);
    expect(store.running).toBeNull();
    expect(store.notice).toEqual({ tone: 'success', kind: 'pdfCatalogue', pages: 12, products: 40 });
    expect(api.callsTo('/api/admin/exports')).toHaveLength(2);
  });

  it('sums the feed’s items over its files; a failed job names its reason', async () => {
    const feed = setup(() => jobView(21, { kind: 'merchantFeed', state: 'done', result: { files: [{ items: 30 }, { items: 12 }] } }));
    await feed.store.generate('merchantFeed', {});
    await jest.advanceTimersByTimeAsync(400);
    expect(feed.store.notice).toEqual({ tone: 'success', kind: 'merchantFeed', items: 42 });

    const failed = setup(() => jobView(21, { state: 'failed', error: { code: 'jobInterrupted', message: '' } }));
    await failed.store.generate('merchantFeed', {});
    await jest.advanceTimersByTimeAsync(400);
    expect(failed.store.notice).toEqual({ tone: 'error', id: 'jobInterrupted' });

    const odd = setup(() => jobView(21, { state: 'failed', error: { code: 'noSuchText', message: '' } }));
    await odd.store.generate('merchantFeed', {});
    await jest.advanceTimersByTimeAsync(400);
    expect(odd.store.notice).toEqual({ tone: 'error', id: 'jobFailed' });
  });

  it('a job already running is refused with its message and nothing is polled', async () => {
    const { api, store } = setup(() => jobView(21));
    api.onPost('/api/admin/jobs/start/{kind}', () => fail('jobAlreadyRunning', 409));
    await store.generate('pdfCatalogue', { locale: 'de' });
    expect(store.notice).toEqual({ tone: 'error', id: 'jobAlreadyRunning' });
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.callsTo('/api/admin/jobs/{id}')).toEqual([]);
  });

  it('leaving the page stops the polling', async () => {
    const { api, store } = setup(() => jobView(21));
    store.start();
    await store.generate('merchantFeed', {});
    await jest.advanceTimersByTimeAsync(1200);
    expect(api.callsTo('/api/admin/jobs/{id}')).toHaveLength(3);
    store.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.callsTo('/api/admin/jobs/{id}')).toHaveLength(3);
    expect(jest.getTimerCount()).toBe(0);
    expect(store.running).toBeNull();
  });
});

describe('FileUploadStore', () => {
  const file = (name: string) => new File(['x'], name);

  it('uploads at most three at a time; a refused file keeps its message, the others go on', async () => {
    const pending = new Map<string, (outcome: UploadOutcome) => void>();
    const progress = new Map<string, (fraction: number) => void>();
    const upload: FileUploader = (_area, f, onProgress) => {
      progress.set(f.name, onProgress);
      return new Promise((resolve) => pending.set(f.name, resolve));
    };
    const store = new FileUploadStore('media', upload);
    store.add([file('a.jpg'), file('b.jpg'), file('c.exe'), file('d.jpg')]);
    expect(store.waitingCount).toBe(4);
    const all = store.uploadAll();
    expect(store.running).toBe(true);
    expect([...pending.keys()]).toEqual(['a.jpg', 'b.jpg', 'c.exe']);
    expect(store.entries.map((e) => e.state)).toEqual(['running', 'running', 'running', 'waiting']);
    progress.get('a.jpg')!(0.5);
    expect(store.entries[0].progress).toBe(0.5);
    pending.get('c.exe')!({ ok: false, code: 'adFilesTypeRefused' });
    await flush();
    expect([...pending.keys()]).toEqual(['a.jpg', 'b.jpg', 'c.exe', 'd.jpg']);
    const uploaded = (name: string) => ({ ok: true as const, file: { key: `uploads/${name}`, name, url: `/media/uploads/${name}`, size: 1, type: 'image/jpeg', width: 1, height: 1, variants: {} } });
    for (const name of ['a.jpg', 'b.jpg', 'd.jpg']) pending.get(name)!(uploaded(name));
    await all;
    expect(store.running).toBe(false);
    expect(store.entries.map((e) => [e.file.name, e.state, e.progress, e.error ?? e.result?.key])).toEqual([
      ['a.jpg', 'done', 1, 'uploads/a.jpg'],
      ['b.jpg', 'done', 1, 'uploads/b.jpg'],
      ['c.exe', 'failed', 0, 'adFilesTypeRefused'],
      ['d.jpg', 'done', 1, 'uploads/d.jpg'],
    ]);
    expect(store.waitingCount).toBe(0);
  });

  it('files added later wait for the next start', async () => {
    const sent: string[] = [];
    const store = new FileUploadStore('backend-files', async (area, f) => {
      sent.push(`${area}:${f.name}`);
      return { ok: false, code: 'adFilesTooLarge' };
    });
    await store.uploadAll();
    expect(sent).toEqual([]);
    store.add([file('x.pdf')]);
    await store.uploadAll();
    store.add([file('y.pdf')]);
    expect(store.waitingCount).toBe(1);
    await store.uploadAll();
    expect(sent).toEqual(['backend-files:x.pdf', 'backend-files:y.pdf']);
  });
});
