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
 * the claim is a row in the database written in the same statement as the order (`OrderRepository.add`).
 */
export abstract class OrderRequests {
  /** The key's record, or null when it was never claimed (or its claim rolled back). */
  abstract find(key: string): Promise<OrderRequestRecord | null>;
}
