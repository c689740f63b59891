import { approvalNeeded, companyCan, companyPermissions, isCompanyRole, keepsAnAdmin, priceAccountOf, validateOrderLimits } from './index';

describe('company roles', () => {
  it('gives each role its permissions', () => {
    expect(companyPermissions('admin')).toEqual(['order', 'approve', 'manageMembers', 'readCompanyOrders', 'keepLists']);
    expect(companyPermissions('buyer')).toEqual(['order', 'keepLists']);
    expect(companyPermissions('approver')).toEqual(['order', 'approve', 'readCompanyOrders', 'keepLists']);
    expect(companyPermissions('viewer')).toEqual(['readCompanyOrders']);
  });

  it('lets a viewer neither order nor approve, and only an admin manage members', () => {
    expect(companyCan('viewer', 'order')).toBe(false);
    expect(companyCan('viewer', 'approve')).toBe(false);
    expect(companyCan('buyer', 'approve')).toBe(false);
    expect(companyCan('approver', 'manageMembers')).toBe(false);
    expect(companyCan('admin', 'manageMembers')).toBe(true);
  });

  it('knows the roles and nothing else', () => {
    expect(isCompanyRole('approver')).toBe(true);
    expect(isCompanyRole('owner')).toBe(false);
    expect(isCompanyRole(undefined)).toBe(false);
  });
});

describe('approval over a limit', () => {
  it('needs approval above the per-order limit, not at it', () => {
    expect(approvalNeeded({ perOrderCents: 100_000, perMonthCents: null }, 100_000, 0)).toBeNull();
    expect(approvalNeeded({ perOrderCents: 100_000, perMonthCents: null }, 100_001, 0)).toBe('orderLimit');
  });

  it('counts the month\'s earlier orders against the monthly limit', () => {
    expect(approvalNeeded({ perOrderCents: null, perMonthCents: 500_000 }, 200_000, 300_000)).toBeNull();
    expect(approvalNeeded({ perOrderCents: null, perMonthCents: 500_000 }, 200_000, 300_001)).toBe('monthlyLimit');
  });

  it('never needs approval without limits', () => {
    expect(approvalNeeded({ perOrderCents: null, perMonthCents: null }, 10_000_000_00, 10_000_000_00)).toBeNull();
  });

  it('refuses limits that are not whole non-negative cents', () => {
    expect(validateOrderLimits({ perOrderCents: 1.5, perMonthCents: -1 })).toEqual({ perOrderCents: 'companyLimitInvalid', perMonthCents: 'companyLimitInvalid' });
    expect(validateOrderLimits({ perOrderCents: '100' })).toEqual({ perOrderCents: 'companyLimitInvalid' });
    expect(validateOrderLimits({ perOrderCents: 0, perMonthCents: null })).toEqual({});
  });
});

describe('a company keeps an admin', () => {
  const members = [
    { id: 1, role: 'admin' as const, active: true },
    { id: 2, role: 'buyer' as const, active: true },
  ];
  it('refuses to demote or deactivate the last active admin', () => {
    expect(keepsAnAdmin(members, { id: 1, role: 'buyer' })).toBe(false);
    expect(keepsAnAdmin(members, { id: 1, active: false })).toBe(false);
  });
  it('allows it once another admin is active', () => {
    expect(keepsAnAdmin([...members, { id: 3, role: 'admin', active: true }], { id: 1, role: 'viewer' })).toBe(true);
    expect(keepsAnAdmin(members, { id: 2, role: 'admin' })).toBe(true);
  });
});

describe('company prices', () => {
  it('keys customer price rules by the company account, else by the buyer', () => {
    expect(priceAccountOf({ id: 7, pricingGroup: null, companyId: 3 })).toBe(3);
    expect(priceAccountOf({ id: 7, pricingGroup: null })).toBe(7);
    expect(priceAccountOf({ id: null, pricingGroup: null })).toBeNull();
  });
});
