import { Injectable, Logger, Optional } from '@nestjs/common';
import type { SearchablePage } from '../../domain/catalogue-data';
import { CatalogueSourcePort } from '../../domain/ports/catalogue-source.port';
import { LOCALES } from '@shop/domain';
import { CatalogueSnapshot, DEFAULT_LOCALE } from './catalogue-snapshot';
import { errorForLog } from '../../../../shared/logger';
import { StartupGate } from '../../../../shared/persistence/startup-gate';

/** How often the version is checked and how long the search pages are kept (seconds). */
export class CatalogueReadModelOptions {
  constructor(
    readonly refreshSeconds = 10,
    readonly pagesTtlSeconds = 30,
  ) {}
}

/** Work done on a fresh snapshot in the background after it is served (caches other queries fill lazily). */
export type SnapshotWarmer = (snapshot: CatalogueSnapshot, yieldNow: () => Promise<void>) => Promise<void>;

const yieldNow = (): Promise<void> => new Promise((r) => setImmediate(r));

export interface CatalogueLoadStats {
  version: string | null;
  products: number;
  categories: number;
  loads: number;
  lastLoadMs: number;
  heapUsedMb: number;
  loadedAt: string | null;
}

/**
 * Holds the catalogue read model of this app instance.
 *
 * - Lazy: the first caller loads it, and not before the start-up gate opened (main.ts seeds after
 *   app.init(), so loading earlier would read an empty or half-seeded catalogue); concurrent first callers
 *   share one load.
 * - Fresh: at most every `refreshSeconds` a request triggers a version check in the background
 *   (`SELECT version FROM catalogue_version`, bumped by triggers on every catalogue table, migration
 *   1700000000003). A different version rebuilds the snapshot in the background; requests keep being
 *   answered from the old one until the new one is swapped in. Nothing waits on the database except the
 *   very first load. An in-process writer can call `invalidate()` to check at the next request.
 */
/** Whether version `a` is before `b` (versions are counters; other stamps are never called older). */
function isOlder(a: string, b: string): boolean {
  return /^[0-9]+$/.test(a) && /^[0-9]+$/.test(b) && BigInt(a) < BigInt(b);
}

@Injectable()
export class CatalogueReadModel {
  private readonly logger = new Logger('CatalogueReadModel');
  /** An older version a load read and was refused once (see load()). */
  private refusedOlder: string | null = null;
  private current: CatalogueSnapshot | null = null;
  private loading: Promise<CatalogueSnapshot> | null = null;
  private lastCheck = 0;
  private checking = false;
  /** A change was announced while a check or load ran: check again once it ends (it may have read the older version). */
  private recheck = false;
  private pages: { at: number; value: Promise<SearchablePage[]> } | null = null;
  private readonly stats: CatalogueLoadStats = { version: null, products: 0, categories: 0, loads: 0, lastLoadMs: 0, heapUsedMb: 0, loadedAt: null };
  private readonly options: CatalogueReadModelOptions;
  private readonly warmers: SnapshotWarmer[] = [];

  constructor(
    private readonly source: CatalogueSourcePort,
    @Optional() options?: CatalogueReadModelOptions,
    @Optional() private readonly startup?: StartupGate,
  ) {
    this.options = options ?? new CatalogueReadModelOptions();
  }

  /** The current snapshot; loads it on first use. */
  snapshot(): Promise<CatalogueSnapshot> {
    const current = this.current;
    if (current !== null) {
      this.checkVersionInBackground();
      return Promise.resolve(current);
    }
    return this.load();
  }

  /**
   * The version of the snapshot served now (null before the first load), for caches made from it (guests'
   * pages): asking counts as a request, so the periodic version check runs as it would for `snapshot()`.
   */
  currentVersion(): string | null {
    if (this.current === null) return null;
    this.checkVersionInBackground();
    return this.current.version;
  }

  /**
   * Checks the version now (another instance announced a change): a loaded read model reloads in the
   * background when the version moved; one not loaded yet loads at its first request anyway.
   */
  refreshNow(): void {
    if (this.current === null) return;
    this.pages = null;
    if (this.checking || this.loading !== null) {
      this.recheck = true;
      return;
    }
    this.checkVersionInBackground(true);
  }

  private recheckIfAnnounced(): void {
    if (!this.recheck || this.checking || this.loading !== null) return;
    this.recheck = false;
    this.checkVersionInBackground(true);
  }

  /** Asks for a version check at the next request (e.g. after an import in this process). */
  invalidate(): void {
    this.lastCheck = 0;
    this.pages = null;
    // A check or load already running may have read the state before the change: look again once it ends
    // (its end would otherwise count as a fresh check).
    if (this.checking || this.loading !== null) this.recheck = true;
  }

  /**
   * Loads a new snapshot now and swaps it in when it is complete (the admin tool "repopulate cache", ADR 0028);
   * requests keep being served from the current one meanwhile. Answers the load's figures.
   */
  async reload(): Promise<CatalogueLoadStats> {
    this.invalidate();
    // A load that began before the caller's change answers the old state: wait for it, then load anew.
    if (this.loading !== null) await this.loading.catch(() => undefined);
    await this.load();
    return this.loadStats();
  }

