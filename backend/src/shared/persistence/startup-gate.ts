import { Injectable } from '@nestjs/common';

/**
 * Opens once the database is ready to be read as a whole: migrations ran and the first-start seed committed.
 * Open by default (tools and tests that build the app never seed); main.ts closes it before the app starts
 * and opens it after the seed, so a read model that loads everything at once (the catalogue) waits for the
 * seed instead of loading a half-written or empty catalogue and serving it until its next version check.
 */
@Injectable()
export class StartupGate {
  private release: (() => void) | null = null;
  private gate: Promise<void> = Promise.resolve();

  /** Readers wait from now on until `open()`. */
  close(): void {
    if (this.release !== null) return;
    this.gate = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release?.();
    this.release = null;
  }

  /** Resolves when the gate is open. */
  opened(): Promise<void> {
    return this.gate;
  }
}
