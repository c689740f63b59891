import { Injectable } from '@nestjs/common';
import { isCartExpired, mergeCartOnLogin, type Cart } from '@shop/domain/cart';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import { CartSettings } from '../../../domain/ports/cart-settings.port';
import { CustomerCartRepository } from '../../../domain/ports/customer-cart.repository.port';
import { MergeCartCommand } from './merge-cart.command';

/**
 * Login meets the account cart (docs/decisions/0012): the stored cart (none when expired) and the
 * browser's cart merge by `mergeCartOnLogin`, and the result is stored — in one transaction, serialised per
 * customer, so two devices logging in at once cannot lose each other's positions.
 */
@Injectable()
export class MergeCartHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly carts: CustomerCartRepository,
    private readonly settings: CartSettings,
  ) {}

  async execute(command: MergeCartCommand): Promise<Cart | null> {
    // Read before the transaction: the settings come from another module's reads, outside of it.
    const ttlDays = await this.settings.cartTtlDays();
    return this.uow.run(async () => {
      await this.uow.lock(`customer-cart:${command.userId}`);
      const stored = await this.carts.find(command.userId);
      const account = stored && !isCartExpired(stored.dateUpdated, ttlDays, command.now.getTime()) ? stored : null;
      const local = command.local ? { ...command.local, dateUpdated: command.local.dateUpdated ?? command.now.toISOString() } : null;
      const merged = mergeCartOnLogin(account, local, command.now);
      if (merged) return this.carts.save(command.userId, merged);
      await this.carts.delete(command.userId);
      return null;
    });
  }
}
