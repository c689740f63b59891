import { FakeApi, fail, ok } from '../../../test-support/fake-api';
import { jobSequence, jobView } from '../shared/job-fixtures';
import { BackupStore, type BackupRow } from './BackupStore';
import { UninstallStore } from './UninstallStore';

/** Lets the fake's answers arrive (the timers are fake: no real tick). */
const settle = () => jest.advanceTimersByTimeAsync(0);

const row = (name: string): BackupRow => ({ name, size: 2048, createdAt: '2026-11-27T05:15:00.000Z', reason: 'manual', databaseKind: 'embedded', appVersion: '0.1.0', tables: 30, rows: 900, files: 4, valid: true });

function setup(jobs: () => ReturnType<typeof jobView> | 'loggedOut' = () => jobView(9, { kind: 'backup' })) {
  let listed: BackupRow[] = [row('backup-1.tar.gz')];
  const api = new FakeApi()
    .onGet('/api/admin/backups', () => ok({ items: listed, databaseKind: 'embedded' }))
    .onPost('/api/admin/backups', () => ok({ id: 9, kind: 'backup', state: 'queued' }))
    .onPost('/api/admin/backups/{name}/restore', () => ok({ id: 10, kind: 'restore', state: 'queued' }))
    .onPost('/api/admin/backups/{name}/delete', ({ params }) => {
      listed = listed.filter((b) => b.name !== params?.path.name);
      return ok({ items: listed, databaseKind: 'embedded' });
    })
    .onGet('/api/admin/jobs/{id}', () => {
      const job = jobs();
      return job === 'loggedOut' ? fail('adminNotLoggedIn', 401) : ok(job);
    });
  const store = new BackupStore(api);
  const lists = () => api.callsTo('/api/admin/backups').filter((c) => c.method === 'GET').length;
  const setListed = (items: BackupRow[]) => (listed = items);
  return { api, store, lists, setListed };
}

