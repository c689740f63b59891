import type { AddressProps } from '../../../domain/address';
import { User } from '../../../domain/user';
import type { UserAddressEntity } from '../entities/user-address.entity';
import type { UserEntity } from '../entities/user.entity';

export function addressToDomain(a: UserAddressEntity): AddressProps {
  return {
    id: a.id,
    nameLine1: a.nameLine1,
    nameLine2: a.nameLine2,
    street: a.street,
    postOfficeBox: a.postOfficeBox,
    zip: a.zip,
    city: a.city,
    country: a.country.trim(),
    taxNo: a.taxNo,
    isStandardShippingAddress: a.isStandardShipping,
    isStandardBillingAddress: a.isStandardBilling,
  };
}

export function userToDomain(e: UserEntity): User {
  return User.restore({
    id: e.id,
    email: e.email,
    passwordHash: e.passwordHash,
    status: e.status,
    company: e.company,
    customerId: e.customerId,
    salutation: e.salutation,
    firstname: e.firstname,
    lastname: e.lastname,
    invoiceEmail: e.invoiceEmail,
    phone: e.phone,
    fax: e.fax,
    pricingGroup: e.pricingGroup,
    customPricing: e.customPricing,
    aquisitionIds: { initial: e.aquisitionIds?.initial ?? null, registration: e.aquisitionIds?.registration ?? null },
    locale: e.locale,
    createdAt: e.createdAt,
    confirmedAt: e.confirmedAt,
    passwordChangedAt: e.passwordChangedAt,
    incoterms: (Array.isArray(e.incoterms) ? e.incoterms : []).flatMap((i) => {
      const threshold = typeof i?.threshold === 'number' ? i.threshold : Number.parseInt(String(i?.threshold ?? ''), 10);
      return typeof i?.label === 'string' && Number.isSafeInteger(threshold) ? [{ label: i.label, threshold }] : [];
    }),
    updatedAt: e.updatedAt,
    addresses: [...(e.addresses ?? [])].sort((x, y) => x.id - y.id).map(addressToDomain),
  });
}

export function addressToPersistence(a: AddressProps, userId: number): Partial<UserAddressEntity> {
  return {
    userId,
    nameLine1: a.nameLine1,
    nameLine2: a.nameLine2,
    street: a.street,
    postOfficeBox: a.postOfficeBox,
    zip: a.zip,
    city: a.city,
    country: a.country,
    taxNo: a.taxNo,
    isStandardShipping: a.isStandardShippingAddress,
    isStandardBilling: a.isStandardBillingAddress,
  };
}
