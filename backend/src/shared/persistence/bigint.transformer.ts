import type { ValueTransformer } from 'typeorm';

/** bigint columns (ids, cents) as JavaScript numbers; every value stored in them stays below 2^53. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? value : Number(value)),
};
