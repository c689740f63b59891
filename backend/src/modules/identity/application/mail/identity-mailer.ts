import { Injectable } from '@nestjs/common';
import { ShopConfig } from '../../../../config/app-config';
import { LINK_TTL_MS, type ConfirmationType } from '../../domain/confirmation-code';
import { MailPort } from '../../domain/ports/mail.port';
import { ShopPages } from '../../domain/ports/shop-pages.port';
import type { User } from '../../domain/user';
import { renderMail } from './mail-templates';

/** Composes and sends the identity mails through the MailPort. */
@Injectable()
export class IdentityMailer {
  constructor(private readonly mail: MailPort, private readonly pages: ShopPages, private readonly config: ShopConfig) {}

  /** Lifetime of a link of that type (LINK_TTL_SECONDS overrides every default). */
  linkTtlMs(type: ConfirmationType): number {
    const override = this.config.get('linkTtlSeconds');
    return override === null ? LINK_TTL_MS[type] : override * 1000;
  }

  private validHours(type: ConfirmationType): number {
    const h = this.linkTtlMs(type) / 3_600_000;
    return h >= 1 ? Math.round(h) : h;
  }

  private person(user: User) {
    const p = user.toProps();
    return { salutation: p.salutation, lastname: p.lastname };
  }

  async registrationOptIn(user: User, code: string, locale: string): Promise<void> {
    const link = await this.pages.link('registrationOptIn', locale, { ssc: code });
    const mail = renderMail('registrationOptIn', locale, { shopName: await this.pages.shopName(), link, validHours: this.validHours('registration'), ...this.person(user) });
    await this.mail.send({ to: user.email, ...mail });
  }

  async passwordReset(user: User, code: string, locale: string): Promise<void> {
    const link = await this.pages.link('passwordNew', locale, { ssc: code });
    const mail = renderMail('passwordReset', locale, { shopName: await this.pages.shopName(), link, validHours: this.validHours('passwordReset'), ...this.person(user) });
    await this.mail.send({ to: user.email, ...mail });
  }

  /** The relaunch mail: the shop is new, set your password with this link (a password-reset code valid `validMs`). */
  async relaunchPassword(user: User, code: string, locale: string, validMs: number): Promise<void> {
    const link = await this.pages.link('passwordNew', locale, { ssc: code });
    const h = validMs / 3_600_000;
    const mail = renderMail('relaunchPassword', locale, { shopName: await this.pages.shopName(), link, validHours: h >= 1 ? Math.round(h) : h, ...this.person(user) });
    await this.mail.send({ to: user.email, ...mail });
  }

  async emailChange(user: User, newEmail: string, code: string, locale: string): Promise<void> {
    const link = await this.pages.link('emailOptIn', locale, { ssc: code });
    const mail = renderMail('emailChange', locale, { shopName: await this.pages.shopName(), link, validHours: this.validHours('emailChange'), newEmail, ...this.person(user) });
    await this.mail.send({ to: newEmail, ...mail });
  }

  /** The notice to the previous address when the shop owner changed a customer's e-mail (link: the login page). */
  async emailChangedByShop(user: User, previousEmail: string, locale: string): Promise<void> {
    const link = await this.pages.link('login', locale);
    const mail = renderMail('emailChangedByShop', locale, { shopName: await this.pages.shopName(), link, validHours: 0, newEmail: user.email, ...this.person(user) });
    await this.mail.send({ to: previousEmail, ...mail });
  }

  /** The invitation into a company account: the link confirms the address and sets the password (companyInvitation page). */
  async companyInvitation(user: User, code: string, locale: string, company: string, inviter: string): Promise<void> {
    const link = await this.pages.link('companyInvitation', locale, { ssc: code });
    const mail = renderMail('companyInvitation', locale, { shopName: await this.pages.shopName(), link, validHours: this.validHours('invitation'), company, inviter, ...this.person(user) });
    await this.mail.send({ to: user.email, ...mail });
  }

  async accountExists(email: string, locale: string): Promise<void> {
    const link = await this.pages.link('login', locale);
    const mail = renderMail('accountExists', locale, { shopName: await this.pages.shopName(), link, validHours: 0 });
    await this.mail.send({ to: email, ...mail });
  }
}
