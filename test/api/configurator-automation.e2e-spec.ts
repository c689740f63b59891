// The robot automation cell configurator over HTTP (ADR 0022): the data API per step
// (products, fence plan, services) on the demo's data, the quote, the custom product id (RZ…), refusals with
// their message ids, the cell in the cart and in offers, and a saved code whose products are gone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER, mailsTo, Shop } from './identity-support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, root } = require('./support/server');

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
const BASE = '/api/configurators/automation';
/** The demo's SCARA robot (3 kg, 400 mm): 10 installation hours. */
const ROBOT = 'RB-SC-003-0400';
const CONVEYOR = 'FB-GB-0300-1500';
/** Payload 80 kg robots are sold on request only. */
const ON_REQUEST_ROBOT = 'RB-6A-080-2300';
const buyer = { company: 'Beispiel Automation GmbH', customerId: '12345', firstname: 'Jana', lastname: 'Novak', email: 'jana.novak@zelle.example' };

/** The Done-when journey's cell: robot, two conveyors, the default fence, all default services in Austria. */
const CELL = {
  robotSelection: ROBOT,
  conveyors: `${CONVEYOR}:2`,
  fenceLengthA: 2195,
  fenceLengthB: 3260,
  fenceDoor: true,
  fenceHatch: true,
  fenceHatchWidth: 450,
  serviceCountry: 'at',
  serviceZipArea: null,
  installation: true,
  training: true,
  approval: false,
};

