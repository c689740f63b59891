import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { OrderStatistics } from '../../../checkout';
import { addDays, daysBetween, isDay, periodOf, shopDay, SHOP_TIME_ZONE } from '../domain/periods';

export const REFRESH_STATISTICS = 'refreshStatistics';
/** The longest range one run recomputes (a year and a day). */
const MAX_DAYS = 366;

export interface RefreshResult {
  from: string;
  to: string;
  days: number;
  dayRows: number;
  periodRows: number;
}

/**
 * The job `refreshStatistics` (ADR 0023): the tracking items (and the orders) of a range of Europe/Berlin days
 * counted into `statistics_day`, then the months those days are in summed into `statistics_period` (the
 * spec's 7-character period). Idempotent: a run deletes the days (and months) it recomputes and writes them
 * anew in one transaction, so running it twice leaves the same rows. Without parameters it recomputes from the
 * day before the last one counted (that day may have been counted while it was still going on) up to today,
 * or from the first tracking item on a first run. Parameters `from` and `to` ('YYYY-MM-DD') pick the range.
 */
@Injectable()
export class StatisticsRefresher implements JobHandler, OnModuleInit {
  readonly kind = REFRESH_STATISTICS;

  constructor(
    private readonly jobs: Jobs,
    private readonly db: DataSource,
    private readonly orders: OrderStatistics,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    const unknown = Object.keys(params).filter((key) => key !== 'from' && key !== 'to');
    if (unknown.length > 0) throw new ApiError('propertyNotAllowed', `Unknown parameter ${unknown[0]}.`, HttpStatus.BAD_REQUEST);
    for (const key of ['from', 'to'] as const) {
      if (params[key] !== undefined && !isDay(params[key])) throw new ApiError('invalidDate', `${key} must be a date YYYY-MM-DD.`, HttpStatus.BAD_REQUEST);
    }
    const { from, to } = params as { from?: string; to?: string };
    if (from && to && from > to) throw new ApiError('adStatInvalidRange', 'from must not be after to.', HttpStatus.BAD_REQUEST);
    if (from && daysBetween(from, to ?? shopDay(new Date())).length > MAX_DAYS) {
      throw new ApiError('adStatInvalidRange', `At most ${MAX_DAYS} days per run.`, HttpStatus.BAD_REQUEST);
    }
  }

  async run(context: JobContext): Promise<RefreshResult> {
    const today = shopDay(new Date());
    const to = (context.params.to as string | undefined) ?? today;
    const from = (context.params.from as string | undefined) ?? (await this.defaultFrom(today));
    const first = from > to ? to : from;
    await context.progress(0, 2, 'days');
    const result = await this.refresh(first, to);
    await context.progress(2, 2, null);
    return result;
  }

