import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ShopConfig } from '../../../config/app-config';
import { RateLimiter, type RateLimitKey, type RateLimitRule, type RateLimitTicket } from '../../../shared/rate-limit/rate-limit';

/** A guest's order or offer request, as far as the limits care: from where, to whom. */
export interface GuestMailRequest {
  readonly clientAddress: string;
  /** The buyer's e-mail as sent (the confirmation goes there, copied to the shop). */
  readonly recipient: string | null | undefined;
  /** One request: the Idempotency-Key of an order (a retried submit counts once); none for an offer request. */
  readonly requestId?: string;
}

export type GuestMailAdmission = { readonly ok: true; readonly ticket: RateLimitTicket } | { readonly ok: false; readonly retryAfterMs: number };

const HOUR_MS = 3_600_000;

/**
 * Guest orders and guest offer requests send a confirmation to an address nobody verified (and a copy to the
 * shop): at most GUEST_MAILS_PER_ADDRESS such requests per client address and GUEST_MAILS_PER_RECIPIENT per
 * recipient within an hour, counted together for orders and offers by the shared rate limiter (ADR 0034).
 * Logged-in customers are not counted. A request that places nothing is given back (`release`). The recipient is
 * kept as a hash only.
 */
@Injectable()
export class GuestMailLimits {
  private readonly perAddress: RateLimitRule;
  private readonly perRecipient: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: ShopConfig,
  ) {
    this.perAddress = { bucket: 'guestMail:address', limit: config.get('guestMailsPerAddress'), windowMs: HOUR_MS };
    this.perRecipient = { bucket: 'guestMail:recipient', limit: config.get('guestMailsPerRecipient'), windowMs: HOUR_MS };
  }

  async admit(request: GuestMailRequest): Promise<GuestMailAdmission> {
    const keys: RateLimitKey[] = [{ rule: this.perAddress, subject: request.clientAddress }];
    const recipient = (request.recipient ?? '').trim().toLowerCase();
    if (recipient) keys.push({ rule: this.perRecipient, subject: createHash('sha256').update(recipient).digest('hex') });
    const decision = await this.limiter.take(keys, request.requestId);
    return decision.allowed ? { ok: true, ticket: decision.ticket } : { ok: false, retryAfterMs: decision.retryAfterMs };
  }

  /** The request placed nothing (refused, invalid): it does not count. */
  release(ticket: RateLimitTicket): Promise<void> {
    return this.limiter.release(ticket);
  }
}
