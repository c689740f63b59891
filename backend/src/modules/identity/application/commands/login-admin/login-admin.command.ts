import type { RequestMeta } from '../../request-meta';

export interface LoginAdminCommand {
  email: string;
  password: string;
  permanent: boolean;
  previousToken: string | null;
  meta: RequestMeta;
}