  /** Webpages of the search's "others" tab, kept for a short while (they change rarely, not with the catalogue). */
  searchablePages(): Promise<SearchablePage[]> {
    if (this.pages && Date.now() - this.pages.at < this.options.pagesTtlSeconds * 1000) return this.pages.value;
    const value = this.source.searchablePages();
    this.pages = { at: Date.now(), value };
    value.catch(() => (this.pages = null));
    return value;
  }

  /** Registers work to run on every new snapshot once it is served (e.g. per-category filters, sort orders). */
  addWarmer(warmer: SnapshotWarmer): void {
    this.warmers.push(warmer);
  }

  loadStats(): CatalogueLoadStats {
    return { ...this.stats };
  }

  /**
   * The first load serves the snapshot as soon as search, lists and filters can be answered, and loads the
   * product detail fields right after (product pages wait for them: CatalogueSnapshot.details()). A reload
   * swaps the new snapshot in only once its details are loaded too, so nothing waits then.
   */
  private load(): Promise<CatalogueSnapshot> {
    if (this.loading === null) {
      const first = this.current === null;
      // The search's third tab reads the pages from the database: ask first, so a search waiting for the
      // first load is not held up again behind the detail statements (the embedded database serves the
      // load's statements before a later connection's).
      if (first) this.searchablePages().catch(() => undefined);
      this.loading = this.build()
        .then(async (snapshot) => {
          const served = this.current;
          if (served !== null && isOlder(snapshot.version, served.version) && this.refusedOlder !== snapshot.version) {
            // A load that read an older state than the one served (a lagging read): never step back. The
            // next request checks the version again; should it read the same older version once more, the
            // counter itself went back (the shop was uninstalled and installed again) and that version is taken.
            this.logger.warn(`catalogue v${snapshot.version} read after v${served.version} was served: kept v${served.version}`);
            this.refusedOlder = snapshot.version;
            this.lastCheck = 0;
            this.stats.version = served.version;
            return served;
          }
          this.refusedOlder = null;
          if (!first) await this.loadDetails(snapshot);
          this.current = snapshot;
          this.lastCheck = Date.now();
          void this.warm(snapshot, first);
          return snapshot;
        })
        .finally(() => {
          this.loading = null;
          this.recheckIfAnnounced();
        });
    }
    return this.loading;
  }

  private async loadDetails(snapshot: CatalogueSnapshot): Promise<void> {
    const started = Date.now();
    await snapshot.details();
    this.logger.log(`catalogue v${snapshot.version} product details loaded in ${Date.now() - started} ms`);
  }

  private async warm(snapshot: CatalogueSnapshot, withDetails: boolean): Promise<void> {
    if (withDetails) {
      try {
        await this.loadDetails(snapshot);
      } catch (e) {
        // Product pages of this snapshot cannot be answered: drop it, the next request loads again.
        this.logger.warn({ msg: 'catalogue product details failed to load', ...errorForLog(e) });
        if (this.current === snapshot) this.current = null;
        return;
      }
    }
    const started = Date.now();
    try {
      // The other locales' product search indexes (the default locale's is built before serving).
      await snapshot.warmUp(yieldNow, LOCALES.filter((l) => l !== DEFAULT_LOCALE));
      for (const warmer of this.warmers) {
        if (this.current !== snapshot) return;
        await warmer(snapshot, yieldNow);
      }
      this.logger.log(`catalogue v${snapshot.version} warmed up in ${Date.now() - started} ms`);
    } catch (e) {
      this.logger.warn({ msg: 'catalogue warm-up failed', ...errorForLog(e) });
    }
  }

  private async build(): Promise<CatalogueSnapshot> {
    await this.startup?.opened();
    const started = Date.now();
    const data = await this.source.load();
    const read = Date.now();
    await yieldNow();
    const snapshot = new CatalogueSnapshot(data.version, data);
    await snapshot.warmUp(yieldNow, [DEFAULT_LOCALE]);
    const heap = process.memoryUsage().heapUsed / 1048576;
    Object.assign(this.stats, {
      version: snapshot.version,
      products: snapshot.products.length,
      categories: snapshot.categories.length,
      loads: this.stats.loads + 1,
      lastLoadMs: Date.now() - started,
      heapUsedMb: Math.round(heap),
      loadedAt: snapshot.loadedAt.toISOString(),
    });
    this.logger.log(
      `catalogue v${snapshot.version} loaded: ${snapshot.products.length} products, ${snapshot.categories.length} categories ` +
        `in ${Date.now() - started} ms (read ${read - started} ms, indexes ${Date.now() - read} ms), heap ${Math.round(heap)} MB`,
    );
    return snapshot;
  }

  private checkVersionInBackground(force = false): void {
    if (this.checking || this.loading !== null || (!force && Date.now() - this.lastCheck < this.options.refreshSeconds * 1000)) return;
    this.checking = true;
    this.lastCheck = Date.now();
    this.source
      .version()
      .then(async (version) => {
        if (this.current !== null && version !== this.current.version) {
          this.logger.log(`catalogue version ${this.current.version} → ${version}: reloading`);
          await this.load();
        }
      })
      .catch((e: unknown) => this.logger.warn({ msg: 'catalogue version check failed', ...errorForLog(e) }))
      .finally(() => {
        this.checking = false;
        this.recheckIfAnnounced();
      });
  }
}
