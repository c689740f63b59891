import type { CartLine } from './cart';
import { CONFIGURED_PRODUCT_ORDER_QUANTITY, type OrderQuantityInfo } from './order-quantity';
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
  type ListLineProduct,
  type ListMember,
} from './requisition-lists';

const PIECES: OrderQuantityInfo = { min: 1, increment: 1, default: 1, showButtons: true, hasDecimalOrderQuantity: false };
const TENS: OrderQuantityInfo = { min: 10, max: 50, increment: 10, default: 10, showButtons: true, hasDecimalOrderQuantity: false };
const METRES: OrderQuantityInfo = { min: 0.5, increment: 0.1, default: 1, showButtons: true, hasDecimalOrderQuantity: true };

const CATALOGUE: Record<string, ListLineProduct> = {
  P: { isOnlyOnRequest: false, orderQuantity: PIECES },
  T: { isOnlyOnRequest: false, orderQuantity: TENS },
  M: { isOnlyOnRequest: false, orderQuantity: METRES },
  R: { isOnlyOnRequest: true, orderQuantity: PIECES },
};
const products = (line: CartLine) => (line.customProductType ? (line.productId.startsWith('OK') ? { isOnlyOnRequest: false, orderQuantity: CONFIGURED_PRODUCT_ORDER_QUANTITY } : undefined) : CATALOGUE[line.productId]);

describe('list names', () => {
  it('trims and joins white space', () => {
    expect(normalizeListName('  Werkstatt \t Nord  ')).toBe('Werkstatt Nord');
  });

  it('takes 1 to 80 characters and refuses control characters', () => {
    expect(validateListName('Werkstatt')).toBeNull();
    expect(validateListName('x'.repeat(80))).toBeNull();
    expect(validateListName('x'.repeat(81))).toBe('requisitionListNameTooLong');
    expect(validateListName('   ')).toBe('requisitionListNameEmpty');
    expect(validateListName(undefined)).toBe('requisitionListNameEmpty');
    expect(validateListName('a\u0000b')).toBe('requisitionListNameInvalid');
  });

  it('is unique per owner, case and spacing ignored', () => {
    expect(validateListName('werkstatt  nord', ['Werkstatt Nord'])).toBe('requisitionListNameTaken');
    expect(validateListName('Werkstatt Süd', ['Werkstatt Nord'])).toBeNull();
  });
});

describe('who may do what with a list', () => {
  const owner: ListMember = { userId: 1, companyId: 10, role: 'buyer' };
  const colleague: ListMember = { userId: 2, companyId: 10, role: 'buyer' };
  const admin: ListMember = { userId: 3, companyId: 10, role: 'admin' };
  const viewer: ListMember = { userId: 4, companyId: 10, role: 'viewer' };
  const stranger: ListMember = { userId: 5, companyId: 11, role: 'admin' };
  const privateList = { companyId: 10, ownerUserId: 1, shared: false };
  const sharedList = { ...privateList, shared: true };

  it('a private list exists only for its owner', () => {
    expect(canSeeList(owner, privateList)).toBe(true);
    for (const other of [colleague, admin, viewer, stranger]) expect(canSeeList(other, privateList)).toBe(false);
  });

  it('a shared list is seen by the company, changed by its owner or an admin, ordered by whoever keeps lists', () => {
    for (const m of [owner, colleague, admin, viewer]) expect(canSeeList(m, sharedList)).toBe(true);
    expect(canSeeList(stranger, sharedList)).toBe(false);
    expect(canChangeList(owner, sharedList)).toBe(true);
    expect(canChangeList(admin, sharedList)).toBe(true);
    expect(canChangeList(colleague, sharedList)).toBe(false);
    expect(canChangeList(viewer, sharedList)).toBe(false);
    expect(canOrderList(colleague, sharedList)).toBe(true);
    expect(canOrderList(viewer, sharedList)).toBe(false);
    expect(canOrderList(stranger, sharedList)).toBe(false);
  });

  it('a viewer keeps no lists', () => {
    expect(canKeepLists(viewer)).toBe(false);
    expect(canKeepLists(owner)).toBe(true);
  });
});

describe('list lines', () => {
  it('checks a line as a cart position', () => {
    expect(listLineProblem({ productId: 'P', qty: '2' }, CATALOGUE.P)).toBeNull();
    expect(listLineProblem({ productId: 'P', qty: '2.5' }, CATALOGUE.P)).toBe('invalidOrderQuantityInteger');
    expect(listLineProblem({ productId: 'T', qty: '15' }, CATALOGUE.T)).toBe('invalidOrderQuantityIncrement');
    expect(listLineProblem({ productId: 'X', qty: '1' }, undefined)).toBe('productIdUnknown');
    expect(listLineProblem({ productId: 'R', qty: '1' }, CATALOGUE.R)).toBe('productOnlyOnRequest');
    expect(listLineProblem({ productId: 'BAD', qty: '1', customProductType: 'hose' }, undefined)).toBe('customProductInvalid');
  });

  it('merges lines of the same article and keeps other configurations apart', () => {
    const existing = [{ productId: 'P', qty: '2' }, { productId: 'OK-1', qty: '1', customProductType: 'hose', customConfiguration: { a: 1 } }];
    const { lines, refused } = mergeLines(
      existing,
      [
        { productId: 'P', qty: '3' },
        { productId: 'M', qty: '1.5' },
        { productId: 'OK-1', qty: '2', customProductType: 'hose', customConfiguration: { a: 1 } },
        { productId: 'OK-1', qty: '1', customProductType: 'hose', customConfiguration: { a: 2 } },
      ],
      products,
      10,
      'requisitionListFull',
    );
    expect(refused).toEqual([]);
    expect(lines.map((l) => [l.productId, l.qty])).toEqual([['P', '5'], ['OK-1', '3'], ['M', '1.5'], ['OK-1', '1']]);
  });

  it('checks the merged sum too, and refuses what does not fit', () => {
    const { lines, refused } = mergeLines([{ productId: 'T', qty: '40' }], [{ productId: 'T', qty: '20' }, { productId: 'P', qty: '1' }, { productId: 'X', qty: '1' }], products, 1, 'cartPositionLimitReached');
    expect(lines).toEqual([{ productId: 'T', qty: '40' }]);
    expect(refused).toEqual([
      { index: 0, messageId: 'invalidOrderQuantityMax' },
      { index: 1, messageId: 'cartPositionLimitReached' },
      { index: 2, messageId: 'productIdUnknown' },
    ]);
  });

  it('bounds a list as a cart', () => {
    expect(REQUISITION_LIST_LIMITS.maxLines).toBe(500);
  });
});
