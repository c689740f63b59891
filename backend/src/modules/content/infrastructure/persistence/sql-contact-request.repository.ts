import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import type { ContactRequest } from '../../domain/contact-request';
import { ContactRequestRepository } from '../../domain/ports/contact-request.repository.port';

@Injectable()
export class SqlContactRequestRepository extends ContactRequestRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async add(r: ContactRequest, addressHash: string): Promise<number> {
    const rows: Array<{ id: string }> = await this.tx.manager().query(
      `INSERT INTO contact_request (form_id, locale, salutation, firstname, lastname, email, company, phone, message, address_hash)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING id`,
      [r.formId, r.locale, r.salutation, r.firstname, r.lastname, r.email, r.company, r.phone, r.message, addressHash],
    );
    return Number(rows[0].id);
  }

  async countSince(since: Date, addressHash: string, email: string): Promise<{ fromAddress: number; forEmail: number }> {
    const rows: Array<{ from_address: string; for_email: string }> = await this.tx.manager().query(
      `SELECT (SELECT count(*) FROM contact_request WHERE address_hash = $2 AND created_at > $1) AS from_address,
              (SELECT count(*) FROM contact_request WHERE lower(email) = lower($3) AND created_at > $1) AS for_email`,
      [since, addressHash, email],
    );
    return { fromAddress: Number(rows[0].from_address), forEmail: Number(rows[0].for_email) };
  }
}
