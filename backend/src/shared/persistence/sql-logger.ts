import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';

/** A statement as it may be logged: whitespace folded, cut to a readable length. Never its parameters. */
export function statementForLog(query: string): string {
  const folded = query.replace(/\s+/g, ' ').trim();
  return folded.length > 300 ? `${folded.slice(0, 300)}…` : folded;
}

/**
 * TypeORM's log output, without the parameters of any statement: a failed query is logged with its
 * SQLSTATE code and statement only (parameters carry e-mail addresses, password hashes and session ids).
 * Query logging (LOG_LEVEL=debug) writes statements only; slow queries (over 1 s) are warned about.
 */
export class SqlLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('SQL');

  constructor(private readonly queries: boolean) {}

  logQuery(query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    if (this.queries) this.logger.debug(statementForLog(query));
  }

  logQueryError(error: string | Error, query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    const sqlState = typeof error === 'object' ? ((error as { code?: string }).code ?? null) : null;
    this.logger.error({ msg: 'query failed', sqlState, statement: statementForLog(query) });
  }

  logQuerySlow(time: number, query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    this.logger.warn({ msg: 'slow query', ms: time, statement: statementForLog(query) });
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
