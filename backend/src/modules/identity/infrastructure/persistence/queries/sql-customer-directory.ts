import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import { CustomerDirectory, type DirectoryCustomer } from '../../../domain/ports/customer-directory.port';

interface Row {
  id: string;
  email: string;
  company: string;
  firstname: string;
  lastname: string;
  pricing_group: string | null;
  customer_id: string | null;
  status: string;
}

const COLUMNS = 'id, email, company, firstname, lastname, pricing_group, customer_id, status';

const toCustomer = (r: Row): DirectoryCustomer => ({
  id: Number(r.id),
  email: r.email,
  company: r.company,
  name: `${r.firstname} ${r.lastname}`.trim(),
  pricingGroup: r.pricing_group,
  customerNumber: r.customer_id || null,
  active: r.status === 'active',
});

/** Escapes LIKE wildcards of a search term. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer directory read from `shop_user` with plain SQL (read-only; joins the caller's transaction). */
@Injectable()
export class SqlCustomerDirectory extends CustomerDirectory {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private async rows(sql: string, params: unknown[]): Promise<DirectoryCustomer[]> {
    return ((await this.tx.manager().query(sql, params)) as Row[]).map(toCustomer);
  }

  async byId(id: number): Promise<DirectoryCustomer | null> {
    return (await this.rows(`SELECT ${COLUMNS} FROM shop_user WHERE id = $1`, [id]))[0] ?? null;
  }

  async byEmail(email: string): Promise<DirectoryCustomer | null> {
    return (await this.rows(`SELECT ${COLUMNS} FROM shop_user WHERE email = $1`, [email.trim().toLowerCase()]))[0] ?? null;
  }

  async search(term: string, limit: number): Promise<DirectoryCustomer[]> {
    const t = term.trim();
    if (t === '') return [];
    const id = /^\d{1,15}$/.test(t) ? Number(t) : -1;
    return this.rows(
      `SELECT ${COLUMNS} FROM shop_user
        WHERE id = $1 OR email ILIKE $2 OR company ILIKE $2 OR (firstname || ' ' || lastname) ILIKE $2 OR customer_id = $3
        ORDER BY (id = $1 OR lower(email) = lower($3)) DESC, email
        LIMIT $4`,
      [id, likeTerm(t), t, limit],
    );
  }

  async idsWithCustomerNumber(customerNumber: string): Promise<number[]> {
    const rows = (await this.tx.manager().query('SELECT id FROM shop_user WHERE customer_id = $1', [customerNumber])) as Array<{ id: string }>;
    return rows.map((r) => Number(r.id));
  }

  async pricingGroups(): Promise<string[]> {
    const rows = (await this.tx.manager().query(`SELECT DISTINCT pricing_group FROM shop_user WHERE pricing_group IS NOT NULL ORDER BY pricing_group`)) as Array<{ pricing_group: string }>;
    return rows.map((r) => r.pricing_group);
  }
}
