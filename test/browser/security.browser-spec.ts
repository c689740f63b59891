// The storefront and the admin login run under the shop's Content-Security-Policy without a single
// violation, and a page of the shop cannot be shown inside another site's frame.
import type { Browser, Page } from 'playwright-core';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('content security policy', () => {
  it('home, a category, a product, the search and the login pages run with no CSP violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = cspViolations(page);
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/');
    await page.locator('h1').first().waitFor();
    await acceptCookies(page);
    // A category and one of its products, found through the API the page itself uses.
    const { category, product } = await page.evaluate(async () => {
      const headers = { apiCode: 'shop-dev-api-code', Accept: 'application/json', 'Content-Type': 'application/json' };
      const init = await (await fetch('/api/facade/frontend/init', { method: 'POST', headers, body: '{}' })).json();
      const cat = (init.data.productCategories as Array<{ id: string; path: { de: string }; productCount: number }>).find((c) => c.productCount > 0)!;
      const list = (await (await fetch(`/api/catalogue/categories/${encodeURIComponent(cat.id)}/products?locale=de`, { headers })).json()).data;
      return { category: cat.path.de, product: list.items[0].path as string };
    });
    await page.goto(baseUrl() + category);
    await page.locator('h1').first().waitFor();
    await page.goto(baseUrl() + product);
    await page.locator('h1').first().waitFor();
    // The product page carries JSON-LD and the rendered state inline: data blocks, which the policy (no inline
    // script at all) must not report as violations.
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(await page.locator('script[type="application/json"]#shop-state').count()).toBe(1);
    for (const path of ['/suche?q=schlauch', '/anmelden', '/admin/anmeldung', '/en/login']) {
      await page.goto(baseUrl() + path);
      await page.locator('h1').first().waitFor();
    }
    expect(violations).toEqual([]);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await page.close();
  });

  it('Swagger UI at /api/docs renders and opens an operation under its own policy with no violation', async () => {
    const page = await browser.newPage();
    const violations = cspViolations(page);
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/api/docs');
    await page.locator('.opblock').first().waitFor();
    await page.locator('.opblock-summary').first().click();
    await page.locator('.opblock-body').first().waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("another site's frame cannot show the admin login", async () => {
    const page = await browser.newPage();
    const violations = cspViolations(page);
    await page.setContent(`<iframe id="f" src="${baseUrl()}/admin/anmeldung" width="600" height="400"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f.url().includes('/admin/anmeldung'));
    const framedHeading = frame ? await frame.locator('h1').count().catch(() => 0) : 0;
    expect(framedHeading).toBe(0);
    expect(violations.join('\n')).toMatch(/frame-ancestors|X-Frame-Options|Refused to (display|frame)/i);
    await page.close();
  });
});
