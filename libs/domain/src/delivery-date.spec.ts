import {
  CalendarDate,
  addDays,
  addWorkingDays,
  berlinDate,
  dayOfWeek,
  deliveryText,
  easterSunday,
  estimateDelivery,
  formatCalendarDate,
  germanPublicHolidays,
  isPublicHoliday,
  isWorkingDay,
  nextWorkingDay,
  parseIsoDate,
  shippingDate,
  toIsoDate,
  zonedDateTime,
} from './delivery-date';

const date = (iso: string): CalendarDate => {
  const parsed = parseIsoDate(iso);
  if (parsed === null) throw new Error(`bad date ${iso}`);
  return parsed;
};
const iso = (d: CalendarDate) => toIsoDate(d);

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(iso(addDays(date('2024-02-28'), 1))).toBe('2024-02-29');
    expect(iso(addDays(date('2024-12-31'), 1))).toBe('2025-01-01');
    expect(iso(addDays(date('2025-03-01'), -1))).toBe('2025-02-28');
  });

  it('computes the weekday', () => {
    expect(dayOfWeek(date('2025-03-03'))).toBe(1); // Monday
    expect(dayOfWeek(date('2025-03-09'))).toBe(0); // Sunday
  });

  it('parses ISO dates strictly', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-1-01')).toBeNull();
  });
});

