import type { SecurityEvent, SecurityEventInput } from '../security-event';

/** The security monitor's log. */
export abstract class SecurityEventLog {
  abstract record(event: SecurityEventInput): Promise<void>;
  /** Newest first. */
  abstract page(offset: number, limit: number): Promise<{ events: SecurityEvent[]; total: number }>;
}
