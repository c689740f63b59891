import { CartStore, type CartStorage } from './CartStore';
import { ConfigStore } from './ConfigStore';
import { QuantityModel } from './QuantityModel';
import { SessionStore } from './SessionStore';
import { TrackingStore } from './TrackingStore';
import { FakeApi, ok } from '../test-support/fake-api';
import { productListItem, shopConfig } from '../test-support/mothers';

class MemoryStorage implements CartStorage {
  value: string | null = null;
  read(): string | null {
    return this.value;
  }
  write(value: string | null): void {
    this.value = value;
  }
}

function setup() {
  const api = new FakeApi().onPost('/api/int/add', () => ok({ accepted: true }));
  const config = new ConfigStore();
  const cart = new CartStore(api, config, new SessionStore(api), new TrackingStore(api, config), new MemoryStorage());
  config.hydrate(shopConfig());
  return { cart, tracked: () => api.callsTo('/api/int/add').length };
}

/** Packs of 5, at most 100. */
const product = productListItem('A-1', { orderQuantity: { min: 0, max: 100, increment: 5, default: 5, showButtons: true, hasDecimalOrderQuantity: false } });

describe('QuantityModel of a cart position', () => {
  it('starts at the position quantity in the locale and writes valid changes to the cart', () => {
    const { cart } = setup();
    cart.add('A-1', '10');
    const model = new QuantityModel(product, 'de', cart, { position: cart.positions[0] });
    expect(model.text).toBe('10');
    model.setText('25');
    expect(cart.positions[0]).toMatchObject({ qty: '25', invalid: false });
    model.increase();
    expect(cart.positions[0].qty).toBe('30');
    model.decrease();
    expect(cart.positions[0].qty).toBe('25');
  });

  it('reports an empty field at once and marks the position invalid, keeping its quantity', () => {
    const { cart } = setup();
    cart.add('A-1', '10');
    const model = new QuantityModel(product, 'de', cart, { position: cart.positions[0] });
    model.setText('');
    expect(model.error).toBe('invalidOrderQuantityEmpty');
    expect(cart.positions[0]).toMatchObject({ qty: '10', invalid: true });
    model.setText('15');
    expect(model.error).toBeNull();
    expect(cart.positions[0]).toMatchObject({ qty: '15', invalid: false });
  });

  it('does not write a refused quantity; the position is invalid until the field is valid', () => {
    const { cart } = setup();
    cart.add('A-1', '10');
    const model = new QuantityModel(product, 'de', cart, { position: cart.positions[0] });
    model.setText('12');
    expect(model.error).toBe('invalidOrderQuantityIncrement');
    expect(cart.positions[0]).toMatchObject({ qty: '10', invalid: true });
    expect(cart.hasEmptyQuantity).toBe(true);
    // Back to the quantity the cart has: valid again.
    model.setText('10');
    expect(cart.hasEmptyQuantity).toBe(false);
  });

  it('shows an invalid stored position as an empty field with its message', () => {
    const { cart } = setup();
    cart.add('A-1', '10');
    cart.updateQuantity('A-1', '');
    const model = new QuantityModel(product, 'de', cart, { position: cart.positions[0] });
    expect(model.text).toBe('');
    expect(model.error).toBe('invalidOrderQuantityEmpty');
  });

  it('sends no update for a field that only changed its notation', () => {
    const { cart, tracked } = setup();
    cart.add('A-1', '10');
    const before = tracked();
    const model = new QuantityModel(product, 'de', cart, { position: cart.positions[0] });
    model.setText('10,');
    model.blur();
    expect(model.text).toBe('10,0');
    expect(tracked()).toBe(before);
  });

  it('follows a quantity changed elsewhere', () => {
    const { cart } = setup();
    cart.add('A-1', '10');
    const model = new QuantityModel(product, 'en', cart, { position: cart.positions[0] });
    cart.add('A-1', '5');
    model.syncFromCart(cart.positions[0].qty);
    expect(model.text).toBe('15');
  });

  it('takes whole pieces only for a configured product, whatever its product data allows', () => {
    const { cart } = setup();
    cart.add('SC123456', '2', { customProductType: 'hose' });
    const position = cart.positions[0];
    const decimal = { min: 0, increment: 0.01, default: 1, showButtons: true, hasDecimalOrderQuantity: true };
    const model = new QuantityModel({ id: 'SC123456', orderQuantity: decimal, availability: { quantityInStock: 0 } }, 'de', cart, { position, isCustomProduct: true });
    expect(model.text).toBe('2');
    model.setText('2,75');
    expect(model.error).toBe('invalidOrderQuantityInteger');
    expect(cart.positions[0].invalid).toBe(true);
    model.setText('3');
    expect(model.error).toBeNull();
    expect(cart.positions[0].qty).toBe('3');
  });
});

describe('QuantityModel of an add-to-cart button', () => {
  it('starts at the default quantity and reports an empty field only once touched', () => {
    const { cart } = setup();
    const model = new QuantityModel(product, 'de', cart);
    expect(model.text).toBe('5');
    model.setText('');
    expect(model.error).toBeNull();
    expect(cart.positions).toEqual([]);
    model.blur();
    expect(model.error).toBe('invalidOrderQuantityEmpty');
  });
});
