import { Injectable } from '@nestjs/common';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import type { SecurityEvent, SecurityEventInput, SecurityEventType } from '../../../domain/security-event';
import { SecurityEventEntity } from '../entities/security-event.entity';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

@Injectable()
export class TypeOrmSecurityEventLog extends SecurityEventLog {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  async record(event: SecurityEventInput): Promise<void> {
    await this.tx.manager().getRepository(SecurityEventEntity).insert({
      type: event.type,
      subjectKind: event.subjectKind ?? null,
      subjectId: event.subjectId ?? null,
      email: event.email ? event.email.slice(0, 254) : null,
      clientAddress: event.clientAddress ?? null,
      details: (event.details ?? {}) as never,
    });
  }

  async page(offset: number, limit: number): Promise<{ events: SecurityEvent[]; total: number }> {
    const [rows, total] = await this.tx.manager().getRepository(SecurityEventEntity).findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: limit });
    return {
      total,
      events: rows.map((r) => ({
        id: r.id,
        type: r.type as SecurityEventType,
        subjectKind: r.subjectKind,
        subjectId: r.subjectId,
        email: r.email,
        clientAddress: r.clientAddress,
        details: r.details,
        createdAt: r.createdAt,
      })),
    };
  }
}
