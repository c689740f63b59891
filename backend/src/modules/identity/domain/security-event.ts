import type { SessionKind } from './session';

/** Kinds of entries in the security monitor. */
export type SecurityEventType =
  | 'loginFailed'
  | 'loginLocked'
  | 'loginRateLimited'
  | 'adminLogin'
  | 'adminLoginFailed'
  | 'passwordChanged'
  | 'passwordReset'
  | 'passwordResetRequested'
  | 'emailChangeRequested'
  | 'emailChanged'
  | 'registrationConfirmed'
  | 'adminCreated'
  | 'shopInstalled'
  | 'companyMemberInvited'
  | 'companyMemberChanged'
  | 'companyInvitationAccepted';

export interface SecurityEventInput {
  type: SecurityEventType;
  subjectKind?: SessionKind | null;
  subjectId?: number | null;
  email?: string | null;
  clientAddress?: string | null;
  details?: Record<string, unknown>;
}

export interface SecurityEvent extends Required<Omit<SecurityEventInput, 'details'>> {
  id: number;
  details: Record<string, unknown>;
  createdAt: Date;
}
