import { Injectable, Logger } from '@nestjs/common';
import { err, ok, type Result } from '@shop/domain';
import { AuditLog } from '../../../../../shared/admin/audit-log';
import { errorForLog } from '../../../../../shared/logger';
import { UnitOfWork } from '../../../../../shared/unit-of-work';
import type { AddressProps } from '../../../domain/address';
import type { IdentityError } from '../../../domain/identity.errors';
import { ConfirmationCodeRepository } from '../../../domain/ports/confirmation-code.repository.port';
import { SecurityEventLog } from '../../../domain/ports/security-event.repository.port';
import { UserRepository } from '../../../domain/ports/user.repository.port';
import type { User } from '../../../domain/user';
import { IdentityMailer } from '../../mail/identity-mailer';
import type { AdminDeleteAddressCommand, AdminEditMasterDataCommand, AdminSaveAddressCommand } from './admin-edit-customer.command';

/** Why the shop owner's change was refused: the identity errors, an unknown customer, or a stale form. */
export type AdminEditCustomerError = IdentityError | { code: 'userIdUnknown' } | { code: 'adCustomerChanged' } | { code: 'adCustomerEmailTaken' } | { code: 'adCustomerIdTaken' };

/** The audited part of the master data (no secrets). */
function masterData(user: User) {
  const p = user.toProps();
  return {
    company: p.company,
    salutation: p.salutation,
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    invoiceEmail: p.invoiceEmail,
    phone: p.phone,
    customerId: p.customerId,
    incoterms: p.incoterms ?? [],
  };
}

const addressOf = (user: User, id: number | null | undefined): AddressProps | null => (id == null ? null : (user.addresses.find((a) => a.id === id) ?? null));

/**
 * The shop owner edits a customer (docs/decisions/0045-admin-customer-editor.md): master data and the address book,
 * by the account pages' rules (the same domain methods), each change under the customer's lock, refused when the
 * record changed since the admin's form was filled (version), and written to the audit log in the same transaction.
 * A changed e-mail must be free (checked under a lock on the new address) and the previous address gets a notice;
 * a customer number must not be another customer's.
 */
@Injectable()
export class AdminEditCustomerHandler {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodeRepository,
    private readonly events: SecurityEventLog,
    private readonly mailer: IdentityMailer,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  /** Loads the customer under its lock and checks the form's version. */
  private async current(userId: number, version: string): Promise<Result<User, AdminEditCustomerError>> {
    await this.uow.lock(`user:${userId}`);
    const user = await this.users.findById(userId);
    if (!user) return err({ code: 'userIdUnknown' });
    if (user.version !== version) return err({ code: 'adCustomerChanged' });
    return ok(user);
  }

  async editMasterData(command: AdminEditMasterDataCommand): Promise<Result<User, AdminEditCustomerError>> {
    const result = await this.uow.run(async (): Promise<Result<{ user: User; previousEmail: string | null }, AdminEditCustomerError>> => {
      const found = await this.current(command.userId, command.version);
      if (!found.ok) return found;
      const user = found.value;
      const before = masterData(user);
      const edited = user.editMasterData(command.data);
      if (!edited.ok) return edited;
      const after = masterData(user);
      if (edited.value.emailChanged) {
        await this.uow.lock(`user-email:${after.email}`);
        const holder = await this.users.findByEmail(after.email);
        if (holder && holder.id !== user.id) return err({ code: 'adCustomerEmailTaken' });
      }
      if (after.customerId !== null && after.customerId !== before.customerId) {
        await this.uow.lock(`user-customer-id:${after.customerId}`);
        const holders = await this.users.idsWithCustomerId(after.customerId);
        if (holders.some((id) => id !== user.id)) return err({ code: 'adCustomerIdTaken' });
      }
      const saved = await this.users.save(user);
      if (edited.value.emailChanged) {
        const now = new Date();
        // Links mailed to the previous address no longer apply (as after the customer's own e-mail change).
        await this.codes.invalidateOpen(user.id, 'emailChange', now);
        await this.codes.invalidateOpen(user.id, 'passwordReset', now);
        await this.events.record({ type: 'emailChanged', subjectKind: 'customer', subjectId: user.id, email: after.email, clientAddress: null, details: { previous: before.email, byAdmin: command.adminId } });
      }
      await this.audit.record({ adminId: command.adminId, action: 'user.edit', entity: 'user', entityId: user.id, before, after });
      return ok({ user: saved, previousEmail: edited.value.emailChanged ? before.email : null });
    });
    if (!result.ok) return result;
    const { user, previousEmail } = result.value;
    if (previousEmail !== null) {
      try {
        await this.mailer.emailChangedByShop(user, previousEmail, user.locale === 'en' ? 'en' : 'de');
      } catch (e) {
        // The change stands (it is committed); the notice is best effort, as the identity mails are sent at once.
        this.logger.error({ msg: 'e-mail change notice could not be sent', ...errorForLog(e) });
      }
    }
    return ok(user);
  }

  /** Adds (no id) or replaces an address of the customer's book; standard flags as the account's address form. */
  saveAddress(command: AdminSaveAddressCommand): Promise<Result<User, AdminEditCustomerError>> {
    return this.uow.run(async () => {
      const found = await this.current(command.userId, command.version);
      if (!found.ok) return found;
      const user = found.value;
      const before = addressOf(user, command.address.id);
      const saved = user.saveAddress(command.address);
      if (!saved.ok) return saved;
      const stored = await this.users.save(user);
      const after = command.address.id == null ? stored.addresses[stored.addresses.length - 1] : addressOf(stored, command.address.id);
      await this.audit.record({ adminId: command.adminId, action: before ? 'user.address.update' : 'user.address.create', entity: 'user', entityId: user.id, before, after });
      return ok(stored);
    });
  }

  deleteAddress(command: AdminDeleteAddressCommand): Promise<Result<User, AdminEditCustomerError>> {
    return this.uow.run(async () => {
      const found = await this.current(command.userId, command.version);
      if (!found.ok) return found;
      const user = found.value;
      const before = addressOf(user, command.addressId);
      const deleted = user.deleteAddress(command.addressId);
      if (!deleted.ok) return deleted;
      const stored = await this.users.save(user);
      await this.audit.record({ adminId: command.adminId, action: 'user.address.delete', entity: 'user', entityId: user.id, before, after: null });
      return ok(stored);
    });
  }
}
