import { Injectable } from '@nestjs/common';
import type { ContactRequestStatus } from '@shop/domain';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { ContactInbox, type ContactReply, type StoredContactRequest } from '../../domain/ports/contact-inbox.port';

@Injectable()
export class SqlContactInbox extends ContactInbox {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async findForUpdate(id: number): Promise<StoredContactRequest | null> {
    const rows: Array<Record<string, any>> = await this.tx.manager().query(
      `SELECT id, form_id, locale, salutation, firstname, lastname, email, company, phone, message, status, created_at
         FROM contact_request WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: Number(r.id),
      formId: r.form_id,
      locale: r.locale === 'en' ? 'en' : 'de',
      salutation: r.salutation === 'mr' || r.salutation === 'mrs' ? r.salutation : null,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      company: r.company,
      phone: r.phone,
      message: r.message,
      status: r.status,
      createdAt: new Date(r.created_at),
    };
  }

  async setStatus(id: number, status: ContactRequestStatus): Promise<void> {
    await this.tx.manager().query('UPDATE contact_request SET status = $2, status_changed_at = now() WHERE id = $1', [id, status]);
  }

  async addReply(id: number, reply: ContactReply): Promise<number> {
    const rows: Array<{ id: string }> = await this.tx
      .manager()
      .query('INSERT INTO contact_request_reply (request_id, admin_id, admin_name, text) VALUES ($1, $2, $3, $4) RETURNING id', [id, reply.adminId, reply.adminName, reply.text]);
    return Number(rows[0].id);
  }
}
