import { QUICK_ORDER_MAX_LINES } from '@shop/domain';
import { QuickOrderStore } from './QuickOrderStore';
import { BY_IDS_LIMIT, fetchProductsByIds } from './catalogue-lookup';
import { FakeApi, fail, ok } from '../test-support/fake-api';
import { answerByIds, memoryCart } from '../test-support/cart';
import { productListItem } from '../test-support/mothers';

const hose = productListItem('SL-010-EPDM', {
  name: 'Schlauch EPDM DN10',
  unitOfQuantity: 'meters',
  orderQuantity: { min: 0.5, increment: 0.1, default: 1, showButtons: true, hasDecimalOrderQuantity: true },
});
const clip = productListItem('SS-020-9-12', {
  name: 'Schlauchschelle 20 mm',
  orderQuantity: { min: 10, increment: 10, default: 10, showButtons: true, hasDecimalOrderQuantity: false },
});
const fitting = productListItem('VS-016-MS', { name: 'Verschraubung DN16' });
const onRequest = productListItem('AU-ROBOT-1', { name: 'Roboterzelle', isOnlyOnRequest: true });

function setup(api = answerByIds(new FakeApi(), [hose, clip, fitting, onRequest])) {
  const cart = memoryCart(api);
  const store = new QuickOrderStore(api, cart);
  const byIdsCalls = () => api.callsTo('/api/catalogue/products/by-ids').map((c) => c.body);
  return { api, cart, store, byIdsCalls };
}

