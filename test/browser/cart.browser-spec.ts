// Spec (cart): positions whose products no longer exist are removed from the stored cart.
import type { Browser } from 'playwright-core';
import { baseUrl, launch } from './support';

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
