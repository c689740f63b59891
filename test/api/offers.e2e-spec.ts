// Offers (issue: checkout and orders): a guest asks with buyer data, a customer for rent-to-buy with the
// spec's rate, leasing only from 30,000 € net, the minimum offer value, every price computed by the server.
import { DEMO_CUSTOMER, mailsTo, Shop, waitForMail } from './identity-support';

const shop = new Shop(process.env.SHOP_BASE_URL!, process.env.SHOP_DATA_DIR!);
/** A robot of the automation family (about 16,000–23,000 € each in the demo catalogue). */
const ROBOT = 'RB-SC-003-0400';
const COUPLING = 'KU-CL-C-013-AL';
const buyer = { company: 'Beispiel Automation GmbH', customerId: '12345', firstname: 'Jana', lastname: 'Novak', email: 'jana.novak@beispiel-automation.example' };

async function net(positions: Array<{ productId: string; qty: string }>, cookie?: string): Promise<number> {
  return (await shop.post('/api/sales/cart/price', { positions, locale: 'de' }, { cookie })).body.data.shoppingCartValue;
}

describe('offer requests', () => {
  it('a guest asks for an offer with valid buyer data; the price sent along is not read', async () => {
    const positions = [{ productId: ROBOT, qty: '1' }];
    const res = await shop.post('/api/order/offer/guest/new', { offer: { type: 'buy', buyer, positions, readyForShipmentMsg: 'in 10 Tagen versandbereit', price: { itemTotal: 1, shoppingCartValue: 1 } }, locale: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ resultStatus: 'success', offerNumber: expect.stringMatching(/^A-\d{6,}$/) });
    expect(res.body.data.price.shoppingCartValue).toBe(await net(positions));

    // An e-mail to the buyer and one to the shop (reply-to the buyer), queued with the offer.
    const number = res.body.data.offerNumber as string;
    const own = await waitForMail(process.env.SHOP_DATA_DIR!, buyer.email, 1, 20_000);
    expect(own.subject).toContain(number);
    expect(own.body).toContain(ROBOT);
    const deadline = Date.now() + 20_000;
    let shopMail = mailsTo(process.env.SHOP_DATA_DIR!, 'info@hydratec.example').find((m) => m.subject.includes(number));
    while (!shopMail && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      shopMail = mailsTo(process.env.SHOP_DATA_DIR!, 'info@hydratec.example').find((m) => m.subject.includes(number));
    }
    expect(shopMail?.raw).toMatch(new RegExp(`^Reply-To: .*${buyer.email.replace(/\./g, '\\.')}`, 'mi'));
  });

  it('a guest without valid buyer data is refused field by field', async () => {
    const res = await shop.post('/api/order/offer/guest/new', { offer: { buyer: { ...buyer, email: 'keine', customerId: '12' }, positions: [{ productId: ROBOT, qty: '1' }] }, locale: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ 'buyer.email': expect.any(String), 'buyer.customerId': 'invalidCustomerIdMessage' });
  });

  it('offer/new needs a logged-in customer', async () => {
    expect((await shop.post('/api/order/offer/new', { offer: { positions: [{ productId: ROBOT, qty: '1' }] }, locale: 'de' })).status).toBe(401);
  });

  it('rent-to-buy: 6 months, the rate and final price by the spec’s formulas; a training cost sent along is not read', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const positions = [{ productId: ROBOT, qty: '2' }];
    const priced = (await shop.post('/api/sales/cart/price', { positions, locale: 'de' }, { cookie })).body.data;
    const value = priced.shoppingCartValue as number;
    // A buyer who claims 3,000 € of training would lower the rate: the server takes the training only from a configured cell.
    const res = await shop.post('/api/order/offer/new', { offer: { type: 'rentalPurchaseOffer', positions, price: { trainingCost: 300_000 } }, locale: 'de' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.price).toEqual({
      itemTotal: expect.any(Number),
      shoppingCartValue: value,
      trainingCost: 0,
      months: 6,
      rate: Math.ceil((value * 0.075 * 6) / 6 - 1e-9),
      purchasePrice: Math.ceil((value - 6 * value * 0.075) * 1.05 - 1e-9),
      couponCode: null,
    });
    // The figures the cart price answered for the same positions and buyer.
    expect(priced.offerTerms).toMatchObject({ value, trainingCost: 0, months: 6, monthlyRate: res.body.data.price.rate, finalPrice: res.body.data.price.purchasePrice });
  });

  it('leasing only from 30,000 € net; below the minimum offer value nothing is stored', async () => {
    const cookie = await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const one = [{ productId: ROBOT, qty: '1' }];
    const two = [{ productId: ROBOT, qty: '2' }];
    expect(await net(one, cookie)).toBeLessThan(3_000_000);
    expect(await net(two, cookie)).toBeGreaterThanOrEqual(3_000_000);
    const refused = await shop.post('/api/order/offer/new', { offer: { type: 'leasingInquiry', positions: one }, locale: 'de' }, { cookie });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('leasingNotAvailableMsg');
    const leasing = await shop.post('/api/order/offer/new', { offer: { type: 'leasingInquiry', positions: two }, locale: 'de' }, { cookie });
    expect(leasing.status).toBe(200);
    const small = await shop.post('/api/order/offer/new', { offer: { positions: [{ productId: COUPLING, qty: '1' }] }, locale: 'de' }, { cookie });
    expect(small.status).toBe(422);
    expect(small.body.error.code).toBe('minOfferValueNotReachedMsg');
  });

  it('an offer is priced with the cart’s coupon, as the cart showed it; an unknown code is ignored', async () => {
    const positions = [{ productId: ROBOT, qty: '1' }];
    const withCoupon = (await shop.post('/api/sales/cart/price', { positions, couponCode: 'WILLKOMMEN10', locale: 'de' })).body.data;
    expect(withCoupon.couponCode).toBe('WILLKOMMEN10');
    const res = await shop.post('/api/order/offer/guest/new', { offer: { type: 'buy', buyer, positions, couponCode: 'willkommen10' }, locale: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.data.price).toMatchObject({ shoppingCartValue: withCoupon.shoppingCartValue, couponCode: 'WILLKOMMEN10' });
    const unknown = await shop.post('/api/order/offer/guest/new', { offer: { type: 'buy', buyer, positions, couponCode: 'GIBT-ES-NICHT' }, locale: 'de' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.price).toMatchObject({ shoppingCartValue: await net(positions), couponCode: null });
  });

  it('parallel customers each get their own offer: their own price and the mail to their own address', async () => {
    const other = await shop.registerConfirmed();
    const callers = [
      { email: DEMO_CUSTOMER.email, cookie: await shop.loginCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password) },
      { email: other.email, cookie: await shop.loginCookie(other.email, other.password) },
    ];
    const positions = [{ productId: ROBOT, qty: '1' }, { productId: COUPLING, qty: '10' }];
    const values = new Map<string, number>();
    for (const c of callers) values.set(c.email, await net(positions, c.cookie));
    // The demo customer's dealer group makes the two prices differ: a mixed-up answer shows.
    expect(values.get(callers[0].email)).not.toBe(values.get(callers[1].email));
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const caller = callers[i % 2];
        const res = await shop.post('/api/order/offer/new', { offer: { type: 'buy', positions }, locale: 'de' }, { cookie: caller.cookie });
        expect(res.status).toBe(200);
        return { caller, number: res.body.data.offerNumber as string, value: res.body.data.price.shoppingCartValue as number };
      }),
    );
    expect(new Set(answers.map((a) => a.number)).size).toBe(answers.length);
    for (const a of answers) expect(a.value).toBe(values.get(a.caller.email));
    // Wait until every offer's mail to a customer is out (the queue sends in the background).
    const mailed = () => callers.flatMap((c) => mailsTo(process.env.SHOP_DATA_DIR!, c.email));
    const deadline = Date.now() + 30_000;
    while (!answers.every((a) => mailed().some((m) => m.subject.includes(a.number))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    for (const a of answers) {
      const own = mailsTo(process.env.SHOP_DATA_DIR!, a.caller.email).filter((m) => m.subject.includes(a.number));
      const foreign = callers.filter((c) => c !== a.caller).flatMap((c) => mailsTo(process.env.SHOP_DATA_DIR!, c.email)).filter((m) => m.subject.includes(a.number));
      expect(own).toHaveLength(1);
      expect(foreign).toHaveLength(0);
    }
  });
});
