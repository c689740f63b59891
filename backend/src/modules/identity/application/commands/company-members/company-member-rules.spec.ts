import { memberFieldErrors, toLimits } from './company-member-rules';

describe('company member rules', () => {
  it('refuses limits that are not a set of limits (null, a number) with a message id instead of failing', () => {
    expect(memberFieldErrors({ limits: null })).toEqual({ limits: 'companyLimitInvalid' });
    expect(memberFieldErrors({ limits: 5 as never })).toEqual({ limits: 'companyLimitInvalid' });
  });

  it('names each bad limit and a bad role', () => {
    expect(memberFieldErrors({ role: 'owner', limits: { perOrderCents: -1, perMonthCents: 100 } })).toEqual({ role: 'companyRoleInvalid', 'limits.perOrderCents': 'companyLimitInvalid' });
    expect(memberFieldErrors({ role: 'viewer', limits: { perOrderCents: null } })).toEqual({});
  });

  it('keeps the current limits when none are sent and replaces both when they are', () => {
    const current = { perOrderCents: 100, perMonthCents: 500 };
    expect(toLimits(undefined, current)).toBe(current);
    expect(toLimits({ perOrderCents: 200 }, current)).toEqual({ perOrderCents: 200, perMonthCents: null });
  });
});
