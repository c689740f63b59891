import { Injectable } from '@nestjs/common';
import type { Cart } from '@shop/domain/cart';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { CustomerCartRepository } from '../../../domain/ports/customer-cart.repository.port';
import { CustomerCartEntity } from '../entities/customer-cart.entity';
import { toDomain, toPersistence } from '../mappers/customer-cart.mapper';

@Injectable()
export class TypeOrmCustomerCartRepository extends CustomerCartRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private get repo() {
    return this.tx.manager().getRepository(CustomerCartEntity);
  }

  async find(userId: number): Promise<Cart | null> {
    const e = await this.repo.findOneBy({ userId });
    return e ? toDomain(e) : null;
  }

  async save(userId: number, cart: Cart): Promise<void> {
    await this.repo.upsert(toPersistence(userId, cart), { conflictPaths: ['userId'] });
  }

  async delete(userId: number): Promise<void> {
    await this.repo.delete({ userId });
  }
}
