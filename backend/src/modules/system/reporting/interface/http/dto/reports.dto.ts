import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class LocalizedNameDto {
  @ApiProperty() de!: string;
  @ApiProperty() en!: string;
}

export class DashboardWindowDto {
  @ApiProperty({ enum: ['today', 'last7Days', 'last30Days'] }) key!: 'today' | 'last7Days' | 'last30Days';
  @ApiProperty({ example: '2026-11-21', description: 'First day (Europe/Berlin), included' }) from!: string;
  @ApiProperty({ example: '2026-11-27', description: 'Last day (Europe/Berlin), included' }) to!: string;
  @ApiProperty({ description: 'Orders placed, canceled ones left out' }) orders!: number;
  @ApiProperty({ description: 'Their net value (subtotal without VAT) in cents of `currency`' }) revenueCents!: number;
  @ApiProperty({ description: 'Customer accounts registered and confirmed' }) newCustomers!: number;
}

export class MailFiguresDto {
  @ApiProperty({ description: 'Mails given up after their retries' }) failed!: number;
  @ApiProperty({ description: 'Mails waiting to be sent' }) pending!: number;
}

export class RevenueDayDto {
  @ApiProperty({ example: '2026-11-27' }) day!: string;
  @ApiProperty() orders!: number;
  @ApiProperty() revenueCents!: number;
}

export class TopProductDto {
  @ApiProperty() productId!: string;
  @ApiProperty({ type: LocalizedNameDto, description: 'The name as ordered (latest order)' }) name!: LocalizedNameDto;
  @ApiProperty({ example: '12.5', description: 'Quantity ordered (decimal string)' }) quantity!: string;
  @ApiProperty() orders!: number;
  @ApiProperty() revenueCents!: number;
}

export class DashboardFiguresDto {
  @ApiProperty({ example: '2026-11-27', description: "Today in the shop's time zone (Europe/Berlin)" }) today!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: [DashboardWindowDto] }) windows!: DashboardWindowDto[];
  @ApiProperty({ description: 'Offers with status open' }) openOffers!: number;
  @ApiProperty({ description: 'Jobs in state failed' }) failedJobs!: number;
  @ApiProperty({ type: MailFiguresDto }) mails!: MailFiguresDto;
  @ApiProperty({ description: 'Failed, locked and throttled logins in the last 7 days' }) failedLogins!: number;
  @ApiProperty({ type: [RevenueDayDto], description: 'The last 30 days, oldest first, every day present' }) revenuePerDay!: RevenueDayDto[];
  @ApiProperty({ type: [TopProductDto], description: 'Top 5 products by net revenue, last 30 days' }) topProducts!: TopProductDto[];
}

export class DashboardFiguresResponse {
  @ApiProperty({ type: DashboardFiguresDto }) data!: DashboardFiguresDto;
}

export class StatisticsQuery {
  @ApiPropertyOptional({ default: 30, minimum: 1, maximum: 366, description: 'Days up to today' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidValue' })
  @Min(1, { message: 'invalidValue' })
  @Max(366, { message: 'invalidValue' })
  days?: number;

  @ApiPropertyOptional({ enum: ['de', 'en'], default: 'de', description: 'Language of product and category names' })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class RankedDto {
  @ApiProperty({ description: 'Search term, product id or category id' }) key!: string;
  @ApiProperty({ description: 'What to show: the term, or the name in the asked language' }) label!: string;
  @ApiProperty() count!: number;
}

export class StatisticsTotalsDto {
  @ApiProperty() pageViews!: number;
  @ApiProperty({ description: 'Distinct visitor ids per day, summed' }) visitors!: number;
  @ApiProperty() searches!: number;
  @ApiProperty() searchesWithoutResults!: number;
  @ApiProperty() productViews!: number;
  @ApiProperty() categoryViews!: number;
  @ApiProperty({ description: 'Carts whose first product was added on a day of the range' }) cartsStarted!: number;
  @ApiProperty({ description: 'Of those carts, the ones that were ordered (both counted only with the visitor’s statistics consent)' }) cartsOrdered!: number;
  @ApiProperty({ description: 'Orders placed (canceled left out)' }) orders!: number;
}

export class StatisticsPeriodDto {
  @ApiProperty({ example: '2026-11', description: 'The 7-character period (a month)' }) period!: string;
  @ApiProperty() pageViews!: number;
  @ApiProperty() searches!: number;
  @ApiProperty() searchesWithoutResults!: number;
  @ApiProperty() productViews!: number;
  @ApiProperty() cartsStarted!: number;
  @ApiProperty() orders!: number;
}

export class StatisticsDto {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Last run of refreshStatistics (null: never)' }) refreshedAt!: string | null;
  @ApiProperty({ type: StatisticsTotalsDto }) totals!: StatisticsTotalsDto;
  @ApiProperty({ type: String, nullable: true, example: '12.5', description: 'Counted carts started in the range that were ordered, per counted cart started, percent (never above 100; `orders` counts every order)' }) conversionPercent!: string | null;
  @ApiProperty({ type: [RankedDto] }) topSearchesWithoutResults!: RankedDto[];
  @ApiProperty({ type: [RankedDto] }) topSearches!: RankedDto[];
  @ApiProperty({ type: [RankedDto] }) topProducts!: RankedDto[];
  @ApiProperty({ type: [RankedDto] }) topCategories!: RankedDto[];
  @ApiProperty({ type: [StatisticsPeriodDto], description: 'The last 12 periods, newest first' }) periods!: StatisticsPeriodDto[];
}

export class StatisticsResponse {
  @ApiProperty({ type: StatisticsDto }) data!: StatisticsDto;
}
