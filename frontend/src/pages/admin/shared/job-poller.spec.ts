import { FakeApi, fail, ok } from '../../../test-support/fake-api';
import { jobSequence, jobView } from './job-fixtures';
import { JobPoller, type JobEnd } from './job-poller';

describe('JobPoller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(answers: () => ReturnType<typeof ok> | ReturnType<typeof fail>) {
    const api = new FakeApi().onGet('/api/admin/jobs/{id}', () => answers() as never);
    const poller = new JobPoller(api, 400);
    const ends: JobEnd[] = [];
    const polls = () => api.callsTo('/api/admin/jobs/{id}').length;
    return { api, poller, ends, polls };
  }

  it('asks once per interval, shows the progress, and ends with the job that is done', async () => {
    const next = jobSequence(jobView(7, { done: 1, total: 4 }), jobView(7, { done: 3, total: 4 }), jobView(7, { state: 'done', done: 4, total: 4, result: { rows: 4 } }));
    const { poller, ends, polls } = setup(() => ok(next()));
    poller.follow(7, (end) => ends.push(end));
    expect(poller.following).toBe(true);
    expect([poller.done, poller.total]).toEqual([0, null]);
    await jest.advanceTimersByTimeAsync(399);
    expect(polls()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);
    expect([poller.done, poller.total]).toEqual([1, 4]);
    await jest.advanceTimersByTimeAsync(400);
    expect([poller.done, poller.total]).toEqual([3, 4]);
    await jest.advanceTimersByTimeAsync(400);
    expect(ends).toEqual([{ job: expect.objectContaining({ id: 7, state: 'done', result: { rows: 4 } }) }]);
    expect(poller.following).toBe(false);
    await jest.advanceTimersByTimeAsync(4000);
    expect(polls()).toBe(3);
  });

  it('ends with the failed answer of a poll (its status and code)', async () => {
    const { poller, ends } = setup(() => fail('adminNotLoggedIn', 401));
    poller.follow(3, (end) => ends.push(end));
    await jest.advanceTimersByTimeAsync(400);
    expect(ends).toEqual([{ job: null, status: 401, code: 'adminNotLoggedIn' }]);
    expect(poller.following).toBe(false);
  });

  it('stops at once: no further poll, and an answer already on its way is dropped', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = new FakeApi().onGet('/api/admin/jobs/{id}', () => new Promise((resolve) => (answer = resolve as never)));
    const poller = new JobPoller(api, 400);
    const ends: JobEnd[] = [];
    poller.follow(5, (end) => ends.push(end));
    await jest.advanceTimersByTimeAsync(400);
    expect(api.callsTo('/api/admin/jobs/{id}')).toHaveLength(1);
    poller.stop();
    answer(ok(jobView(5, { state: 'done' })));
    await jest.advanceTimersByTimeAsync(4000);
    expect(ends).toEqual([]);
    expect(poller.job).toBeNull();
    expect(api.callsTo('/api/admin/jobs/{id}')).toHaveLength(1);
  });

  it('following another job drops the first one', async () => {
    const { poller, ends, api } = setup(() => ok(jobView(0, { state: 'done' })));
    poller.follow(1, (end) => ends.push(end));
    poller.follow(2, (end) => ends.push(end));
    await jest.advanceTimersByTimeAsync(400);
    expect(api.callsTo('/api/admin/jobs/{id}').map((c) => c.params)).toEqual([{ path: { id: 2 } }]);
    expect(ends).toHaveLength(1);
  });
});
