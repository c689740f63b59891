import type { ContactRequest } from '../contact-request';

/** Where contact requests are kept. Inside `UnitOfWork.run` the calls take part in its transaction. */
export abstract class ContactRequestRepository {
  abstract add(request: ContactRequest, addressHash: string): Promise<number>;
  /** Requests since `since` from this address hash, and naming this e-mail address (case-insensitive). */
  abstract countSince(since: Date, addressHash: string, email: string): Promise<{ fromAddress: number; forEmail: number }>;
}
