import type { JobView } from './job-poller';

/** A job answer for store specs (GET /api/admin/jobs/{id}): running, with the given changes. */
export function jobView(id: number, changes: Partial<Omit<JobView, 'progress'>> & { done?: number; total?: number | null } = {}): JobView {
  const { done = 0, total = null, ...rest } = changes;
  return {
    id,
    kind: 'import',
    state: 'running',
    params: {},
    progress: { done, total, message: null },
    result: null,
    error: null,
    adminId: 1,
    cancelRequested: false,
    createdAt: '2026-11-27T08:00:00.000Z',
    startedAt: '2026-11-27T08:00:00.000Z',
    finishedAt: null,
    ...rest,
  };
}

/** Answers the job's states one poll after another; the last one repeats. */
export function jobSequence(...states: JobView[]): () => JobView {
  let next = 0;
  return () => states[Math.min(next++, states.length - 1)];
}
