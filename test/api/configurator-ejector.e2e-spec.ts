// The ejector configurator (ADR 0021; docs/rules/states-and-transitions.md#ejector-configurator,
// docs/rules/validation.md#ejector-code-and-length, docs/rules/constants.md#ejector-configurator):
// its data API per step on the demo catalogue, the custom product ids of ejector configurations (refused
// with their message ids, the same id for the same configuration), the configured position priced by the
// server, and a code from another shop state whose products are gone reported invalid.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ejectorCode, type StoredEjectorConfiguration } from '@shop/domain';
import { API_CODE, http, post } from './support/api';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { root, startServer } = require('./support/server');

const get = (path: string, query: Record<string, string | number> = {}, base?: string) =>
  (base ? request(base) : http())
    .get(path)
    .query(query)
    .set('apiCode', API_CODE);

const OPTIONS = '/api/configurators/ejector/options';
const DIMENSIONS = '/api/configurators/ejector/dimensions';
const SOLUTIONS = '/api/configurators/ejector/solutions';

/** The browser journey's pin: offset, one-sided anti-rotation (a cylinder head plus the service), nitrided, tip Ø 3. */
const CHOICES = { type: 'offset', headShape: 'cylinderAntiRotation', material: 'nitridedHotWorkSteel' };

interface TableArticle {
  id: string;
  type: string;
  headShape: string;
  material: string;
  diameter: string;
  length: string;
  l2?: string;
  priceCents: number;
  stock: number;
  procurementDays: number;
}

interface Solution {
  kind: string;
  articleId: string;
  articleLength: string;
  shorten: boolean;
  antiRotation: boolean;
  shortenId?: string;
  antiRotationId?: string;
  priceCents: number;
  inStock: boolean;
  processingDays: number;
}

let table: { articles: TableArticle[]; cadValues: Array<{ diameter: string; l2: string | null; headDiameter: string }> };
/** A valid, shortened, anti-rotation configuration of the demo catalogue and its fastest (or cheapest) solution. */
let stored: StoredEjectorConfiguration;
let solution: Solution;

beforeAll(async () => {
  const res = await get(DIMENSIONS, { ...CHOICES, locale: 'de' });
  expect(res.status).toBe(200);
  table = res.body.data;
  const d3 = table.articles.filter((a) => a.diameter === '3').map((a) => Number(a.length));
  // 5 mm shorter than a Ø 3 article (R20 lengths, so not a catalogue length itself): shortened, and long
  // enough (minimum 30 + l2 50 = 80 mm)
  const length = String(Math.min(...d3.filter((l) => l >= 90)) - 5);
  expect(d3).not.toContain(Number(length));
  const answer = await get(SOLUTIONS, { ...CHOICES, diameter: '3', l2: '50', length, locale: 'de' });
  expect(answer.status).toBe(200);
  solution = answer.body.data.solutions.find((s: Solution) => s.shorten && s.antiRotation);
  expect(solution).toBeDefined();
  stored = {
    ...CHOICES,
    diameter: '3',
    l2: '50',
    length,
    baseProduct: solution.articleId,
    shortenId: solution.shortenId,
    antiRotationId: solution.antiRotationId,
  };
});

