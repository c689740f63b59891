import { makeAutoObservable, runInAction } from 'mobx';
import type { ShopApi } from '../../../api/client';
import { knownMessage } from '../shared/notice';

/** The words that confirm an uninstall (German or English page). */
export const UNINSTALL_WORDS = ['DEINSTALLIEREN', 'UNINSTALL'];

/**
 * The uninstall page's state (/system/deinstallation, ADR 0029): the latest backup offered for download, the
 * typed confirmation and the uninstall itself (the server makes and keeps a final backup, then removes every
 * row and file); afterwards the final backup's name and where the shop is installed again.
 */
export class UninstallStore {
  latestBackup: string | null = null;
  confirmation = '';
  /** The message id beside the confirmation field. */
  error: string | null = null;
  busy = false;
  done: { backup: string; installPath: string } | null = null;

  constructor(private readonly api: ShopApi) {
    makeAutoObservable<UninstallStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  start(): void {
    void this.loadLatest();
  }

  async loadLatest(): Promise<void> {
    const answer = await this.api.get('/api/admin/backups');
    if (answer.ok) runInAction(() => (this.latestBackup = answer.data.items[0]?.name ?? null));
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.error = null;
    const confirmation = this.confirmation.trim();
    if (!UNINSTALL_WORDS.includes(confirmation)) {
      this.error = 'adUninstallConfirmationWrong';
      return;
    }
    this.busy = true;
    const answer = await this.api.post('/api/admin/system/uninstall', {
      body: { confirmation },
      expectedErrors: ['adUninstallConfirmationWrong', 'adUninstallJobsRunning', 'adUninstallBackupFailed', 'jobAlreadyRunning', 'VALIDATION_FAILED'],
    });
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) this.error = knownMessage(answer.error.code);
      else this.done = { backup: answer.data.finalBackup.name, installPath: answer.data.installPath };
    });
  }
}
