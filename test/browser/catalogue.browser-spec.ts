import type { Browser, Page } from 'playwright-core';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface FilterOption {
  value: string;
  label: string;
  count: number;
}
interface FilterPick {
  id: string;
  heading: string;
  option: FilterOption;
}
interface ListPick {
  pathDe: string;
  pathEn: string;
  first: FilterPick;
  second: FilterPick;
  total: number;
}

/**
 * Finds, through the API the page itself uses, a category whose list has two multi-select filters with a
 * value each that together still leave more than one page of products.
 */
async function pickCategory(page: Page): Promise<ListPick> {
  const pick = await page.evaluate(async () => {
    const apiCode = document.querySelector('meta[name="shop-api-code"]')?.getAttribute('content') || 'shop-dev-api-code';
    const headers = { apiCode, Accept: 'application/json' };
    const init = await (await fetch('/api/facade/frontend/init', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' })).json();
    type Category = { id: string; path: { de: string; en: string }; productCount: number };
    type Filter = { id: string; heading: string; type: string; disabled: boolean; values: { value: string; label: string; count: number }[] };
    const categories = (init.data.productCategories as Category[]).filter((c) => c.productCount > 0).sort((a, b) => b.productCount - a.productCount);
    for (const category of categories.slice(0, 12)) {
      const list = (await (await fetch(`/api/catalogue/categories/${encodeURIComponent(category.id)}/products?locale=de`, { headers })).json()).data;
      if (!list) continue;
      const multi = (list.filters as Filter[]).filter((f) => f.type === 'multiSelect' && !f.disabled && f.values.length >= 2);
      for (let i = 0; i < multi.length; i++) {
        for (let j = i + 1; j < multi.length; j++) {
          for (const a of multi[i].values.slice(0, 6)) {
            for (const b of multi[j].values.slice(0, 6)) {
              const query = `lf-${multi[i].id}=${encodeURIComponent(a.value)}&lf-${multi[j].id}=${encodeURIComponent(b.value)}`;
              const answer = (await (await fetch(`/api/catalogue/categories/${encodeURIComponent(category.id)}/products?locale=de&${query}`, { headers })).json()).data;
              if (answer && answer.total > answer.pageSize) {
                return {
                  pathDe: category.path.de,
                  pathEn: category.path.en,
                  first: { id: multi[i].id, heading: multi[i].heading, option: a },
                  second: { id: multi[j].id, heading: multi[j].heading, option: b },
                  total: answer.total as number,
                };
              }
            }
          }
        }
      }
    }
    return null;
  });
  if (!pick) throw new Error('no category with two combinable filters and more than one page of products');
  return pick;
}

/** Ticks one option of a filter dropdown and closes it again. */
async function selectFilter(page: Page, filter: FilterPick): Promise<void> {
  const button = page.locator('.fdrop__button', { hasText: filter.heading }).first();
  await button.click();
  const panel = page.locator('.fdrop.is-open .fdrop__panel');
  await panel.waitFor();
  const answered = listAnswer(page, (q) => (q.get(`lf-${filter.id}`) ?? '').split(',').includes(filter.option.value));
  await panel.getByRole('checkbox', { name: new RegExp(`^${filter.option.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().check();
  await page.waitForURL((url) => url.searchParams.get(`lf-${filter.id}`) === filter.option.value);
  await answered;
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

/** The start of an active-filter chip's text ("Heading: label"). */
function chipText(filter: FilterPick): string {
  return `${filter.heading}: ${filter.option.label}`;
}

async function firstArticle(page: Page): Promise<string> {
  const cell = page.locator('.ptable__row .ptable__sku .sku').first();
  await cell.waitFor();
  return (await cell.textContent())?.trim() ?? '';
}

/** Waits until the list shows the answer for the current URL (no request in flight). */
/** Resolves when the category list call whose query matches has answered. */
function listAnswer(page: Page, match: (query: URLSearchParams) => boolean): Promise<unknown> {
  return page.waitForResponse((r) => r.url().includes('/api/catalogue/categories/') && match(new URL(r.url()).searchParams));
}

async function listSettled(page: Page): Promise<void> {
  await page.locator('.plist[aria-busy="false"] .ptable').waitFor();
}

describe('catalogue', () => {
  it('filters, sorts and pages a category; the URL keeps the state across reload and language switch; search and add to cart', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/');
    await page.locator('h1').first().waitFor();
    await acceptCookies(page);
    const pick = await pickCategory(page);

    // Open the category.
    await page.goto(baseUrl() + pick.pathDe);
    await page.locator('h1#category-title').waitFor();
    await listSettled(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    // Filter by two attributes.
    await selectFilter(page, pick.first);
    await listSettled(page);
    await selectFilter(page, pick.second);
    await listSettled(page);
    await page.locator('.chip', { hasText: chipText(pick.first) }).waitFor();
    await page.locator('.chip', { hasText: chipText(pick.second) }).waitFor();

    // Sort by price, then go to page 2.
    // Each step waits for the list answer it causes: the URL changes before the store starts loading,
    // so a settled list right after the URL change can still be the previous one.
    const sorted = listAnswer(page, (q) => q.get('listSort') === 'priceAsc');
    await page.getByLabel('Sortierung').selectOption('priceAsc');
    await page.waitForURL((url) => url.searchParams.get('listSort') === 'priceAsc');
    await sorted;
    await listSettled(page);
    const paged = listAnswer(page, (q) => q.get('listPage') === '2');
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('listPage') === '2');
    await paged;
    await listSettled(page);
    await page.locator('.pagination__link.is-current', { hasText: /^2$/ }).waitFor();

    const url = new URL(page.url());
    expect(url.searchParams.get(`lf-${pick.first.id}`)).toBe(pick.first.option.value);
    expect(url.searchParams.get(`lf-${pick.second.id}`)).toBe(pick.second.option.value);
    const article = await firstArticle(page);
    expect(article).not.toBe('');

    // Reload: the same state from the URL.
    await page.reload();
    await page.locator('h1#category-title').waitFor();
    await listSettled(page);
    expect(new URL(page.url()).search).toBe(url.search);
    expect(await firstArticle(page)).toBe(article);
    expect(await page.getByLabel('Sortierung').inputValue()).toBe('priceAsc');
    await page.locator('.chip', { hasText: chipText(pick.first) }).waitFor();

    // Switch to English: the translated path with the state kept.
    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL((u) => u.pathname === pick.pathEn);
    // The German page stays on screen until the English one is rendered (a client-side navigation): wait for the
    // English document before reading the list, or the reads below may still find the German one on a busy machine.
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await page.locator('h1#category-title').waitFor();
    await listSettled(page);
    expect(new URL(page.url()).search).toBe(url.search);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await firstArticle(page)).toBe(article);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('priceAsc');

    // Search from the header dropdown and open the product.
    const cartCount = page.locator('[data-testid="cart-count"]');
    const before = (await cartCount.count()) > 0 ? Number(await cartCount.textContent()) : 0;
    const combobox = page.getByRole('combobox', { name: 'Search term' });
    await combobox.click();
    await combobox.fill(article);
    const option = page.getByRole('option').filter({ hasText: article }).first();
    await option.waitFor();
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    // Keyboard: move to the product's option and open it with Enter.
    const options = await page.getByRole('option').allTextContents();
    const index = options.findIndex((text) => text.includes(article));
    for (let i = 0; i <= index; i++) await combobox.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await combobox.press('Enter');
    await page.locator('h1.product__name').waitFor();
    expect(await page.locator('.product__sku .sku').textContent()).toBe(article);
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');

    // Set a quantity and add to cart: the header count goes up.
    const quantity = page.getByLabel('Quantity', { exact: true });
    const initial = await quantity.inputValue();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantity.inputValue()).not.toBe(initial);
    const chosen = await quantity.inputValue();
    await quantity.fill(chosen);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('The item has been added to your cart.').waitFor();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent ?? 0) === n, before + 1);
    // The button is disabled while the confirmation shows.
    expect(await page.locator('.buybox .add-to-cart').isDisabled()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shop:cart') ?? 'null'));
    expect(stored.positions.some((p: { productId: string }) => p.productId === article)).toBe(true);
    expect(typeof stored.id).toBe('string');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('removes a filter that leaves the list empty, with a notice and the URL in line; product tabs toggle', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/');
    await page.locator('h1').first().waitFor();
    await acceptCookies(page);
    // Through the API: two filter values of ejector pins that have items alone but none together.
    const pick = await page.evaluate(async () => {
      const apiCode = document.querySelector('meta[name="shop-api-code"]')?.getAttribute('content') || 'shop-dev-api-code';
      const headers = { apiCode, Accept: 'application/json' };
      const init = await (await fetch('/api/facade/frontend/init', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' })).json();
      const category = (init.data.productCategories as Array<{ id: string; path: { de: string } }>).find((c) => c.id === 'ejector-pins')!;
      const base = `/api/catalogue/categories/ejector-pins/products?locale=de`;
      type Filter = { id: string; heading: string; values: { value: string }[] };
      const filters = (await (await fetch(base, { headers })).json()).data.filters as Filter[];
      const material = filters.find((f) => f.id === 'material')!;
      const hardness = filters.find((f) => f.id === 'hardness')!;
      for (const a of material.values) {
        for (const b of hardness.values) {
          const query = `lf-material=${encodeURIComponent(a.value)}&lf-hardness=${encodeURIComponent(b.value)}`;
          const data = (await (await fetch(`${base}&${query}`, { headers })).json()).data;
          if (data.removedFilters.length > 0) return { path: category.path.de, query, material: a.value, heading: hardness.heading, product: data.items[0].path as string };
        }
      }
      return null;
    });
    expect(pick).not.toBeNull();

    await page.goto(`${baseUrl()}${pick!.path}?${pick!.query}`);
    await page.waitForURL((url) => !url.searchParams.has('lf-hardness'));
    expect(new URL(page.url()).searchParams.get('lf-material')).toBe(pick!.material);
    await page.locator('.plist__pruned', { hasText: pick!.heading }).waitFor();
    await listSettled(page);
    expect(await page.locator('.ptable__row').count()).toBeGreaterThan(0);

    // Product tabs: the open tab closes on a second click (and with Enter); the arrow keys still move.
    await page.goto(baseUrl() + pick!.product);
    const tablist = page.locator('.product__tabs [role="tablist"]');
    await tablist.waitFor();
    const open = tablist.locator('[role="tab"][aria-selected="true"]');
    const first = open.first();
    const name = await first.textContent();
    const panel = page.locator('.product__tabs [role="tabpanel"]:not([hidden])');
    expect(await panel.count()).toBe(1);
    await first.click();
    expect(await open.count()).toBe(0);
    expect(await panel.count()).toBe(0);
    const closed = tablist.locator('[role="tab"]', { hasText: name ?? '' }).first();
    expect(await closed.getAttribute('tabindex')).toBe('0');
    await closed.click();
    expect(await open.count()).toBe(1);
    await closed.press('Enter');
    expect(await open.count()).toBe(0);
    const enabled = tablist.locator('[role="tab"]:not([aria-disabled="true"])');
    if ((await enabled.count()) > 1) {
      await closed.press('ArrowRight');
      expect(await open.count()).toBe(1);
      expect(await open.first().textContent()).not.toBe(name);
      expect(await panel.count()).toBe(1);
    }
    const disabled = tablist.locator('[role="tab"][aria-disabled="true"]');
    if ((await disabled.count()) > 0) {
      await disabled.first().click({ force: true });
      expect(await disabled.first().getAttribute('aria-selected')).toBe('false');
    }

    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown path with the home page and a too-short search with its hint', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/gibt-es/nicht-xyz');
    await page.waitForURL(baseUrl() + '/');
    await page.goto(baseUrl() + '/suche?searchterm=a');
    await page.locator('.message--warning', { hasText: 'mindestens 2 Zeichen' }).waitFor();
    await page.goto(baseUrl() + '/passend-zu?id=does-not-exist');
    await page.getByRole('alert').filter({ hasText: 'Die Artikelnummer ist unbekannt.' }).waitFor();
    await page.close();
  });
});
