import { Injectable } from '@nestjs/common';
import { UserRepository, type BuyerProfile } from '../../../domain/ports/user.repository.port';
import type { User } from '../../../domain/user';
import { UserAddressEntity } from '../entities/user-address.entity';
import { UserEntity } from '../entities/user.entity';
import { addressToPersistence, userToDomain } from '../mappers/user.mapper';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';

/** The stored incoterms of a customer (set by the shop owner), each a label and an order value threshold in cents. */
export function toIncoterms(value: unknown): BuyerProfile['incoterms'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v: unknown) => {
    const r = v as { label?: unknown; threshold?: unknown };
    return typeof r?.label === 'string' ? [{ label: r.label, threshold: typeof r.threshold === 'number' || typeof r.threshold === 'string' ? r.threshold : null }] : [];
  });
}

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private async findOne(where: Partial<Pick<UserEntity, 'id' | 'email'>>): Promise<User | null> {
    const entity = await this.tx.manager().getRepository(UserEntity).findOne({ where, relations: { addresses: true } });
    return entity ? userToDomain(entity) : null;
  }

  findById(id: number): Promise<User | null> {
    return this.findOne({ id });
  }

  async findBuyer(id: number): Promise<BuyerProfile | null> {
    const rows: Array<{ id: string; company_id: string; pricing_group: string | null; incoterms: unknown; spending_limited: boolean }> = await this.tx
      .manager()
      .query(
        `SELECT u.id, c.id AS company_id, c.pricing_group, c.incoterms,
                (u.order_limit_cents IS NOT NULL OR u.monthly_limit_cents IS NOT NULL) AS spending_limited
           FROM shop_user u JOIN shop_user c ON c.id = u.company_id WHERE u.id = $1 AND u.status = 'active'`,
        [id],
      );
    const row = rows[0];
    return row
      ? { id: Number(row.id), companyId: Number(row.company_id), pricingGroup: row.pricing_group, incoterms: toIncoterms(row.incoterms), spendingLimited: row.spending_limited === true }
      : null;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.findOne({ email });
  }

  async idsWithCustomerId(customerId: string): Promise<number[]> {
    const rows: Array<{ id: string }> = await this.tx.manager().query('SELECT id FROM shop_user WHERE customer_id = $1', [customerId]);
    return rows.map((r) => Number(r.id));
  }

  async countCustomers(): Promise<number> {
    return this.tx.manager().getRepository(UserEntity).countBy({ status: 'active' });
  }

  /** The user row and the whole address book in one transaction; addresses are always scoped by user id. */
  save(user: User): Promise<User> {
    return this.tx.run(async () => {
      const m = this.tx.manager();
      const p = user.toProps();
      const now = new Date();
      const row: Partial<UserEntity> = {
        email: p.email,
        passwordHash: p.passwordHash,
        status: p.status,
        company: p.company,
        customerId: p.customerId,
        salutation: p.salutation,
        firstname: p.firstname,
        lastname: p.lastname,
        invoiceEmail: p.invoiceEmail,
        phone: p.phone,
        fax: p.fax,
        pricingGroup: p.pricingGroup,
        customPricing: p.customPricing,
        aquisitionIds: p.aquisitionIds,
        incoterms: p.incoterms ?? [],
        locale: p.locale,
        confirmedAt: p.confirmedAt,
        passwordChangedAt: p.passwordChangedAt,
        updatedAt: now,
      };
      let id = p.id;
      if (id === null) {
        const result = await m.getRepository(UserEntity).insert({ ...row, createdAt: p.createdAt });
        id = Number(result.identifiers[0].id);
      } else {
        await m.getRepository(UserEntity).update({ id }, { ...row, createdAt: p.createdAt });
      }
      const addresses = m.getRepository(UserAddressEntity);
      const keep = p.addresses.filter((a) => a.id !== null).map((a) => a.id as number);
      const remove = addresses.createQueryBuilder().delete().where('user_id = :id', { id });
      if (keep.length) remove.andWhere('id NOT IN (:...keep)', { keep });
      await remove.execute();
      // Clear the standard flags first so the one-standard-address indexes hold at every step.
      await addresses.update({ userId: id }, { isStandardShipping: false, isStandardBilling: false });
      for (const a of p.addresses) {
        if (a.id === null) await addresses.insert(addressToPersistence(a, id));
        else await addresses.update({ id: a.id, userId: id }, { ...addressToPersistence(a, id), updatedAt: now });
      }
      return (await this.findById(id))!;
    });
  }
}
