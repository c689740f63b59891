import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { AdminGuard } from '../../../identity';
import { AdminProductQueries } from '../../application/admin/admin-product.queries';
import { AdminProductListResponse, AdminProductsQuery } from './dto/admin-products.dto';

/** The admin's product management list (docs/rules/screens-and-routes.md#admin-tools: "product management lists with search and sort"). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid admin session' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin/products')
export class AdminProductsController {
  constructor(private readonly queries: AdminProductQueries) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every product, active or not: search by article number or name, filter by active, sort, page' })
  @ApiOkResponse({ type: AdminProductListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED (fields: invalidValue, invalidPage, invalidPageSize)' })
  async list(@Query() query: AdminProductsQuery): Promise<AdminProductListResponse> {
    const data = await this.queries.list({ ...query, locale: query.locale ?? 'de', page: query.page ?? 1, pageSize: query.pageSize ?? 25 });
    return { data };
  }
}
