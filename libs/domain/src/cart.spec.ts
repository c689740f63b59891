import {
  addCartLine,
  applyCartChanges,
  cartChanges,
  catalogueProductIds,
  CUSTOM_PRODUCT_TYPES,
  isCartExpired,
  isCustomProductType,
  isFlatConfiguration,
  mergeCartOnLogin,
  toCartQuantity,
  type Cart,
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

    it('merges the same configured product (its id stands for its configuration), keeps another configuration apart', () => {
      const configured = line('SC123456', '1', { customProductType: 'hose', customConfiguration: { endA: 'K-1', length: '2' } });
      const again = addCartLine([configured], { ...configured, customConfiguration: { length: '2', endA: 'K-1' } });
      expect(again?.positions).toEqual([{ ...configured, qty: '2' }]);
      const other = addCartLine([configured], { ...configured, customConfiguration: { endA: 'K-1', length: '3' } });
      expect(other?.positions).toHaveLength(2);
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

describe('stored cart values', () => {
  it('a quantity is a positive number with at most 2 decimals below a billion, normalised', () => {
    expect(toCartQuantity('2')).toBe('2');
    expect(toCartQuantity('2.50')).toBe('2.5');
    expect(toCartQuantity(' 3 ')).toBe('3');
    expect(toCartQuantity('1e2')).toBe('100');
    expect(toCartQuantity('999999999.99')).toBe('999999999.99');
    for (const bad of ['', ' ', '0', '0.00', '-1', '1.234', '1000000000', 'abc', '2,5', 'NaN']) expect(toCartQuantity(bad)).toBeNull();
  });

  it('knows the custom product types of the configurators', () => {
    expect(CUSTOM_PRODUCT_TYPES).toEqual(['hose', 'ejector', 'automation']);
    expect(isCustomProductType('hose')).toBe(true);
    expect(isCustomProductType('Hose')).toBe(false);
    expect(isCustomProductType(undefined)).toBe(false);
  });

  it('a configuration is a flat object of scalars, at most 50 keys and 4 KB', () => {
    expect(isFlatConfiguration({ endA: 'KU-12', length: 1.5, insulated: false, note: null })).toBe(true);
    expect(isFlatConfiguration({})).toBe(true);
    expect(isFlatConfiguration({ nested: { a: 1 } })).toBe(false);
    expect(isFlatConfiguration({ list: [1] })).toBe(false);
    expect(isFlatConfiguration([])).toBe(false);
    expect(isFlatConfiguration('x')).toBe(false);
    expect(isFlatConfiguration(null)).toBe(false);
    expect(isFlatConfiguration({ n: Number.NaN })).toBe(false);
    expect(isFlatConfiguration(JSON.parse('{"__proto__": "x"}'))).toBe(false);
    expect(isFlatConfiguration({ '': 1 })).toBe(false);
    expect(isFlatConfiguration(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])))).toBe(true);
    expect(isFlatConfiguration(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])))).toBe(false);
    expect(isFlatConfiguration({ text: 'x'.repeat(4000) })).toBe(true);
    expect(isFlatConfiguration({ text: 'ü'.repeat(2100) })).toBe(false);
    expect(isFlatConfiguration(new Date())).toBe(false);
  });
});

