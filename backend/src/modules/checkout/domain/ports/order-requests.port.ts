/** An Idempotency-Key as it was claimed: whose request it was, a hash of the request, the order it made. */
export interface OrderRequestRecord {
  /** `user:<id>` for a customer, `guest:<e-mail>` for a guest. */
  buyer: string;
  requestHash: string;
  /** The order the key made (a record whose claim rolled back is gone with its order; null only for records kept from before). */
  orderId: number | null;
}

/**
 * The order submits' Idempotency-Keys (ADR 0015): one key makes at most one order, across instances, because
 * the claim is a row in the database written in the order's own unit of work.
 */
export abstract class OrderRequests {
  /**
   * Claims the key for the order just added in the running unit of work (one statement). False when the key was
   * claimed already — the caller then rolls its unit of work back, the order with it; when another unit of work
   * claimed it and is still running, the call waits until that one ended (its outcome is then read with `find`).
   */
  abstract claim(key: string, buyer: string, requestHash: string, orderId: number): Promise<boolean>;
  /** The key's record, or null when it was never claimed (or its claim rolled back). */
  abstract find(key: string): Promise<OrderRequestRecord | null>;
}
