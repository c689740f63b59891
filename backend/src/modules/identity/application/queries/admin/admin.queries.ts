import { Injectable } from '@nestjs/common';
import { AdminUserRepository } from '../../../domain/ports/admin-user.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { ShopInstallation } from '../../../domain/ports/shop-installation.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { SecurityEvent } from '../../../domain/security-event';

/** Reads of the admin area owned by identity: the security monitor, install state. */
@Injectable()
export class AdminQueries {
  constructor(
    private readonly users: UserRepository,
    private readonly admins: AdminUserRepository,
    private readonly events: SecurityEventLog,
    private readonly installation: ShopInstallation,
  ) {}

  /** Newest first; page is 1-based. */
  async securityEvents(page: number, pageSize: number): Promise<{ events: SecurityEvent[]; total: number; page: number; pageSize: number }> {
    const { events, total } = await this.events.page((page - 1) * pageSize, pageSize);
    return { events, total, page, pageSize };
  }

  /** "Installed": an administrator exists and the general config has a homepage for every locale. */
  async installed(): Promise<boolean> {
    return (await this.admins.count()) > 0 && (await this.installation.hasHomepageForEveryLocale());
  }
}
