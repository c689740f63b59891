import type { SessionKind } from '../session';

/** A browser that has logged in to an account before (it holds the device cookie whose hash is stored). */
export interface KnownDevice {
  id: number;
  kind: SessionKind;
  subjectId: number;
}

export abstract class KnownDeviceRepository {
  /** The device with that cookie hash, if it was last used after `usedAfter`. */
  abstract findByTokenHash(kind: SessionKind, tokenHash: string, usedAfter: Date): Promise<KnownDevice | null>;
  /**
   * Remembers a device; an account keeps its most recently used devices only, and devices unused since
   * `forgetUnusedBefore` are forgotten.
   */
  abstract add(kind: SessionKind, subjectId: number, tokenHash: string, at: Date, forgetUnusedBefore: Date): Promise<void>;
  abstract touch(id: number, at: Date): Promise<void>;
}
