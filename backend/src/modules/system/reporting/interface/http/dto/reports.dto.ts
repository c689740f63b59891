import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class LocalizedNameDto {
  de!: string;
  en!: string;
}

export class DashboardWindowDto {
  key!: 'today' | 'last7Days' | 'last30Days';
  /**
   * First day (Europe/Berlin), included
   * @example 2026-11-21
   */
  from!: string;
  /**
   * Last day (Europe/Berlin), included
   * @example 2026-11-27
   */
  to!: string;
  /** Orders placed, canceled ones left out */
  orders!: number;
  /** Their net value (subtotal without VAT) in cents of `currency` */
  revenueCents!: number;
  /** Customer accounts registered and confirmed */
  newCustomers!: number;
}

export class MailFiguresDto {
  /** Mails given up after their retries */
  failed!: number;
  /** Mails waiting to be sent */
  pending!: number;
}

export class RevenueDayDto {
  /** @example 2026-11-27 */
  day!: string;
  orders!: number;
  revenueCents!: number;
}

export class TopProductDto {
  productId!: string;
  /** The name as ordered (latest order) */
  name!: LocalizedNameDto;
  /**
   * Quantity ordered (decimal string)
   * @example 12.5
   */
  quantity!: string;
  orders!: number;
  revenueCents!: number;
}

export class DashboardFiguresDto {
  /**
   * Today in the shop's time zone (Europe/Berlin)
   * @example 2026-11-27
   */
  today!: string;
  /** @example EUR */
  currency!: string;
  windows!: DashboardWindowDto[];
  /** Offers with status open */
  openOffers!: number;
  /** Jobs in state failed */
  failedJobs!: number;
  mails!: MailFiguresDto;
  /** Failed, locked and throttled logins in the last 7 days */
  failedLogins!: number;
  /** The last 30 days, oldest first, every day present */
  revenuePerDay!: RevenueDayDto[];
  /** Top 5 products by net revenue, last 30 days */
  topProducts!: TopProductDto[];
}

export class DashboardFiguresResponse {
  data!: DashboardFiguresDto;
}

export class StatisticsQuery {
  /** Days up to today */
  @ApiPropertyOptional({ default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidValue' })
  @Min(1, { message: 'invalidValue' })
  @Max(366, { message: 'invalidValue' })
  days?: number;

  /** Language of product and category names */
  @ApiPropertyOptional({ default: 'de' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class RankedDto {
  /** Search term, product id or category id */
  key!: string;
  /** What to show: the term, or the name in the asked language */
  label!: string;
  count!: number;
}

export class StatisticsTotalsDto {
  pageViews!: number;
  /** Distinct visitor ids per day, summed */
  visitors!: number;
  searches!: number;
  searchesWithoutResults!: number;
  productViews!: number;
  categoryViews!: number;
  /** Carts whose first product was added on a day of the range */
  cartsStarted!: number;
  /** Of those carts, the ones that were ordered (both counted only with the visitor’s statistics consent) */
  cartsOrdered!: number;
  /** Orders placed (canceled left out) */
  orders!: number;
}

export class StatisticsPeriodDto {
  /**
   * The 7-character period (a month)
   * @example 2026-11
   */
  period!: string;
  pageViews!: number;
  searches!: number;
  searchesWithoutResults!: number;
  productViews!: number;
  cartsStarted!: number;
  orders!: number;
}

export class StatisticsDto {
  from!: string;
  to!: string;
  /** Last run of refreshStatistics (null: never) */
  refreshedAt!: string | null;
  totals!: StatisticsTotalsDto;
  /**
   * Counted carts started in the range that were ordered, per counted cart started, percent (never above 100; `orders` counts every order)
   * @example "12.5"
   */
  conversionPercent!: string | null;
  topSearchesWithoutResults!: RankedDto[];
  topSearches!: RankedDto[];
  topProducts!: RankedDto[];
  topCategories!: RankedDto[];
  /** The last 12 periods, newest first */
  periods!: StatisticsPeriodDto[];
}

export class StatisticsResponse {
  data!: StatisticsDto;
}

export class DashboardDto {
  /** Active customer accounts */
  users!: number;
  /** Orders, canceled excluded */
  orders!: number;
  /** Active products */
  products!: number;
}

export class DashboardResponse {
  data!: DashboardDto;
}
