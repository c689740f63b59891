import type { ConfirmationCode, ConfirmationType } from '../confirmation-code';

export interface NewConfirmationCode {
  type: ConfirmationType;
  codeHash: string;
  userId: number;
  newEmail: string | null;
  expiresAt: Date;
}

export abstract class ConfirmationCodeRepository {
  abstract create(code: NewConfirmationCode): Promise<void>;
  /** An unused, unexpired code of one of the types, without using it. */
  abstract findUsable(codeHash: string, types: ConfirmationType[], now: Date): Promise<ConfirmationCode | null>;
  /** Marks an unused, unexpired code used and answers it — atomically, so a link works exactly once. */
  abstract consume(codeHash: string, types: ConfirmationType[], now: Date): Promise<ConfirmationCode | null>;
  /** Marks every open code of a type for a user used (a newer link replaces older ones). */
  abstract invalidateOpen(userId: number, type: ConfirmationType, now: Date): Promise<void>;
}
