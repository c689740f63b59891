import { Injectable, Logger } from '@nestjs/common';
import { validatePassword } from '@shop/domain';
import { randomBytes } from 'node:crypto';
import { ShopConfig } from '../../../../config/app-config';
import { DemoOrderSeeder } from '../../../checkout/infrastructure/seed/demo-orders.seeder';
import { AdminUserRepository } from '../../domain/ports/admin-user.repository.port';
import { PasswordHasher } from '../../domain/ports/password-hasher.port';
import { UserRepository } from '../../domain/ports/user.repository.port';
import { User } from '../../domain/user';
import { InstallShopHandler } from '../commands/install-shop/install-shop.handler';
import { DEMO_CUSTOMER } from './demo-customer';

export const GENERATED_ADMIN_EMAIL = 'admin@shop.example';

/** A random password that satisfies the password rule (96 random bits plus one of each class). */
export function generatePassword(): string {
  for (;;) {
    const candidate = `${randomBytes(12).toString('base64url')}aZ7#`;
    if (validatePassword(candidate) === null) return candidate;
  }
}

/**
 * First-start identity data, run by the start-up seeder after the content and catalogue are seeded:
 * the demo customer with demo orders (demo shops), and the first administrator — from
 * SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD, or (embedded demo shop without them) a generated one whose
 * password is printed once to stdout and never logged. Idempotent.
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
    private readonly demoOrders: DemoOrderSeeder,
  ) {}

  async onFirstStart(): Promise<void> {
    if (this.config.get('demoData')) await this.seedDemoCustomer();
    await this.ensureFirstAdmin();
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

  private async seedDemoCustomer(): Promise<void> {
    if ((await this.users.findByEmail(DEMO_CUSTOMER.email)) || (await this.users.countCustomers()) > 0) return;
    const now = new Date();
    const registered = User.register(
      { ...DEMO_CUSTOMER, privacyPolicyAccepted: true, locale: 'de', aquisitionIds: null },
      await this.hasher.hash(DEMO_CUSTOMER.password),
      now,
    );
    if (!registered.ok) throw new Error(`demo customer is invalid: ${JSON.stringify(registered.error)}`);
    const user = registered.value;
    user.confirm(now);
    for (const address of DEMO_CUSTOMER.addresses) {
      const saved = user.saveAddress(address);
      if (!saved.ok) throw new Error(`demo address is invalid: ${JSON.stringify(saved.error)}`);
    }
    const stored = await this.users.save(user);
    const shipping = stored.addresses.find((a) => a.isStandardShippingAddress)!;
    const { id: _id, isStandardBillingAddress: _b, isStandardShippingAddress: _s, ...address } = shipping;
    const orders = await this.demoOrders.seedFor({ userId: stored.id, email: stored.email, lastname: DEMO_CUSTOMER.lastname, company: DEMO_CUSTOMER.company, address });
    this.logger.log(`demo customer ${DEMO_CUSTOMER.email} seeded with ${orders} orders`);
  }
}
