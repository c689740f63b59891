import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueFigures } from '../../../catalogue';
import { JobStatistics } from '../../../../shared/admin/job-statistics';
import { addDays, conversionPercent, shopDay } from '../domain/periods';
import { REFRESH_STATISTICS } from './statistics-refresher';

export interface Ranked {
  key: string;
  /** The product's or category's name in the asked language (the key when it is gone from the catalogue). */
  label: string;
  count: number;
}

export interface StatisticsView {
  from: string;
  to: string;
  /** When the job refreshStatistics last ended successfully (null: never). */
  refreshedAt: string | null;
  totals: { pageViews: number; visitors: number; searches: number; searchesWithoutResults: number; productViews: number; categoryViews: number; cartsStarted: number; cartsOrdered: number; orders: number };
  /**
   * Of the carts started in the range (counted only with the visitor's statistics consent), the share that was
   * ordered, in percent with one decimal (null without carts). Like is counted with like: an order counts here
   * only through its counted cart, so the figure is never above 100 % (`orders` counts every order).
   */
  conversionPercent: string | null;
  topSearchesWithoutResults: Ranked[];
  topSearches: Ranked[];
  topProducts: Ranked[];
  topCategories: Ranked[];
  /** The last 12 periods (months, 'YYYY-MM'), newest first: the spec's statistics entity. */
  periods: Array<{ period: string; pageViews: number; searches: number; searchesWithoutResults: number; productViews: number; cartsStarted: number; orders: number }>;
}

const TOTALS = ['pageViews', 'visitors', 'searches', 'searchesWithoutResults', 'productViews', 'categoryViews', 'cartsStarted', 'cartsOrdered', 'orders'] as const;
const PERIOD_METRICS = ['pageViews', 'searches', 'searchesWithoutResults', 'productViews', 'cartsStarted', 'orders'] as const;

/** Reads the computed statistics (statistics_day, statistics_period); never the raw tracking items. */
@Injectable()
export class StatisticsQueries {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueFigures,
    private readonly jobs: JobStatistics,
  ) {}

  async view(days: number, locale: string, now = new Date()): Promise<StatisticsView> {
    const to = shopDay(now);
    const from = addDays(to, -(days - 1));
    const range = [from, to];
    const top = (metric: string, limit = 10) =>
      this.db.query(
        `SELECT key, sum(count)::int AS n FROM statistics_day WHERE metric = $3 AND day BETWEEN $1::date AND $2::date AND key <> ''
          GROUP BY key ORDER BY sum(count) DESC, key LIMIT ${limit}`,
        [...range, metric],
      ) as Promise<Array<{ key: string; n: number }>>;
    const [totals, noResults, searches, products, categories, periods, refreshed] = await Promise.all([
      this.db.query(`SELECT metric, sum(count)::int AS n FROM statistics_day WHERE day BETWEEN $1::date AND $2::date GROUP BY metric`, range) as Promise<
        Array<{ metric: string; n: number }>
      >,
      top('searchesWithoutResults'),
      top('searches'),
      top('productViews'),
      top('categoryViews'),
      this.db.query(
        `SELECT period, metric, sum(count)::int AS n FROM statistics_period
          WHERE period >= to_char(($1::date - interval '11 months'), 'YYYY-MM') AND metric = ANY($2) GROUP BY period, metric`,
        [to, [...PERIOD_METRICS]],
      ) as Promise<Array<{ period: string; metric: string; n: number }>>,
      this.jobs.lastDone(REFRESH_STATISTICS),
    ]);
    const total = Object.fromEntries(TOTALS.map((metric) => [metric, totals.find((t) => t.metric === metric)?.n ?? 0])) as StatisticsView['totals'];
    const productNames = await this.catalogue.productNames(products.map((p) => p.key), locale);
    const categoryNames = await this.catalogue.categoryNames(categories.map((c) => c.key), locale);
    const periodKeys = [...new Set(periods.map((p) => p.period))].sort().reverse();
    return {
      from,
      to,
      refreshedAt: refreshed ? refreshed.toISOString() : null,
      totals: total,
      conversionPercent: conversionPercent(total.cartsOrdered, total.cartsStarted),
      topSearchesWithoutResults: noResults.map((r) => ({ key: r.key, label: r.key, count: r.n })),
      topSearches: searches.map((r) => ({ key: r.key, label: r.key, count: r.n })),
      topProducts: products.map((r) => ({ key: r.key, label: productNames.get(r.key) ?? r.key, count: r.n })),
      topCategories: categories.map((r) => ({ key: r.key, label: categoryNames.get(r.key) ?? r.key, count: r.n })),
      periods: periodKeys.map((period) => {
        const of = (metric: string) => periods.find((p) => p.period === period && p.metric === metric)?.n ?? 0;
        return {
          period,
          pageViews: of('pageViews'),
          searches: of('searches'),
          searchesWithoutResults: of('searchesWithoutResults'),
          productViews: of('productViews'),
          cartsStarted: of('cartsStarted'),
          orders: of('orders'),
        };
      }),
    };
  }
}
