/**
 * Requisition lists (docs/requisition-lists.md): named lists of a company member's articles and configured
 * products with quantities, private or shared within the company. Pure rules shared by the server (which
 * decides) and the browser (which explains): names, bounds, who may read, change and order a list, merging
 * lines, and putting lines into the cart by the cart's own rules (one quantity rule: {@link validatePositionQuantity}).
 */
import { addCartLine, CART_LIMITS, isSameCartLine, toCartQuantity, type CartLine } from './cart';
import { companyCan, type CompanyRole } from './company';
import { validatePositionQuantity, type OrderQuantityInfo, type OrderQuantityMessageId } from './order-quantity';

export const REQUISITION_LIST_LIMITS = {
  /** Characters of a list name (after trimming). */
  maxNameLength: 80,
  /** Lines of one list (as many as a cart may hold). */
  maxLines: CART_LIMITS.maxPositions,
  /** Lists a member owns. */
  maxListsPerMember: 50,
} as const;

export type RequisitionListNameError = 'requisitionListNameEmpty' | 'requisitionListNameTooLong' | 'requisitionListNameInvalid' | 'requisitionListNameTaken';

/** A name as it is stored: trimmed, inner runs of white space made one space. */
export function normalizeListName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Control characters (a name is one line of text). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A list name's problem, or null: 1 to 80 characters once normalised, no control characters, and not the name of
 * another list of the same owner (`otherNames`; case is ignored).
 */
export function validateListName(raw: unknown, otherNames: readonly string[] = []): RequisitionListNameError | null {
  if (typeof raw !== 'string') return 'requisitionListNameEmpty';
  if (CONTROL.test(raw.replace(/[\t\r\n]/g, ' '))) return 'requisitionListNameInvalid';
  const name = normalizeListName(raw);
  if (name.length === 0) return 'requisitionListNameEmpty';
  if ([...name].length > REQUISITION_LIST_LIMITS.maxNameLength) return 'requisitionListNameTooLong';
  const key = name.toLocaleLowerCase('de');
  if (otherNames.some((n) => normalizeListName(n).toLocaleLowerCase('de') === key)) return 'requisitionListNameTaken';
  return null;
}

/** Who asks: a member of a company with a role. */
export interface ListMember {
  readonly userId: number;
  readonly companyId: number;
  readonly role: CompanyRole;
}

/** What the access rules read of a list. */
export interface ListAccessFacts {
  readonly companyId: number;
  readonly ownerUserId: number;
  readonly shared: boolean;
}

/**
 * Whether the member sees the list at all: a list of the own company that is the member's own or shared. Anything
 * else does not exist for the member (the server answers 404, never 403, and no data).
 */
export function canSeeList(member: ListMember, list: ListAccessFacts): boolean {
  return list.companyId === member.companyId && (list.ownerUserId === member.userId || list.shared);
}

/**
 * Whether the member may change a list it sees (rename, share, lines, delete): it needs the keepLists permission,
 * and a shared list is changed only by its owner or a company admin.
 */
export function canChangeList(member: ListMember, list: ListAccessFacts): boolean {
  if (!canSeeList(member, list) || !companyCan(member.role, 'keepLists')) return false;
  return list.ownerUserId === member.userId || member.role === 'admin';
}

/** Whether the member may put a list it sees into the own cart: the keepLists permission (a viewer may only read). */
export function canOrderList(member: ListMember, list: ListAccessFacts): boolean {
  return canSeeList(member, list) && companyCan(member.role, 'keepLists');
}

/** Whether the member may create lists (and so keep own ones): the keepLists permission. */
export function canKeepLists(member: Pick<ListMember, 'role'>): boolean {
  return companyCan(member.role, 'keepLists');
}

export type ListLineMessageId = OrderQuantityMessageId | 'productIdUnknown' | 'productOnlyOnRequest' | 'customProductInvalid' | 'requisitionListFull' | 'cartPositionLimitReached';

/** What the rules know of a line's product: unknown (undefined), or whether it is sold and its quantity rule. */
export interface ListLineProduct {
  readonly isOnlyOnRequest: boolean;
  readonly orderQuantity?: OrderQuantityInfo;
}

/**
 * A line's problem by the rules a cart position follows, or null: a configured product its configurator accepts
 * (`product` given), a known article that is not only on request, and the quantity by the position's rule.
 */
export function listLineProblem(line: CartLine, product: ListLineProduct | undefined): ListLineMessageId | null {
  if (!product) return line.customProductType ? 'customProductInvalid' : 'productIdUnknown';
  if (!line.customProductType && product.isOnlyOnRequest) return 'productOnlyOnRequest';
  return validatePositionQuantity(line.qty, line, product.orderQuantity);
}

export interface MergeOutcome<L extends CartLine> {
  readonly lines: L[];
  /** The added lines refused, by their index among the added ones. */
  readonly refused: ReadonlyArray<{ readonly index: number; readonly messageId: ListLineMessageId }>;
}

/**
 * Adds lines to a list or a cart by the cart's merge rule ({@link addCartLine}: the same article — or the same
 * configured product — joins its line and the quantities add up), each checked first on its own and then, merged,
 * as the sum ({@link listLineProblem}); an added line that would exceed `maxLines` is refused with `fullMessage`.
 * `products(line)` answers what is known of a line's product.
 */
export function mergeLines<L extends CartLine>(
  existing: readonly L[],
  added: readonly L[],
  products: (line: CartLine) => ListLineProduct | undefined,
  maxLines: number,
  fullMessage: 'requisitionListFull' | 'cartPositionLimitReached',
): MergeOutcome<L> {
  let lines = [...existing];
  const refused: Array<{ index: number; messageId: ListLineMessageId }> = [];
  added.forEach((line, index) => {
    const product = products(line);
    const own = listLineProblem(line, product);
    const into = lines.find((l) => isSameCartLine(l, line));
    const result = own === null ? addCartLine(lines, line) : null;
    const merged = result ? result.positions[result.index] : null;
    const problem = own ?? (merged && into ? listLineProblem(merged, product) : null) ?? (merged && toCartQuantity(merged.qty) === null ? 'invalidOrderQuantityMax' : null);
    if (problem !== null) refused.push({ index, messageId: problem });
    else if (!into && lines.length >= maxLines) refused.push({ index, messageId: fullMessage });
    else lines = result!.positions;
  });
  return { lines, refused };
}
