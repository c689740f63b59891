import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, readdir, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { Jobs, type JobView } from '../../../../shared/admin/jobs';
import { JobStatistics } from '../../../../shared/admin/job-statistics';
import { mailOutboxCounts } from '../../../../shared/mail/mail-retry.job';
import { maskConfig } from '../../../../shared/mask-config';

/** Walking DATA_DIR stops after this many entries (a huge media folder must not hold the page up). */
const MAX_ENTRIES = 200_000;

export interface SystemInfo {
  versions: { app: string; node: string; database: string };
  database: { kind: 'embedded' | 'postgresql'; sizeBytes: number | null };
  disk: { dataDir: string; usedBytes: number; files: number; complete: boolean; freeBytes: number | null; totalBytes: number | null };
  jobs: { counts: Record<'queued' | 'running' | 'done' | 'failed', number>; running: JobView[]; kinds: string[] };
  mailOutbox: { pending: number; failed: number; sent: number };
  config: Record<string, unknown>;
  generatedAt: string;
}

/** The shop's own version: the root package.json, found by walking up from here (source or dist). */
function appVersion(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; workspaces?: unknown };
      if (pkg.workspaces) return pkg.version ?? 'unknown';
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

/**
 * The system info page (ADR 0028): versions, database kind and size, disk use of DATA_DIR and the free space
 * on its file system, job states, the mail outbox, and the configuration with every secret masked.
 */
@Injectable()
export class SystemInfoService {
  private readonly version = appVersion();

  constructor(
    private readonly db: DataSource,
    private readonly config: ShopConfig,
    private readonly jobs: Jobs,
    private readonly jobStatistics: JobStatistics,
  ) {}

  async info(): Promise<SystemInfo> {
    const dataDir = this.config.get('dataDir');
    const [serverVersion, size, disk, free, counts, running, mailOutbox] = await Promise.all([
      this.db.query('SHOW server_version') as Promise<Array<{ server_version: string }>>,
      (this.db.query('SELECT pg_database_size(current_database())::bigint AS size') as Promise<Array<{ size: string }>>).catch(() => []),
      folderSize(dataDir),
      statfs(dataDir).catch(() => null),
      this.jobStatistics.countsByState(),
      this.jobStatistics.activeIds(),
      mailOutboxCounts(this.db),
    ]);
    const runningJobs = (await Promise.all(running.map((id) => this.jobs.get(id)))).filter((j): j is JobView => j !== null);
    return {
      versions: { app: this.version, node: process.version, database: serverVersion[0]?.server_version ?? 'unknown' },
      database: { kind: this.config.embedded ? 'embedded' : 'postgresql', sizeBytes: size[0] ? Number(size[0].size) : null },
      disk: {
        dataDir,
        usedBytes: disk.bytes,
        files: disk.files,
        complete: disk.complete,
        freeBytes: free ? free.bavail * free.bsize : null,
        totalBytes: free ? free.blocks * free.bsize : null,
      },
      jobs: { counts, running: runningJobs, kinds: this.jobs.kinds() },
      mailOutbox,
      config: maskConfig({ ...this.config.values }),
      generatedAt: new Date().toISOString(),
    };
  }
}

/** Bytes and files under a folder (symbolic links not followed); stops after MAX_ENTRIES entries. */
async function folderSize(root: string): Promise<{ bytes: number; files: number; complete: boolean }> {
  let bytes = 0;
  let files = 0;
  let seen = 0;
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: string[];
    try {
      entries = await readdir(dir);
    } catch {
      continue;
    }
    for (const name of entries) {
      if (++seen > MAX_ENTRIES) return { bytes, files, complete: false };
      const path = join(dir, name);
      const stat = await lstat(path).catch(() => null);
      if (!stat) continue;
      if (stat.isDirectory()) stack.push(path);
      else if (stat.isFile()) {
        bytes += stat.size;
        files += 1;
      }
    }
  }
  return { bytes, files, complete: true };
}