  /** Recomputes the days from..to and the months they are in (one transaction). */
  async refresh(from: string, to: string): Promise<RefreshResult> {
    const tz = SHOP_TIME_ZONE;
    const monthFrom = `${periodOf(from)}-01`;
    const monthTo = addDays(`${periodOf(addDays(`${periodOf(to)}-28`, 5))}-01`, -1);
    // The orders are checkout's: counted there (canceled left out) and read before the transaction (no pool read inside it).
    const orders = await this.orders.countsPerDay(from, to, tz);
    return this.db.transaction(async (m) => {
      await m.query('DELETE FROM statistics_day WHERE day BETWEEN $1::date AND $2::date', [from, to]);
      const inserted = (await m.query(
        `WITH items AS (
           SELECT (created_at AT TIME ZONE $1)::date AS day, type, btrim(coalesce(param2, '')) AS p2, coalesce(param4, '') AS p4, visitor_id
             FROM tracking_item
            WHERE created_at >= ($2::date::timestamp AT TIME ZONE $1) AND created_at < (($3::date + 1)::timestamp AT TIME ZONE $1)
         ),
         carts AS (
           SELECT param2 AS cart, (min(created_at) AT TIME ZONE $1)::date AS day
             FROM tracking_item WHERE type = 'ctin' AND param4 = 'add' AND coalesce(param2, '') <> '' GROUP BY param2
         ),
         ordered AS (
           SELECT DISTINCT param2 AS cart FROM tracking_item WHERE type = 'ctin' AND param4 = 'order' AND coalesce(param2, '') <> ''
         ),
         counted AS (
           SELECT day, 'pageViews' AS metric, '' AS key, count(*) AS n FROM items WHERE type = 'pavi' GROUP BY day
           UNION ALL SELECT day, 'visitors', '', count(DISTINCT visitor_id) FROM items WHERE visitor_id IS NOT NULL GROUP BY day
           UNION ALL SELECT day, 'searches', lower(left(p2, 200)), count(*) FROM items WHERE type = 'sear' AND p2 <> '' GROUP BY 1, 3
           UNION ALL SELECT day, 'searchesWithoutResults', lower(left(p2, 200)), count(*) FROM items WHERE type = 'sear' AND p2 <> '' AND p4 = 'false' GROUP BY 1, 3
           UNION ALL SELECT day, 'productViews', p2, count(*) FROM items WHERE type = 'prvi' AND p2 <> '' GROUP BY 1, 3
           UNION ALL SELECT day, 'categoryViews', p2, count(*) FROM items WHERE type = 'pcvi' AND p2 <> '' GROUP BY 1, 3
           UNION ALL SELECT day, 'cartInteractions', p4, count(*) FROM items WHERE type = 'ctin' GROUP BY 1, 3
           UNION ALL SELECT day, 'consents', '', count(*) FROM items WHERE type = 'ckse' GROUP BY day
           UNION ALL SELECT day, 'cartsStarted', '', count(*) FROM carts WHERE day BETWEEN $2::date AND $3::date GROUP BY day
           UNION ALL SELECT day, 'cartsOrdered', '', count(*) FROM carts JOIN ordered USING (cart) WHERE day BETWEEN $2::date AND $3::date GROUP BY day
           UNION ALL SELECT o.day::date, 'orders', '', o.n FROM unnest($4::text[], $5::int[]) AS o(day, n)
         )
         INSERT INTO statistics_day (day, metric, key, count) SELECT day, metric, key, n FROM counted RETURNING 1`,
        [tz, from, to, orders.map((o) => o.day), orders.map((o) => o.orders)],
      )) as unknown[];
      // A cart counts as ordered on the day it was started: a cart started before the range and ordered in it
      // changes an earlier day's cartsOrdered, which is recomputed here too.
      const earlier = (await m.query(
        `WITH carts AS (
           SELECT param2 AS cart, (min(created_at) AT TIME ZONE $1)::date AS day
             FROM tracking_item WHERE type = 'ctin' AND param4 = 'add' AND coalesce(param2, '') <> '' GROUP BY param2
         )
         SELECT DISTINCT to_char(c.day, 'YYYY-MM-DD') AS day FROM carts c
           JOIN tracking_item t ON t.type = 'ctin' AND t.param4 = 'order' AND t.param2 = c.cart
          WHERE c.day < $2::date AND t.created_at >= ($2::date::timestamp AT TIME ZONE $1)`,
        [tz, from],
      )) as Array<{ day: string }>;
      const earlierDays = earlier.map((r) => r.day);
      if (earlierDays.length > 0) {
        await m.query(`DELETE FROM statistics_day WHERE metric = 'cartsOrdered' AND day = ANY($1::date[])`, [earlierDays]);
        await m.query(
          `WITH carts AS (
             SELECT param2 AS cart, (min(created_at) AT TIME ZONE $1)::date AS day
               FROM tracking_item WHERE type = 'ctin' AND param4 = 'add' AND coalesce(param2, '') <> '' GROUP BY param2
           )
           INSERT INTO statistics_day (day, metric, key, count)
           SELECT day, 'cartsOrdered', '', count(*) FROM carts
            WHERE day = ANY($2::date[]) AND cart IN (SELECT param2 FROM tracking_item WHERE type = 'ctin' AND param4 = 'order')
            GROUP BY day`,
          [tz, earlierDays],
        );
      }
      const periodFrom = earlierDays.reduce((min, day) => (`${periodOf(day)}-01` < min ? `${periodOf(day)}-01` : min), monthFrom);
      await m.query('DELETE FROM statistics_period WHERE period BETWEEN $1 AND $2', [periodOf(periodFrom), periodOf(to)]);
      const periods = (await m.query(
        `INSERT INTO statistics_period (period, metric, key, count)
         SELECT to_char(day, 'YYYY-MM'), metric, key, sum(count) FROM statistics_day
          WHERE day BETWEEN $1::date AND $2::date GROUP BY 1, 2, 3 RETURNING 1`,
        [periodFrom, monthTo],
      )) as unknown[];
      return { from, to, days: daysBetween(from, to).length, dayRows: inserted.length, periodRows: periods.length };
    });
  }

  private async defaultFrom(today: string): Promise<string> {
    const [row] = (await this.db.query(
      `SELECT to_char(max(day), 'YYYY-MM-DD') AS last,
              (SELECT to_char((min(created_at) AT TIME ZONE $1)::date, 'YYYY-MM-DD') FROM tracking_item) AS first_item
         FROM statistics_day`,
      [SHOP_TIME_ZONE],
    )) as Array<{ last: string | null; first_item: string | null }>;
    const from = row?.last ? addDays(row.last, -1) : (row?.first_item ?? today);
    // Never more than a year in one run; older days are asked for with from/to.
    const earliest = addDays(today, -(MAX_DAYS - 1));
    return from < earliest ? earliest : from;
  }
}
