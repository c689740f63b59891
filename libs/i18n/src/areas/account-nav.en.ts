import type { accountOffersNavDe, accountCompanyNavDe, requisitionListsNavDe, companyApprovalStorefrontDe } from './account-nav.de';

// The account pages' texts the storefront's own pages show (en); the keys of ./account-nav.de.ts.
/** The key the storefront's entry shows (the account menu). */
export const accountOffersNavEn: Record<keyof typeof accountOffersNavDe, string> = {
  accountOffersTitle: 'Offers',
};

/** The keys the storefront's entry shows (the account menu, the controls' labels on product and cart pages). */
export const accountCompanyNavEn: Record<keyof typeof accountCompanyNavDe, string> = {
  companyNav: 'Company and users',
  companyRoleLine: '{company} · {role}',
  companyRole_admin: 'Administrator',
  companyRole_buyer: 'Buyer',
  companyRole_approver: 'Approver',
  companyRole_viewer: 'Viewer',
};

/** The key the storefront's entry shows (the account menu). */
export const requisitionListsNavEn: Record<keyof typeof requisitionListsNavDe, string> = {
  requisitionListsTitle: 'Requisition lists',
};

/** The keys storefront pages show (the account menu, the cart's notice, the checkout's cost centre and answer). */
export const companyApprovalStorefrontEn: Record<keyof typeof companyApprovalStorefrontDe, string> = {
  companyRoleCannotOrder: 'Your role in the company does not allow placing orders. Please ask an administrator of your company.',
  invalidCostCentre: 'The cost centre may have at most 35 characters.',
  approvalNotice_orderLimit: 'This order is above your per-order limit and must be approved by an approver of your company.',
  approvalNotice_monthlyLimit: 'This order takes you above your monthly order limit; it must be approved by an approver of your company.',
  checkoutCostCentre: 'Cost centre',
  orderAwaitsApproval: 'Your order {orderNumber} waits for approval by your company. Prices and terms apply as computed now; you will receive the order confirmation once it is approved.',
  approvalsTitle: 'Approvals',
};
