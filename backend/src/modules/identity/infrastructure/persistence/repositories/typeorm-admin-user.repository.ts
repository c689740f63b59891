import { Injectable } from '@nestjs/common';
import type { AdminUser, NewAdminUser } from '../../../domain/admin-user';
import { AdminUserRepository } from '../../../domain/ports/admin-user.repository.port';
import { AdminUserEntity } from '../entities/admin-user.entity';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

const toDomain = (e: AdminUserEntity): AdminUser => ({
  id: e.id,
  email: e.email,
  passwordHash: e.passwordHash,
  firstname: e.firstname,
  lastname: e.lastname,
  createdAt: e.createdAt,
  lastLoginAt: e.lastLoginAt,
});

@Injectable()
export class TypeOrmAdminUserRepository extends AdminUserRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private get repo() {
    return this.tx.manager().getRepository(AdminUserEntity);
  }

  async findById(id: number): Promise<AdminUser | null> {
    const e = await this.repo.findOneBy({ id });
    return e ? toDomain(e) : null;
  }

  async findByEmail(email: string): Promise<AdminUser | null> {
    const e = await this.repo.findOneBy({ email });
    return e ? toDomain(e) : null;
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  async create(admin: NewAdminUser): Promise<AdminUser> {
    const result = await this.repo.insert({ ...admin });
    return (await this.findById(Number(result.identifiers[0].id)))!;
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.repo.update({ id }, { lastLoginAt: at });
  }
}
