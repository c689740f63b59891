export type LinkedPage = 'registrationOptIn' | 'emailOptIn' | 'passwordNew' | 'login' | 'companyInvitation';

/** What e-mails need to know about the shop: absolute page links and the shop's name. */
export abstract class ShopPages {
  abstract link(page: LinkedPage, locale: string, query?: Record<string, string>): Promise<string>;
  abstract shopName(): Promise<string>;
}
