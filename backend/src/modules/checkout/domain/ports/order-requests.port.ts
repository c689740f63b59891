/** An Idempotency-Key as it was claimed: whose request it was, a hash of the request, the order it made. */
export interface OrderRequestRecord {
  /** `user:<id>` for a customer, `guest:<e-mail>` for a guest. */
  buyer: string;
  requestHash: string;
  /** Null while the claiming unit of work runs (and for ever when it rolled back without an order: never, the claim rolls back with it). */
  orderId: number | null;
}

/**
 * The order submits' Idempotency-Keys (ADR 0015): one key makes at most one order, across instances, because
 * the claim is a row in the database written in the order's own unit of work.
 */
export abstract class OrderRequests {
  /**
   * Claims the key inside the running unit of work. False when the key was claimed already; when another
   * unit of work claimed it and is still running, the call waits until that one ended (it then reads its
   * outcome with `find`).
   */
  abstract claim(key: string, buyer: string, requestHash: string): Promise<boolean>;
  /** Ties a claimed key to the order it made (same unit of work). */
  abstract attach(key: string, orderId: number): Promise<void>;
  /** The key's record, or null when it was never claimed (or its claim rolled back). */
  abstract find(key: string): Promise<OrderRequestRecord | null>;
}
