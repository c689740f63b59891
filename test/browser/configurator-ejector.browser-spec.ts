// The ejector configurator from start to cart (ADR 0021): an offset ejector pin shortened and
// given an anti-rotation flat, in German with the mouse and in English with the keyboard; the cart shows the
// configured position with the server's price; the saved AC code opened in a new browser (and without
// JavaScript) shows the same configuration; the page fits a phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = {
  de: { path: '/auswerferkonfigurator', cart: '/warenkorb' },
  en: { path: '/en/ejector-configurator', cart: '/en/cart' },
} as const;

/** Texts the journey reads, per locale (the i18n catalogue's, as a buyer sees them). */
const TEXT = {
  de: {
    invalidLength: 'Der Auswerfer kann in dieser Länge nicht gefertigt werden.',
    possible: 'Mögliche Längen: 80-',
    completed: 'Die Konfiguration ist vollständig.',
    nameStart: 'Auswerferstift abgesetzt, Zylinderkopf mit einseitiger Verdrehsicherung, Ø 3 × 95 mm, l2 50 mm',
    drawing: 'Ø 3 × 95 mm, l2 50 mm',
    addToCart: 'In den Warenkorb',
    shortened: 'Kürzen auf Wunschlänge: von 100 mm auf 95 mm',
    pending: 'Noch offen: Typ, Kopfform, Werkstoff, Abmessungen und Länge',
  },
  en: {
    invalidLength: 'The ejector cannot be manufactured in this length.',
    possible: 'Possible lengths: 80-',
    completed: 'The configuration is complete.',
    nameStart: 'Offset ejector pin, Cylinder head with one-sided anti-rotation, Ø 3 × 95 mm, l2 50 mm',
    drawing: 'Ø 3 × 95 mm, l2 50 mm',
    addToCart: 'Add to cart',
    shortened: 'Shortening to the required length: from 100 mm to 95 mm',
    pending: 'Still pending: Type, Head shape, Material, Dimensions and length',
  },
} as const;

async function newContext(width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
  return context;
}

const option = (page: Page, step: string, value: string) => page.locator(`[data-step="${step}"] button[data-value="${value}"]`);

/** Chooses with the mouse (de) or with the keyboard (en: focus the option, press Enter). */
async function press(page: Page, target: ReturnType<Page['locator']>, keyboard: boolean): Promise<void> {
  await target.waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
  if (keyboard) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else {
    await target.click();
  }
}

