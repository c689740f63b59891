import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobState } from './jobs';

/**
 * Read-only figures of the jobs table for the system info page, the dashboard and the statistics page (the
 * jobs runner owns `job`; other modules ask here instead of reading it).
 */
@Injectable()
export class JobStatistics {
  constructor(private readonly db: DataSource) {}

  /** How many jobs are in each state. */
  async countsByState(): Promise<Record<JobState, number>> {
    const rows = (await this.db.query(`SELECT state, count(*)::int AS n FROM job GROUP BY state`)) as Array<{ state: string; n: number }>;
    const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
    for (const row of rows) if (row.state in counts) counts[row.state as JobState] = row.n;
    return counts;
  }

  /** The ids of the queued and running jobs, oldest first. */
  async activeIds(): Promise<number[]> {
    const rows = (await this.db.query(`SELECT id FROM job WHERE state IN ('queued', 'running') ORDER BY id`)) as Array<{ id: string }>;
    return rows.map((r) => Number(r.id));
  }

  /** When a job of this kind last finished successfully, or null. */
  async lastDone(kind: string): Promise<Date | null> {
    const [row] = (await this.db.query(`SELECT max(finished_at) AS at FROM job WHERE kind = $1 AND state = 'done'`, [kind])) as Array<{ at: Date | string | null }>;
    return row?.at ? new Date(row.at) : null;
  }
}
