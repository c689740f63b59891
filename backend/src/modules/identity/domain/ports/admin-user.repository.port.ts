import type { AdminUser, NewAdminUser } from '../admin-user';

export abstract class AdminUserRepository {
  abstract findById(id: number): Promise<AdminUser | null>;
  abstract findByEmail(email: string): Promise<AdminUser | null>;
  abstract count(): Promise<number>;
  abstract create(admin: NewAdminUser): Promise<AdminUser>;
  abstract recordLogin(id: number, at: Date): Promise<void>;
}
