import { Injectable, Logger } from '@nestjs/common';
import type { VatId, VatIdCheckOutcome, VatIdCheckStatus } from '@shop/domain';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { VatIdCheck } from '../../domain/ports/vat-id-check.port';

/**
 * How long an answer is kept in `vat_id_check` (shared by every instance): a confirmed id for a day (the
 * checkout then asks once per buyer and day, not on each price call), a refusal for an hour (a buyer who just
 * registered tries again soon), no answer for a minute (a buyer retrying does not wait out the timeout on every
 * price call while VIES is down, and is asked again shortly after).
 */
export const VIES_CACHE_SECONDS: Record<VatIdCheckStatus, number> = { valid: 24 * 3600, invalid: 3600, unavailable: 60 };

/** VIES error codes that mean "this number is not valid input" (the rest mean "no answer now"). */
const INVALID_INPUT = new Set(['INVALID_INPUT']);
const MAX_ANSWER_BYTES = 64 * 1024;

interface ViesAnswer {
  valid?: unknown;
  requestIdentifier?: unknown;
  errorWrappers?: Array<{ error?: unknown }>;
}

type Row = { status: VatIdCheckStatus; reference: string | null; checked_at: Date | string };

/**
 * The VatIdCheck port against the EU's VIES REST service (`POST check-vat-number`, URL from VIES_URL) with a
 * timeout (VIES_TIMEOUT_MS) and the answers kept in PostgreSQL (`vat_id_check`) for VIES_CACHE_SECONDS.
 * With the seller's VAT id as requester VIES answers a consultation number; a requester VIES refuses (an id
 * not registered there) is dropped and the buyer's id asked alone.
 */
@Injectable()
export class ViesVatIdCheck extends VatIdCheck {
  private readonly logger = new Logger('VatIdCheck');

  constructor(
    private readonly db: DataSource,
    private readonly config: ShopConfig,
  ) {
    super();
  }

  async check(vatId: VatId, requester: VatId | null): Promise<VatIdCheckOutcome> {
    const cached = await this.cached(vatId.id);
    if (cached) return cached;
    let answer = await this.ask(vatId, requester);
    if (answer.requesterRefused && requester) answer = await this.ask(vatId, null);
    const outcome: VatIdCheckOutcome = { status: answer.status, checkedAt: new Date().toISOString(), reference: answer.reference };
    await this.remember(vatId.id, outcome);
    return outcome;
  }

  private async cached(id: string): Promise<VatIdCheckOutcome | null> {
    const rows: Row[] = await this.db.query(
      `SELECT status, reference, checked_at FROM vat_id_check
        WHERE vat_id = $1 AND checked_at > now() - make_interval(secs => CASE status WHEN 'valid' THEN $2::int WHEN 'invalid' THEN $3::int ELSE $4::int END)`,
      [id, VIES_CACHE_SECONDS.valid, VIES_CACHE_SECONDS.invalid, VIES_CACHE_SECONDS.unavailable],
    );
    const row = rows[0];
    return row ? { status: row.status, reference: row.reference ?? null, checkedAt: new Date(row.checked_at).toISOString() } : null;
  }

  private async remember(id: string, outcome: VatIdCheckOutcome): Promise<void> {
    try {
      await this.db.query(
        `INSERT INTO vat_id_check (vat_id, status, reference, checked_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (vat_id) DO UPDATE SET status = EXCLUDED.status, reference = EXCLUDED.reference, checked_at = EXCLUDED.checked_at`,
        [id, outcome.status, outcome.reference, outcome.checkedAt],
      );
    } catch (error) {
      // The answer stands for this request; the next one asks again.
      this.logger.warn(`could not keep a VIES answer: ${(error as Error)?.name ?? 'Error'}`);
    }
  }

  private async ask(vatId: VatId, requester: VatId | null): Promise<{ status: VatIdCheckStatus; reference: string | null; requesterRefused: boolean }> {
    const unavailable = (reason: string) => {
      this.logger.warn(`VIES gave no answer for a ${vatId.prefix} VAT id: ${reason}`);
      return { status: 'unavailable' as const, reference: null, requesterRefused: false };
    };
    let response: Response;
    try {
      response = await fetch(this.config.get('viesUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          countryCode: vatId.prefix,
          vatNumber: vatId.number,
          ...(requester ? { requesterMemberStateCode: requester.prefix, requesterNumber: requester.number } : {}),
        }),
        signal: AbortSignal.timeout(this.config.get('viesTimeoutMs')),
        redirect: 'error',
      });
    } catch (error) {
      return unavailable((error as Error)?.name === 'TimeoutError' ? 'timed out' : 'not reachable');
    }
    let answer: ViesAnswer;
    try {
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) return unavailable('answer too long');
      answer = JSON.parse(text) as ViesAnswer;
    } catch {
      return unavailable(`unreadable answer (HTTP ${response.status})`);
    }
    const error = Array.isArray(answer?.errorWrappers) ? String(answer.errorWrappers[0]?.error ?? 'UNKNOWN') : null;
    if (error === 'INVALID_REQUESTER_INFO') return { status: 'unavailable', reference: null, requesterRefused: true };
    if (error !== null && INVALID_INPUT.has(error)) return { status: 'invalid', reference: null, requesterRefused: false };
    if (error !== null) return unavailable(error);
    if (!response.ok || typeof answer?.valid !== 'boolean') return unavailable(`HTTP ${response.status}`);
    const reference = typeof answer.requestIdentifier === 'string' && answer.requestIdentifier.trim() ? answer.requestIdentifier.trim().slice(0, 100) : null;
    return { status: answer.valid ? 'valid' : 'invalid', reference, requesterRefused: false };
  }
}
