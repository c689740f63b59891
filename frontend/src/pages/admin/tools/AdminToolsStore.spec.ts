import { FakeApi, fail, ok } from '../../../test-support/fake-api';
import { jobView } from '../shared/job-fixtures';
import { AdminToolsStore, type Schedule } from './AdminToolsStore';
import { SystemInfoStore } from './SystemInfoStore';

const settle = () => jest.advanceTimersByTimeAsync(0);
const schedule = (kind: string, enabled = true): Schedule => ({ kind, enabled, intervalSeconds: 3600, registered: true, lastRunAt: null, lastOutcome: null, lastJob: null, nextRunAt: null });

function setup() {
  const jobs = new Map([
    [1, jobView(1, { kind: 'updateSitemap', state: 'done' })],
    [2, jobView(2, { kind: 'cleanup', state: 'running', done: 1, total: 4 })],
  ]);
  const api = new FakeApi()
    .onGet('/api/admin/jobs', () => ok({ items: [], total: 0, kinds: ['updateSitemap', 'cleanup', 'relaunchMails'], latest: [...jobs.values()] }))
    .onGet('/api/admin/schedules', () => ok([schedule('cleanup')]))
    .onGet('/api/admin/jobs/{id}', ({ params }) => ok(jobs.get(params!.path.id)!))
    .onPost('/api/admin/jobs/start/{kind}', ({ params, body }) => {
      const job = jobView(3, { kind: params!.path.kind, state: 'queued', params: body?.params ?? {} });
      jobs.set(3, job);
      return ok(job);
    });
  const store = new AdminToolsStore(api);
  const polls = () => api.callsTo('/api/admin/jobs/{id}').length;
  const finish = (id: number) => jobs.set(id, { ...jobs.get(id)!, state: 'done' });
  return { api, store, polls, finish };
}

describe('AdminToolsStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls the running jobs every 700 ms while the page is open; when the last ends, reads the schedules again', async () => {
    const { api, store, polls, finish } = setup();
    store.start();
    await settle();
    expect(store.registered('cleanup')).toBe(true);
    expect(store.registered('backup')).toBe(false);
    expect(store.anyRunning).toBe(true);
    await jest.advanceTimersByTimeAsync(700);
    expect(api.callsTo('/api/admin/jobs/{id}').map((c) => c.params)).toEqual([{ path: { id: 2 } }]);
    finish(2);
    await jest.advanceTimersByTimeAsync(700);
    expect(store.jobs.get('cleanup')?.state).toBe('done');
    expect(store.anyRunning).toBe(false);
    expect(api.callsTo('/api/admin/schedules')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(5000);
    expect(polls()).toBe(2);
  });

  it('stops polling when the page is left, and again after it shows again', async () => {
    const { store, polls } = setup();
    store.start();
    await settle();
    await jest.advanceTimersByTimeAsync(1400);
    expect(polls()).toBe(2);
    store.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(2);
    expect(jest.getTimerCount()).toBe(0);
    store.start();
    await settle();
    await jest.advanceTimersByTimeAsync(700);
    expect(polls()).toBe(3);
    store.stop();
  });

  it('starts a tool; the relaunch mails only with a valid run key, sent as the job’s parameter', async () => {
    const { api, store } = setup();
    store.start();
    await settle();
    store.setRunKey('relaunch 2026');
    expect(await store.startTool('relaunchMails')).toBe(false);
    expect(store.runKeyError).toBe('adToolsRunKeyInvalid');
    expect(api.callsTo('/api/admin/jobs/start/{kind}')).toEqual([]);
    store.setRunKey('relaunch-2026');
    expect(await store.startTool('relaunchMails')).toBe(true);
    expect(store.runKeyError).toBeNull();
    expect(api.callsTo('/api/admin/jobs/start/{kind}')[0]).toMatchObject({ params: { path: { kind: 'relaunchMails' } }, body: { params: { runKey: 'relaunch-2026' } } });
    expect(store.jobs.get('relaunchMails')?.state).toBe('queued');
    store.stop();
  });

  it('a refused start is shown on its tool', async () => {
    const { api, store } = setup();
    api.onPost('/api/admin/jobs/start/{kind}', () => fail('jobAlreadyRunning', 409));
    expect(await store.startTool('updateSitemap')).toBe(false);
    expect(store.errors.get('updateSitemap')).toBe('jobAlreadyRunning');
  });
});

describe('SystemInfoStore', () => {
  it('reads the system info when the page shows; a failed read says so', async () => {
    const api = new FakeApi().onGet('/api/admin/system-info', () => fail('INTERNAL_ERROR', 500));
    const store = new SystemInfoStore(api);
    store.start();
    expect(store.status).toBe('loading');
    await store.load();
    expect(store.status).toBe('error');
    expect(store.info).toBeNull();
  });
});
