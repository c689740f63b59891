import type { RequestMeta } from '../../request-meta';

export interface InstallShopCommand {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  /** 'install' (the install page) or 'environment' (SHOP_ADMIN_* / generated at first start). */
  source: 'install' | 'environment' | 'generated';
  meta: RequestMeta;
}
