import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { CompanyMembersRepository, type Membership } from '../../../domain/ports/company-members.repository.port';

/** Company membership written to `shop_user` with plain SQL (joins the caller's unit of work). */
@Injectable()
export class SqlCompanyMembersRepository extends CompanyMembersRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async setMembership(userId: number, m: Membership): Promise<void> {
    await this.tx
      .manager()
      .query(
        `UPDATE shop_user SET company_id = $2, company_role = $3, order_limit_cents = $4, monthly_limit_cents = $5, invited_by = COALESCE($6, invited_by), updated_at = now() WHERE id = $1`,
        [userId, m.companyId, m.role, m.limits.perOrderCents, m.limits.perMonthCents, m.invitedBy ?? null],
      );
  }

  async moveAddresses(fromUserId: number, toCompanyId: number): Promise<number> {
    const rows = (await this.tx
      .manager()
      .query(`UPDATE user_address SET user_id = $2, is_standard_shipping = false, is_standard_billing = false, updated_at = now() WHERE user_id = $1 RETURNING id`, [fromUserId, toCompanyId])) as [unknown[], number] | unknown[];
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : (rows as unknown[]);
    return list.length;
  }

  async dropCompanyData(userId: number, companyName: string): Promise<void> {
    await this.tx
      .manager()
      .query(`UPDATE shop_user SET company = $2, customer_id = NULL, pricing_group = NULL, custom_pricing = false, incoterms = '[]'::jsonb, updated_at = now() WHERE id = $1`, [userId, companyName]);
  }
}
