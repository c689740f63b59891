import type { RequestMeta } from '../../request-meta';

export interface InviteMemberCommand {
  /** The company admin who invites (a login id). */
  actorId: number;
  email: string;
  salutation: string;
  firstname: string;
  lastname: string;
  role: string;
  limits: { perOrderCents?: number | null; perMonthCents?: number | null };
  /** The invitee's language (the mail and the account). */
  locale: string;
  meta: RequestMeta;
}

/** Who changes a membership: a company admin (a login) or the shop's administrator (admin area). */
export type MemberChangeActor = { kind: 'member'; userId: number } | { kind: 'shop'; adminId: number };

export interface ChangeMemberCommand {
  actor: MemberChangeActor;
  memberId: number;
  role?: string;
  /** Replaces both limits when given (null = no limit). */
  limits?: { perOrderCents?: number | null; perMonthCents?: number | null };
  /** false deactivates (cannot log in, sessions end), true reactivates. */
  active?: boolean;
  meta: RequestMeta;
}

export interface AcceptInvitationCommand {
  code: string;
  password: string;
  privacyPolicyAccepted: boolean;
  meta: RequestMeta;
}