describe('easterSunday', () => {
  it.each([
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (year, expected) => {
    expect(iso(easterSunday(year))).toBe(expected);
  });
});

describe('germanPublicHolidays', () => {
  it('lists the nationwide holidays of 2025', () => {
    expect(germanPublicHolidays(2025).map(iso)).toEqual([
      '2025-01-01',
      '2025-04-18', // Good Friday
      '2025-04-21', // Easter Monday
      '2025-05-01',
      '2025-05-29', // Ascension
      '2025-06-09', // Whit Monday
      '2025-10-03',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('computes the moveable feasts of 2024', () => {
    expect(isPublicHoliday(date('2024-03-29'))).toBe(true);
    expect(isPublicHoliday(date('2024-04-01'))).toBe(true);
    expect(isPublicHoliday(date('2024-05-09'))).toBe(true);
    expect(isPublicHoliday(date('2024-05-20'))).toBe(true);
    expect(isPublicHoliday(date('2024-12-24'))).toBe(false);
    expect(isPublicHoliday(date('2024-11-01'))).toBe(false); // only regional
  });
});

describe('working days', () => {
  it('excludes weekends and holidays', () => {
    expect(isWorkingDay(date('2025-03-03'))).toBe(true);
    expect(isWorkingDay(date('2025-03-08'))).toBe(false);
    expect(isWorkingDay(date('2025-03-09'))).toBe(false);
    expect(isWorkingDay(date('2025-10-03'))).toBe(false);
  });

  it('finds the next working day', () => {
    expect(iso(nextWorkingDay(date('2025-03-07')))).toBe('2025-03-10'); // Fri → Mon
    expect(iso(nextWorkingDay(date('2025-04-17')))).toBe('2025-04-22'); // Thu → over Easter → Tue
  });

  it('adds working days', () => {
    expect(iso(addWorkingDays(date('2025-03-03'), 0))).toBe('2025-03-03');
    expect(iso(addWorkingDays(date('2025-03-03'), 4))).toBe('2025-03-07');
    expect(iso(addWorkingDays(date('2025-03-03'), 5))).toBe('2025-03-10');
    expect(iso(addWorkingDays(date('2025-03-08'), 1))).toBe('2025-03-10'); // Sat + 1 → Mon
    expect(iso(addWorkingDays(date('2024-12-20'), 2))).toBe('2024-12-24');
    expect(iso(addWorkingDays(date('2024-12-20'), 3))).toBe('2024-12-27');
    expect(iso(addWorkingDays(date('2024-12-30'), 2))).toBe('2025-01-02'); // over New Year
  });

  it('rejects invalid counts', () => {
    expect(() => addWorkingDays(date('2025-03-03'), -1)).toThrow(RangeError);
    expect(() => addWorkingDays(date('2025-03-03'), 1.5)).toThrow(RangeError);
  });
});

describe('time zone Europe/Berlin', () => {
  it('reads the Berlin wall clock, not the machine time zone', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Berlin (CET, UTC+1)
    expect(zonedDateTime(new Date('2025-03-02T23:30:00Z'))).toEqual({ year: 2025, month: 3, day: 3, hour: 0, minute: 30 });
    // summer time (CEST, UTC+2)
    expect(zonedDateTime(new Date('2025-07-01T22:15:00Z'))).toEqual({ year: 2025, month: 7, day: 2, hour: 0, minute: 15 });
    expect(berlinDate(new Date('2024-12-31T23:00:00Z'))).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('handles the DST switch', () => {
    expect(zonedDateTime(new Date('2025-10-26T00:30:00Z')).hour).toBe(2); // CEST
    expect(zonedDateTime(new Date('2025-10-26T01:30:00Z')).hour).toBe(2); // CET
    expect(zonedDateTime(new Date('2025-03-30T01:30:00Z')).hour).toBe(3); // CEST starts
  });
});

describe('shippingDate', () => {
  it('ships the same day before the cutoff hour', () => {
    expect(iso(shippingDate(new Date('2025-03-03T08:00:00Z'), 0, 14))).toBe('2025-03-03'); // 09:00 Berlin
    expect(iso(shippingDate(new Date('2025-03-03T12:59:59Z'), 0, 14))).toBe('2025-03-03'); // 13:59 Berlin
  });

  it('adds one working day from the cutoff hour on', () => {
    expect(iso(shippingDate(new Date('2025-03-03T13:00:00Z'), 0, 14))).toBe('2025-03-04'); // 14:00 Berlin
    expect(iso(shippingDate(new Date('2025-03-07T15:00:00Z'), 0, 14))).toBe('2025-03-10'); // Fri 16:00 → Mon
  });

  it('uses Berlin summer time for the cutoff', () => {
    expect(iso(shippingDate(new Date('2025-07-01T11:59:00Z'), 0, 14))).toBe('2025-07-01'); // 13:59 CEST
    expect(iso(shippingDate(new Date('2025-07-01T12:00:00Z'), 0, 14))).toBe('2025-07-02'); // 14:00 CEST
  });

  it('never ships on weekends or holidays', () => {
    expect(iso(shippingDate(new Date('2025-03-08T08:00:00Z'), 0, 14))).toBe('2025-03-10'); // Saturday morning
    expect(iso(shippingDate(new Date('2025-04-18T08:00:00Z'), 0, 14))).toBe('2025-04-22'); // Good Friday
  });

  it('adds procurement working days', () => {
    expect(iso(shippingDate(new Date('2025-03-03T08:00:00Z'), 2, 14))).toBe('2025-03-05');
    expect(iso(shippingDate(new Date('2025-12-24T09:00:00Z'), 1, 14))).toBe('2025-12-29');
    expect(iso(shippingDate(new Date('2025-03-03T13:00:00Z'), 4, 14))).toBe('2025-03-10');
  });
});

describe('delivery texts', () => {
  const x = date('2025-03-05');
  const y = date('2025-03-07');

  it('before X when only the latest date is known', () => {
    expect(deliveryText({ latest: x })).toEqual({ messageId: 'deliveryBefore', dates: [x] });
  });

  it('on X when both dates are equal', () => {
    expect(deliveryText({ earliest: x, latest: date('2025-03-05') })).toEqual({ messageId: 'deliveryOn', dates: [x] });
  });

  it('between X and Y otherwise (ordered)', () => {
    expect(deliveryText({ earliest: x, latest: y })).toEqual({ messageId: 'deliveryBetween', dates: [x, y] });
    expect(deliveryText({ earliest: y, latest: x })).toEqual({ messageId: 'deliveryBetween', dates: [x, y] });
  });

  it('estimates a delivery window from shipping and transit days', () => {
    const now = new Date('2025-03-03T08:00:00Z'); // Monday 09:00 Berlin
    expect(estimateDelivery(now, { procurementDays: 0, cutoffHour: 14, transitDays: { min: 1, max: 3 } })).toEqual({
      earliest: date('2025-03-04'),
      latest: date('2025-03-06'),
    });
    const fixed = estimateDelivery(now, { procurementDays: 1, cutoffHour: 14, transitDays: 1 });
    expect(deliveryText(fixed)).toEqual({ messageId: 'deliveryOn', dates: [date('2025-03-05')] });
  });

  it('formats dates per locale', () => {
    expect(formatCalendarDate(date('2024-12-24'), 'de')).toBe('24.12.2024');
    expect(formatCalendarDate(date('2024-12-24'), 'en')).toBe('24/12/2024'); // en-GB, never the US order
  });
});

describe('zonedDateTime read once per minute', () => {
  it('answers each instant of a minute alike and follows the change to summer time at the minute it happens', () => {
    // 2026-03-29 01:00 UTC: Berlin goes from 02:00 (CET) to 03:00 (CEST).
    expect(zonedDateTime(new Date('2026-03-29T00:59:59.999Z'))).toEqual({ year: 2026, month: 3, day: 29, hour: 1, minute: 59 });
    expect(zonedDateTime(new Date('2026-03-29T01:00:00.000Z'))).toEqual({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 });
    expect(zonedDateTime(new Date('2026-03-29T01:00:59.000Z'))).toEqual({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 });
    // Another zone is read on its own.
    expect(zonedDateTime(new Date('2026-03-29T01:00:30.000Z'), 'UTC')).toEqual({ year: 2026, month: 3, day: 29, hour: 1, minute: 0 });
  });

  it('hands out copies: a caller changing its answer does not change the next one', () => {
    const first = zonedDateTime(new Date('2026-11-28T12:00:10Z'));
    (first as { day: number }).day = 1;
    expect(zonedDateTime(new Date('2026-11-28T12:00:20Z')).day).toBe(28);
  });
});
