/**
 * Order approval and the company order history (docs/company-approval.md, ADR 0051) (de). Part of the
 * account area (./account.de.ts) but for the storefront keys below; the keys must match ./company-approval.en.ts.
 */
export const companyApprovalDe = {
  // Message ids (libs/domain/src/message-ids.ts)
  companyCannotApproveOwnOrder: 'Eigene Bestellungen können Sie nicht selbst freigeben oder ablehnen.',
  orderApprovalAlreadyDecided: 'Über diese Bestellung wurde bereits entschieden.',
  orderRejectionReasonInvalid: 'Bitte geben Sie eine Begründung an (höchstens 500 Zeichen).',
  companyApprovalNotAllowed: 'Ihre Rolle in der Firma erlaubt keine Freigaben.',
  // Cart and checkout
  // Approvals page
  approvalsIntro: 'Bestellungen von Mitgliedern Ihrer Firma, die auf Freigabe warten.',
  approvalsNone: 'Keine Bestellung wartet auf Freigabe.',
  approvalsColOrder: 'Bestellung',
  approvalsColDate: 'Datum',
  approvalsColBuyer: 'Besteller',
  approvalsColReason: 'Grund',
  approvalsColNet: 'Netto',
  approvalsColGross: 'Brutto',
  approvalsApprove: 'Freigeben',
  approvalsReject: 'Ablehnen',
  approvalsRejectReason: 'Begründung der Ablehnung',
  approvalsRejectConfirm: 'Ablehnung senden',
  approvalsCancel: 'Abbrechen',
  approvalsApproved: 'Bestellung {orderNumber} ist freigegeben.',
  approvalsRejected: 'Bestellung {orderNumber} ist abgelehnt.',
  approvalReason_orderLimit: 'Bestelllimit',
  approvalReason_monthlyLimit: 'Monatslimit',
  // Company order history
  companyOrdersTitle: 'Bestellungen der Firma',
  companyOrdersOwnTitle: 'Ihre Bestellungen',
  companyOrdersFilterMember: 'Besteller',
  companyOrdersFilterStatus: 'Status',
  companyOrdersFilterFrom: 'Von',
  companyOrdersFilterTo: 'Bis',
  companyOrdersAllMembers: 'Alle',
  companyOrdersAllStatuses: 'Alle',
  companyOrdersApply: 'Filtern',
  companyOrdersNone: 'Keine Bestellungen für diese Auswahl.',
  companyOrdersColOrderedBy: 'Bestellt von',
  companyOrdersColApprovedBy: 'Freigegeben von',
  companyOrdersColApproval: 'Freigabe',
  companyOrdersColCustomerOrderNumber: 'Ihre Bestellnr.',
  companyOrdersColCostCentre: 'Kostenstelle',
  companyOrdersPrev: 'Zurück',
  companyOrdersNext: 'Weiter',
  approvalState_awaiting: 'Wartet auf Freigabe',
  approvalState_approved: 'Freigegeben',
  approvalState_rejected: 'Abgelehnt',
  approvalState_none: '–',
  orderCostCentre: 'Kostenstelle',
} as const;
