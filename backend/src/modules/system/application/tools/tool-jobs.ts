import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogueReadModel } from '../../../catalogue';
import { ContentQueries } from '../../../content';
import { CleanupTasks } from '../../../../shared/admin/cleanup-tasks';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { SitemapGenerator, type SitemapResult } from '../sitemap/sitemap-generator';

/** Job kind `updateSitemap` (ADR 0028): writes the sitemap now (the SitemapScheduler still regenerates on changes). */
@Injectable()
export class UpdateSitemapJob implements JobHandler, OnModuleInit {
  readonly kind = 'updateSitemap';

  constructor(
    private readonly jobs: Jobs,
    private readonly generator: SitemapGenerator,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(context: JobContext): Promise<SitemapResult> {
    await context.progress(0, 1);
    const result = await this.generator.generate();
    await context.progress(1, 1);
    return result;
  }
}

/**
 * Job kind `repopulateCache` (ADR 0028): reloads the catalogue read model (the in-memory snapshot every
 * catalogue request is served from, swapped in when complete) and empties the content cache (config, pages,
 * menus) on the instance that runs it. Other instances notice catalogue changes by their own version check
 * (CATALOGUE_REFRESH_SECONDS) and keep content a few seconds only.
 */
@Injectable()
export class RepopulateCacheJob implements JobHandler, OnModuleInit {
  readonly kind = 'repopulateCache';

  constructor(
    private readonly jobs: Jobs,
    private readonly catalogue: CatalogueReadModel,
    private readonly content: ContentQueries,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(context: JobContext): Promise<unknown> {
    await context.progress(0, 2);
    this.content.invalidate();
    await this.content.generalConfig();
    await context.progress(1, 2);
    const stats = await this.catalogue.reload();
    await context.progress(2, 2);
    return { products: stats.products, categories: stats.categories, loadMs: stats.lastLoadMs, version: stats.version };
  }
}

/**
 * Job kind `cleanup` (ADR 0028): runs every module's clean-up task (expired sessions and challenges, carts
 * past sales.cartTTL, old idempotency keys, ...) and answers the rows each deleted. A failing task fails the
 * job with its message after the others ran.
 */
@Injectable()
export class CleanupJob implements JobHandler, OnModuleInit {
  readonly kind = 'cleanup';

  constructor(
    private readonly jobs: Jobs,
    private readonly tasks: CleanupTasks,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(context: JobContext): Promise<Record<string, Record<string, number>>> {
    const tasks = this.tasks.list();
    const result: Record<string, Record<string, number>> = {};
    let failure: unknown = null;
    for (const [i, task] of tasks.entries()) {
      context.signal.throwIfAborted();
      await context.progress(i, tasks.length, task.name);
      try {
        result[task.name] = await task.run();
      } catch (e) {
        failure ??= e;
      }
    }
    await context.progress(tasks.length, tasks.length);
    if (failure) throw failure;
    return result;
  }
}
