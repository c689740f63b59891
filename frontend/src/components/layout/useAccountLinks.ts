import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Page code ('accountOrders', 'login', …). */
  code: string;
}

/** Account entries for the header and drawer: account pages when logged in, login and registration otherwise. */
export function useAccountLinks(): { loggedIn: boolean; links: NavLinkItem[] } {
  const t = useT();
  const locale = useLocale();
  const { content, session } = useStores();
  const entry = (code: string, label: string): NavLinkItem | null => {
    const to = content.pathFor(code, locale);
    return to ? { label, to, code } : null;
  };
  // Company pages only for the roles that may use them (the server checks every call again).
  const permissions = session.user?.companyAccount?.permissions ?? [];
  const may = (permission: (typeof permissions)[number]) => permissions.includes(permission);
  const links = session.isLoggedIn
    ? [
        entry('accountDashboard', t('accountDashboard')),
        entry('accountOrders', t('orders')),
        entry('accountOffers', t('accountOffersTitle')),
        may('approve') ? entry('accountApprovals', t('approvalsTitle')) : null,
        may('keepLists') || may('readCompanyOrders') ? entry('accountRequisitionLists', t('requisitionListsTitle')) : null,
        entry('accountAddresses', t('addresses')),
        entry('accountCompany', t('companyNav')),
        entry('accountDetails', t('myDetails')),
      ]
    : [entry('login', t('login')), entry('registration', t('register'))];
  return { loggedIn: session.isLoggedIn, links: links.filter((l): l is NavLinkItem => l !== null) };
}
