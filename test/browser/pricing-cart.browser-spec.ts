// Pricing and cart in the browser (issue: pricing and cart): a visitor adds from a list and from the quick
// order, sees the list-price notice, empties a quantity, applies a coupon; the demo dealer logs in, sees the
// group price and the quantity tier on the product page, and finds the cart again in another browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerAntiSpam } from './identity-support';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

const DEALER = { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025' };
const COUPLING = 'KU-CL-C-013-AL';
const HOSE = 'SL-EPDM-006';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function productPath(page: Page, id: string, locale: 'de' | 'en'): Promise<string> {
  const res = await page.request.post(baseUrl() + '/api/catalogue/products/by-ids', { headers: { apiCode: 'shop-dev-api-code' }, data: { ids: [id], locale } });
  return (await res.json()).data.items[0].path as string;
}

async function categoryPathOf(page: Page, id: string, locale: 'de' | 'en'): Promise<string> {
  const path = await productPath(page, id, locale);
  return path.slice(0, path.lastIndexOf('/'));
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
  return { context, page: await context.newPage() };
}

describe('a visitor', () => {
  it('adds from a list and from the quick order, sees the list-price notice, empties a quantity and applies a coupon', async () => {
    const { context, page } = await newPage();
    const errors = watchErrors(page);
    // The category list: list prices for visitors, with the notice (and its note on discounts after registration).
    await page.goto(baseUrl() + (await categoryPathOf(page, COUPLING, 'en')) + `?listSearch=${COUPLING}`, { waitUntil: 'networkidle' });
    await page.getByText('Log in to see your individual prices. Discounts are shown one day after registration.').first().waitFor();
    const row = page.locator('tr', { hasText: COUPLING }).first();
    await row.locator('.price__value').filter({ hasText: '€' }).waitFor();
    await row.getByRole('button', { name: /add to cart/i }).click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="cart-count"]')?.textContent ?? 0) === 1);

    // The cart page: the quick order checks pasted lines before adding; an unknown article is listed, not dropped.
    await page.goto(baseUrl() + '/en/cart', { waitUntil: 'networkidle' });
    await page.locator('.ctable__row').first().waitFor();
    await page.getByLabel('Article numbers and quantities').fill(`${HOSE};3\nNO-SUCH-ARTICLE;1`);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('The article number is unknown.').first().waitFor();
    await page.getByRole('button', { name: 'Add 1 article to cart' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ctable__row').length >= 2);
    expect(await page.getByLabel('Article numbers and quantities').inputValue()).toContain('NO-SUCH-ARTICLE');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shop:cart')!));
    expect(stored.positions.map((p: { productId: string }) => p.productId)).toEqual([COUPLING, HOSE]);

    // A coupon: the discount line appears with its code, the total drops.
    const total = page.locator('.cart-totals__list dd.cart-totals__total');
    const before = await total.textContent();
    await page.getByLabel('Coupon code').fill('willkommen10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/WILLKOMMEN10/).first().waitFor();
    await page.waitForFunction((old) => document.querySelector('.cart-totals__list dd.cart-totals__total')?.textContent !== old, before);
    // An unknown coupon is refused with its message next to the field.
    await page.getByRole('button', { name: /Remove coupon/ }).click();
    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon code is not valid.').waitFor();

    // An emptied quantity: the message beside the field, the checkout button disabled.
    const field = page.getByLabel(/Quantity for/).first();
    await field.fill('');
    await page.getByRole('alert').filter({ hasText: 'Please enter an order quantity.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to checkout' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the demo dealer', () => {
  it('sees the group price and the quantity tier, and finds the cart again in another browser', async () => {
    const { context, page } = await newPage();
    await page.goto(baseUrl() + '/en/login', { waitUntil: 'networkidle' });
    await acceptCookies(page);
    await page.locator('main').getByLabel(/^E-mail address/).fill(DEALER.email);
    await page.locator('main input[name="password"]').fill(DEALER.password);
    await answerAntiSpam(page.locator('main'));
    await page.locator('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('account-menu-button').waitFor();
    // The dealer's cart follows it across browsers (server cart), also from earlier tests: start from an empty one.
    const emptied = await page.request.put(baseUrl() + '/api/sales/cart', { headers: { apiCode: 'shop-dev-api-code' }, data: { cart: { id: 'test-reset', positions: [] } } });
    expect(emptied.status()).toBe(200);
    await page.evaluate(() => {
      localStorage.removeItem('shop:cart');
      localStorage.removeItem('shop:cart-sync');
    });

    // The EPDM hose: the dealer group's 12 % off the catalogue price, and the tier from 50 m (18 %).
    const catalogue = await (await page.request.post(baseUrl() + '/api/catalogue/products/by-ids', { headers: { apiCode: 'shop-dev-api-code' }, data: { ids: [HOSE], locale: 'en' } })).json();
    const listPrice = catalogue.data.items[0].priceInfo.formattedPrice as string;
    await page.goto(baseUrl() + (await productPath(page, HOSE, 'en')), { waitUntil: 'networkidle' });
    const box = page.locator('.buybox .price');
    await box.locator('.price__list s').waitFor();
    expect(await box.locator('.price__list s').textContent()).toBe(listPrice);
    expect(await box.locator('.price__discount').textContent()).toContain('12%');
    expect(await box.locator('.price__value').textContent()).not.toContain(listPrice);
    expect(await box.locator('.price__tiers').textContent()).toMatch(/from 50 m/);
    // Visitors' notice is not shown to a logged-in customer.
    expect(await page.getByText('Log in to see your individual prices.').count()).toBe(0);

    await page.getByLabel('Quantity', { exact: true }).fill('60');
    await page.locator('.buybox .add-to-cart').click();
    await page.getByText('The item has been added to your cart.').waitFor();
    // The server cart is saved shortly after the change.
    await page.waitForResponse((r) => r.url().endsWith('/api/sales/cart') && ['PUT', 'PATCH'].includes(r.request().method()));

    // Another browser: log in, open the cart — the hose is there, priced at the tier.
    const other = await newPage();
    const login = await other.page.request.post(baseUrl() + '/api/facade/frontend/login', {
      headers: { apiCode: 'shop-dev-api-code' },
      data: { email: DEALER.email, password: DEALER.password, isPermanentLogin: false, locale: 'en' },
    });
    expect(login.status()).toBe(200);
    await other.page.goto(baseUrl() + '/en/cart', { waitUntil: 'networkidle' });
    const hoseRow = other.page.locator('.ctable__row', { hasText: HOSE });
    await hoseRow.waitFor();
    expect(await hoseRow.getByLabel(/Quantity for/).inputValue()).toBe('60');
    expect(await hoseRow.locator('.price__discount').textContent()).toContain('18%');
    await other.context.close();
    await context.close();
  });
});
