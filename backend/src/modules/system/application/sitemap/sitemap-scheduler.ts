import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { errorForLog } from '../../../../shared/logger';
import { SitemapStore } from '../../domain/ports/sitemap-store.port';
import { SitemapGenerator } from './sitemap-generator';

/** Key of the PostgreSQL advisory lock that lets one instance of a cluster generate at a time. */
const LOCK_KEY = 'shop:sitemap';

/**
 * Keeps the sitemap current (ADR 0018): every SITEMAP_CHECK_MS (a minute; and shortly after start) it compares what the sitemap
 * was made from (catalogue version, indexable pages) with the current state and regenerates on a change. On
 * PostgreSQL shared by several instances one of them does it: the session advisory lock is tried, and the
 * state is looked at again under the lock, so a second instance finds the work done. The embedded database
 * belongs to one process (its folder is locked), which needs no lock.
 */
@Injectable()
export class SitemapScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sitemap');
  private running = false;
  /** A change was announced while a check ran (it may have read the state before it): check once more after. */
  private again = false;
  private startTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly generator: SitemapGenerator,
    private readonly store: SitemapStore,
    private readonly db: DataSource,
    private readonly config: ShopConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.startTimer = setTimeout(() => void this.tick(), 3000);
    this.startTimer.unref();
    this.timer = setInterval(() => void this.check(), this.config.get('sitemapCheckMs'));
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.startTimer) clearTimeout(this.startTimer);
    if (this.timer) clearInterval(this.timer);
  }

  async check(): Promise<void> {
    await this.tick();
  }

  /**
   * The catalogue or the pages changed (announced by the instance that changed them, ADR 0043): check now
   * rather than at the next interval, so every instance serves the new sitemap within a second or so.
   */
  changed(): void {
    if (this.running) this.again = true;
    else void this.tick();
  }

  /** Regenerates when the sources changed (or the files are missing); answers whether it did. */
  async tick(): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    try {
      if (!(await this.outdated())) return false;
      if (this.config.embedded) {
        await this.generator.generate();
        return true;
      }
      return await this.withClusterLock(async () => {
        if (!(await this.outdated())) return false;
        await this.generator.generate();
        return true;
      });
    } catch (e) {
      this.logger.warn({ msg: 'sitemap generation failed', ...errorForLog(e) });
      return false;
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        void this.tick();
      }
    }
  }

  private async outdated(): Promise<boolean> {
    const [current, made] = await Promise.all([this.generator.sourceVersion(), this.generator.generatedVersion()]);
    return current !== made || (await this.store.read('sitemap.xml')) === null;
  }

  /** Runs `work` while holding the cluster-wide advisory lock; false without running when another instance holds it. */
  private async withClusterLock(work: () => Promise<boolean>): Promise<boolean> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK_KEY])) as Array<{ locked: boolean }>;
      if (!locked) return false;
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}
