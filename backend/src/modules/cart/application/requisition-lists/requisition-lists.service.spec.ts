import type { OrderQuantityInfo } from '@shop/domain';
import type { IdentityPortBindings, CompanyDirectory, CompanyMember } from '../../../identity';
import { CartCatalogue, type CartCatalogueProduct } from '../../domain/ports/cart-catalogue.port';
import { RequisitionListRepository, type RequisitionList, type RequisitionListHead, type RequisitionListLineInput } from '../../domain/ports/requisition-list.repository.port';
import { RequisitionListError } from '../../domain/requisition-list.errors';
import { FixedCartSettings, ImmediateUnitOfWork, InMemoryCustomerCartRepository } from '../../testing/fakes';
import { CustomerCartQuery } from '../queries/customer-cart/customer-cart.query';
import { RequisitionListsService } from './requisition-lists.service';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const pieces: OrderQuantityInfo = { min: 1, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false };
const tens: OrderQuantityInfo = { min: 10, increment: 10, default: 10, showButtons: true, hasDecimalOrderQuantity: false };

class FakeCatalogue extends CartCatalogue {
  private readonly known = new Map<string, CartCatalogueProduct>([
    ['P', { id: 'P', name: 'Kupplung', isOnlyOnRequest: false, orderQuantity: pieces }],
    ['T', { id: 'T', name: 'Fassung', isOnlyOnRequest: false, orderQuantity: tens }],
  ]);

  async products(ids: readonly string[]) {
    return new Map([...this.known].filter(([id]) => ids.includes(id)));
  }

  async configured() {
    return [];
  }
}

class InMemoryLists extends RequisitionListRepository {
  private next = 1;
  private nextLine = 1;
  readonly lists = new Map<number, RequisitionList>();

  async visibleTo(companyId: number, userId: number): Promise<RequisitionListHead[]> {
    return [...this.lists.values()].filter((l) => l.companyId === companyId && (l.ownerUserId === userId || l.shared));
  }
  async find(id: number) {
    return this.lists.get(id) ?? null;
  }
  findForUpdate(id: number) {
    return this.find(id);
  }
  async namesOf(owner: number, exceptId?: number) {
    return [...this.lists.values()].filter((l) => l.ownerUserId === owner && l.id !== exceptId).map((l) => l.name);
  }
  async create(list: { companyId: number; ownerUserId: number; name: string; shared: boolean }) {
    const id = this.next++;
    this.lists.set(id, { ...list, id, version: 1, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), lineCount: 0, lines: [] });
    return id;
  }
  async update(id: number, head: { name: string; shared: boolean }, lines?: readonly RequisitionListLineInput[]) {
    const list = this.lists.get(id)!;
    const stored = lines ? lines.map((l) => ({ ...l, id: l.id ?? this.nextLine++ })) : list.lines;
    this.lists.set(id, { ...list, ...head, version: list.version + 1, lines: stored, lineCount: stored.length });
  }
  async delete(id: number) {
    this.lists.delete(id);
  }
}

const member = (userId: number, companyId: number, role: CompanyMember['role']): CompanyMember => ({
  userId,
  companyId,
  companyName: `Firma ${companyId}`,
  customerNumber: null,
  role,
  limits: { perOrderCents: null, perMonthCents: null },
  active: true,
  status: 'active',
  email: `m${userId}@firma.example`,
  name: `Mitglied ${userId}`,
  locale: 'de',
});

const MEMBERS = [member(1, 1, 'admin'), member(2, 1, 'buyer'), member(3, 1, 'viewer'), member(4, 4, 'admin')];

function setup() {
  const lists = new InMemoryLists();
  const carts = new InMemoryCustomerCartRepository();
  const uow = new ImmediateUnitOfWork();
  const directory = {
    memberOf: async (id: number) => MEMBERS.find((m) => m.userId === id) ?? null,
    membersOf: async (companyId: number) => MEMBERS.filter((m) => m.companyId === companyId),
  } as unknown as CompanyDirectory;
  const bindings = { customerOrders: () => ({ ordersOfCustomer: async () => [] }) } as unknown as IdentityPortBindings;
  const service = new RequisitionListsService(uow, lists, directory, bindings, new FakeCatalogue(), carts, new CustomerCartQuery(carts, new FixedCartSettings(null)));
  return { service, lists, carts, uow };
}

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return null;
  } catch (e) {
    return e instanceof RequisitionListError ? { code: e.code, fields: e.fields } : e;
  }
};

describe('requisition lists use cases', () => {
  it('a shared list is another company’s 404 and a viewer’s read-only list', async () => {
    const { service } = setup();
    const list = await service.create(1, { name: 'Werkstatt', shared: true }, 'de');
    expect((await service.one(2, list.id, 'de')).ownerName).toBe('Mitglied 1');
    expect(await service.one(3, list.id, 'de')).toMatchObject({ mayChange: false, mayOrder: false });
    expect(await codeOf(service.one(4, list.id, 'de'))).toEqual({ code: 'requisitionListNotFound', fields: undefined });
    expect(await codeOf(service.toCart(4, list.id, undefined, NOW))).toEqual({ code: 'requisitionListNotFound', fields: undefined });
    expect(await codeOf(service.toCart(3, list.id, undefined, NOW))).toEqual({ code: 'requisitionListNotAllowed', fields: undefined });
    expect(await codeOf(service.create(3, { name: 'Viewer', shared: false }, 'de'))).toEqual({ code: 'requisitionListNotAllowed', fields: undefined });
    expect((await service.all(4)).lists).toEqual([]);
  });

  it('a change names the version it was made on', async () => {
    const { service } = setup();
    const list = await service.create(2, { name: 'Halle', shared: false }, 'de');
    const renamed = await service.change(2, list.id, { version: list.version, name: 'Halle 2' }, 'de');
    expect(renamed).toMatchObject({ name: 'Halle 2', version: list.version + 1 });
    expect(await codeOf(service.change(2, list.id, { version: list.version, shared: true }, 'de'))).toEqual({ code: 'requisitionListChanged', fields: undefined });
  });

  it('to the cart: all chosen lines by the cart’s rules, or none, under the customer’s cart lock', async () => {
    const { service, lists, carts, uow } = setup();
    const list = await service.create(1, { name: 'Werkstatt', shared: true }, 'de');
    await service.addLines(1, list.id, { lines: [{ productId: 'P', qty: '2' }, { productId: 'T', qty: '20' }] }, undefined, 'de');
    await carts.save(2, { id: 'c', positions: [{ productId: 'T', qty: '5' }], dateUpdated: NOW.toISOString() });
    const [p, t] = lists.lists.get(list.id)!.lines;
    // T: 5 in the cart + 20 = 25, no multiple of 10: nothing is added.
    expect(await codeOf(service.toCart(2, list.id, undefined, NOW))).toEqual({ code: 'requisitionListLinesRefused', fields: { [`lines.${t.id}`]: 'invalidOrderQuantityIncrement' } });
    expect((await carts.find(2))!.positions).toEqual([{ productId: 'T', qty: '5' }]);
    const done = await service.toCart(2, list.id, [p.id], NOW);
    expect(done).toMatchObject({ added: 1, cart: { id: 'c', positions: [{ productId: 'T', qty: '5' }, { productId: 'P', qty: '2' }] } });
    expect(uow.locks).toContain('customer-cart:2');
  });
});
