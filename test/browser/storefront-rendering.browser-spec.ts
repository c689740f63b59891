// Server-rendered storefront (ADR 0011): readable with JavaScript off, hydrated without a warning and without
// fetching the page's data a second time.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch } from './support';

let browser: Browser;
let productPath = '';
let categoryPath = '';

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext();
  const search = await context.request.get(`${baseUrl()}/api/catalogue/search?term=epdm&locale=de&limit=1`, { headers: { apiCode: 'shop-dev-api-code' } });
  productPath = (await search.json()).data.products[0].path;
  categoryPath = productPath.split('/').slice(0, -1).join('/');
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

/** Console messages of every level but debug and info, and page errors. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${String(e)}`));
  return messages;
}

describe('with JavaScript off', () => {
  it('the product page shows its name, price and breadcrumb', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl() + productPath);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/EPDM/);
    await expect(page.locator('.price__value').first().textContent()).resolves.toMatch(/\d+,\d{2}\s*€/);
    const crumbs = page.getByRole('navigation', { name: /Brotkrümel/ });
    expect(await crumbs.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('h1').isVisible()).toBe(true);
    // The language switch leads to this product's English page, not to the English home page.
    const english = await page.locator('a.langswitch__link[hreflang="en"]').first().getAttribute('href');
    expect(english).toMatch(/^\/en\/.+/);
    await page.locator('a.langswitch__link[hreflang="en"]').first().click();
    await page.waitForLoadState('load');
    await expect(page.locator('h1').textContent()).resolves.toMatch(/EPDM/);
    await context.close();
  });

  it('the category page shows its name, breadcrumb and products with prices; its links lead on', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl() + categoryPath);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/EPDM/);
    expect(await page.getByRole('navigation', { name: /Brotkrümel/ }).getByRole('link').count()).toBeGreaterThanOrEqual(2);
    const prices = await page.locator('.plist').getByText(/\d+,\d{2}\s*€/).count();
    expect(prices).toBeGreaterThan(5);
    // A product link works without a script: a real page load.
    await page.locator('.plist a[href^="/schlaeuche/"]').first().click();
    await page.waitForLoadState('load');
    expect(page.url()).not.toBe(baseUrl() + categoryPath);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await context.close();
  });

  it('the header search works as a plain form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl() + '/');
    await page.locator('input[name="searchterm"]').first().fill('epdm');
    await page.locator('input[name="searchterm"]').first().press('Enter');
    await page.waitForURL(/\/suche\?searchterm=epdm/);
    expect(await page.getByText(/EPDM-Schlauch/).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('hydration', () => {
  const pages = (): string[] => ['/', '/en', categoryPath, productPath, '/suche?searchterm=epdm', '/produkte', '/impressum', '/agb', '/datenschutz', '/standorte', '/anmelden', '/registrieren', '/passwort-vergessen', '/en/login', '/warenkorb', '/kasse'];
  // The admin login is no storefront page: the admin app renders in the browser (ADR 0023, test/api/admin-spa-bundle.e2e-spec.ts).

  it('every public page type hydrates without a warning and fetches none of its data again', async () => {
    const context = await browser.newContext();
    const problems: string[] = [];
    for (const path of pages()) {
      const page = await context.newPage();
      const messages = watchConsole(page);
      const dataCalls: string[] = [];
      page.on('request', (r) => {
        const url = r.url();
        // Tracking and error reports are the browser's own calls; anything else was in the page already.
        if (url.includes('/api/') && !url.includes('/api/int/add') && !url.includes('/api/user/challenge')) dataCalls.push(`${r.method()} ${url.replace(baseUrl(), '')}`);
      });
      await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
      for (const m of messages) problems.push(`${path}: ${m}`);
      for (const call of dataCalls) problems.push(`${path}: fetched again: ${call}`);
      await page.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a page hydrates with the texts it carries; what shows only after hydration gets its texts once they have come', async () => {
    // ADR 0060: the catalogue of texts is not part of the first load; the slider's buttons and the cart menu's
    // toggle appear after hydration, before it has come, and are labelled once it is there.
    const page = await browser.newPage();
    const messages = watchConsole(page);
    const textChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/storefront\.(de|en)-[^/]+\.js$/.test(r.url())) textChunks.push(r.url());
    });
    const response = await page.goto(baseUrl() + '/', { waitUntil: 'load' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"TEXTS de"');
    expect(html).not.toMatch(/data-preload="[^"]*storefront\.de-/);
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    await page.getByRole('button', { name: 'Nächste Folie' }).waitFor();
    await page.getByRole('button', { name: 'Warenkorb-Vorschau öffnen' }).waitFor();
    expect(textChunks).toHaveLength(1);
    expect(textChunks[0]).toMatch(/storefront\.de-/);
    expect(messages).toEqual([]);
    await page.close();
  });

  it('hovering a link loads the code of the page behind it before the click', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    const chunk = page.waitForRequest((r) => /\/assets\/Locations-[^/]+\.js$/.test(r.url()), { timeout: 5000 });
    await page.locator('a[href="/standorte"]').first().hover();
    await chunk;
    await context.close();
  });

  it('a customer’s page hydrates with its name in the header and the stored cart shows after hydration', async () => {
    const context = await browser.newContext();
    const login = await context.request.post(`${baseUrl()}/api/facade/frontend/login`, {
      headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
      data: { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025', isPermanentLogin: true, locale: 'de' },
    });
    expect(login.status()).toBe(200);
    // The demo customer's cart follows it across browsers (server cart): start this test from an empty one.
    const emptied = await context.request.put(`${baseUrl()}/api/sales/cart`, { headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json' }, data: { cart: { id: 'test-reset', positions: [] } } });
    expect(emptied.status()).toBe(200);
    const page = await context.newPage();
    const messages = watchConsole(page);
    await page.goto(baseUrl() + productPath, { waitUntil: 'networkidle' });
    await page.locator('.add-to-cart').first().click();
    await page.goto(baseUrl() + '/konto', { waitUntil: 'networkidle' });
    await page.locator('h1', { hasText: 'Mein Konto' }).waitFor();
    await page.goto(baseUrl() + categoryPath, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    const init = await context.request.post(`${baseUrl()}/api/facade/frontend/init`, { headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json' }, data: {} });
    const lastname: string = (await init.json()).data.store.user.lastname;
    expect(await page.locator('header.site-header').textContent()).toContain(lastname);
    // The server knows no stored cart; the browser shows it once hydrated.
    await page.locator('header.site-header .action-link--cart', { hasText: '1' }).first().waitFor();
    expect(messages).toEqual([]);
    await context.close();
  }, 60_000);
});
