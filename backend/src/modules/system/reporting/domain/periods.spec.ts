import { addDays, conversionPercent, daysBetween, isDay, periodOf, shopDay, windows } from './periods';

describe('report periods', () => {
  it('counts a day in Berlin time: 23:30 UTC in summer and in winter is the next day there', () => {
    expect(shopDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(shopDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(shopDay(new Date('2026-01-14T22:59:00Z'))).toBe('2026-01-14');
    expect(shopDay(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
  });

  it('moves days across months, years and the DST change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('keys a period by 7 characters (the month)', () => {
    expect(periodOf('2026-11-27')).toBe('2026-11');
    expect(periodOf('2026-11-27')).toHaveLength(7);
  });

  it('has today, 7 and 30 days windows that end today', () => {
    expect(windows('2026-11-27')).toEqual([
      { key: 'today', from: '2026-11-27', to: '2026-11-27' },
      { key: 'last7Days', from: '2026-11-21', to: '2026-11-27' },
      { key: 'last30Days', from: '2026-10-29', to: '2026-11-27' },
    ]);
  });

  it('checks days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-02-01')).toBe(false);
    expect(isDay(20260201)).toBe(false);
  });

  it('computes the conversion in tenths of a percent without floats in the answer', () => {
    expect(conversionPercent(1, 3)).toBe('33.3');
    expect(conversionPercent(2, 3)).toBe('66.7');
    expect(conversionPercent(0, 5)).toBe('0.0');
    expect(conversionPercent(5, 5)).toBe('100.0');
    expect(conversionPercent(1, 0)).toBeNull();
  });
});