describe('BackupStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lists the backups when the page starts; a failed list says so', async () => {
    const { store, api } = setup();
    store.start();
    await settle();
    expect(store.items?.map((b) => b.name)).toEqual(['backup-1.tar.gz']);
    api.onGet('/api/admin/backups', () => fail('INTERNAL_ERROR', 500));
    await store.load();
    expect(store.loadFailed).toBe(true);
    expect(store.items).toHaveLength(1);
  });

  it('creates a backup: progress while the job runs, its name when done, the list read again', async () => {
    const { store, lists, setListed } = setup(jobSequence(jobView(9, { done: 2, total: 10 }), jobView(9, { state: 'done', done: 10, total: 10, result: { name: 'backup-2.tar.gz' } })));
    await store.create();
    expect(store.running).toBe('backup');
    expect(store.busy).toBe(true);
    await jest.advanceTimersByTimeAsync(400);
    expect([store.job.done, store.job.total]).toEqual([2, 10]);
    setListed([row('backup-2.tar.gz'), row('backup-1.tar.gz')]);
    await jest.advanceTimersByTimeAsync(400);
    expect(store.running).toBeNull();
    expect(store.notice).toEqual({ tone: 'success', id: 'adBackupCreated', values: { name: 'backup-2.tar.gz' } });
    expect(lists()).toBe(1);
    expect(store.items?.map((b) => b.name)).toEqual(['backup-2.tar.gz', 'backup-1.tar.gz']);
  });

  it('a refused start shows its reason and polls nothing', async () => {
    const { store, api } = setup();
    api.onPost('/api/admin/backups', () => fail('jobAlreadyRunning', 409));
    await store.create();
    expect(store.notice).toEqual({ tone: 'error', id: 'jobAlreadyRunning' });
    expect(store.running).toBeNull();
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.callsTo('/api/admin/jobs/{id}')).toEqual([]);
  });

  it('a restore whose poll finds the session replaced has gone through: the page offers the login', async () => {
    const { store, lists } = setup(jobSequence(jobView(10, { kind: 'restore', done: 1, total: 5 }), 'loggedOut' as never));
    store.ask('restore', 'backup-1.tar.gz');
    expect(store.confirming).toEqual({ action: 'restore', name: 'backup-1.tar.gz' });
    store.confirm();
    expect(store.confirming).toBeNull();
    await settle();
    expect(store.running).toBe('restore');
    await jest.advanceTimersByTimeAsync(800);
    expect(store.restored).toBe(true);
    expect(store.notice).toEqual({ tone: 'success', id: 'adRestoreDone' });
    expect(lists()).toBe(0);
  });

  it('a failed job shows its message id, an unknown one the general error', async () => {
    const known = setup(() => jobView(10, { kind: 'restore', state: 'failed', error: { code: 'adRestoreNewerSchema', message: '' } }));
    await known.store.restore('backup-1.tar.gz');
    await jest.advanceTimersByTimeAsync(400);
    expect(known.store.notice).toEqual({ tone: 'error', id: 'adRestoreNewerSchema' });
    expect(known.store.restored).toBe(false);

    const unknown = setup(() => jobView(9, { state: 'failed', error: { code: 'someInternalThing', message: '' } }));
    await unknown.store.create();
    await jest.advanceTimersByTimeAsync(400);
    expect(unknown.store.notice).toEqual({ tone: 'error', id: 'errorHasOccurred' });
  });

  it('deletes after the confirmation and shows the list the server answers', async () => {
    const { store } = setup();
    store.start();
    await settle();
    store.ask('delete', 'backup-1.tar.gz');
    store.cancel();
    expect(store.confirming).toBeNull();
    store.ask('delete', 'backup-1.tar.gz');
    store.confirm();
    await settle();
    expect(store.items).toEqual([]);
    expect(store.notice).toEqual({ tone: 'success', id: 'adBackupDeleted' });
  });

  it('uploads the chosen file; without one it asks for it', async () => {
    const { store, api, lists } = setup();
    await store.upload();
    expect(store.notice).toEqual({ tone: 'error', id: 'adBackupUploadMissing' });
    api.onPost('/api/admin/backups/upload', () => ok(row('backup-up.tar.gz')));
    store.setFile(new File(['x'], 'mine.tar.gz'));
    const sent = store.upload();
    expect(store.uploading).toBe(true);
    await sent;
    expect(store.uploading).toBe(false);
    expect(store.file).toBeNull();
    expect(store.notice).toEqual({ tone: 'success', id: 'adBackupUploaded' });
    expect((api.callsTo('/api/admin/backups/upload')[0].body as FormData).get('file')).toBeInstanceOf(File);
    expect(lists()).toBe(1);

    api.onPost('/api/admin/backups/upload', () => fail('adRestoreNotABackup'));
    store.setFile(new File(['x'], 'other.zip'));
    await store.upload();
    expect(store.notice).toEqual({ tone: 'error', id: 'adRestoreNotABackup' });
    expect(store.file).not.toBeNull();
  });

  it('leaving the page stops polling the job', async () => {
    const { store, api } = setup();
    store.start();
    await store.create();
    await jest.advanceTimersByTimeAsync(800);
    expect(api.callsTo('/api/admin/jobs/{id}')).toHaveLength(2);
    store.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(api.callsTo('/api/admin/jobs/{id}')).toHaveLength(2);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('UninstallStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function uninstall(answer: () => ReturnType<typeof ok> | ReturnType<typeof fail>) {
    const api = new FakeApi().onGet('/api/admin/backups', () => ok({ items: [row('backup-9.tar.gz'), row('backup-1.tar.gz')], databaseKind: 'postgresql' })).onPost('/api/admin/system/uninstall', () => answer() as never);
    return { api, store: new UninstallStore(api) };
  }

  it('offers the latest backup and uninstalls only with the confirming word', async () => {
    const { api, store } = uninstall(() => ok({ finalBackup: row('backup-final.tar.gz'), installPath: '/admin/installieren' }));
    store.start();
    await settle();
    expect(store.latestBackup).toBe('backup-9.tar.gz');
    store.setConfirmation('deinstallieren');
    await store.submit();
    expect(store.error).toBe('adUninstallConfirmationWrong');
    expect(api.callsTo('/api/admin/system/uninstall')).toEqual([]);
    store.setConfirmation(' UNINSTALL ');
    await store.submit();
    expect(api.callsTo('/api/admin/system/uninstall')[0].body).toEqual({ confirmation: 'UNINSTALL' });
    expect(store.error).toBeNull();
    expect(store.done).toEqual({ backup: 'backup-final.tar.gz', installPath: '/admin/installieren' });
  });

  it('shows why the server refused; an unknown code as the general error', async () => {
    const running = uninstall(() => fail('adUninstallJobsRunning', 409));
    running.store.setConfirmation('DEINSTALLIEREN');
    await running.store.submit();
    expect(running.store.error).toBe('adUninstallJobsRunning');
    expect(running.store.busy).toBe(false);
    expect(running.store.done).toBeNull();

    const broken = uninstall(() => fail('someUnexpectedCode', 500));
    broken.store.setConfirmation('DEINSTALLIEREN');
    await broken.store.submit();
    expect(broken.store.error).toBe('errorHasOccurred');
  });
});
