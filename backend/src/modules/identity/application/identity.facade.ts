import { Injectable } from '@nestjs/common';
import { AdminUserRepository } from '../domain/ports/admin-user.repository.port';
import { ChallengePort } from '../domain/ports/challenge.port';
import type { ChallengeSolution } from '../domain/challenge';
import type { BuyerProfile } from '../domain/ports/user.repository.port';
import { AccountQueries } from './queries/account/account.queries';
import { SessionService } from './session.service';
import { toAdminUserView, type AdminUserView, type UserView } from './views';

export interface SessionTokens {
  customer?: string | null;
  admin?: string | null;
}

/** Account views of logged-in customers kept per instance (a few KB each). */
const ACCOUNT_VIEWS = 5000;

/** Who is logged in, from the session cookies: the customer and the administrator, each or neither. */
export interface SignedIn {
  user: UserView | null;
  adminUser: AdminUserView | null;
}

/**
 * What other modules may ask identity. The storefront facade asks it who is logged in (customer and admin)
 * from the session cookies, and asks checkout and pricing for that customer's orders and price rules.
 */
@Injectable()
export class IdentityFacade {
  constructor(
    private readonly sessions: SessionService,
    private readonly accounts: AccountQueries,
    private readonly admins: AdminUserRepository,
    private readonly challenges: ChallengePort,
  ) {}

  /**
   * The proof-of-work challenge of registration (ADR 0005) for other forms (the contact form): true for a
   * valid solution not used before; the solution is used up by this call.
   */
  verifyChallenge(solution: unknown): Promise<boolean> {
    return this.challenges.verify(solution as ChallengeSolution);
  }

  async signedIn(tokens: SessionTokens): Promise<SignedIn> {
    const [customer, admin] = await Promise.all([this.sessions.resolve('customer', tokens.customer), this.sessions.resolve('admin', tokens.admin)]);
    const [user, adminUser] = await Promise.all([
      customer ? this.accounts.user(customer.subjectId) : Promise.resolve(null),
      admin ? this.admins.findById(admin.subjectId) : Promise.resolve(null),
    ]);
    return { user, adminUser: adminUser ? toAdminUserView(adminUser) : null };
  }

  /**
   * The buyer behind a customer session cookie (id and pricing group), or null for a visitor, an expired
   * session or an inactive account. Pricing asks this on every price call.
   */
  /** The buyer behind a session cookie with the master data an order keeps, or null. */
  async customerOfSession(customerToken: string | null | undefined): Promise<(BuyerProfile & { email: string; company: string; salutation: string; firstname: string; lastname: string; customerId: string | null }) | null> {
    const session = await this.sessions.resolve('customer', customerToken);
    if (!session) return null;
    const [profile, user] = await Promise.all([this.accounts.buyer(session.subjectId), this.accounts.user(session.subjectId)]);
    if (!profile || !user) return null;
    return { ...profile, email: user.email, company: user.company, salutation: user.salutation, firstname: user.firstname, lastname: user.lastname, customerId: user.customerId };
  }

  /**
   * The customer behind a session cookie as a page shows them: the buyer (whose prices) and their account as the
   * start-up answer carries it. One statement per call (session, buyer and the account's version); the account view
   * is read again only when its version moved, else it comes from this instance's memory (ADR 0055). The version
   * is read from the database on every call, so a change made on any instance is seen at once.
   */
  async pageCustomer(customerToken: string): Promise<{ buyer: BuyerProfile; user: () => Promise<UserView | null> } | null> {
    const found = await this.sessions.resolveBuyer(customerToken);
    const buyer = found?.buyer;
    if (!buyer) return null;
    const version = found.accountVersion ?? null;
    return { buyer, user: () => this.accountView(buyer.id, version) };
  }

  /** Account views by login, each with the account version it was read at (bounded; the oldest go first). */
  private readonly accountViews = new Map<number, { version: string; view: UserView | null }>();

  private async accountView(userId: number, version: string | null): Promise<UserView | null> {
    const kept = this.accountViews.get(userId);
    if (version !== null && kept?.version === version) return kept.view;
    const view = await this.accounts.user(userId);
    if (version !== null) {
      this.accountViews.delete(userId);
      while (this.accountViews.size >= ACCOUNT_VIEWS) this.accountViews.delete(this.accountViews.keys().next().value as number);
      this.accountViews.set(userId, { version, view });
    }
    return view;
  }

  async buyerOfSession(customerToken: string | null | undefined): Promise<BuyerProfile | null> {
    return (await this.sessions.resolveBuyer(customerToken))?.buyer ?? null;
  }

  /** The customer's own customer number (five digits, given at registration), or null (none, unknown, inactive). */
  async customerNumber(userId: number): Promise<string | null> {
    return (await this.accounts.user(userId))?.customerId || null;
  }

  /** The e-mail addresses of these administrators (an unknown id is left out): the audit log shows who did what. */
  async adminEmails(ids: number[]): Promise<Map<number, string>> {
    const admins = await Promise.all(ids.map((id) => this.admins.findById(id)));
    return new Map(admins.filter((a) => a !== null).map((a) => [a.id, a.email]));
  }

  /** An administrator's name as the admin area shows who did something ('' for an unknown id). */
  async adminName(adminId: number): Promise<string> {
    const admin = await this.admins.findById(adminId);
    return admin ? `${admin.firstname} ${admin.lastname}`.trim() : '';
  }
}
