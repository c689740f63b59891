// A link to a page that is not built is a dead end for a buyer: every link the home page, the header,
// the menus and the footer offer (German and English) must open a working page.
import type { Browser } from 'playwright-core';
import { acceptCookies, baseUrl, launch } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('no dead ends', () => {
  it('every link offered on the home page (header, menus, footer, content) opens a working page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const links = new Set<string>();
    for (const home of ['/', '/en']) {
      await page.goto(baseUrl() + home);
      await page.locator('h1').first().waitFor();
      await acceptCookies(page);
      const hrefs = await page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) if (!href.startsWith('/api/') && !href.startsWith('/media/')) links.add(href.split('#')[0]);
    }
    expect(links.size).toBeGreaterThan(10);
    // Category and product paths are answered by the catalogue; the web pages are what may not be built yet.
    const pagePaths = await page.evaluate(async () => {
      const init = await (await fetch('/api/facade/frontend/init', { method: 'POST', headers: { apiCode: 'shop-dev-api-code', 'Content-Type': 'application/json' }, body: '{}' })).json();
      return (init.data.webpages as Array<{ path: string }>).map((w) => w.path);
    });
    const offeredPages = [...links].filter((href) => pagePaths.includes(href.split('?')[0]));
    expect(offeredPages.length).toBeGreaterThan(5);
    const dead: string[] = [];
    for (const href of offeredPages) {
      await page.goto(baseUrl() + href);
      await page.locator('h1').first().waitFor();
      if (await page.locator('.page-unavailable').count()) dead.push(href);
    }
    expect(dead).toEqual([]);
    await page.close();
  });

  it('the search offers only pages that are built (the contact page now among them)', async () => {
    const page = await browser.newPage();
    const offered: string[] = [];
    for (const term of ['kontakt', 'konfigurator']) {
      await page.goto(baseUrl() + `/suche?searchterm=${term}&tab=miscellaneous`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dataset.appState)).toBe('ready');
      offered.push(...(await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))));
    }
    expect(offered).toContain('/kontakt');
    for (const href of new Set(offered)) {
      await page.goto(baseUrl() + href);
      await page.locator('h1').first().waitFor();
      expect([href, await page.locator('.page-unavailable').count()]).toEqual([href, 0]);
    }
    await page.close();
  });
});
