import type { CartLine } from '@shop/domain/cart';

/** A stored line of a requisition list: a cart position's item shape with its own id. */
export interface RequisitionListLine extends CartLine {
  readonly id: number;
}

/** A requisition list without its lines (docs/requisition-lists.md). */
export interface RequisitionListHead {
  readonly id: number;
  readonly companyId: number;
  readonly ownerUserId: number;
  readonly name: string;
  readonly shared: boolean;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lineCount: number;
}

export interface RequisitionList extends RequisitionListHead {
  /** In their order. */
  readonly lines: readonly RequisitionListLine[];
}

/** A line to store: an existing line keeps its id, a new one has none. */
export type RequisitionListLineInput = CartLine & { readonly id?: number };

/** The cart module's requisition lists; reads and writes join the caller's unit of work. */
export abstract class RequisitionListRepository {
  /** The lists of a company that are the member's own or shared, newest change first. */
  abstract visibleTo(companyId: number, userId: number): Promise<RequisitionListHead[]>;
  abstract find(id: number): Promise<RequisitionList | null>;
  /** Same as find, the row locked until the transaction ends (a change reads, checks the version, writes). */
  abstract findForUpdate(id: number): Promise<RequisitionList | null>;
  /** The names of the owner's lists (but `exceptId`'s). */
  abstract namesOf(ownerUserId: number, exceptId?: number): Promise<string[]>;
  abstract create(list: { companyId: number; ownerUserId: number; name: string; shared: boolean }): Promise<number>;
  /** Writes the head and, when given, the lines (in this order) and raises the version by one. */
  abstract update(id: number, head: { name: string; shared: boolean }, lines?: readonly RequisitionListLineInput[]): Promise<void>;
  abstract delete(id: number): Promise<void>;
}
