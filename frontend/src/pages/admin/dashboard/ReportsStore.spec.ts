import { FakeApi, fail, ok } from '../../../test-support/fake-api';
import { SessionStore } from '../../../stores/SessionStore';
import { jobSequence, jobView } from '../shared/job-fixtures';
import { ReportsStore, type Statistics } from './ReportsStore';

const statistics = (refreshedAt: string | null) => ({ refreshedAt }) as Statistics;
const settle = () => jest.advanceTimersByTimeAsync(0);

function setup(jobs: () => ReturnType<typeof jobView> | 'loggedOut') {
  let refreshed: string | null = null;
  const api = new FakeApi()
    .onGet('/api/admin/reports/statistics', () => ok(statistics(refreshed)))
    .onPost('/api/admin/jobs/start/{kind}', () => ok(jobView(3, { kind: 'refreshStatistics', state: 'queued' })))
    .onGet('/api/admin/jobs/{id}', () => {
      const job = jobs();
      if (job === 'loggedOut') return fail('adminNotLoggedIn', 401);
      if (job.state === 'done') refreshed = '2026-11-27T09:00:00.000Z';
      return ok(job);
    });
  const session = new SessionStore(api);
  session.setAdminUser({ id: 1, firstname: 'Ada', lastname: 'Admin', email: 'admin@example.com' });
  const store = new ReportsStore(api, session);
  const polls = () => api.callsTo('/api/admin/jobs/{id}').length;
  const statisticsReads = () => api.callsTo('/api/admin/reports/statistics').length;
  return { api, session, store, polls, statisticsReads };
}

describe('ReportsStore: refreshing the statistics from the dashboard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the job, follows it every 600 ms and reads the statistics again when it is done', async () => {
    const { api, store, polls, statisticsReads } = setup(jobSequence(jobView(3, { kind: 'refreshStatistics', done: 1, total: 2 }), jobView(3, { kind: 'refreshStatistics', state: 'done', done: 2, total: 2 })));
    await store.refreshStatistics('en');
    expect(api.callsTo('/api/admin/jobs/start/{kind}')[0].params).toEqual({ path: { kind: 'refreshStatistics' } });
    expect(store.refreshing?.state).toBe('queued');
    await store.refreshStatistics('en');
    expect(api.callsTo('/api/admin/jobs/start/{kind}')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(599);
    expect(polls()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.refreshing?.state).toBe('running');
    await jest.advanceTimersByTimeAsync(600);
    expect(store.refreshing?.state).toBe('done');
    expect(statisticsReads()).toBe(1);
    expect(api.callsTo('/api/admin/reports/statistics')[0].params).toEqual({ query: { days: 30, locale: 'en' } });
    expect(store.statistics?.refreshedAt).toBe('2026-11-27T09:00:00.000Z');
    expect(store.refreshError).toBeNull();
  });

  it('a job already running elsewhere is said so; a failed job names its reason', async () => {
    const running = setup(() => jobView(3));
    running.api.onPost('/api/admin/jobs/start/{kind}', () => fail('jobAlreadyRunning', 409));
    await running.store.refreshStatistics('de');
    expect(running.store.refreshError).toBe('jobAlreadyRunning');
    expect(running.store.refreshing).toBeNull();

    const failed = setup(() => jobView(3, { state: 'failed', error: { code: 'jobInterrupted', message: '' } }));
    await failed.store.refreshStatistics('de');
    await jest.advanceTimersByTimeAsync(600);
    expect(failed.store.refreshError).toBe('jobInterrupted');
    expect(failed.statisticsReads()).toBe(1);
  });

  it('an ended admin session during the refresh logs the admin out of the page', async () => {
    const { store, session } = setup(() => 'loggedOut');
    await store.refreshStatistics('de');
    await jest.advanceTimersByTimeAsync(600);
    expect(store.refreshError).toBe('jobFailed');
    expect(store.refreshing).toBeNull();
    expect(session.adminUser).toBeNull();
  });

  it('leaving the dashboard stops following the refresh', async () => {
    const { store, polls, statisticsReads } = setup(() => jobView(3));
    store.start();
    await settle();
    await store.refreshStatistics('de');
    await jest.advanceTimersByTimeAsync(1800);
    expect(polls()).toBe(3);
    store.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(3);
    expect(statisticsReads()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
