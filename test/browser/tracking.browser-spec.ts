// The consent decision is recorded (ckse, docs/rules/calls.md#tracking-and-error-reports), and once visitor statistics are consented to, posts
// carry iid (and aqus from the landing URL).
import type { Browser, Request } from 'playwright-core';
import { acceptCookies, baseUrl, launch } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('visitor statistics', () => {
  it('records the consent (ckse) and adds iid and aqus to posts once statistics are allowed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const posts: Array<{ url: string; body: Record<string, unknown> }> = [];
    page.on('request', (r: Request) => {
      if (r.method() === 'POST' && r.url().includes('/api/')) {
        try {
          posts.push({ url: r.url(), body: JSON.parse(r.postData() ?? '{}') });
        } catch {
          /* not JSON */
        }
      }
    });
    // The page is server-rendered: its heading is there before any script runs; the page view goes out once
    // the app has started.
    const firstView = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/int/add'));
    await page.goto(baseUrl() + '/?aqus=newsletter-2026');
    await page.locator('h1').first().waitFor();
    await firstView;
    const before = posts.filter((p) => p.url.endsWith('/api/int/add'));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.body.iid === undefined)).toBe(true); // no consent yet: no visitor id
    const tracked = (type: string, withIid: boolean) => (r: Request) => {
      if (r.method() !== 'POST' || !r.url().endsWith('/api/int/add')) return false;
      const body = JSON.parse(r.postData() ?? '{}');
      return body.param1 === type && (!withIid || typeof body.iid === 'string');
    };
    const consentCall = page.waitForRequest(tracked('ckse', false), { timeout: 15_000 });
    const laterView = page.waitForRequest(tracked('pavi', true), { timeout: 15_000 });
    await page.getByRole('dialog').waitFor();
    await acceptCookies(page); // all categories, Stat included: the page reloads
    const consent = JSON.parse((await consentCall).postData()!);
    expect(consent.param2).toMatch(/Tec/);
    expect(consent.param3).toBe('/');
    const view = JSON.parse((await laterView).postData()!);
    expect(view.iid).toMatch(/^[0-9a-f]{32}$/);
    expect(view.aqus).toBe('newsletter-2026');
    await context.close();
  });
});
