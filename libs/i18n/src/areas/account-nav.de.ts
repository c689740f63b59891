/**
 * The account pages' texts the storefront's own pages show (de): the account menu's entries, the company and role
 * beside the name, the cart's approval notice and the checkout's cost centre. Kept apart from the account area's
 * page texts (./account.de.ts), which load with those pages: a module shared by both would put all of them in the
 * storefront's first load. The keys must match ./account-nav.en.ts.
 */
/** The key the storefront's entry shows (the account menu). */
export const accountOffersNavDe = {
  accountOffersTitle: 'Angebote',
} as const;

/** The keys the storefront's entry shows (the account menu, the controls' labels on product and cart pages). */
export const accountCompanyNavDe = {
  companyNav: 'Firma und Benutzer',
  companyRoleLine: '{company} · {role}',
  companyRole_admin: 'Administrator',
  companyRole_buyer: 'Einkäufer',
  companyRole_approver: 'Freigeber',
  companyRole_viewer: 'Leser',
} as const;

/** The key the storefront's entry shows (the account menu). */
export const requisitionListsNavDe = {
  requisitionListsTitle: 'Bestelllisten',
} as const;

/** The keys storefront pages show (the account menu, the cart's notice, the checkout's cost centre and answer). */
export const companyApprovalStorefrontDe = {
  companyRoleCannotOrder: 'Ihre Rolle in der Firma erlaubt keine Bestellungen. Bitte wenden Sie sich an einen Administrator Ihrer Firma.',
  invalidCostCentre: 'Die Kostenstelle darf höchstens 35 Zeichen lang sein.',
  approvalNotice_orderLimit: 'Diese Bestellung liegt über Ihrem Bestelllimit je Bestellung und muss von einem Freigabeberechtigten Ihrer Firma freigegeben werden.',
  approvalNotice_monthlyLimit: 'Mit dieser Bestellung überschreiten Sie Ihr monatliches Bestelllimit; sie muss von einem Freigabeberechtigten Ihrer Firma freigegeben werden.',
  checkoutCostCentre: 'Kostenstelle',
  orderAwaitsApproval: 'Ihre Bestellung {orderNumber} wartet auf die Freigabe durch Ihre Firma. Preise und Konditionen gelten wie jetzt berechnet; die Auftragsbestätigung erhalten Sie nach der Freigabe.',
  approvalsTitle: 'Freigaben',
} as const;
