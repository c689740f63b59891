import type { RequestMeta } from '../../request-meta';

export interface LoginAdminCommand {
  email: string;
  password: string;
  permanent: boolean;
  previousToken: string | null;
  /** The device cookie the browser presented (a browser that logged in to this account before). */
  deviceToken: string | null;
  meta: RequestMeta;
}
