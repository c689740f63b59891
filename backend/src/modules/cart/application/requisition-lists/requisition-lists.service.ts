import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  canChangeList,
  canKeepLists,
  canOrderList,
  canSeeList,
  listLineProblem,
  mergeLines,
  normalizeListName,
  REQUISITION_LIST_LIMITS,
  validateListName,
  type ListLineMessageId,
  type ListLineProduct,
  type ListMember,
} from '@shop/domain';
import { CART_LIMITS, toCartQuantity, type Cart, type CartLine } from '@shop/domain/cart';
import { UnitOfWork } from '../../../../shared/unit-of-work';
import { CompanyDirectory, IdentityPortBindings, type CompanyMember } from '../../../identity';
import { CartCatalogue, type CartLocale } from '../../domain/ports/cart-catalogue.port';
import { CustomerCartRepository } from '../../domain/ports/customer-cart.repository.port';
import { RequisitionListRepository, type RequisitionList, type RequisitionListHead, type RequisitionListLine } from '../../domain/ports/requisition-list.repository.port';
import { RequisitionListError, RequisitionListErrorCode as E } from '../../domain/requisition-list.errors';
import { CustomerCartQuery } from '../queries/customer-cart/customer-cart.query';

/** A list as its member sees it. */
export interface RequisitionListView {
  readonly id: number;
  readonly name: string;
  readonly shared: boolean;
  readonly version: number;
  /** The asking member's own list. */
  readonly own: boolean;
  readonly ownerName: string;
  readonly lineCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Whether the asking member may rename, share, delete it and change its lines. */
  readonly mayChange: boolean;
  /** Whether the asking member may put it into the own cart. */
  readonly mayOrder: boolean;
}

export interface RequisitionListLineView extends CartLine {
  readonly id: number;
  /** The article's or configured product's name in the locale asked for; null when no longer for sale. */
  readonly name: string | null;
}

export interface RequisitionListDetail extends RequisitionListView {
  readonly lines: RequisitionListLineView[];
}

/** A line refused on the way into the list, by its index among the lines sent (or taken from the cart or order). */
export interface SkippedLine {
  readonly index: number;
  readonly productId: string;
  readonly messageId: ListLineMessageId;
}

/** Where added lines come from. */
export type LineSource = { readonly lines: readonly CartLine[] } | { readonly fromCart: true } | { readonly fromOrderId: number };

/**
 * Requisition lists (docs/requisition-lists.md): the member behind a login is asked of identity's company
 * directory on every call, and every answer follows the pure rules of @shop/domain — a list the member may not see
 * does not exist for it; lines follow the cart position's rules (catalogue article or configured product, the one
 * quantity rule), merged by the cart's merge rule; a change names the version it was made on.
 */
