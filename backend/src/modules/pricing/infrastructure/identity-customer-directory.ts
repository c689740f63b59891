import { Injectable } from '@nestjs/common';
import { CustomerDirectory as IdentityCustomers, type DirectoryCustomer as IdentityCustomer } from '../../identity';
import { CustomerDirectory, type DirectoryCustomer } from '../domain/ports/customer-directory.port';

const toCustomer = (c: IdentityCustomer): DirectoryCustomer => ({ id: c.id, email: c.email, company: c.company, name: c.name, pricingGroup: c.pricingGroup, active: c.active });

/** Pricing's customer look-ups answered by identity's customer directory (identity owns the customers' table). */
@Injectable()
export class IdentityCustomerDirectory extends CustomerDirectory {
  constructor(private readonly customers: IdentityCustomers) {
    super();
  }

  async byId(id: number): Promise<DirectoryCustomer | null> {
    const customer = await this.customers.byId(id);
    return customer ? toCustomer(customer) : null;
  }

  async byEmail(email: string): Promise<DirectoryCustomer | null> {
    const customer = await this.customers.byEmail(email);
    return customer ? toCustomer(customer) : null;
  }

  async search(term: string, limit: number): Promise<DirectoryCustomer[]> {
    return (await this.customers.search(term, limit)).map(toCustomer);
  }

  pricingGroups(): Promise<string[]> {
    return this.customers.pricingGroups();
  }
}
