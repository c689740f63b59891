import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopApi } from '../../../api';

export interface JobProgressView {
  id: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number | null;
  message: string | null;
  result: unknown;
  errorCode: string | null;
}

/**
 * Polls GET /api/admin/jobs/{id} until the job ends. `sessionEnded` is true when the admin session went away
 * meanwhile (a restore replaced the sessions with the backup's).
 */
export function useJobPoll(api: ShopApi, onEnd: (job: JobProgressView | null, sessionEnded: boolean) => void) {
  const [job, setJob] = useState<JobProgressView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const follow = useCallback(
    (id: number) => {
      setJob({ id, state: 'running', done: 0, total: null, message: null, result: null, errorCode: null });
      const tick = async () => {
        const res = await api.get('/api/admin/jobs/{id}', { params: { path: { id } }, expectedErrors: ['adminNotLoggedIn', 'jobIdUnknown'] });
        if (!res.ok) {
          setJob(null);
          endRef.current(null, res.status === 401);
          return;
        }
        const d = res.data;
        const view: JobProgressView = { id, state: d.state as JobProgressView['state'], done: d.progress.done, total: d.progress.total ?? null, message: d.progress.message ?? null, result: d.result, errorCode: d.error?.code ?? null };
        setJob(view);
        if (view.state === 'done' || view.state === 'failed') {
          endRef.current(view, false);
          return;
        }
        timer.current = setTimeout(() => void tick(), 400);
      };
      void tick();
    },
    [api],
  );

  return { job, follow, clear: () => setJob(null) };
}
