/** An admin-internal note on an order (docs/decisions/0047-contact-inbox-and-order-admin.md). */
export interface NewOrderNote {
  orderId: number;
  adminId: number;
  adminName: string;
  text: string;
}

/** Where order notes are kept. Inside `UnitOfWork.run` the call takes part in its transaction. */
export abstract class OrderNotes {
  abstract add(note: NewOrderNote): Promise<number>;
}
