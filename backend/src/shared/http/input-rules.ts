import { Injectable, type PipeTransform } from '@nestjs/common';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { ApiError } from '../api-error';

/**
 * Shared bounds of request values that reach the database as they are (docs/decisions/0033): record ids and
 * calendar days. Without them a value the types allow but the column does not (an id above bigint, the 30th of
 * February) would fail in the database instead of being refused with a message id.
 */

/**
 * The largest record id a request may name: every table's id is a PostgreSQL bigint (or smaller), and ids
 * travel as JavaScript numbers, exact up to 2^53 − 1. Anything larger cannot name a record.
 */
export const MAX_RECORD_ID = Number.MAX_SAFE_INTEGER;

/** A positive whole number up to MAX_RECORD_ID (a number, or in a path or query a string of digits). */
export function isRecordId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1;
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value));
}

/**
 * A record id in a body — a JSON number, not text — or in a query after `@Type(() => Number)` (1e20 or NaN are
 * refused, not rounded).
 */
export function IsRecordId(message: string, options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'shopRecordId',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { ...options, message },
      validator: { validate: (value: unknown) => typeof value === 'number' && isRecordId(value) },
    });
}

/**
 * A path parameter that names a record: anything but a record id (not a whole number, zero, negative, above
 * MAX_RECORD_ID, with a sign or exponent) cannot name one and is answered exactly like a record that does not
 * exist (`notFound`: the resource's own 404 with its message id), never handed to the database.
 */
@Injectable()
export class RecordIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => ApiError) {}

  transform(value: string): number {
    if (!isRecordId(value)) throw this.notFound();
    return Number(value);
  }
}

const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** 'YYYY-MM-DD' naming a day that exists (no 30th of February), years 1000–9999. */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day 'YYYY-MM-DD' that exists (see isCalendarDay). */
export function IsCalendarDay(message: string, options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'shopCalendarDay',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { ...options, message },
      validator: { validate: (value: unknown) => isCalendarDay(value) },
    });
}
