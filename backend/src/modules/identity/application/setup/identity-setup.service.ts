import { Injectable, Logger } from '@nestjs/common';
import { validatePassword } from '@shop/domain';
import { randomBytes } from 'node:crypto';
import { ShopConfig } from '../../../../config/app-config';
import { AdminUserRepository } from '../../domain/ports/admin-user.repository.port';
import { PasswordHasher } from '../../domain/ports/password-hasher.port';
import { UserRepository } from '../../domain/ports/user.repository.port';
import { User } from '../../domain/user';
import { InstallShopHandler } from '../commands/install-shop/install-shop.handler';
import type { AddressInput, AddressProps } from '../../domain/address';

export const GENERATED_ADMIN_EMAIL = 'admin@shop.example';

/** A random password that satisfies the password rule (96 random bits plus one of each class). */
export function generatePassword(): string {
  for (;;) {
    const candidate = `${randomBytes(12).toString('base64url')}aZ7#`;
    if (validatePassword(candidate) === null) return candidate;
  }
}

/** A customer taken over as confirmed (the demo shop's customer; later the admin's user import). */
export interface ConfirmedCustomerInput {
  email: string;
  password: string;
  company: string;
  customerId: string;
  salutation: 'mr' | 'mrs';
  firstname: string;
  lastname: string;
  invoiceEmail: string;
  addresses: AddressInput[];
  /** The customer's pricing group (its group price rules apply) and whether it has prices of its own. */
  pricingGroup?: string | null;
  customPricing?: boolean;
}

/**
 * First-start identity data, run by the start-up seeder after the content (and a demo shop's catalogue
 * and customer): the first administrator — from SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD, or (embedded
 * demo shop without them) a generated one whose password is printed once to stdout and never logged.
 * Idempotent.
 */
@Injectable()
export class IdentitySetup {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly config: ShopConfig,
    private readonly users: UserRepository,
    private readonly admins: AdminUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly install: InstallShopHandler,
  ) {}

  async onFirstStart(): Promise<void> {
    await this.ensureFirstAdmin();
  }

  /** True when the shop has no customer yet (a demo customer is only added to an empty shop). */
  async hasNoCustomers(): Promise<boolean> {
    return (await this.users.countCustomers()) === 0;
  }

  private async ensureFirstAdmin(): Promise<void> {
    if ((await this.admins.count()) > 0) return;
    const meta = { clientAddress: 'start-up', userAgent: null };
    const email = this.config.get('shopAdminEmail');
    const password = this.config.get('shopAdminPassword');
    if (email && password) {
      const created = await this.install.execute({ firstname: 'Shop', lastname: 'Admin', email, password, source: 'environment', meta });
      if (created.ok) this.logger.log('administrator created from SHOP_ADMIN_EMAIL');
      return;
    }
    if (!this.config.get('demoData') || !this.config.embedded) return;
    const generated = generatePassword();
    const created = await this.install.execute({ firstname: 'Shop', lastname: 'Admin', email: GENERATED_ADMIN_EMAIL, password: generated, source: 'generated', meta });
    if (!created.ok) return;
    // Straight to stdout, once: not through the logger (log shippers), never stored in the clear.
    process.stdout.write(
      `\n  Administrator created for this demo shop (shown only once):\n    e-mail:   ${GENERATED_ADMIN_EMAIL}\n    password: ${generated}\n  Log in at ${this.config.get('baseUrl')}/${this.config.get('adminSlug')}/anmeldung\n\n`,
    );
  }

  /** Creates a confirmed, active customer with addresses; answers its id and stored addresses. */
  async createConfirmedCustomer(input: ConfirmedCustomerInput): Promise<{ id: number; email: string; addresses: AddressProps[] }> {
    const now = new Date();
    const registered = User.register({ ...input, privacyPolicyAccepted: true, locale: 'de', aquisitionIds: null }, await this.hasher.hash(input.password), now);
    if (!registered.ok) throw new Error(`customer is invalid: ${JSON.stringify(registered.error)}`);
    const user = registered.value;
    user.confirm(now);
    user.assignPricing(input.pricingGroup ?? null, input.customPricing ?? false);
    for (const address of input.addresses) {
      const saved = user.saveAddress(address);
      if (!saved.ok) throw new Error(`address is invalid: ${JSON.stringify(saved.error)}`);
    }
    const stored = await this.users.save(user);
    return { id: stored.id, email: stored.email, addresses: [...stored.addresses] };
  }
}
