import {
  addCartLine,
  catalogueProductIds,
  isCartExpired,
  removeCartProduct,
  removeVanishedProducts,
  setCartLineQuantity,
  type CartLine,
} from './cart';

const line = (productId: string, qty: string, extra: Partial<CartLine> = {}): CartLine => ({ productId, qty, ...extra });

describe('cart rules', () => {
  describe('adding', () => {
    it('appends a product the cart does not hold yet', () => {
      const result = addCartLine([line('A-1', '2')], line('B-2', '1'));
      expect(result?.positions).toEqual([line('A-1', '2'), line('B-2', '1')]);
      expect(result).toMatchObject({ index: 1, merged: false });
    });

    it('merges into the position of the same product, adding the quantities', () => {
      const result = addCartLine([line('A-1', '2'), line('B-2', '1')], line('A-1', '3'));
      expect(result?.positions).toEqual([line('A-1', '5'), line('B-2', '1')]);
      expect(result).toMatchObject({ index: 0, merged: true });
    });

    it('adds decimal quantities exactly', () => {
      expect(addCartLine([line('H-1', '0.1')], line('H-1', '0.2'))?.positions).toEqual([line('H-1', '0.3')]);
      expect(addCartLine([line('H-1', '1.5')], line('H-1', '2.50'))?.positions).toEqual([line('H-1', '4')]);
    });

    it('keeps custom product types of one product apart', () => {
      const result = addCartLine([line('A-1', '1')], line('A-1', '1', { customProductType: 'hose' }));
      expect(result?.positions).toHaveLength(2);
    });

    it('never merges a line that brings its own configuration', () => {
      const configured = line('SC123456', '1', { customProductType: 'hose', customConfiguration: { endA: 1 } });
      const result = addCartLine([configured], configured);
      expect(result?.positions).toHaveLength(2);
    });

    it('refuses a quantity that is no number and leaves the cart alone', () => {
      const positions = [line('A-1', '1')];
      expect(addCartLine(positions, line('A-1', 'abc'))).toBeNull();
      expect(positions).toEqual([line('A-1', '1')]);
    });

    it('keeps the other fields of the position it merges into', () => {
      const result = addCartLine([{ ...line('A-1', '1'), invalid: true }], { ...line('A-1', '1'), invalid: false });
      expect(result?.positions[0]).toEqual({ productId: 'A-1', qty: '2', invalid: true });
    });
  });

  it('deleting removes every position of the product', () => {
    const positions = [line('A-1', '1'), line('B-2', '1'), line('A-1', '2', { customProductType: 'hose' })];
    expect(removeCartProduct(positions, 'A-1')).toEqual([line('B-2', '1')]);
  });

  it('updating sets the quantity of the product', () => {
    expect(setCartLineQuantity([line('A-1', '1'), line('B-2', '1')], { productId: 'B-2' }, '7.50')).toEqual([line('A-1', '1'), line('B-2', '7.5')]);
    expect(setCartLineQuantity([line('A-1', '1')], { productId: 'A-1' }, '')).toBeNull();
  });

  it('removes positions of products that no longer exist, but keeps custom products and later additions', () => {
    const hose = line('SC123456', '1', { customProductType: 'hose' });
    const positions = [line('A-1', '1'), line('GONE', '1'), hose, line('NEW', '1')];
    const checked = catalogueProductIds(positions.slice(0, 3));
    expect(checked).toEqual(['A-1', 'GONE']);
    expect(removeVanishedProducts(positions, checked, new Set(['A-1']))).toEqual([line('A-1', '1'), hose, line('NEW', '1')]);
    expect(catalogueProductIds([line('A-1', '1'), line('A-1', '3')])).toEqual(['A-1']);
  });

  describe('expiry after sales.cartTTL days', () => {
    const now = Date.parse('2026-03-31T12:00:00Z');
    it('is kept up to the last day and expired after it', () => {
      expect(isCartExpired('2026-03-01T12:00:00Z', 30, now)).toBe(false);
      expect(isCartExpired('2026-03-01T11:59:59Z', 30, now)).toBe(true);
    });
    it('never expires without a TTL; an unreadable date counts as expired', () => {
      expect(isCartExpired('2020-01-01T00:00:00Z', null, now)).toBe(false);
      expect(isCartExpired('2020-01-01T00:00:00Z', 0, now)).toBe(false);
      expect(isCartExpired('yesterday-ish', 30, now)).toBe(true);
    });
  });
});
