import type { companyApprovalDe } from './company-approval.de';

/**
 * Order approval and the company order history (docs/company-approval.md, ADR 0051) (en): the account area's
 * (./account.en.ts) but for the storefront keys below; the keys must match ./company-approval.de.ts.
 */
export const companyApprovalEn: Record<keyof typeof companyApprovalDe, string> = {
  // Message ids (libs/domain/src/message-ids.ts)
  companyCannotApproveOwnOrder: 'You cannot approve or reject your own orders.',
  orderApprovalAlreadyDecided: 'This order has already been decided.',
  orderRejectionReasonInvalid: 'Please give a reason (at most 500 characters).',
  companyApprovalNotAllowed: 'Your role in the company does not allow approvals.',
  // Cart and checkout
  // Approvals page
  approvalsIntro: 'Orders of members of your company that wait for approval.',
  approvalsNone: 'No order waits for approval.',
  approvalsColOrder: 'Order',
  approvalsColDate: 'Date',
  approvalsColBuyer: 'Ordered by',
  approvalsColReason: 'Reason',
  approvalsColNet: 'Net',
  approvalsColGross: 'Gross',
  approvalsApprove: 'Approve',
  approvalsReject: 'Reject',
  approvalsRejectReason: 'Reason for the rejection',
  approvalsRejectConfirm: 'Send rejection',
  approvalsCancel: 'Cancel',
  approvalsApproved: 'Order {orderNumber} is approved.',
  approvalsRejected: 'Order {orderNumber} is rejected.',
  approvalReason_orderLimit: 'Per-order limit',
  approvalReason_monthlyLimit: 'Monthly limit',
  // Company order history
  companyOrdersTitle: 'Company orders',
  companyOrdersOwnTitle: 'Your orders',
  companyOrdersFilterMember: 'Ordered by',
  companyOrdersFilterStatus: 'Status',
  companyOrdersFilterFrom: 'From',
  companyOrdersFilterTo: 'To',
  companyOrdersAllMembers: 'All',
  companyOrdersAllStatuses: 'All',
  companyOrdersApply: 'Filter',
  companyOrdersNone: 'No orders for this selection.',
  companyOrdersColOrderedBy: 'Ordered by',
  companyOrdersColApprovedBy: 'Approved by',
  companyOrdersColApproval: 'Approval',
  companyOrdersColCustomerOrderNumber: 'Your order no.',
  companyOrdersColCostCentre: 'Cost centre',
  companyOrdersPrev: 'Previous',
  companyOrdersNext: 'Next',
  approvalState_awaiting: 'Awaiting approval',
  approvalState_approved: 'Approved',
  approvalState_rejected: 'Rejected',
  approvalState_none: '–',
  orderCostCentre: 'Cost centre',
} as const;
