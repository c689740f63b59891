// Spec (cart): positions whose products no longer exist are removed from the stored cart.
import type { Browser } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('stored cart', () => {
  it('drops the positions of products that no longer exist and keeps the others', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl() + '/impressum');
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => {
      const cart = {
        id: 'c-test',
        dateUpdated: new Date().toISOString(),
        positions: [
          { productId: 'SL-EPDM-025', qty: '2' },
          { productId: 'GIBT-ES-NICHT-MEHR', qty: '5' },
        ],
      };
      localStorage.setItem('shop:cart', JSON.stringify(cart));
    });
    const checked = page.waitForResponse((r) => r.url().includes('/api/catalogue/products/by-ids'));
    await page.reload();
    await checked;
    await page.waitForFunction(() => !(localStorage.getItem('shop:cart') ?? '').includes('GIBT-ES-NICHT-MEHR'));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shop:cart')!));
    expect(stored.positions.map((p: { productId: string }) => p.productId)).toEqual(['SL-EPDM-025']);
    await context.close();
  });
});

/** Puts a cart into the browser's storage (the page must be on the shop's origin). */
async function storeCart(page: import('playwright-core').Page, positions: Array<{ productId: string; qty: string }>): Promise<void> {
  await page.goto(baseUrl() + '/impressum');
  await page.locator('h1').first().waitFor();
  await page.evaluate((list) => {
    localStorage.setItem('shop:cart', JSON.stringify({ id: 'c-page', dateUpdated: new Date().toISOString(), positions: list }));
    document.cookie = 'cookieConsent=Tec; path=/';
  }, positions);
}

describe('cart page', () => {
  it('hydrates without a warning, shows the stored cart priced by the server and prices it again after a quantity change', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    await storeCart(page, [
      { productId: 'SL-EPDM-025', qty: '2' },
      { productId: 'KU-CL-C-013-AL', qty: '1' },
    ]);
    await page.goto(baseUrl() + '/warenkorb', { waitUntil: 'networkidle' });
    await page.locator('h1', { hasText: 'Warenkorb' }).waitFor();
    await page.locator('.ctable__row').nth(1).waitFor();
    expect(await page.locator('.cart__count').textContent()).toBe('2 Positionen');
    const total = page.locator('.cart-totals__list dd.cart-totals__total');
    const before = await total.textContent();
    expect(before).toMatch(/\d+,\d{2}\s*€/);

    const priced = page.waitForResponse((r) => r.url().includes('/api/sales/cart/price'));
    await page.getByLabel(/Menge für Camlock/).fill('3');
    await priced;
    await page.waitForFunction((old) => document.querySelector('.cart-totals__list dd.cart-totals__total')?.textContent !== old, before);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shop:cart')!));
    expect(stored.positions[1]).toMatchObject({ productId: 'KU-CL-C-013-AL', qty: '3' });
    // Above the minimum order value the checkout button is the link to the checkout page.
    expect(await page.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/kasse');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an emptied quantity is reported next to its field and keeps the checkout disabled', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await storeCart(page, [{ productId: 'KU-CL-C-013-AL', qty: '2' }]);
    await page.goto(baseUrl() + '/en/cart', { waitUntil: 'networkidle' });
    const field = page.getByLabel(/Quantity for/);
    await field.fill('');
    await page.getByRole('alert').filter({ hasText: 'Please enter an order quantity.' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Proceed to checkout' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('the header preview opens with the positions and an edit-cart link; Escape closes it and gives focus back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await storeCart(page, [{ productId: 'SL-EPDM-025', qty: '2' }]);
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    const toggle = page.locator('header .cart-menu__toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Warenkorb-Vorschau' });
    await panel.locator('.ctable__row').first().waitFor();
    expect(await panel.getByRole('link', { name: 'Warenkorb bearbeiten' }).getAttribute('href')).toBe('/warenkorb');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cart-menu__toggle'))).toBe(true);
    await context.close();
  });
});

// A logged-in customer's cart is also kept on the server (ADR 0012). A change followed at once by a reload or
// a link must not be undone by the server's older copy: the page opened next keeps what the buyer did.
describe('the logged-in customer’s cart survives an immediate reload', () => {
  const CUSTOMER = { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025' };
  const headers = { apiCode: 'shop-dev-api-code', 'content-type': 'application/json' };

  /** A logged-in browser with an empty cart here and on the server (other tests use the same customer). */
  async function loggedIn(): Promise<{ context: import('playwright-core').BrowserContext; page: import('playwright-core').Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
    const login = await context.request.post(`${baseUrl()}/api/facade/frontend/login`, {
      headers: { ...headers, 'x-forwarded-for': '10.78.0.22' },
      data: { email: CUSTOMER.email, password: CUSTOMER.password, isPermanentLogin: false, locale: 'de' },
    });
    expect(login.status()).toBe(200);
    const emptied = await context.request.put(`${baseUrl()}/api/sales/cart`, { headers, data: { cart: { id: 'test-reset', positions: [] } } });
    expect(emptied.status()).toBe(200);
    const page = await context.newPage();
    return { context, page };
  }

  async function serverPositions(context: import('playwright-core').BrowserContext): Promise<Array<{ productId: string; qty: string }>> {
    const answer = await context.request.get(`${baseUrl()}/api/sales/cart`, { headers });
    return ((await answer.json()).data.cart?.positions ?? []).map((p: { productId: string; qty: string }) => ({ productId: p.productId, qty: p.qty }));
  }

  /** Adds a product on its page and waits until the server has the saved cart. */
  async function addAndSave(page: import('playwright-core').Page, id: string): Promise<void> {
    const path = (await (await page.request.post(baseUrl() + '/api/catalogue/products/by-ids', { headers, data: { ids: [id], locale: 'de' } })).json()).data.items[0].path as string;
    await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/sales/cart') && ['PUT', 'PATCH'].includes(r.request().method()));
    await page.locator('.buybox .add-to-cart').click();
    await saved;
  }

  it('emptying the cart and reloading at once leaves it empty, here and on the server', async () => {
    const { context, page } = await loggedIn();
    const errors = watchErrors(page);
    await addAndSave(page, 'SL-EPDM-025');
    expect(await serverPositions(context)).toEqual([{ productId: 'SL-EPDM-025', qty: '1' }]);
    await page.goto(baseUrl() + '/warenkorb', { waitUntil: 'networkidle' });
    await page.locator('.ctable__row').first().waitFor();
    await page.locator('.ctable__remove-button').first().click();
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
    // The reload follows the click at once (well within the old 0.4 s save delay).
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
    expect(await page.locator('.ctable__row').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('shop:cart'))).toBeNull();
    expect(await serverPositions(context)).toEqual([]);
    // And once more: nothing comes back from the server.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Ihr Warenkorb ist leer.').waitFor();
    expect(await page.locator('.ctable__row').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a quantity changed and the page reloaded at once keeps the new quantity, here and on the server', async () => {
    const { context, page } = await loggedIn();
    const errors = watchErrors(page);
    await addAndSave(page, 'SL-EPDM-025');
    await page.goto(baseUrl() + '/warenkorb', { waitUntil: 'networkidle' });
    const field = page.getByLabel(/Menge für/);
    await field.waitFor();
    await field.fill('7');
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    await page.locator('.ctable__row').first().waitFor();
    expect(await page.getByLabel(/Menge für/).inputValue()).toBe('7');
    expect(await serverPositions(context)).toEqual([{ productId: 'SL-EPDM-025', qty: '7' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
