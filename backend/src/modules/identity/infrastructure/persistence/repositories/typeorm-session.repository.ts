import { Injectable } from '@nestjs/common';
import { LessThan, Not } from 'typeorm';
import { SessionRepository } from '../../../domain/ports/session.repository.port';
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
