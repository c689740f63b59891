import { validateSync } from 'class-validator';
import { ApiError } from '../api-error';
import { isCalendarDay, isRecordId, IsRecordId, MAX_RECORD_ID, RecordIdPipe } from './input-rules';

describe('record ids', () => {
  it('are whole numbers from 1 to 2^53 − 1, as numbers or as digits', () => {
    for (const ok of [1, 42, MAX_RECORD_ID, '1', '987654', String(MAX_RECORD_ID)]) expect([ok, isRecordId(ok)]).toEqual([ok, true]);
  });

  it('refuse what cannot name a record: above 2^53 − 1 or bigint, zero, negative, fractions, exponents, hex, spaces, signs', () => {
    const bad = [0, -1, 1.5, MAX_RECORD_ID + 1, 1e20, Number.NaN, Infinity, '0', '-1', '+1', '1.5', '1e3', '0x1A', ' 1', '1 ', '01', '', '99999999999999999999', '9223372036854775808', '9007199254740993', null, undefined, [1], {}];
    for (const value of bad) expect([value, isRecordId(value)]).toEqual([value, false]);
  });

  it('in a path: a record id becomes a number, anything else the resource’s 404 message id', () => {
    const pipe = new RecordIdPipe(() => new ApiError('orderNotFound', 'No such order.', 404));
    expect(pipe.transform('17')).toBe(17);
    for (const raw of ['99999999999999999999', '1e3', '0', 'abc']) {
      let error: unknown;
      try {
        pipe.transform(raw);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect([raw, (error as ApiError).code, (error as ApiError).getStatus()]).toEqual([raw, 'orderNotFound', 404]);
    }
  });
});

describe('calendar days', () => {
  it('are YYYY-MM-DD days that exist', () => {
    for (const day of ['2026-01-31', '2028-02-29', '2026-12-31', '1999-06-15']) expect([day, isCalendarDay(day)]).toEqual([day, true]);
  });

  it('refuse days that do not exist and other forms', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '0999-01-01', '2026-1-1', '2026-01-01T00:00', ' 2026-01-01', 20260101, null]) {
      expect([day, isCalendarDay(day)]).toEqual([day, false]);
    }
  });
});

describe('IsRecordId on a request field', () => {
  class Body {
    @IsRecordId('addressNotFound') id!: unknown;
  }
  const check = (id: unknown) => validateSync(Object.assign(new Body(), { id })).map((e) => Object.values(e.constraints ?? {})[0]);

  it('takes a JSON number that is a record id, and refuses text (the body sends numbers) with the field’s message id', () => {
    expect(check(17)).toEqual([]);
    for (const id of ['17', 0, -1, 1.5, 1e20, null, '1e3']) expect([id, check(id)]).toEqual([id, ['addressNotFound']]);
  });
});
