import type { RequestMeta } from '../../request-meta';

export interface RequestEmailChangeCommand {
  userId: number;
  newEmail: string;
  password: string;
  locale: string;
  meta: RequestMeta;
}
