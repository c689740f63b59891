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
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/system/frontend-error') && r.method() === 'POST');
    // The hose configurator's page is configured, but its component is not built on this branch yet.
    await page.goto(baseUrl() + '/schlauchkonfigurator');
    await page.getByText('Diese Seite ist gerade nicht verfügbar').waitFor();
    const report = JSON.parse((await reported).postData() ?? '{}');
    expect(report.errMsg).toBe('Unknown route component "HoseConfigurator"');
    expect(errors.some((e) => e.includes('Unknown route component "HoseConfigurator"'))).toBe(true);
    await page.close();
  });
});
