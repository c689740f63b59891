import type { RequestMeta } from '../../request-meta';

/** Either a reset code from the e-mailed link, or the logged-in customer's current password. */
export interface SetNewPasswordCommand {
  resetCode: string | null;
  currentPassword: string | null;
  newPassword: string;
  /** The caller's customer session (id and cookie value), if logged in. */
  session: { userId: number; token: string } | null;
  meta: RequestMeta;
}
