import type { User } from '../user';

/** Customers with their address books. `save` writes the aggregate (and its addresses) atomically. */
export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  /** Saves and answers the stored aggregate (ids assigned). */
  abstract save(user: User): Promise<User>;
  abstract countCustomers(): Promise<number>;
}
