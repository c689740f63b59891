import { auditChanges, readable } from './audit-diff';

describe('audit entry changes', () => {
  it('lists only the fields that differ, before and after', () => {
    expect(auditChanges({ status: 'inProgress', total: 100, note: 'x' }, { status: 'canceled', total: 100, note: 'x' })).toEqual([
      { field: 'status', before: 'inProgress', after: 'canceled' },
    ]);
  });

  it('a create lists the new fields, a delete the old ones', () => {
    expect(auditChanges(null, { code: 'A', percent: '5' })).toEqual([
      { field: 'code', before: null, after: 'A' },
      { field: 'percent', before: null, after: '5' },
    ]);
    expect(auditChanges({ code: 'A' }, null)).toEqual([{ field: 'code', before: 'A', after: null }]);
  });

  it('shows objects as compact JSON and cuts long values', () => {
    expect(readable({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(readable('x'.repeat(200))).toHaveLength(80);
    expect(auditChanges([1], [2])).toEqual([{ field: '', before: '[1]', after: '[2]' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
