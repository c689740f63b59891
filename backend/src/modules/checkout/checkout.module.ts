import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerOrdersPort, IdentityModule } from '../identity';
import { OrderImport } from './application/order-import';
import { OrderQueries } from './application/queries/order.queries';
import { OrderPositionEntity } from './infrastructure/persistence/entities/order-position.entity';
import { OrderEntity } from './infrastructure/persistence/entities/order.entity';
import { AccountOrdersController } from './interface/http/account-orders.controller';

/**
 * The checkout context: orders and their positions. The order read model (`OrderQueries`) serves the
 * account area's order pages and, through identity's `CustomerOrdersPort`, the login answer, the init
 * store and the admin dashboard; checkout itself (delivery, payment, placing orders) comes later.
 *
 * Global so that identity gets its `CustomerOrdersPort` without importing this module: checkout needs
 * identity's guards, and identity must not need checkout back (no cycle in the module graph).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderPositionEntity]), IdentityModule],
  controllers: [AccountOrdersController],
  providers: [OrderQueries, OrderImport, { provide: CustomerOrdersPort, useExisting: OrderQueries }],
  exports: [CustomerOrdersPort, OrderImport],
})
export class CheckoutModule {}
