import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { ApiError } from '../../../../shared/api-error';
import { Jobs, type JobContext, type JobHandler } from '../../../../shared/admin/jobs';
import { errorForLog } from '../../../../shared/logger';
import { TransactionContext } from '../../../../shared/persistence/transaction-context';
import { ConfirmationCodeRepository } from '../../domain/ports/confirmation-code.repository.port';
import { UserRepository } from '../../domain/ports/user.repository.port';
import { IdentityMailer } from '../mail/identity-mailer';
import { newSecretToken, sha256Hex } from '../tokens';

/** How long the password link of a relaunch mail works (a customer may read it days later). */
export const RELAUNCH_LINK_TTL_MS = 14 * 24 * 3_600_000;
const RUN_KEY = /^[a-zA-Z0-9._:-]{1,60}$/;

export interface RelaunchMailsResult {
  runKey: string;
  total: number;
  sent: number;
  /** Already mailed in this run (an earlier start of the same run key). */
  skipped: number;
  failed: number;
}

/**
 * Job kind `relaunchMails` (ADR 0028): sends every active customer a mail that the shop was relaunched with
 * a link to set a password — the password-reset flow's own single-use code (type passwordReset, valid
 * RELAUNCH_LINK_TTL_MS), so the page "new password" serves it unchanged. At most RELAUNCH_MAILS_PER_MINUTE
 * mails a minute; stoppable between two mails. Idempotent per customer and run: the row in relaunch_mail
 * (run key, customer) is claimed in the same transaction as the code, so starting the same run again (after a
 * stop or a crash) mails only those not mailed yet; a mail that could not be sent releases its claim.
 */
@Injectable()
export class RelaunchMailsJob implements JobHandler, OnModuleInit {
  readonly kind = 'relaunchMails';
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly jobs: Jobs,
    private readonly db: DataSource,
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly tx: TransactionContext,
    private readonly mailer: IdentityMailer,
    private readonly config: ShopConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  validate(params: Record<string, unknown>): void {
    const unknown = Object.keys(params).filter((k) => k !== 'runKey');
    if (unknown.length > 0) throw new ApiError('propertyNotAllowed', `Unknown parameter ${unknown[0]}.`, HttpStatus.BAD_REQUEST);
    if (params.runKey !== undefined && (typeof params.runKey !== 'string' || !RUN_KEY.test(params.runKey))) {
      throw new ApiError('adToolsRunKeyInvalid', 'The run key must be 1 to 60 letters, digits or . _ : -', HttpStatus.BAD_REQUEST);
    }
  }

  /** The link lifetime: LINK_TTL_SECONDS (tests) when set, else RELAUNCH_LINK_TTL_MS. */
  private linkTtlMs(): number {
    const override = this.config.get('linkTtlSeconds');
    return override === null ? RELAUNCH_LINK_TTL_MS : override * 1000;
  }

  async run(context: JobContext): Promise<RelaunchMailsResult> {
    const runKey = (context.params.runKey as string | undefined) ?? 'relaunch';
    const gapMs = 60_000 / this.config.get('relaunchMailsPerMinute');
    const ids = ((await this.db.query(`SELECT id FROM shop_user WHERE status = 'active' ORDER BY id`)) as Array<{ id: string }>).map((r) => Number(r.id));
    const result: RelaunchMailsResult = { runKey, total: ids.length, sent: 0, skipped: 0, failed: 0 };
    await context.progress(0, ids.length, runKey);
    let lastSend = 0;
    for (const [i, id] of ids.entries()) {
      context.signal.throwIfAborted();
      const wait = lastSend + gapMs - Date.now();
      if (wait > 0) await sleep(wait, context.signal);
      const outcome = await this.mailOne(id, runKey, context.jobId);
      if (outcome === 'sent') lastSend = Date.now();
      result[outcome] += 1;
      await context.progress(i + 1, ids.length, runKey);
    }
    return result;
  }

  private async mailOne(userId: number, runKey: string, jobId: number): Promise<'sent' | 'skipped' | 'failed'> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) return 'skipped';
    const now = new Date();
    const code = newSecretToken();
    const ttl = this.linkTtlMs();
    const claimed = await this.tx.run(async () => {
      const rows = (await this.tx.manager().query(`INSERT INTO relaunch_mail (run_key, user_id, job_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`, [runKey, userId, jobId])) as unknown[];
      if (rows.length === 0) return false;
      await this.codes.invalidateOpen(userId, 'passwordReset', now);
      await this.codes.create({ type: 'passwordReset', codeHash: sha256Hex(code), userId, newEmail: null, expiresAt: new Date(now.getTime() + ttl) });
      return true;
    });
    if (!claimed) return 'skipped';
    try {
      await this.mailer.relaunchPassword(user, code, user.locale, ttl);
      return 'sent';
    } catch (e) {
      this.logger.warn({ msg: 'relaunch mail not sent', userId, ...errorForLog(e) });
      await this.db.query('DELETE FROM relaunch_mail WHERE run_key = $1 AND user_id = $2', [runKey, userId]).catch(() => undefined);
      return 'failed';
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
