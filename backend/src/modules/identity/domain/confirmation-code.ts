export type ConfirmationType = 'registration' | 'passwordReset' | 'emailChange' | 'invitation';

/** A single-use code sent in an e-mailed link; only its SHA-256 hash is stored. */
export interface ConfirmationCode {
  id: number;
  type: ConfirmationType;
  userId: number;
  newEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const HOUR = 3_600_000;

/** Default lifetimes of the e-mailed links. */
export const LINK_TTL_MS: Record<ConfirmationType, number> = {
  registration: 48 * HOUR,
  emailChange: 24 * HOUR,
  passwordReset: 1 * HOUR,
  /** An invitation into a company account (docs/company-accounts.md): a colleague may read it a few days later. */
  invitation: 7 * 24 * HOUR,
};

export function isUsable(code: ConfirmationCode, now: Date): boolean {
  return code.usedAt === null && code.expiresAt.getTime() > now.getTime();
}