const fenceQuery = (q: Record<string, string | number | boolean>) => `${BASE}/fence-plan?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

async function stepProducts(step: string, locale = 'de') {
  const res = await shop.get(`${BASE}/steps/${step}?locale=${locale}`);
  expect(res.status).toBe(200);
  return res.body.data as { kind: string; skippable: boolean; products: Array<{ id: string; name: string; priceCents: number; maxQty: number; installationHours: number; isOnlyOnRequest: boolean }> };
}

describe('automation configurator data API', () => {
  it('serves the products of each step with their catalogue price, limits and installation hours', async () => {
    const robots = await stepProducts('robotSelection', 'en');
    expect(robots).toMatchObject({ kind: 'product', skippable: false });
    const scara = robots.products.find((p) => p.id === ROBOT)!;
    expect(scara).toMatchObject({ name: 'SCARA robot, 3 kg, 400 mm reach', maxQty: 1, installationHours: 10, isOnlyOnRequest: false });
    // The price is the catalogue's (the same the product page shows every buyer).
    const catalogue = await shop.get(`/api/catalogue/products/${ROBOT}?locale=en`);
    expect(scara.priceCents).toBe(catalogue.body.data.priceInfo.price);
    expect(robots.products.find((p) => p.id === ON_REQUEST_ROBOT)?.isOnlyOnRequest).toBe(true);

    const programming = await stepProducts('robotProgramming');
    expect(programming).toMatchObject({ kind: 'productList', skippable: true, products: [{ id: 'DL-PROG-H', maxQty: 80 }] });
    const conveyors = await stepProducts('conveyors');
    expect(conveyors.products.map((p) => p.id)).toContain(CONVEYOR);
    expect((await stepProducts('inspectionSystems')).products.length).toBeGreaterThan(0);

    const unknown = await shop.get(`${BASE}/steps/fence`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.step).toBe('acStepUnknown');
  });

  it('plans the fence from the length table: defaults, the next longer row, the door, the hatch, refusals', async () => {
    const defaults = await shop.get(fenceQuery({ lengthA: 2195, lengthB: 3260, door: true, hatch: true, hatchWidth: 450 }));
    expect(defaults.status).toBe(200);
    const plan = defaults.body.data.plan;
    // 2195 = 2 × 1000 + 3 × 65, 3260 = 3 × 1000 + 4 × 65: ten 1000 mm elements, the door in place of one.
    expect(plan).toMatchObject({ panels: [{ width: 1000, qty: 9 }], posts: 10, door: true, hatch: 450, elements: 10 });
    expect(plan.sides.map((s: { side: string; lengthMm: number; door: boolean; hatch: boolean }) => [s.side, s.lengthMm, s.door, s.hatch])).toEqual([
      ['A', 2195, true, false],
      ['B', 3260, false, true],
      ['A', 2195, false, false],
      ['B', 3260, false, false],
    ]);
    const roles = defaults.body.data.positions.map((p: { role: string; productId: string; qty: number }) => [p.role, p.productId, p.qty]);
    expect(roles).toEqual([
      ['fencePanel', 'SZ-P-1000', 9],
      ['fencePost', 'SZ-PF-2200', 10],
      ['fenceDoor', 'SZ-T-1000', 1],
      ['fenceHatch', 'SZ-K-450', 1],
    ]);
    const sum = defaults.body.data.positions.reduce((n: number, p: { qty: number; unitPriceCents: number; totalCents: number }) => {
      expect(p.totalCents).toBe(p.qty * p.unitPriceCents);
      return n + p.totalCents;
    }, 0);
    expect(defaults.body.data.totalCents).toBe(sum);
    expect(defaults.body.data.installationHours).toBe(10);

    // 2500 mm lies between the rows 2460 and 2560: the next longer row, 1000 + 700 + 600 mm (the new panel widths).
    const between = await shop.get(fenceQuery({ lengthA: 2500, lengthB: 930, door: false, hatch: true, hatchWidth: 600 }));
    expect(between.status).toBe(200);
    expect(between.body.data.plan.sides[0]).toMatchObject({ requestedMm: 2500, lengthMm: 2560, panelWidths: [1000, 700, 600] });
    expect(between.body.data.plan.sides[1]).toMatchObject({ lengthMm: 930, panelWidths: [800], hatch: true });
    expect(between.body.data.positions.map((p: { productId: string }) => p.productId)).toEqual(['SZ-P-1000', 'SZ-P-0800', 'SZ-P-0700', 'SZ-P-0600', 'SZ-PF-2200', 'SZ-K-600']);

    for (const [query, code] of [
      [{ lengthA: 929, lengthB: 3260, door: true, hatch: false, hatchWidth: 450 }, 'acFenceLengthOutOfRange'],
      [{ lengthA: 2195, lengthB: 10716, door: true, hatch: false, hatchWidth: 450 }, 'acFenceLengthOutOfRange'],
      [{ lengthA: 2195, lengthB: 3260, door: false, hatch: true, hatchWidth: 500 }, 'acInvalidHatchWidth'],
      // 1295 = 600 + 500 mm on both sides: no 1000 mm panel the door could replace.
      [{ lengthA: 1295, lengthB: 1295, door: true, hatch: false, hatchWidth: 450 }, 'acFenceDoorNoPanel'],
    ] as const) {
      const res = await shop.get(fenceQuery(query));
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe(code);
    }
    expect((await shop.get(fenceQuery({ lengthA: 'x', lengthB: 3260, door: true, hatch: false, hatchWidth: 450 }))).body.error.fields.lengthA).toBe('acFenceLengthOutOfRange');
  });

  it('answers the services of a location: service days by country and zip area, nothing outside DE, AT, CH', async () => {
    const at = await shop.get(`${BASE}/services?country=at&locale=en`);
    expect(at.body.data).toMatchObject({ country: 'at', offered: true, serviceDays: 14, instruction: null, installationBaseHours: 16, installationHoursPerFenceElement: 1 });
    expect(at.body.data.installation.productId).toBe('DL-MONT-H');
    expect(at.body.data.training).toMatchObject({ productId: 'DL-SCHU-T', days: 2, totalCents: 2 * at.body.data.training.priceCents });
    expect(at.body.data.travel.productId).toBe('DL-ANF-AT');
    expect((await shop.get(`${BASE}/services?country=ch`)).body.data).toMatchObject({ serviceDays: 10, travel: { productId: 'DL-ANF-CH' } });
    const days = [12, 16, 14, 10, 10, 8, 6, 4, 7, 6];
    for (let zip = 0; zip <= 9; zip++) {
      const de = await shop.get(`${BASE}/services?country=de&zipArea=${zip}`);
      expect([zip, de.body.data.serviceDays, de.body.data.travel.productId]).toEqual([zip, days[zip], `DL-ANF-DE-${zip}`]);
    }
    const other = await shop.get(`${BASE}/services?country=xx&locale=en`);
    expect(other.body.data).toMatchObject({ offered: false, serviceDays: null, instruction: 'acInstructionServiceRobotics4', installation: null, training: null, approval: null, travel: null });
    expect((await shop.get(`${BASE}/services?country=de`)).body.error.code).toBe('acInvalidZipArea');
    expect((await shop.get(`${BASE}/services?country=at&zipArea=3`)).body.error.code).toBe('acInvalidZipArea');
    expect((await shop.get(`${BASE}/services?country=fr`)).body.error.fields.country).toBe('acInvalidServiceCountry');
  });
});

describe('an automation cell priced, saved and sold', () => {
  it('quotes the cell with the spec’s formulas: installation hours, training, travel, rent-to-buy, leasing', async () => {
    const robot = (await stepProducts('robotSelection')).products.find((p) => p.id === ROBOT)!;
    const conveyor = (await stepProducts('conveyors')).products.find((p) => p.id === CONVEYOR)!;
    const fence = (await shop.get(fenceQuery({ lengthA: 2195, lengthB: 3260, door: true, hatch: true, hatchWidth: 450 }))).body.data;
    const services = (await shop.get(`${BASE}/services?country=at`)).body.data;
    const res = await shop.post(`${BASE}/quote`, { configuration: CELL, locale: 'de' });
    expect(res.status).toBe(200);
    const quote = res.body.data;
    // Installation hours = 16 base + 10 robot + 2 × 3 conveyor + 10 fence elements × 1.
    expect(quote.installationHours).toBe(42);
    const training = 2 * services.training.priceCents;
    const expected = robot.priceCents + 2 * conveyor.priceCents + fence.totalCents + 42 * services.installation.priceCents + training + services.travel.priceCents;
    expect(quote).toMatchObject({ netCents: expected, trainingCents: training, priceWithoutTrainingCents: expected - training, serviceDays: 14, serviceInstruction: null });
    expect(quote.name).toBe('Roboterzelle mit SCARA-Roboter, 3 kg, 400 mm Reichweite');
    // The quote is in catalogue prices every buyer shares: the rent-to-buy figures are the buyer's (the cart price's offerTerms).
    expect(quote).not.toHaveProperty('rentToBuy');
    expect(quote).not.toHaveProperty('offerTypes');
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: CELL })).body.data.id;
    const priced = (await shop.post('/api/sales/cart/price', { positions: [{ productId: id, qty: '1', customProductType: 'automation', customConfiguration: CELL }], locale: 'de' })).body.data;
    // docs/rules/constants.md#offers on the guest's value (the 2 % cart discount from 1,000 € taken off): rate = ceil(7.5 % of the value
    // without training + training / 6); final = ceil((value without training − 6 × 7.5 %) × 1.05).
    const value = priced.shoppingCartValue as number;
    expect(value).toBe(expected - Math.round(expected * 0.02));
    const without = value - training;
    expect(priced.offerTerms).toMatchObject({
      value,
      trainingCost: training,
      months: 6,
      monthlyRate: Math.ceil((without * 75 * 6 + training * 1000) / 6000),
      finalPrice: Math.ceil(((without * 1000 - without * 75 * 6) * 105) / 100_000),
      offerTypes: value >= 3_000_000 ? ['buy', 'rentalPurchaseOffer', 'leasingInquiry'] : ['buy', 'rentalPurchaseOffer'],
    });
    // Without fence and services the cell is a robot alone: below 30,000 € no leasing.
    const small = (await shop.post(`${BASE}/quote`, { configuration: { robotSelection: ROBOT } })).body.data;
    expect(small).toMatchObject({ netCents: robot.priceCents, trainingCents: 0, installationHours: 0, serviceDays: null });
    const smallId = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: { robotSelection: ROBOT } })).body.data.id;
    const smallPrice = (await shop.post('/api/sales/cart/price', { positions: [{ productId: smallId, qty: '1', customProductType: 'automation', customConfiguration: { robotSelection: ROBOT } }] })).body.data;
    expect(smallPrice.offerTerms).toMatchObject({ trainingCost: 0, leasingAvailable: false, offerTypes: ['buy', 'rentalPurchaseOffer'] });
  });

  it('refuses what the rules reject, with the message id, and never gives it an id', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ conveyors: `${CONVEYOR}:1` }, 'acRobotRequired'],
      [{ robotSelection: 'RB-XX-NOPE' }, 'productIdUnknown'],
      [{ robotSelection: CONVEYOR }, 'productIdUnknown'],
      [{ robotSelection: ON_REQUEST_ROBOT }, 'productOnlyOnRequest'],
      [{ robotSelection: ROBOT, conveyors: `${CONVEYOR}:7` }, 'acInvalidQuantity'],
      [{ robotSelection: ROBOT, serviceCountry: 'xx', serviceZipArea: null, installation: true, training: false, approval: false }, 'acInstructionServiceRobotics4'],
      [{ robotSelection: ROBOT, installation: true, training: false, approval: false }, 'acServiceLocationRequired'],
      [{ robotSelection: ROBOT, serviceCountry: 'de', serviceZipArea: 12 }, 'acInvalidZipArea'],
      [{ robotSelection: ROBOT, fenceLengthA: 500, fenceLengthB: 3260, fenceDoor: true, fenceHatch: false, fenceHatchWidth: 450 }, 'acFenceLengthOutOfRange'],
      [{ robotSelection: ROBOT, colour: 'red' }, 'acInvalidConfiguration'],
    ];
    for (const [configuration, code] of cases) {
      const quote = await shop.post(`${BASE}/quote`, { configuration });
      expect([JSON.stringify(configuration), quote.status, quote.body.error?.code]).toEqual([JSON.stringify(configuration), 422, code]);
      const id = await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration });
      expect([JSON.stringify(configuration), id.status, Object.values(id.body.error?.fields ?? {})]).toEqual([JSON.stringify(configuration), 422, expect.arrayContaining([code])]);
    }
  });

  it('gives the same configuration the same RZ id, whatever the order of its keys and list lines', async () => {
    const first = await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: { ...CELL, conveyors: `${CONVEYOR}:2,FB-GB-0200-1000:1` } });
    expect(first.status).toBe(200);
    expect(first.body.data.id).toMatch(/^RZ[0-9A-Z]{6}$/);
    const reordered = Object.fromEntries(Object.entries({ ...CELL, conveyors: `FB-GB-0200-1000:1,${CONVEYOR}:2` }).reverse());
    const second = await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: reordered });
    expect(second.body.data.id).toBe(first.body.data.id);
    const other = await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: { ...CELL, approval: true } });
    expect(other.body.data.id).not.toBe(first.body.data.id);
    const stored = await shop.post('/api/product/get/custom-product', { productId: first.body.data.id });
    expect(stored.body.data.customProduct).toMatchObject({ configType: 'automation', valid: true, configuration: { robotSelection: ROBOT, conveyors: `FB-GB-0200-1000:1,${CONVEYOR}:2`, serviceCountry: 'at' } });
  });

  it('answers parallel callers each with their own cell', async () => {
    const robots = (await stepProducts('robotSelection')).products.filter((p) => !p.isOnlyOnRequest).slice(0, 6);
    const answers = await Promise.all(
      robots.flatMap((robot, i) => [
        shop.post(`${BASE}/quote`, { configuration: { robotSelection: robot.id, conveyors: `${CONVEYOR}:${i + 1}` } }),
        shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: { robotSelection: robot.id, conveyors: `${CONVEYOR}:${i + 1}` } }),
      ]),
    );
    const ids = new Set<string>();
    robots.forEach((robot, i) => {
      const quote = answers[2 * i].body.data;
      expect(quote.configuration).toEqual({ robotSelection: robot.id, conveyors: `${CONVEYOR}:${i + 1}` });
      expect(quote.positions[0].productId).toBe(robot.id);
      ids.add(answers[2 * i + 1].body.data.id);
    });
    expect(ids.size).toBe(robots.length);
  });

  it('goes into the cart priced by the server at the quoted price, with its name and summary', async () => {
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: CELL })).body.data.id;
    const quote = (await shop.post(`${BASE}/quote`, { configuration: CELL, locale: 'en' })).body.data;
    const res = await shop.post('/api/sales/cart/price', { positions: [{ productId: id, qty: '1', customProductType: 'automation', customConfiguration: CELL }], locale: 'en' });
    expect(res.status).toBe(200);
    const line = res.body.data.positions[0];
    expect(line).toMatchObject({ productId: id, customProductType: 'automation', price: quote.netCents, lineTotal: quote.netCents, name: 'Robot cell with SCARA robot, 3 kg, 400 mm reach' });
    expect(line.summary).toEqual(
      expect.arrayContaining([
        'Safety fence: side A 2195 mm, side B 3260 mm, with door, loading hatch 450 mm',
        'Installation site: Austria; service on site in 14 working days',
        `1 × SCARA robot, 3 kg, 400 mm reach (${ROBOT})`,
        '42 × Installation of the automation cell (per hour) (DL-MONT-H)',
      ]),
    );
    // A position whose configuration was changed under the old id is refused.
    const forged = await shop.post('/api/sales/cart/price', { positions: [{ productId: id, qty: '1', customProductType: 'automation', customConfiguration: { ...CELL, training: false } }], locale: 'en' });
    expect(forged.body.data.refusedConfiguredProducts).toEqual([{ productId: id, customProductType: 'automation', messageIds: ['customProductInvalid'] }]);
  });

  it('asks for a leasing offer (guest) and a rent-to-buy offer (customer) with the cell; the training rides along', async () => {
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: CELL })).body.data.id;
    const quote = (await shop.post(`${BASE}/quote`, { configuration: CELL })).body.data;
    expect(quote.netCents).toBeGreaterThanOrEqual(3_000_000);
    const positions = [{ productId: id, qty: '1', customProductType: 'automation', customConfiguration: CELL }];
    const leasing = await shop.post('/api/order/offer/guest/new', { offer: { type: 'leasingInquiry', buyer, positions, readyForShipmentMsg: 'in 20 Tagen versandbereit' }, locale: 'de' });
    expect(leasing.status).toBe(200);
    expect(leasing.body.data).toMatchObject({ resultStatus: 'success', price: { itemTotal: quote.netCents } });

    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rent = await shop.post('/api/order/offer/new', { offer: { type: 'rentalPurchaseOffer', positions }, locale: 'de' }, { cookie });
    expect(rent.status).toBe(200);
    const value = rent.body.data.price.shoppingCartValue as number;
    const training = quote.trainingCents as number;
    expect(rent.body.data.price).toMatchObject({ months: 6, rate: Math.ceil(((value - training) * 75 * 6 + training * 1000) / 6000), purchasePrice: Math.ceil((((value - training) * 1000 - (value - training) * 75 * 6) * 105) / 100_000) });
  });
});

describe('rent-to-buy: the configurator page, the stored offer and its mail say the same', () => {
  it('the figures the page shows (the cart price for this buyer) are the offer’s and the mail’s, the cart discount included', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const id = (await shop.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: CELL })).body.data.id;
    const positions = [{ productId: id, qty: '1', customProductType: 'automation', customConfiguration: CELL }];
    // What the completion view asks and shows (AutomationConfiguratorStore: POST /api/sales/cart/price with the cell).
    const page = (await shop.post('/api/sales/cart/price', { positions, locale: 'de' }, { cookie })).body.data;
    const terms = page.offerTerms;
    // The base is the buyer's value after the cart-level discount (2 % from 1,000 €), the same the offer's value is.
    expect(page.discountAmount).toBeGreaterThan(0);
    expect(terms.value).toBe(page.shoppingCartValue);
    expect(terms.value).toBeLessThan(page.positions[0].lineTotal);
    expect(terms.formattedMonthlyRate).toMatch(/€$/);

    const rent = await shop.post('/api/order/offer/new', { offer: { type: 'rentalPurchaseOffer', positions, readyForShipmentMsg: 'in 20 Tagen versandbereit' }, locale: 'de' }, { cookie });
    expect(rent.status).toBe(200);
    expect(rent.body.data.price).toMatchObject({ shoppingCartValue: terms.value, trainingCost: terms.trainingCost, months: terms.months, rate: terms.monthlyRate, purchasePrice: terms.finalPrice });

    // The mail prints the stored figures: the page's formatted rate and final price, word for word.
    const number = rent.body.data.offerNumber as string;
    const deadline = Date.now() + 20_000;
    let mail = mailsTo(shop.dataDir, DEMO_CUSTOMER.email).find((m) => m.subject.includes(number));
    while (!mail && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      mail = mailsTo(shop.dataDir, DEMO_CUSTOMER.email).find((m) => m.subject.includes(number));
    }
    const text = decodeMailBody(mail!.raw);
    expect(text).toContain(`6 Monatsraten à ${terms.formattedMonthlyRate} zzgl. MwSt., danach Kaufpreis ${terms.formattedFinalPrice}`);

    // A guest pays catalogue prices (no dealer rules on the cell) with the same cart discount: the same figures.
    const guest = (await shop.post('/api/sales/cart/price', { positions, locale: 'de' })).body.data.offerTerms;
    expect(guest).toEqual(terms);
  });
});

/** The text of a mail as written to the outbox (quoted-printable or base64 body parts decoded). */
function decodeMailBody(raw: string): string {
  const base64 = /Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  if (base64) return Buffer.from(base64[1].replace(/\s+/g, ''), 'base64').toString('utf8');
  const qp = /Content-Transfer-Encoding: quoted-printable\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (qp) return Buffer.from(qp[1].replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return raw;
}

describe('a saved cell in another shop state', () => {
  let dataDir: string;
  let server: { baseUrl: string; stop(): Promise<void> } | null = null;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is reported invalid once its products are gone (the catalogue reseeded smaller)', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-automation-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true', SEED_PRODUCTS: '2000' };
    server = await startServer(env);
    const before = new Shop(server!.baseUrl, dataDir);
    // The last cobot of the family: a small catalogue does not hold it.
    const cell = { robotSelection: 'RB-CO-016-0900', conveyors: `${CONVEYOR}:1` };
    const saved = await before.post('/api/product/get/custom-product-id', { configType: 'automation', configuration: cell });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id as string;
    expect((await before.post('/api/product/get/custom-product', { productId: id })).body.data.customProduct.valid).toBe(true);
    await server!.stop();
    server = null;

    const reseed = spawnSync(process.execPath, [join(root, 'backend/dist/main.js'), '--seed-products', '60'], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8', timeout: 120_000 });
    expect(reseed.status).toBe(0);

    server = await startServer(env);
    const after = new Shop(server!.baseUrl, dataDir);
    const reopened = await after.post('/api/product/get/custom-product', { productId: id });
    expect(reopened.body.data.customProduct).toMatchObject({ configType: 'automation', valid: false, messageIds: ['productIdUnknown'], configuration: cell });
    const price = await after.post('/api/sales/cart/price', { positions: [{ productId: id, qty: '1', customProductType: 'automation', customConfiguration: cell }], locale: 'de' });
    expect(price.body.data.refusedConfiguredProducts).toEqual([{ productId: id, customProductType: 'automation', messageIds: ['productIdUnknown'] }]);
  });
});
