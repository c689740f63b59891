import type { ValueTransformer } from 'typeorm';

/** bigint ids as JavaScript numbers (they stay far below 2^53). */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? value : Number(value)),
};
