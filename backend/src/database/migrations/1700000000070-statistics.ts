import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitor statistics (spec: "Statistics: timeperiods keyed by 7-character period"), ADR 0023:
 * - statistics_day: the tracking items of one Europe/Berlin day, counted per metric and key (a search term,
 *   a product id, a category id, a cart interaction; '' for the day's total). A refresh replaces whole days.
 * - statistics_period: the same per 7-character period 'YYYY-MM' (a calendar month), summed from the days.
 */
export class Statistics1700000000070 implements MigrationInterface {
  name = 'Statistics1700000000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE statistics_day (
        day date NOT NULL,
        metric text NOT NULL,
        key text NOT NULL DEFAULT '',
        count bigint NOT NULL,
        PRIMARY KEY (day, metric, key)
      );
      CREATE INDEX statistics_day_metric_idx ON statistics_day(metric, day);
      CREATE TABLE statistics_period (
        period char(7) NOT NULL CHECK (period ~ '^[0-9]{4}-[0-9]{2}$'),
        metric text NOT NULL,
        key text NOT NULL DEFAULT '',
        count bigint NOT NULL,
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (period, metric, key)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS statistics_period; DROP TABLE IF EXISTS statistics_day;');
  }
}