describe('QuickOrderStore', () => {
  it('checks pasted lines against the catalogue: names, normalised quantities, messages per line', async () => {
    const { store, byIdsCalls } = setup();
    store.setText('Artikelnummer;Menge\nSL-010-EPDM;2,5\nSS-020-9-12\nXX-UNKNOWN;1\nAU-ROBOT-1;1\nSS-020-9-12;15\nVS-016-MS\t1.000');
    await store.check('de');

    expect(store.status).toBe('checked');
    expect(byIdsCalls()).toEqual([{ ids: ['SL-010-EPDM', 'SS-020-9-12', 'XX-UNKNOWN', 'AU-ROBOT-1', 'VS-016-MS'], locale: 'de' }]);
    expect(store.result?.lines.map((l) => [l.lineNumber, l.product?.name ?? null, l.orderQuantity, l.messageId])).toEqual([
      [2, 'Schlauch EPDM DN10', '2.5', null],
      [3, 'Schlauchschelle 20 mm', '10', null],
      [4, null, '', 'productIdUnknown'],
      [5, 'Roboterzelle', '', 'productOnlyOnRequest'],
      [6, 'Schlauchschelle 20 mm', '15', 'invalidOrderQuantityIncrement'],
      [7, 'Verschraubung DN16', '1000', null],
    ]);
    expect(store.okLineCount).toBe(3);
    expect(store.validCount).toBe(3);
    expect(store.canAdd).toBe(true);
  });

  it('adds every valid line to the cart, keeps the lines with errors in the text and checks them again', async () => {
    const { store, cart, api } = setup();
    store.setText('articleId;quantity\nSL-010-EPDM;2,5\nXX-UNKNOWN;1\nSS-020-9-12\nSL-010-EPDM;1\nAU-ROBOT-1');
    await store.check('de');

    expect(store.addValid()).toBe(2);

    expect(cart.positions.map((p) => [p.productId, p.qty])).toEqual([
      ['SL-010-EPDM', '3.5'],
      ['SS-020-9-12', '10'],
    ]);
    expect(store.addedCount).toBe(2);
    expect(store.text).toBe('articleId;quantity\nXX-UNKNOWN;1\nAU-ROBOT-1');
    expect(store.result?.lines.map((l) => [l.lineNumber, l.articleId, l.messageId])).toEqual([
      [2, 'XX-UNKNOWN', 'productIdUnknown'],
      [3, 'AU-ROBOT-1', 'productOnlyOnRequest'],
    ]);
    expect(store.canAdd).toBe(false);
    // The remaining lines were checked with the products already found: no further call.
    expect(api.callsTo('/api/catalogue/products/by-ids')).toHaveLength(1);
    // Nothing is added twice.
    expect(store.addValid()).toBe(0);
    expect(cart.positions).toHaveLength(2);
  });

  it('empties the text when every line was added', async () => {
    const { store, cart } = setup();
    store.setText('VS-016-MS;2');
    await store.check('en');
    expect(store.addValid()).toBe(1);
    expect(store.text).toBe('');
    expect(store.result).toBeNull();
    expect(store.status).toBe('idle');
    expect(cart.positions).toEqual([{ productId: 'VS-016-MS', qty: '2' }]);
  });

  it('reads quantities with the separators of the locale it checks in', async () => {
    const { store } = setup();
    store.setText('SL-010-EPDM;2.5\nVS-016-MS;1,000');
    await store.check('en');
    expect(store.result?.lines.map((l) => l.orderQuantity)).toEqual(['2.5', '1000']);
    await store.check('de');
    expect(store.result?.lines.map((l) => l.messageId)).toEqual(['quickOrderQuantityUnreadable', 'invalidOrderQuantityInteger']);
  });

  it('adds nothing from a result whose text has changed since', async () => {
    const { store, cart } = setup();
    store.setText('VS-016-MS;2');
    await store.check('de');
    store.setText('VS-016-MS;3');
    expect(store.isStale).toBe(true);
    expect(store.canAdd).toBe(false);
    expect(store.addValid()).toBe(0);
    expect(cart.positions).toEqual([]);
  });

  it('reports an empty text and too many lines at the field, without a call', async () => {
    const { store, byIdsCalls } = setup();
    store.setText('  \n');
    await store.check('de');
    expect(store.textError).toBe('quickOrderEmpty');
    store.setText(Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `A-${i};1`).join('\n'));
    await store.check('de');
    expect(store.textError).toBe('quickOrderTooManyLines');
    expect(store.result).toBeNull();
    expect(byIdsCalls()).toEqual([]);
    store.setText('VS-016-MS');
    expect(store.textError).toBeNull();
  });

  it('shows unreadable lines without asking the catalogue when no line has an article number to look up', async () => {
    const { store, byIdsCalls } = setup();
    store.setText(';5\nA,1,2');
    await store.check('de');
    expect(byIdsCalls()).toEqual([]);
    expect(store.result?.lines.map((l) => l.messageId)).toEqual(['quickOrderLineUnreadable', 'quickOrderLineUnreadable']);
    expect(store.canAdd).toBe(false);
  });

  it('shows errorHasOccurred when the catalogue cannot be asked, and adds nothing', async () => {
    const api = new FakeApi().onPost('/api/catalogue/products/by-ids', () => fail('INTERNAL_ERROR', 500));
    const { store, cart } = setup(api);
    store.setText('VS-016-MS;2');
    await store.check('de');
    expect(store.status).toBe('failed');
    expect(store.error).toBe('errorHasOccurred');
    expect(store.result).toBeNull();
    expect(store.addValid()).toBe(0);
    expect(cart.positions).toEqual([]);
    expect(store.text).toBe('VS-016-MS;2');
  });

  it('ignores the answer of an older check', async () => {
    const answers: Array<() => void> = [];
    const api = new FakeApi().onPost(
      '/api/catalogue/products/by-ids',
      ({ body }) => new Promise((resolve) => answers.push(() => resolve(ok({ items: [fitting, clip].filter((p) => body?.ids.includes(p.id)) })))),
    );
    const { store } = setup(api);
    store.setText('VS-016-MS;2');
    const first = store.check('de');
    store.setText('SS-020-9-12;20');
    const second = store.check('de');
    answers[1]();
    await second;
    answers[0]();
    await first;
    expect(store.result?.lines.map((l) => l.articleId)).toEqual(['SS-020-9-12']);
    expect(store.canAdd).toBe(true);
  });
});

describe('fetchProductsByIds', () => {
  it('asks in chunks of 1000 article numbers and keeps the order of the answers', async () => {
    const ids = Array.from({ length: 2 * BY_IDS_LIMIT + 5 }, (_, i) => `A-${i}`);
    const api = new FakeApi().onPost('/api/catalogue/products/by-ids', ({ body }) => ok({ items: (body?.ids ?? []).slice(0, 1).map((id) => productListItem(id)) }));
    const items = await fetchProductsByIds(api, ids, 'en');
    expect(api.callsTo('/api/catalogue/products/by-ids').map((c) => (c.body as { ids: string[] }).ids.length)).toEqual([1000, 1000, 5]);
    expect(items?.map((i) => i.id)).toEqual(['A-0', 'A-1000', 'A-2000']);
  });

  it('gives null when one of the calls fails', async () => {
    let calls = 0;
    const api = new FakeApi().onPost('/api/catalogue/products/by-ids', () => (++calls === 2 ? fail('INTERNAL_ERROR', 500) : ok({ items: [] })));
    expect(await fetchProductsByIds(api, Array.from({ length: 1500 }, (_, i) => `A-${i}`), 'de')).toBeNull();
  });
});
