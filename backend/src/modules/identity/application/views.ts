import type { CompanyPermission, CompanyRole } from '@shop/domain';
import type { AddressProps } from '../domain/address';
import type { AdminUser } from '../domain/admin-user';
import type { User } from '../domain/user';

export type AddressView = Omit<AddressProps, 'id'> & { id: number };

/** The spec's User as answered to the frontend (never the password hash or status internals). */
export type UserView = {
  id: number;
  company: string;
  customerId: string | null;
  salutation: 'mr' | 'mrs';
  firstname: string;
  lastname: string;
  email: string;
  invoiceEmail: string | null;
  phone: string | null;
  fax: string | null;
  addresses: AddressView[];
  pricingGroup: string | null;
  customPricing: boolean;
  aquisitionIds: { initial: string | null; registration: string | null };
  /** The login's company and role (docs/company-accounts.md); company, customerId, pricingGroup and addresses above are the company's. */
  companyAccount?: CompanyAccountView;
};

/** Who the login is in its company, as the account menu and pages show it. */
export type CompanyAccountView = {
  companyId: number;
  name: string;
  role: CompanyRole;
  permissions: CompanyPermission[];
  limits: { perOrderCents: number | null; perMonthCents: number | null };
  /** Whether this login is the company's own account (the one whose data the company's is). */
  isCompanyAccount: boolean;
};

export type AdminUserView = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
};

export function toUserView(user: User): UserView {
  const p = user.toProps();
  return {
    id: user.id,
    company: p.company,
    customerId: p.customerId,
    salutation: p.salutation,
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    invoiceEmail: p.invoiceEmail,
    phone: p.phone,
    fax: p.fax,
    addresses: p.addresses.map((a) => ({ ...a, id: a.id as number })),
    pricingGroup: p.pricingGroup,
    customPricing: p.customPricing,
    aquisitionIds: { ...p.aquisitionIds },
  };
}

export function toAdminUserView(admin: AdminUser): AdminUserView {
  return { id: admin.id, firstname: admin.firstname, lastname: admin.lastname, email: admin.email };
}