describe('ejector data API (what the page needs per step)', () => {
  it('answers the options of the choice steps with their labels and the machining services of the demo shop', async () => {
    const [de, en] = await Promise.all([get(OPTIONS, { locale: 'de' }), get(OPTIONS, { locale: 'en' })]);
    expect(de.status).toBe(200);
    const { choices, labels, shortening, antiRotation } = de.body.data;
    expect(new Set(choices.map((c: { type: string }) => c.type))).toEqual(new Set(['straight', 'offset', 'flat', 'corePin']));
    // Offset pins come with cylinder and countersunk heads; anti-rotation is the service on a cylinder head.
    expect(choices.filter((c: { type: string }) => c.type === 'offset').map((c: { headShape: string }) => c.headShape)).not.toContain('cylinderAntiRotation');
    expect(choices.filter((c: { type: string }) => c.type === 'flat').every((c: { cornerRadius?: string }) => c.cornerRadius !== undefined)).toBe(true);
    expect(shortening).toEqual({ serviceId: 'SERVICE-EJECTOR-SHORTEN', name: 'Kürzen auf Wunschlänge', priceCents: 450, diameterBorder: '6', minLengthSmall: '30', minLengthLarge: '50' });
    expect(antiRotation).toMatchObject({ serviceId: 'SERVICE-EJECTOR-ANTI-ROTATION', priceCents: 980, maxLength: '400' });
    expect(labels.headShape.cylinderAntiRotation).toBe('Zylinderkopf mit einseitiger Verdrehsicherung');
    expect(en.body.data.labels.headShape.cylinderAntiRotation).toBe('Cylinder head with one-sided anti-rotation');
    expect(Object.keys(labels.material)).toHaveLength(7);
  });

  it('answers the dimension table of a set of choices only: cylinder-head articles for anti-rotation, l2 from the CAD value table', async () => {
    expect(table.articles.length).toBeGreaterThan(5);
    expect(table.articles.length).toBeLessThan(60);
    expect(table.articles.every((a) => a.type === 'offset' && a.headShape === 'cylinder' && a.material === 'nitridedHotWorkSteel')).toBe(true);
    const numbers = table.articles.map((a) => [Number(a.diameter), Number(a.length)]);
    expect(numbers).toEqual([...numbers].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
    for (const a of table.articles) expect(a.l2).toBe(table.cadValues.find((c) => c.diameter === a.diameter)?.l2);
    expect(table.cadValues.find((c) => c.diameter === '3')).toEqual({ diameter: '3', l2: '50', shankDiameter: '5', headDiameter: '10', headHeight: '3' });
  });

  it('works a solution out with worked price and days: article + 4.50 € shortening + 9.80 € anti-rotation, 3 extra days', async () => {
    const article = table.articles.find((a) => a.id === solution.articleId)!;
    expect(solution.priceCents).toBe(article.priceCents + 450 + 980);
    expect(solution.processingDays).toBe((solution.inStock ? 0 : article.procurementDays) + 3);
    expect(solution.inStock).toBe(article.stock >= 1);
    expect(Number(solution.articleLength)).toBeGreaterThan(Number(stored.length));
  });

  it('refuses a length that cannot be made with ecInvalidLength and the valid lengths written like "80-160mm"', async () => {
    const d3 = table.articles.filter((a) => a.diameter === '3').map((a) => Number(a.length));
    const res = await get(SOLUTIONS, { ...CHOICES, diameter: '3', l2: '50', length: '79.5', locale: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      lengthState: 'invalid',
      messageId: 'ecInvalidLength',
      hint: { messageId: 'ecLengthMinMaxMessage', params: { lengths: `80-${Math.max(...d3)}mm` } },
      minimumLength: '80',
      solutions: [],
    });
  });

  it.each([
    ['an unknown parameter', DIMENSIONS, { ...CHOICES, price: '1' }, 400, 'VALIDATION_FAILED', 'price', 'propertyNotAllowed'],
    ['a type that does not exist', DIMENSIONS, { ...CHOICES, type: 'round' }, 400, 'VALIDATION_FAILED', 'type', 'customProductInvalid'],
    ['a head shape on a flat pin (its step is the corner radius)', DIMENSIONS, { ...CHOICES, type: 'flat' }, 422, 'customProductInvalid', 'headShape', 'customProductInvalid'],
    ['a diameter the choices do not offer', SOLUTIONS, { ...CHOICES, diameter: '7', l2: '50', length: '100' }, 422, 'customProductInvalid', 'diameter', 'customProductInvalid'],
    ['a length with three decimals', SOLUTIONS, { ...CHOICES, diameter: '3', l2: '50', length: '100.001' }, 400, 'VALIDATION_FAILED', 'length', 'ecInvalidLength'],
  ])('refuses %s', async (_name, path, query, status, code, field, messageId) => {
    const res = await get(path, query);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.fields[field]).toBe(messageId);
  });
});