describe('merge on login (mergeCartOnLogin)', () => {
  const NOW = new Date('2026-05-04T10:00:00.000Z');
  const cart = (id: string, positions: CartLine[]): Cart => ({ id, positions, dateUpdated: '2026-05-01T08:00:00.000Z' });

  it('worked example: local quantities win, local positions first, then the account-only ones; the account cart keeps its id', () => {
    const account = cart('acc', [line('A-1', '5'), line('B-2', '1'), line('C-3', '2')]);
    const local = cart('loc', [line('D-4', '1'), line('A-1', '2')]);
    expect(mergeCartOnLogin(account, local, NOW)).toEqual({
      id: 'acc',
      positions: [line('D-4', '1'), line('A-1', '2'), line('B-2', '1'), line('C-3', '2')],
      dateUpdated: '2026-05-04T10:00:00.000Z',
    });
  });

  it('logging in again with the cart the browser kept from last time changes nothing but the date', () => {
    const hose = line('SC123456', '1', { customProductType: 'hose', customConfiguration: { endA: 'K-1', hose: 'H-2' } });
    const account = cart('acc', [line('A-1', '2'), hose]);
    const local = cart('acc', [line('A-1', '2'), { ...hose, customConfiguration: { hose: 'H-2', endA: 'K-1' } }]);
    expect(mergeCartOnLogin(account, local, NOW)?.positions).toEqual(local.positions);
  });

  it('keeps a configured product with another configuration as a position of its own', () => {
    const account = cart('acc', [line('SC1', '1', { customProductType: 'hose', customConfiguration: { endA: 'K-1' } })]);
    const local = cart('loc', [line('SC1', '1', { customProductType: 'hose', customConfiguration: { endA: 'K-2' } })]);
    expect(mergeCartOnLogin(account, local, NOW)?.positions).toEqual([...local.positions, ...account.positions]);
  });

  it('treats a custom product type as a different line than the plain product', () => {
    const account = cart('acc', [line('A-1', '3', { customProductType: 'hose' })]);
    const local = cart('loc', [line('A-1', '1')]);
    expect(mergeCartOnLogin(account, local, NOW)?.positions).toEqual([line('A-1', '1'), line('A-1', '3', { customProductType: 'hose' })]);
  });

  it('with only one cart: that cart, with its id, dated now', () => {
    const local = cart('loc', [line('A-1', '1')]);
    expect(mergeCartOnLogin(null, local, NOW)).toEqual({ ...local, dateUpdated: NOW.toISOString() });
    const account = cart('acc', [line('B-2', '4')]);
    expect(mergeCartOnLogin(account, null, NOW)).toEqual({ ...account, dateUpdated: NOW.toISOString() });
    expect(mergeCartOnLogin(account, cart('loc', []), NOW)).toEqual({ ...account, dateUpdated: NOW.toISOString() });
  });

  it('an empty account cart still gives its id; nothing at all gives null', () => {
    expect(mergeCartOnLogin(cart('acc', []), cart('loc', [line('A-1', '1')]), NOW)?.id).toBe('acc');
    expect(mergeCartOnLogin(null, null, NOW)).toBeNull();
    expect(mergeCartOnLogin(cart('acc', []), cart('loc', []), NOW)).toBeNull();
  });

  it('leaves both carts untouched', () => {
    const account = cart('acc', [line('A-1', '5')]);
    const local = cart('loc', [line('A-1', '2')]);
    const before = JSON.stringify([account, local]);
    mergeCartOnLogin(account, local, NOW);
    expect(JSON.stringify([account, local])).toBe(before);
  });
});

describe('changes of a saved cart (what a logged-in browser sends instead of the whole cart)', () => {
  const hose = { productId: 'CFG-HOSE-1', qty: '2', customProductType: 'hose', customConfiguration: { length: 1500, fitting: 'DKOL' } };
  const otherHose = { productId: 'CFG-HOSE-1', qty: '1', customProductType: 'hose', customConfiguration: { length: 2000, fitting: 'DKOL' } };
  const a = { productId: 'AW-1', qty: '10' };
  const b = { productId: 'AW-2', qty: '2.5' };

  it('sets a quantity in place, appends a new position, removes one by product, type and configuration', () => {
    const after = applyCartChanges([a, hose, otherHose, b], [
      { productId: 'AW-2', qty: '4' },
      { productId: 'AW-3', qty: '1' },
      { productId: 'CFG-HOSE-1', customProductType: 'hose', customConfiguration: { fitting: 'DKOL', length: 2000 }, remove: true },
    ]);
    expect(after).toEqual([a, hose, { productId: 'AW-2', qty: '4' }, { productId: 'AW-3', qty: '1' }]);
  });

  it('removing what is not there changes nothing', () => {
    expect(applyCartChanges([a], [{ productId: 'AW-9', remove: true }])).toEqual([a]);
  });

  it('the changes between two carts turn the first into the second', () => {
    const from = [a, hose, otherHose, b];
    const to = [{ ...a, qty: '11' }, otherHose, { productId: 'AW-7', qty: '3' }, b];
    const changes = cartChanges(from, to);
    expect(changes).toEqual([
      { productId: 'CFG-HOSE-1', customProductType: 'hose', customConfiguration: hose.customConfiguration, remove: true },
      { ...a, qty: '11' },
      { productId: 'AW-7', qty: '3' },
    ]);
    expect(applyCartChanges(from, changes)).toEqual([{ ...a, qty: '11' }, otherHose, b, { productId: 'AW-7', qty: '3' }]);
    expect(cartChanges(to, to)).toEqual([]);
  });

  it('holds for carts made at random: the same positions with the same quantities', () => {
    const pool = [a, b, hose, otherHose, { productId: 'AW-3', qty: '1' }, { productId: 'AW-4', qty: '7' }];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const cart = () => pool.filter(() => random() < 0.5).map((p) => (random() < 0.3 ? { ...p, qty: String(1 + Math.floor(random() * 9)) } : p));
    const key = (p: { productId: string; qty: string; customConfiguration?: unknown }) => `${p.productId}|${JSON.stringify(p.customConfiguration ?? null)}|${p.qty}`;
    for (let i = 0; i < 200; i++) {
      const from = cart();
      const to = cart();
      expect(applyCartChanges(from, cartChanges(from, to)).map(key).sort()).toEqual(to.map(key).sort());
    }
  });
});