@Injectable()
export class RequisitionListsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly lists: RequisitionListRepository,
    private readonly directory: CompanyDirectory,
    private readonly bindings: IdentityPortBindings,
    private readonly catalogue: CartCatalogue,
    private readonly carts: CustomerCartRepository,
    private readonly cartQuery: CustomerCartQuery,
  ) {}

  /** The member behind a login; an unknown or inactive login has no lists (404 on everything). */
  private async member(userId: number): Promise<CompanyMember> {
    const member = await this.directory.memberOf(userId);
    if (!member || !member.active) throw new RequisitionListError(E.notFound);
    return member;
  }

  private async names(member: CompanyMember): Promise<Map<number, string>> {
    return new Map((await this.directory.membersOf(member.companyId)).map((m) => [m.userId, m.name]));
  }

  private view(member: ListMember, list: RequisitionListHead, owners: Map<number, string>): RequisitionListView {
    return {
      id: list.id,
      name: list.name,
      shared: list.shared,
      version: list.version,
      own: list.ownerUserId === member.userId,
      ownerName: owners.get(list.ownerUserId) ?? '',
      lineCount: list.lineCount,
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
      mayChange: canChangeList(member, list),
      mayOrder: canOrderList(member, list),
    };
  }

  /** The list if the member sees it, else not found (the same answer for every list the member may not see). */
  private visible<T extends RequisitionListHead>(member: ListMember, list: T | null): T {
    if (!list || !canSeeList(member, list)) throw new RequisitionListError(E.notFound);
    return list;
  }

  private changeable<T extends RequisitionListHead>(member: ListMember, list: T | null, version: number | undefined): T {
    const seen = this.visible(member, list);
    if (!canChangeList(member, seen)) throw new RequisitionListError(E.notAllowed);
    if (version !== undefined && version !== seen.version) throw new RequisitionListError(E.changed);
    return seen;
  }

  /** The lists the member sees, and whether the member may keep lists (a viewer only reads shared ones). */
  async all(userId: number): Promise<{ lists: RequisitionListView[]; mayKeepLists: boolean }> {
    const member = await this.member(userId);
    const owners = await this.names(member);
    const lists = (await this.lists.visibleTo(member.companyId, member.userId)).map((l) => this.view(member, l, owners));
    return { lists, mayKeepLists: canKeepLists(member) };
  }

  async one(userId: number, id: number, locale: CartLocale): Promise<RequisitionListDetail> {
    const member = await this.member(userId);
    const list = this.visible(member, await this.lists.find(id));
    return this.detail(member, list, locale);
  }

  private async detail(member: CompanyMember, list: RequisitionList, locale: CartLocale): Promise<RequisitionListDetail> {
    const known = await this.productsOf(list.lines, locale);
    const lines = list.lines.map((l, i) => ({ ...l, name: known.names[i] }));
    return { ...this.view(member, list, await this.names(member)), lines };
  }

  async create(userId: number, input: { name: string; shared: boolean }, locale: CartLocale): Promise<RequisitionListDetail> {
    const member = await this.member(userId);
    if (!canKeepLists(member)) throw new RequisitionListError(E.notAllowed);
    const id = await this.uow.run(async () => {
      await this.uow.lock(`requisition-lists:${member.userId}`);
      const names = await this.lists.namesOf(member.userId);
      if (names.length >= REQUISITION_LIST_LIMITS.maxListsPerMember) throw new RequisitionListError(E.tooMany);
      const problem = validateListName(input.name, names);
      if (problem) throw new RequisitionListError(E.invalid, { name: problem });
      return this.lists.create({ companyId: member.companyId, ownerUserId: member.userId, name: normalizeListName(input.name), shared: input.shared });
    });
    return this.one(userId, id, locale);
  }

  async change(userId: number, id: number, input: { version: number; name?: string; shared?: boolean }, locale: CartLocale): Promise<RequisitionListDetail> {
    const member = await this.member(userId);
    await this.uow.run(async () => {
      await this.uow.lock(`requisition-lists:${member.userId}`);
      const list = this.changeable(member, await this.lists.findForUpdate(id), input.version);
      let name = list.name;
      if (input.name !== undefined) {
        const problem = validateListName(input.name, await this.lists.namesOf(list.ownerUserId, list.id));
        if (problem) throw new RequisitionListError(E.invalid, { name: problem });
        name = normalizeListName(input.name);
      }
      await this.lists.update(id, { name, shared: input.shared ?? list.shared });
    });
    return this.one(userId, id, locale);
  }

  async remove(userId: number, id: number, version: number): Promise<void> {
    const member = await this.member(userId);
    await this.uow.run(async () => {
      this.changeable(member, await this.lists.findForUpdate(id), version);
      await this.lists.delete(id);
    });
  }

  /**
   * Adds lines — sent ones (a product page), the member's server cart, or every position of an own order — merged
   * into the list by the cart's rules; lines that break a rule are skipped and named, the others are added.
   */
  async addLines(userId: number, id: number, source: LineSource, version: number | undefined, locale: CartLocale): Promise<{ list: RequisitionListDetail; skipped: SkippedLine[] }> {
    const member = await this.member(userId);
    this.changeable(member, await this.lists.find(id), version);
    const added = await this.linesOf(member, source);
    const known = await this.productsOf(added, 'de');
    const skipped: SkippedLine[] = [];
    await this.uow.run(async () => {
      const list = this.changeable(member, await this.lists.findForUpdate(id), version);
      const rules = new Map(added.map((l, i) => [l, known.rules[i]]));
      const merged = mergeLines<CartLine & { id?: number }>(list.lines, added, (line) => rules.get(line), REQUISITION_LIST_LIMITS.maxLines, 'requisitionListFull');
      skipped.push(...merged.refused.map((r) => ({ index: r.index, productId: added[r.index].productId, messageId: r.messageId })));
      if (merged.refused.length < added.length) await this.lists.update(id, { name: list.name, shared: list.shared }, merged.lines);
    });
    return { list: await this.one(userId, id, locale), skipped };
  }

  /** Sets a line's quantity, by its product's rule. */
  async changeLine(userId: number, id: number, lineId: number, input: { version: number; qty: string }, locale: CartLocale): Promise<RequisitionListDetail> {
    const member = await this.member(userId);
    await this.uow.run(async () => {
      const list = this.changeable(member, await this.lists.findForUpdate(id), input.version);
      const line = list.lines.find((l) => l.id === lineId);
      if (!line) throw new RequisitionListError(E.notFound);
      const changed = { ...line, qty: toCartQuantity(input.qty) ?? input.qty };
      const [rule] = (await this.productsOf([changed], 'de')).rules;
      const problem = listLineProblem(changed, rule);
      if (problem) throw new RequisitionListError(E.invalid, { qty: problem });
      await this.lists.update(id, { name: list.name, shared: list.shared }, list.lines.map((l) => (l.id === lineId ? changed : l)));
    });
    return this.one(userId, id, locale);
  }

  async removeLine(userId: number, id: number, lineId: number, version: number, locale: CartLocale): Promise<RequisitionListDetail> {
    const member = await this.member(userId);
    await this.uow.run(async () => {
      const list = this.changeable(member, await this.lists.findForUpdate(id), version);
      if (!list.lines.some((l) => l.id === lineId)) throw new RequisitionListError(E.notFound);
      await this.lists.update(id, { name: list.name, shared: list.shared }, list.lines.filter((l) => l.id !== lineId));
    });
    return this.one(userId, id, locale);
  }

  /**
   * Puts the list — or the chosen lines — into the member's server cart by the cart's rules (merge rule, quantity
   * rule on the merged quantity, at most 500 positions): all of them, or, when one is refused, none (the refused
   * lines named with their message ids). Serialised with the cart's other writes of this customer.
   */
  async toCart(userId: number, id: number, lineIds: readonly number[] | undefined, now: Date = new Date()): Promise<{ cart: Cart; added: number }> {
    const member = await this.member(userId);
    const list = this.visible(member, await this.lists.find(id));
    if (!canOrderList(member, list)) throw new RequisitionListError(E.notAllowed);
    const chosen = lineIds ? list.lines.filter((l) => lineIds.includes(l.id)) : [...list.lines];
    if (chosen.length === 0) throw new RequisitionListError(E.empty);
    const known = await this.productsOf(chosen, 'de');
    return this.uow.run(async () => {
      await this.uow.lock(`customer-cart:${member.userId}`);
      const current = await this.cartQuery.execute(member.userId, now);
      const asPositions: CartLine[] = chosen.map(toPosition);
      const rules = new Map(asPositions.map((p, i) => [p, known.rules[i]]));
      const merged = mergeLines(current?.positions ?? [], asPositions, (line) => rules.get(line), CART_LIMITS.maxPositions, 'cartPositionLimitReached');
      if (merged.refused.length > 0) {
        throw new RequisitionListError(E.linesRefused, Object.fromEntries(merged.refused.map((r) => [`lines.${chosen[r.index].id}`, r.messageId])));
      }
      const cart: Cart = { id: current?.id ?? `rl-${randomUUID()}`, positions: merged.lines.map(toPosition), dateUpdated: now.toISOString() };
      return { cart: await this.carts.save(member.userId, cart), added: chosen.length };
    });
  }

  /** The list's lines for a file (export), after the visibility check. */
  async linesForFile(userId: number, id: number): Promise<{ name: string; lines: CartLine[] }> {
    const member = await this.member(userId);
    const list = this.visible(member, await this.lists.find(id));
    return { name: list.name, lines: list.lines.map(toPosition) };
  }

  /** Checks that the member may add lines to the list (before a file is read for it). */
  async assertChangeable(userId: number, id: number): Promise<void> {
    const member = await this.member(userId);
    this.changeable(member, await this.lists.find(id), undefined);
  }

  private async linesOf(member: CompanyMember, source: LineSource): Promise<CartLine[]> {
    if ('lines' in source) return source.lines.map(toPosition);
    if ('fromCart' in source) return ((await this.cartQuery.execute(member.userId))?.positions ?? []).map(toPosition);
    const order = (await this.bindings.customerOrders().ordersOfCustomer(member.userId)).find((o) => Number(o.id) === source.fromOrderId);
    if (!order) throw new RequisitionListError(E.orderNotFound);
    return orderPositions(order);
  }

  /** What the rules need of each line (same order): its product's facts (undefined: unknown or refused) and name. */
  private async productsOf(lines: readonly CartLine[], locale: CartLocale): Promise<{ rules: Array<ListLineProduct | undefined>; names: Array<string | null> }> {
    const articleIds = [...new Set(lines.filter((l) => !l.customProductType).map((l) => l.productId))];
    const products = articleIds.length > 0 ? await this.catalogue.products(articleIds, locale) : new Map();
    const configuredLines = lines.filter((l) => l.customProductType);
    const configured =
      configuredLines.length > 0
        ? await this.catalogue.configured(configuredLines.map((l) => ({ productId: l.productId, customProductType: l.customProductType!, customConfiguration: l.customConfiguration })), locale)
        : [];
    const configuredOf = new Map(configuredLines.map((l, i) => [l, configured[i]]));
    const rules: Array<ListLineProduct | undefined> = [];
    const names: Array<string | null> = [];
    for (const line of lines) {
      if (line.customProductType) {
        const answer = configuredOf.get(line) ?? null;
        rules.push(answer ? { isOnlyOnRequest: false } : undefined);
        names.push(answer?.name ?? null);
      } else {
        const product = products.get(line.productId);
        rules.push(product ? { isOnlyOnRequest: product.isOnlyOnRequest, orderQuantity: product.orderQuantity } : undefined);
        names.push(product?.name ?? null);
      }
    }
    return { rules, names };
  }
}

