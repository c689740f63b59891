import type { Browser } from 'playwright-core';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('shop shell', () => {
  it('opens / in German, switches to English and lands on /en with English text', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/');
    await page.locator('h1').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('h1').first().textContent()).toMatch(/direkt vom Hersteller/);
    expect(await page.title()).toBe('Startseite | HydraTec');
    await acceptCookies(page);

    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL(baseUrl() + '/en');
    await page.locator('h1', { hasText: /straight from the manufacturer/ }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('Home | HydraTec');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/en$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows an in-app redirect and drops a trailing slash', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/anbieterkennzeichnung');
    await page.waitForURL(baseUrl() + '/impressum');
    await page.locator('h1', { hasText: 'Impressum' }).waitFor();
    await page.goto(baseUrl() + '/en/imprint/');
    await page.waitForURL(baseUrl() + '/en/imprint');
    await page.locator('h1', { hasText: 'Imprint' }).waitFor();
    await page.close();
  });

  it('keeps the language when the English imprint links to the German legal version', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/en/imprint');
    await page.locator('h1', { hasText: 'Imprint' }).waitFor();
    expect(await page.getByText('HRB 765432').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('logs and reports a page whose component the app does not know, and shows a polite message', async () => {
    // Every configured page is built, so the page is made up: the page's recorded init answer (ADR 0011) gets
    // one more web page whose component the app does not know, and the app is sent there by a route change.
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.route(baseUrl() + '/impressum', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(/(<script type="application\/json" id="shop-state">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
        const answers = JSON.parse(json) as Array<{ key: string; body: { data?: { webpages?: Array<Record<string, unknown>> } } }>;
        const init = answers.find((a) => a.key.startsWith('POST /api/facade/frontend/init'));
        init?.body.data?.webpages?.push({
          id: 9999, code: 'broken', locale: 'de', path: '/kaputte-seite', component: 'NoSuchComponent', prefix: false,
          accessCondition: null, redirectTarget: null, label: 'Kaputt', description: '', robots: 'noindex,nofollow',
        });
        return open + JSON.stringify(answers).replace(/</g, '\\u003c') + close;
      });
      await route.fulfill({ response, body: patched, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(patched)), 'content-encoding': 'identity' } });
    });
    // Hydrated once the page's script has loaded and run (the network is then quiet).
    await page.goto(baseUrl() + '/impressum', { waitUntil: 'networkidle' });
    await page.locator('h1', { hasText: 'Impressum' }).waitFor();
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/system/frontend-error') && r.method() === 'POST');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/kaputte-seite');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Diese Seite ist gerade nicht verfügbar').waitFor();
    const report = JSON.parse((await reported).postData() ?? '{}');
    expect(report.errMsg).toBe('Unknown route component "NoSuchComponent"');
    expect(errors.some((e) => e.includes('Unknown route component "NoSuchComponent"'))).toBe(true);
    await page.close();
  });
});
