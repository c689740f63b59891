import type { OutgoingMail } from '../../../../shared/mail/mail-queue';
import type { Order } from '../order';

/** An order submit's Idempotency-Key, claimed with the order it makes (ADR 0015). */
export interface OrderRequestClaim {
  key: string;
  /** `user:<id>` for a customer, `guest:<e-mail>` for a guest. */
  buyer: string;
  /** A hash of the request: the same key with another request is refused. */
  requestHash: string;
}

/**
 * Where orders are kept (the Order aggregate's repository; the TypeORM adapter is
 * `infrastructure/persistence/repositories/typeorm-order.repository.ts`). Every method joins the unit of work
 * running in the caller (`UnitOfWork.run`), so an order, its idempotency key and its confirmation mail commit
 * together or not at all; outside one each call is its own statement.
 */
export abstract class OrderRepository {
  /**
   * Draws a new order's id (its number) before it is stored, so what is made of the number — the payment
   * instruction's transfer reference — is stored with the order in one statement (`order.numbered(id)`).
   */
  abstract nextId(): Promise<number>;
  /**
   * Stores a new order with its positions (an order without an id is given one: `order.id` afterwards). With a
   * request, the request's Idempotency-Key is claimed for the order in the same statement: false when the key
   * was claimed already, and then nothing is stored; when a running unit of work holds the key, the call waits
   * until that one has ended (its outcome is then read with `OrderRequests.find`). The mails (the confirmation,
   * the approval requests) are stored in the same statement: they exist exactly when the order does, and the
   * mail queue's worker is told once they are visible. Outside a unit of work that statement commits alone.
   */
  abstract add(order: Order, request?: OrderRequestClaim, mails?: readonly OutgoingMail[]): Promise<boolean>;
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