/** Start to completed configuration; answers the AC code and the price per piece shown. */
async function configure(page: Page, locale: 'de' | 'en'): Promise<{ code: string; unitPrice: string }> {
  const keyboard = locale === 'en';
  const text = TEXT[locale];
  await page.goto(baseUrl() + PAGES[locale].path);
  await expectText(page, '[data-testid="ec-pending"]', text.pending);

  await press(page, option(page, 'type', 'offset'), keyboard);
  await page.waitForFunction(() => document.activeElement?.id === 'ec-step-headShape');
  await press(page, option(page, 'headShape', 'cylinderAntiRotation'), keyboard);
  await page.waitForFunction(() => document.activeElement?.id === 'ec-step-material');
  await press(page, option(page, 'material', 'nitridedHotWorkSteel'), keyboard);
  // One l2 per tip diameter: it is chosen with the diameter.
  await page.waitForFunction(() => document.activeElement?.id === 'ec-step-dimensions');
  await press(page, page.locator('button[data-field="diameter"][data-value="3"]'), keyboard);
  await page.locator('button[data-field="l2"][data-value="50"][aria-pressed="true"]').waitFor();

  const length = page.locator('#ec-length');
  await length.fill('70');
  await expectText(page, '#ec-length-error', text.invalidLength);
  await expectText(page, '#ec-length-hint', text.possible);
  await length.fill('95');
  const solution = page.locator('.ec-solution').filter({ has: page.locator('li', { hasText: keyboard ? 'shortened to 95 mm' : 'gekürzt auf 95 mm' }) }).first();
  await press(page, solution.getByRole('button'), keyboard);
  await page.waitForFunction(() => document.activeElement?.id === 'ec-step-summary');

  await expectText(page, '[data-testid="ec-summary"]', text.completed);
  await expectText(page, '[data-testid="ec-summary"]', text.nameStart);
  await expectText(page, '[data-testid="ec-summary"]', text.shortened);
  await expectText(page, '[data-testid="ejector-drawing-label"]', text.drawing);
  const code = (await page.locator('[data-testid="ec-code"]').textContent())!.trim();
  expect(code).toMatch(/^AC[A-Z0-9]{6}$/);
  await page.waitForURL((url) => url.searchParams.get('ec') === code);
  const unitPrice = (await page.locator('[data-testid="ec-unit-price"]').textContent())!.trim();
  expect(unitPrice).toMatch(/\d/);
  await expect(page.locator('[data-testid="ec-delivery"]').textContent()).resolves.toMatch(/\d|Deliverable|lieferbar/i);
  // The drawing is an image with its label as the text alternative.
  await expect(page.getByRole('img', { name: new RegExp(text.drawing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).count()).resolves.toBe(1);
  return { code, unitPrice };
}

async function expectText(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

describe.each(['de', 'en'] as const)('ejector configurator (%s)', (locale) => {
  it('configures an offset pin shortened with anti-rotation, puts it into the cart at the server price, and its code shows the same configuration in a new browser', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { code, unitPrice } = await configure(page, locale);

    await press(page, page.getByRole('button', { name: TEXT[locale].addToCart }), locale === 'en');
    await page.waitForFunction((id) => (localStorage.getItem('shop:cart') ?? '').includes(id), code);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shop:cart')!));
    expect(stored.positions).toEqual([
      {
        productId: code,
        qty: '1',
        customProductType: 'ejector',
        customConfiguration: expect.objectContaining({ type: 'offset', headShape: 'cylinderAntiRotation', diameter: '3', l2: '50', length: '95', shortenId: 'SERVICE-EJECTOR-SHORTEN', antiRotationId: 'SERVICE-EJECTOR-ANTI-ROTATION' }),
      },
    ]);

    // The cart: the configured position with its name and summary and the server's price.
    await page.goto(baseUrl() + PAGES[locale].cart);
    const row = page.locator('.ctable__row', { hasText: code });
    await row.locator('.ctable__summary').waitFor();
    await expect(row.textContent()).resolves.toContain(TEXT[locale].nameStart);
    await expect(row.locator('.ctable__price').textContent()).resolves.toContain(unitPrice);
    await expect(row.locator('.ctable__total').textContent()).resolves.toContain(unitPrice);

    // The cart row links back to the configurator with the code.
    await row.getByRole('link', { name: new RegExp(TEXT[locale].nameStart.slice(0, 20)) }).click();
    await page.waitForURL((url) => url.searchParams.get('ec') === code);
    await expectText(page, '[data-testid="ec-code"]', code);
    expect(errors).toEqual([]);
    await context.close();

    // A new browser: the saved code shows the same configuration, completed.
    const other = await newContext();
    const fresh = await other.newPage();
    await fresh.goto(`${baseUrl()}${PAGES[locale].path}?ec=${code.toLowerCase()}`);
    await expectText(fresh, '[data-testid="ec-summary"]', TEXT[locale].nameStart);
    await expectText(fresh, '[data-testid="ec-code"]', code);
    await expectText(fresh, '[data-testid="ejector-drawing-label"]', TEXT[locale].drawing);
    await expect(fresh.locator('[data-testid="ec-unit-price"]').textContent()).resolves.toContain(unitPrice);
    await expect(fresh.locator('#ec-length').inputValue()).resolves.toBe('95');
    await expect(fresh.locator('[data-step="headShape"] .ec-step__value').textContent()).resolves.toMatch(/Verdrehsicherung|anti-rotation/);
    await other.close();
  });
});

describe('ejector configurator without JavaScript, on a phone, with a wrong code', () => {
  it('server-renders a saved configuration, fits 390 px, and reports a code that is not valid', async () => {
    // Get a code through the page first.
    const context = await newContext();
    const page = await context.newPage();
    const { code } = await configure(page, 'de');
    await context.close();

    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noJs.newPage();
    await plain.goto(`${baseUrl()}${PAGES.de.path}?ec=${code}`);
    await expect(plain.locator('[data-testid="ec-summary"]').textContent()).resolves.toContain(TEXT.de.nameStart);
    await expect(plain.locator('[data-testid="ejector-drawing"]').count()).resolves.toBe(1);
    await noJs.close();

    const phone = await newContext(390);
    const small = await phone.newPage();
    await small.goto(`${baseUrl()}${PAGES.de.path}?ec=${code}`);
    await expectText(small, '[data-testid="ec-code"]', code);
    await small.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A code that is not 8 characters starting AC, and one no configuration has.
    await small.locator('#ec-code-input').fill('SC123456');
    await small.getByRole('button', { name: 'Code laden' }).click();
    await expectText(small, '#ec-code-error', 'Der Auswerfercode ist ungültig.');
    await small.locator('#ec-code-input').fill('ac000000');
    const asked = small.waitForResponse((r) => r.url().endsWith('/api/product/get/custom-product'));
    await small.getByRole('button', { name: 'Code laden' }).click();
    expect((await (await asked).json()).data.customProduct).toBeNull();
    await expectText(small, '#ec-code-error', 'Der Auswerfercode ist ungültig.');
    // the configuration shown before stays
    await expectText(small, '[data-testid="ec-code"]', code);
    await phone.close();
  });
});
