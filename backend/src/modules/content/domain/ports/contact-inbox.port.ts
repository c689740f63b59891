import type { ContactRequestStatus } from '@shop/domain';
import type { ContactRequest } from '../contact-request';

/** A stored request as the inbox's commands need it. */
export interface StoredContactRequest extends ContactRequest {
  id: number;
  status: ContactRequestStatus;
  createdAt: Date;
}

/** One reply an admin mailed to the requester. */
export interface ContactReply {
  adminId: number;
  adminName: string;
  text: string;
}

/**
 * The admin's side of the stored contact requests (docs/decisions/0047-contact-inbox-and-order-admin.md). Inside
 * `UnitOfWork.run` the calls take part in its transaction; `findForUpdate` locks the row until it ends.
 */
export abstract class ContactInbox {
  abstract findForUpdate(id: number): Promise<StoredContactRequest | null>;
  abstract setStatus(id: number, status: ContactRequestStatus): Promise<void>;
  abstract addReply(id: number, reply: ContactReply): Promise<number>;
}

/** An administrator's display name (identity owns administrators). */
export abstract class ContactAdminNames {
  abstract nameOf(adminId: number): Promise<string>;
}
