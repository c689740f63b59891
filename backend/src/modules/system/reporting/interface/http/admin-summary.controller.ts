import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CatalogueFigures } from '../../../../catalogue';
import { OrderStatistics } from '../../../../checkout';
import { AdminGuard, IdentityStatistics } from '../../../../identity';
import { ErrorResponse } from '../../../../../shared/http/common.dto';
import { DashboardResponse } from './dto/reports.dto';

/**
 * The admin start page's small summary, each figure asked of its owner (ADR 0037): identity's active customers,
 * checkout's counted orders, the catalogue's active products. (Named AdminController: the route's operation id.)
 */
@ApiTags('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse, description: 'adminNotLoggedIn — no valid shop_admin_session cookie' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'adminForbidden — a customer session' })
@UseGuards(AdminGuard)
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly identity: IdentityStatistics,
    private readonly orders: OrderStatistics,
    private readonly catalogue: CatalogueFigures,
  ) {}

  @Get('dashboard')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A small summary: active customers, orders (canceled excluded), active products' })
  @ApiOkResponse({ type: DashboardResponse })
  async dashboard(): Promise<DashboardResponse> {
    const [users, orders, products] = await Promise.all([this.identity.activeCustomers(), this.orders.countOrders(), this.catalogue.productCount({ activeOnly: true })]);
    return { data: { users, orders, products } };
  }
}
