/**
 * The figures order approval compares with a member's monthly limit (ADR 0051): the net goods value of the
 * member's orders placed in a window (the Berlin month), awaiting and approved ones included, rejected and
 * canceled ones left out. Read before the order's unit of work.
 */
export abstract class ApprovalFigures {
  abstract memberNetGoodsCents(userId: number, window: { from: Date; to: Date }): Promise<number>;
}