describe('ejector custom products', () => {
  it('gives the same configuration the same AC code, whatever the order of its keys and however many ask at once', async () => {
    const reordered = Object.fromEntries(Object.entries(stored).reverse());
    const answers = await Promise.all([stored, reordered, stored, reordered].map((configuration) => post('/api/product/get/custom-product-id', { configType: 'ejector', configuration })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((r) => r.body.data.id));
    expect([...ids]).toEqual([ejectorCode(stored)]);
    expect([...ids][0]).toMatch(/^AC[A-Z0-9]{6}$/);
    const other = await post('/api/product/get/custom-product-id', { configType: 'ejector', configuration: { ...stored, length: String(Number(stored.length) - 1) } });
    expect(other.status).toBe(200);
    expect(other.body.data.id).not.toBe(ejectorCode(stored));
  });

  it.each([
    ['a length that cannot be made', { length: '60' }, 'ecInvalidLength', { configuration: 'ecInvalidLength', 'configuration.1': 'ecLengthMinMaxMessage' }],
    ['a configuration without its length', { length: undefined }, 'ecIncompleteConfiguration', { configuration: 'ecIncompleteConfiguration' }],
    ['the shortening service left out', { shortenId: undefined }, 'customProductInvalid', { configuration: 'customProductInvalid' }],
    ['another base article than the one that makes it', { baseProduct: 'AW-GER-4-160-N' }, 'customProductInvalid', { configuration: 'customProductInvalid' }],
    ['a price of its own', { priceCents: '1' }, 'customProductInvalid', { configuration: 'customProductInvalid' }],
  ])('refuses %s with its message id, and gives it no id', async (_name, change, code, fields) => {
    const configuration = JSON.parse(JSON.stringify({ ...stored, ...change }));
    const res = await post('/api/product/get/custom-product-id', { configType: 'ejector', configuration });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code, fields });
    // nothing was stored under the code it would have had
    const lookup = await post('/api/product/get/custom-product', { productId: ejectorCode(configuration) });
    expect(lookup.body.data.customProduct).toBeNull();
  });

  it('answers the configuration of a code (any case), valid today', async () => {
    const id = ejectorCode(stored);
    await post('/api/product/get/custom-product-id', { configType: 'ejector', configuration: stored });
    const res = await post('/api/product/get/custom-product', { productId: id.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.data.customProduct).toEqual({ configType: 'ejector', configuration: stored, valid: true, messageIds: [] });
  });

  it('prices the configured position on the server with its name and summary, and refuses one whose configuration was changed under its code', async () => {
    const id = ejectorCode(stored);
    await post('/api/product/get/custom-product-id', { configType: 'ejector', configuration: stored });
    const position = { productId: id, qty: '3', customProductType: 'ejector', customConfiguration: stored };
    const [de, en] = await Promise.all(['de', 'en'].map((locale) => post('/api/sales/cart/price', { positions: [position], locale })));
    expect(de.status).toBe(200);
    const line = de.body.data.positions[0];
    expect(line).toMatchObject({ productId: id, customProductType: 'ejector', qty: '3', price: solution.priceCents, priceUnit: 1, lineTotal: 3 * solution.priceCents });
    expect(line.name).toMatch(/^Auswerferstift abgesetzt, Zylinderkopf mit einseitiger Verdrehsicherung, Ø 3 × \d+ mm, l2 50 mm, /);
    expect(line.summary).toEqual(expect.arrayContaining([`Basisartikel: ${solution.articleId} (${solution.articleLength} mm)`, 'Längentoleranz: 0/+0,02 mm']));
    expect(en.body.data.positions[0].name).toMatch(/^Offset ejector pin, Cylinder head with one-sided anti-rotation, /);
    // A cheaper configuration smuggled under the code of this one.
    const tampered = await post('/api/sales/cart/price', { positions: [{ ...position, customConfiguration: { ...stored, antiRotationId: undefined, headShape: 'cylinder' } }], locale: 'de' });
    expect(tampered.body.data.positions).toEqual([]);
    expect(tampered.body.data.unpricedProductIds).toEqual([id]);
    expect(tampered.body.data.refusedConfiguredProducts).toEqual([{ productId: id, customProductType: 'ejector', messageIds: ['customProductInvalid'] }]);
  });
});