/** A line with only the cart position's four fields (a list line's id left out). */
function toPosition(line: CartLine | RequisitionListLine): CartLine {
  return {
    productId: line.productId,
    qty: line.qty,
    ...(line.customProductType ? { customProductType: line.customProductType } : {}),
    ...(line.customConfiguration !== undefined && line.customConfiguration !== null ? { customConfiguration: line.customConfiguration } : {}),
  };
}

/** An order's positions (checkout's order shape, passed through identity) as cart lines. */
function orderPositions(order: Readonly<Record<string, unknown>>): CartLine[] {
  const positions = Array.isArray(order.positions) ? (order.positions as Array<Record<string, unknown>>) : [];
  return positions.flatMap((p) => {
    const product = p.product as { id?: unknown } | undefined;
    const productId = typeof product?.id === 'string' ? product.id : null;
    const qty = typeof p.qty === 'string' || typeof p.qty === 'number' ? toCartQuantity(p.qty) : null;
    if (!productId || !qty) return [];
    const custom = typeof p.customProductType === 'string' && p.customProductType ? p.customProductType : null;
    return [{ productId, qty, ...(custom ? { customProductType: custom } : {}), ...(custom && p.customConfiguration ? { customConfiguration: p.customConfiguration } : {}) }];
  });
}
