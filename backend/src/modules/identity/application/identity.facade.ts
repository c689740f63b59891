import { Injectable } from '@nestjs/common';
import { AdminUserRepository } from '../domain/ports/admin-user.repository.port';
import type { AccountOrder } from '../domain/ports/customer-orders.port';
import { AccountQueries } from './queries/account/account.queries';
import { SessionService } from './session.service';
import { toAdminUserView, type AdminUserView, type UserView } from './views';

export interface SessionTokens {
  customer?: string | null;
  admin?: string | null;
}

export interface InitialIdentityStore {
  user: UserView | null;
  adminUser: AdminUserView | null;
  orders: AccountOrder[];
  groupPriceRules: unknown[];
}

/**
 * What other modules may ask identity. The init facade uses it to answer the logged-in customer
 * (with orders and group price rules) and the logged-in admin from their session cookies.
 */
@Injectable()
export class IdentityFacade {
  constructor(private readonly sessions: SessionService, private readonly accounts: AccountQueries, private readonly admins: AdminUserRepository) {}

  async initialStore(tokens: SessionTokens): Promise<InitialIdentityStore> {
    const [customer, admin] = await Promise.all([this.sessions.resolve('customer', tokens.customer), this.sessions.resolve('admin', tokens.admin)]);
    const [account, adminUser] = await Promise.all([
      customer ? this.accounts.account(customer.subjectId) : Promise.resolve(null),
      admin ? this.admins.findById(admin.subjectId) : Promise.resolve(null),
    ]);
    return {
      user: account?.user ?? null,
      adminUser: adminUser ? toAdminUserView(adminUser) : null,
      orders: account?.orders ?? [],
      groupPriceRules: account?.groupPriceRules ?? [],
    };
  }
}
