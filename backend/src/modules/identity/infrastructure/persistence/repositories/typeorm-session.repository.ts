import { Injectable } from '@nestjs/common';
import { LessThan, Not } from 'typeorm';
import { SessionRepository, type SessionWithBuyer } from '../../../domain/ports/session.repository.port';
import { toIncoterms } from './typeorm-user.repository';
import type { Session, SessionKind } from '../../../domain/session';
import { SessionEntity } from '../entities/session.entity';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

@Injectable()
export class TypeOrmSessionRepository extends SessionRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private get repo() {
    return this.tx.manager().getRepository(SessionEntity);
  }

  async create(session: Session & { clientAddress: string | null; userAgent: string | null }): Promise<void> {
    await this.repo.insert({ ...session });
  }

  async findByHash(idHash: string): Promise<Session | null> {
    const e = await this.repo.findOneBy({ idHash });
    if (!e) return null;
    return { idHash: e.idHash, kind: e.kind, subjectId: e.subjectId, permanent: e.permanent, createdAt: e.createdAt, lastUsedAt: e.lastUsedAt, expiresAt: e.expiresAt };
  }

  /** One statement: the session row joined with its active customer and the company's pricing group and incoterms (every member pays the company's prices). */
  async findWithBuyer(idHash: string): Promise<SessionWithBuyer | null> {
    const rows: Array<{
      id_hash: string;
      kind: SessionKind;
      subject_id: string;
      permanent: boolean;
      created_at: Date | string;
      last_used_at: Date | string;
      expires_at: Date | string;
      user_id: string | null;
      company_id: string | null;
      pricing_group: string | null;
      incoterms: unknown;
      spending_limited: boolean | null;
      account_version: string | null;
    }> = await this.tx.manager().query(
      // The account version: the row versions (xmin: the transaction that wrote the row) of the login, its company and
      // the company's addresses — any write to them gives another value.
      `SELECT s.id_hash, s.kind, s.subject_id, s.permanent, s.created_at, s.last_used_at, s.expires_at,
              u.id AS user_id, c.id AS company_id, c.pricing_group, c.incoterms,
              (u.order_limit_cents IS NOT NULL OR u.monthly_limit_cents IS NOT NULL) AS spending_limited,
              CASE WHEN u.id IS NULL THEN NULL ELSE
                u.xmin::text || '/' || c.xmin::text || '/' ||
                COALESCE((SELECT string_agg(a.id::text || ':' || a.xmin::text, ',' ORDER BY a.id) FROM user_address a WHERE a.user_id = c.id), '')
              END AS account_version
         FROM session s
         LEFT JOIN shop_user u ON s.kind = 'customer' AND u.id = s.subject_id AND u.status = 'active'
         LEFT JOIN shop_user c ON c.id = u.company_id
        WHERE s.id_hash = $1`,
      [idHash],
    );
    const row = rows[0];
    if (!row) return null;
    const session: Session = {
      idHash: row.id_hash,
      kind: row.kind,
      subjectId: Number(row.subject_id),
      permanent: row.permanent,
      createdAt: new Date(row.created_at),
      lastUsedAt: new Date(row.last_used_at),
      expiresAt: new Date(row.expires_at),
    };
    const buyer =
      row.user_id === null
        ? null
        : { id: Number(row.user_id), companyId: Number(row.company_id), pricingGroup: row.pricing_group, incoterms: toIncoterms(row.incoterms), spendingLimited: row.spending_limited === true };
    return { session, buyer, accountVersion: row.account_version };
  }

  async touch(idHash: string, lastUsedAt: Date, expiresAt: Date): Promise<void> {
    await this.repo.update({ idHash }, { lastUsedAt, expiresAt });
  }

  async delete(idHash: string): Promise<void> {
    await this.repo.delete({ idHash });
  }

  async deleteAllFor(kind: SessionKind, subjectId: number, exceptHash?: string): Promise<void> {
    await this.repo.delete(exceptHash ? { kind, subjectId, idHash: Not(exceptHash) } : { kind, subjectId });
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(now) });
  }
}
