import type { UserDetails } from '../../../domain/user';

export interface EditUserDetailsCommand {
  userId: number;
  /** Must be the current e-mail: it is changed through the e-mail change flow only. */
  email: string;
  details: UserDetails;
}
