import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { ShopConfig } from '../../../config/app-config';
import { errorForLog } from '../../../shared/logger';
import { CatalogueReadModel } from '../../catalogue';
import { ConfiguratorDataChanges } from '../../configurators';
import { ContentQueries } from '../../content';
import { PriceRuleBook } from '../../pricing';
import { SitemapScheduler } from '../application/sitemap/sitemap-scheduler';

/** The channel the change triggers notify on (migration 1700000000440). */
export const CHANGE_CHANNEL = 'shop_changes';
const RECONNECT_MS = 1000;
/** Every topic announced (migrations 1700000000440, 1700000000450). */
const TOPICS = ['catalogue', 'pricing', 'content', 'configurators'];

/**
 * Hears the changes every instance of a cluster announces (ADR 0043): PostgreSQL sends a notification on
 * `shop_changes` when a transaction that changed the catalogue, the price rules, the content or the
 * configurators' data commits, to
 * every listening instance, the one that made the change included. The catalogue read model checks its
 * version at once (and reloads when it moved); the price-rule book and the content caches read again at the
 * next request; the sitemap is checked at once. The periodic version check stays as the fallback (a lost connection is made again after a
 * second, and everything is refreshed then, since announcements may have been missed meanwhile). The
 * embedded database belongs to one process: nothing to hear there.
 */
@Injectable()
export class ChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Changes');
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: ShopConfig,
    private readonly catalogue: CatalogueReadModel,
    private readonly content: ContentQueries,
    private readonly pricing: PriceRuleBook,
    private readonly sitemap: SitemapScheduler,
    private readonly configurators: ConfiguratorDataChanges,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.get('databaseUrl');
    if (url) void this.connect(url, false);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** Applies one announcement; exposed for tests. */
  apply(topic: string): void {
    if (topic === 'catalogue') this.catalogue.refreshNow();
    else if (topic === 'pricing') this.pricing.invalidate();
    else if (topic === 'content') this.content.invalidate();
    else if (topic === 'configurators') this.configurators.changed();
    // The sitemap is made from the catalogue and the pages: the instance that gets the lock makes it again.
    if (topic === 'catalogue' || topic === 'content') this.sitemap.changed();
  }

  private async connect(url: string, again: boolean): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: url });
    const lost = (e?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn({ msg: 'change announcements lost; listening again shortly', ...errorForLog(e) });
      this.retry = setTimeout(() => void this.connect(url, true), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('notification', (n: Notification) => this.apply(n.payload ?? ''));
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      // Announcements of the time without a connection are lost: refresh everything once.
      if (again) for (const topic of TOPICS) this.apply(topic);
    } catch (e) {
      lost(e);
    }
  }
}
