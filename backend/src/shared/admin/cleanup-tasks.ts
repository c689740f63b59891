import { Injectable } from '@nestjs/common';

/**
 * One module's share of the clean-up job (ADR 0028): deletes what has expired in that module's own tables
 * (sessions, challenges, carts past sales.cartTTL, idempotency keys, ...) and answers how many rows went.
 * Idempotent: running it twice, or on two instances at once, deletes nothing twice.
 */
export interface CleanupTask {
  /** Shown in the job's result, e.g. 'identity.sessions'. */
  readonly name: string;
  run(): Promise<Record<string, number>>;
}

/**
 * The clean-up tasks of every module. A module registers its task in `onModuleInit`; the system module's
 * `cleanup` job (started by its schedule or from the tools page) runs them one after the other.
 */
@Injectable()
export class CleanupTasks {
  private readonly tasks = new Map<string, CleanupTask>();

  register(task: CleanupTask): void {
    if (this.tasks.has(task.name)) throw new Error(`Clean-up task ${task.name} is registered twice`);
    this.tasks.set(task.name, task);
  }

  list(): CleanupTask[] {
    return [...this.tasks.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
