import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * Server-side paging of every admin list: page from 1, at most 200 rows a page. Each list applies its own
 * default page size (25 for orders, offers and users; 50 for the others) when none is asked for.
 */
export class PageQuery {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidPage' })
  @Min(1, { message: 'invalidPage' })
  @Max(100000, { message: 'invalidPage' })
  page?: number;

  /** Rows per page; the default is the list’s (25 or 50) */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidPageSize' })
  @Min(1, { message: 'invalidPageSize' })
  @Max(200, { message: 'invalidPageSize' })
  pageSize?: number;
}
