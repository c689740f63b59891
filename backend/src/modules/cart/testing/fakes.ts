import type { Cart } from '@shop/domain/cart';
import { UnitOfWork } from '../../../shared/unit-of-work';
import { CartSettings } from '../domain/ports/cart-settings.port';
import { CustomerCartRepository } from '../domain/ports/customer-cart.repository.port';

/** Customer carts in a map; `saved` records every write. */
export class InMemoryCustomerCartRepository extends CustomerCartRepository {
  readonly carts = new Map<number, Cart>();
  readonly saved: Array<{ userId: number; cart: Cart | null }> = [];

  async find(userId: number): Promise<Cart | null> {
    return this.carts.get(userId) ?? null;
  }

  async save(userId: number, cart: Cart): Promise<Cart> {
    const before = this.carts.get(userId);
    const at = Math.max(Date.parse(cart.dateUpdated), before ? Date.parse(before.dateUpdated) + 1 : 0);
    const stored = { ...cart, dateUpdated: new Date(at).toISOString() };
    this.carts.set(userId, stored);
    this.saved.push({ userId, cart: stored });
    return stored;
  }

  async delete(userId: number): Promise<void> {
    this.carts.delete(userId);
    this.saved.push({ userId, cart: null });
  }

  async replaceIf(userId: number, expected: string | null, cart: Cart | null): Promise<boolean> {
    if ((this.carts.get(userId)?.dateUpdated ?? null) !== expected) return false;
    if (cart) await this.save(userId, cart);
    else if (expected !== null) await this.delete(userId);
    return true;
  }
}

export class FixedCartSettings extends CartSettings {
  constructor(private readonly ttlDays: number | null = 30, private readonly fileCalls = true) {
    super();
  }

  async exportImportEnabled(): Promise<boolean> {
    return this.fileCalls;
  }

  async cartTtlDays(): Promise<number | null> {
    return this.ttlDays;
  }
}

/** Runs the work at once; records the locks taken. */
export class ImmediateUnitOfWork extends UnitOfWork {
  readonly locks: string[] = [];
  runs = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    return work();
  }

  async lock(key: string): Promise<void> {
    this.locks.push(key);
  }
}
