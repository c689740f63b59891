/**
 * The requisition lists' expected failures (docs/requisition-lists.md), each a stable code that doubles as the
 * message id the UI translates. Only the HTTP layer turns them into status codes.
 */
export const RequisitionListErrorCode = {
  /** No such list for this member: another company's, another member's private list, or none at all (404, no data). */
  notFound: 'requisitionListNotFound',
  /** The member sees the list but may not do this (a viewer; a shared list changed by neither owner nor admin). */
  notAllowed: 'requisitionListNotAllowed',
  /** The list changed since the version the change was made on (409). */
  changed: 'requisitionListChanged',
  /** The member owns as many lists as allowed. */
  tooMany: 'requisitionListLimitReached',
  /** A name, quantity or request field breaks its rule (fields name the message ids). */
  invalid: 'VALIDATION_FAILED',
  /** Lines refused as a whole (to the cart: nothing is added; fields name each refused line). */
  linesRefused: 'requisitionListLinesRefused',
  /** Nothing to put into the cart (an empty list, or none of the chosen lines is the list's). */
  empty: 'requisitionListEmpty',
  /** The order to take lines from is not the member's. */
  orderNotFound: 'requisitionListOrderNotFound',
} as const;

export type RequisitionListErrorCode = (typeof RequisitionListErrorCode)[keyof typeof RequisitionListErrorCode];

/** A refused call: the code and, per field, a message id. */
export class RequisitionListError extends Error {
  constructor(
    readonly code: RequisitionListErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

/** The name the exported file is saved under. */
export const REQUISITION_LIST_FILE_NAME = 'RequisitionList.xlsx';
