import { Injectable } from '@nestjs/common';
import type { Cart } from '@shop/domain/cart';
import { returnedRows } from '../../../../../shared/persistence/returned-rows';
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

  async save(userId: number, cart: Cart): Promise<Cart> {
    const e = toPersistence(userId, cart);
    const [row] = returnedRows(
      await this.tx.manager().query(
        `INSERT INTO customer_cart (user_id, cart_id, positions, date_updated) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET cart_id = EXCLUDED.cart_id, positions = EXCLUDED.positions,
           date_updated = GREATEST(EXCLUDED.date_updated, customer_cart.date_updated + interval '1 millisecond')
         RETURNING date_updated`,
        [userId, e.cartId, JSON.stringify(e.positions), e.dateUpdated],
      ),
    ) as Array<{ date_updated: Date | string }>;
    return { ...cart, dateUpdated: new Date(row.date_updated).toISOString() };
  }

  async delete(userId: number): Promise<void> {
    await this.repo.delete({ userId });
  }

  async replaceIf(userId: number, expected: string | null, cart: Cart | null): Promise<boolean> {
    const m = this.tx.manager();
    const rows = async (sql: string, params: unknown[]) => returnedRows(await m.query(sql, params));
    if (cart === null) {
      if (expected === null) return (await rows('SELECT 1 FROM customer_cart WHERE user_id = $1', [userId])).length === 0;
      return (await rows('DELETE FROM customer_cart WHERE user_id = $1 AND date_updated = $2 RETURNING user_id', [userId, expected])).length === 1;
    }
    const e = toPersistence(userId, cart);
    if (expected === null) {
      return (await rows('INSERT INTO customer_cart (user_id, cart_id, positions, date_updated) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING RETURNING user_id', [userId, e.cartId, JSON.stringify(e.positions), e.dateUpdated])).length === 1;
    }
    return (await rows('UPDATE customer_cart SET positions = $3, date_updated = $4 WHERE user_id = $1 AND date_updated = $2 RETURNING user_id', [userId, expected, JSON.stringify(e.positions), e.dateUpdated])).length === 1;
  }
}
