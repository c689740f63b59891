import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderQueries } from './application/queries/order.queries';
import { OrderPositionEntity } from './infrastructure/persistence/entities/order-position.entity';
import { OrderEntity } from './infrastructure/persistence/entities/order.entity';
import { DemoOrderSeeder } from './infrastructure/seed/demo-orders.seeder';

/**
 * The checkout context: orders and their positions. The order read model (`OrderQueries`) serves the
 * account area and the login answer; checkout itself (delivery, payment, placing orders) comes later.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderPositionEntity])],
  providers: [OrderQueries, DemoOrderSeeder],
  exports: [OrderQueries, DemoOrderSeeder],
})
export class CheckoutModule {}
