import { Injectable } from '@nestjs/common';
import { isCompanyRole } from '@shop/domain';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { CompanyDirectory, type CompanyMember } from '../../../domain/ports/company-directory.port';

interface Row {
  id: string;
  company_id: string;
  company_name: string;
  customer_number: string | null;
  company_role: string;
  order_limit_cents: string | null;
  monthly_limit_cents: string | null;
  status: string;
  email: string;
  firstname: string;
  lastname: string;
  locale: string;
}

const SELECT = `SELECT u.id, u.company_id, c.company AS company_name, c.customer_id AS customer_number, u.company_role,
                       u.order_limit_cents, u.monthly_limit_cents, u.status, u.email, u.firstname, u.lastname, u.locale
                  FROM shop_user u JOIN shop_user c ON c.id = u.company_id`;

const cents = (v: string | null) => (v === null ? null : Number(v));

export const toCompanyMember = (r: Row): CompanyMember => ({
  userId: Number(r.id),
  companyId: Number(r.company_id),
  companyName: r.company_name,
  customerNumber: r.customer_number || null,
  role: isCompanyRole(r.company_role) ? r.company_role : 'viewer',
  limits: { perOrderCents: cents(r.order_limit_cents), perMonthCents: cents(r.monthly_limit_cents) },
  active: r.status === 'active',
  status: r.status === 'active' || r.status === 'pending' ? r.status : 'disabled',
  email: r.email,
  name: `${r.firstname} ${r.lastname}`.trim(),
  locale: r.locale,
});

/** The company directory read from `shop_user` (identity's table) with plain SQL. */
@Injectable()
export class SqlCompanyDirectory extends CompanyDirectory {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async memberOf(userId: number): Promise<CompanyMember | null> {
    const rows = (await this.tx.manager().query(`${SELECT} WHERE u.id = $1`, [userId])) as Row[];
    return rows[0] ? toCompanyMember(rows[0]) : null;
  }

  async membersOf(companyId: number): Promise<CompanyMember[]> {
    const rows = (await this.tx.manager().query(`${SELECT} WHERE u.company_id = $1 ORDER BY (u.id = u.company_id) DESC, u.id`, [companyId])) as Row[];
    return rows.map(toCompanyMember);
  }
}