describe('an ejector through checkout', () => {
  it('is ordered by a guest at the server price, with its machining days in the delivery time, and a changed configuration is refused with its message id', async () => {
    const id = ejectorCode(stored);
    const position = { productId: id, qty: '3', customProductType: 'ejector', customConfiguration: stored };
    const address = { nameLine1: 'Werkzeugbau Huber GmbH', street: 'Hauptplatz 1', zip: '4020', city: 'Linz', country: 'AT' };
    const body = {
      positions: [position],
      shippingAddress: address,
      billingAddress: address,
      shippingMethodId: 'standard',
      paymentMethodId: 'prepayment',
      buyer: { company: 'Werkzeugbau Huber GmbH', salutation: 'mr', firstname: 'Hans', lastname: 'Huber', email: 'einkauf@werkzeugbau-huber.example' },
      termsAccepted: true,
      privacyPolicyAccepted: true,
      locale: 'de',
    };
    const priced = (await post('/api/sales/cart/price', { positions: [position], country: 'AT', shippingMethodId: 'standard', paymentMethodId: 'prepayment', locale: 'de' })).body.data;
    expect(priced.itemTotal).toBe(3 * solution.priceCents);
    const options = (await post('/api/checkout/options', { positions: [position], country: 'AT', locale: 'de' })).body.data;
    const standard = options.shippingMethods.find((m: { id: string }) => m.id === 'standard');
    expect(standard.deliveryTimeInfo.days).toBeGreaterThanOrEqual(solution.processingDays);
    const placed = await post('/api/order/new', body).set('Idempotency-Key', `ejector-${id}-${Date.now()}`);
    expect(placed.status).toBe(200);
    expect(placed.body.data.price).toMatchObject({ itemTotal: priced.itemTotal, total: priced.total });
    const changed = await post('/api/order/new', { ...body, positions: [{ ...position, customConfiguration: { ...stored, length: '1000' } }] }).set('Idempotency-Key', `ejector-bad-${Date.now()}`);
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'positions.0.customConfiguration': 'ecInvalidLength' } });
  });
});

// ---- another shop state ------------------------------------------------------------------------------------

interface OwnServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const serverEnv = (dataDir: string, port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  SEED_PRODUCTS: '2000',
});

/**
 * The built shop on an embedded database in `dataDir`, kept when it stops (the catalogue is replaced in between): the
 * first start copies the run's template of a demo shop into the empty folder, the second starts what is there.
 */
async function startOn(dataDir: string): Promise<OwnServer> {
  return startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_PRODUCTS: '2000' });
}

describe('a code from another shop state', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-ejector-state-'));
  let server: OwnServer | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is reported invalid (and not sold) once its products are gone from the catalogue', async () => {
    server = await startOn(dataDir);
    const created = await request(server.baseUrl).post('/api/product/get/custom-product-id').set('apiCode', API_CODE).send({ configType: 'ejector', configuration: stored });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    await server.stop();

    // The demo catalogue replaced with a small one: the grid's offset pins (the base article) are gone.
    const reseed = spawnSync(process.execPath, [join(root, 'backend/dist/main.js'), '--seed-products', '100'], { cwd: root, env: serverEnv(dataDir, 0), encoding: 'utf8', timeout: 150_000 });
    expect(reseed.status).toBe(0);

    server = await startOn(dataDir);
    const gone = await get(DIMENSIONS, { ...CHOICES, locale: 'de' }, server.baseUrl);
    expect(gone.status === 422 || !gone.body.data.articles.some((a: TableArticle) => a.id === stored.baseProduct)).toBe(true);
    const res = await request(server.baseUrl).post('/api/product/get/custom-product').set('apiCode', API_CODE).send({ productId: id });
    expect(res.status).toBe(200);
    expect(res.body.data.customProduct).toMatchObject({ configType: 'ejector', configuration: stored, valid: false });
    expect(res.body.data.customProduct.messageIds.length).toBeGreaterThan(0);
    const price = await request(server.baseUrl)
      .post('/api/sales/cart/price')
      .set('apiCode', API_CODE)
      .send({ positions: [{ productId: id, qty: '1', customProductType: 'ejector', customConfiguration: stored }], locale: 'de' });
    expect(price.body.data.unpricedProductIds).toEqual([id]);
  }, 400_000);
});
