import { Injectable } from '@nestjs/common';
import { ShopConfig } from '../../../../config/app-config';
import { ContentQueries } from '../../../content';
import { ShopPages, type LinkedPage } from '../../domain/ports/shop-pages.port';

/** Paths of the seeded pages, should the webpage table not have them. */
const FALLBACK: Record<LinkedPage, Record<string, string>> = {
  registrationOptIn: { de: '/registrierung-bestaetigen', en: '/en/confirm-registration' },
  emailOptIn: { de: '/email-bestaetigen', en: '/en/confirm-email' },
  passwordNew: { de: '/passwort-neu', en: '/en/new-password' },
  login: { de: '/anmelden', en: '/en/login' },
  companyInvitation: { de: '/einladung', en: '/en/invitation' },
};

@Injectable()
export class ShopPagesAdapter extends ShopPages {
  constructor(private readonly content: ContentQueries, private readonly config: ShopConfig) {
    super();
  }

  async link(page: LinkedPage, locale: string, query: Record<string, string> = {}): Promise<string> {
    const pages = await this.content.webpages();
    const path = pages.find((p) => p.code === page && p.locale === locale)?.path ?? FALLBACK[page][locale] ?? FALLBACK[page].de;
    const search = new URLSearchParams(query).toString();
    return `${this.config.get('baseUrl')}${path}${search ? `?${search}` : ''}`;
  }

  async shopName(): Promise<string> {
    return (await this.content.generalConfig()).brand.shortName;
  }
}
