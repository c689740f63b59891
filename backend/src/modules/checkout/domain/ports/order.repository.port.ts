import type { Order } from '../order';

/**
 * Where orders are kept (the Order aggregate's repository; the TypeORM adapter is
 * `infrastructure/persistence/repositories/typeorm-order.repository.ts`). Every method joins the unit of work
 * running in the caller (`UnitOfWork.run`), so an order, its idempotency key and its confirmation mail commit
 * together or not at all; outside one each call is its own statement.
 */
export abstract class OrderRepository {
  /** Stores a new order with its positions and gives it its id (`order.id` afterwards). */
  abstract add(order: Order): Promise<void>;
  /** The order with its positions, or null. */
  abstract findById(id: number): Promise<Order | null>;
  /**
   * The order, locked until the running unit of work ends (a second admin changing the same order waits and
   * then sees the first one's status); null when there is none. Needs a running unit of work.
   */
  abstract findForUpdate(id: number): Promise<Order | null>;
  /** Writes the order's pending changes: its status with a history row per change, a recorded payment instruction. */
  abstract save(order: Order): Promise<void>;
}
