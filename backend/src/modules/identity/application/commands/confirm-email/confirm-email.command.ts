import type { RequestMeta } from '../../request-meta';

export interface ConfirmEmailCommand {
  /** The ssc from the e-mailed link (registration opt-in or new-email confirmation). */
  code: string;
  meta: RequestMeta;
}
