// Content issue (ADR 0018): the home page's blocks and slider, the contact page and its mail.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PAGE_BLOCK_TYPES } from '@shop/domain';
import { readOutbox } from '../api/identity-support';
import { baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor who has decided on cookies already (no dialog over the page). */
async function visitor(options: { javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference'; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, reducedMotion: options.reducedMotion ?? 'no-preference', viewport: { width: options.width ?? 1280, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
  return context;
}

const activeSlide = (page: Page) => page.locator('.slider').getAttribute('data-active-slide');
const sliderState = (page: Page) => page.locator('.slider').getAttribute('data-slider-state');

/** Reads until the value is the expected one (React commits a state change a moment after the event), at most 2 s; answers the last read. */
async function until(read: () => Promise<string | null>, expected: string): Promise<string | null> {
  let value = await read();
  for (let i = 0; value !== expected && i < 40; i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe('home page from page-builder blocks', () => {
  it('renders every block type in both languages without layout shift, reporting no error', async () => {
    const context = await visitor();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/system/frontend-error')) reports.push(r.postData() ?? '');
    });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/en']) {
      await page.goto(baseUrl() + path);
      await page.locator('html[data-app-state="ready"]').waitFor();
      const types = await page.locator('[data-block-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')));
      expect([...new Set(types)].sort()).toEqual([...PAGE_BLOCK_TYPES].sort());
      await expect(page.locator('h1').count()).resolves.toBe(1);
      // Scrolled through: every lazy picture takes the box it had reserved.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      const broken = await page.locator('img').evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src));
      expect(broken).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
    }
    expect(await page.locator('.slider__image').first().getAttribute('fetchpriority')).toBe('high');
    expect(errors).toEqual([]);
    expect(reports).toEqual([]);
    await context.close();
  });

  it('slider: advances every 7000 ms and wraps, stops while hovered, is operable with the keyboard', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(baseUrl() + '/');
    await page.locator('.slider--live .slider__controls').waitFor();
    const slides = await page.locator('.slider__slide').count();
    expect(slides).toBe(3);
    expect(await until(() => activeSlide(page), '0')).toBe('0');
    await page.clock.runFor(7000);
    expect(await until(() => activeSlide(page), '1')).toBe('1');
    await page.clock.runFor(7000);
    expect(await until(() => activeSlide(page), '2')).toBe('2');
    await page.clock.runFor(7000);
    expect(await until(() => activeSlide(page), '0')).toBe('0'); // wrapped
    // Only the active slide is visible and reachable.
    await expect(page.locator('.slider__slide--active h2').isVisible()).resolves.toBe(true);
    expect(await page.locator('.slider__slide[aria-hidden="true"]').count()).toBe(2);

    await page.locator('.slider').hover();
    expect(await until(() => sliderState(page), 'paused')).toBe('paused');
    await page.clock.runFor(21000);
    expect(await until(() => activeSlide(page), '0')).toBe('0');
    await page.mouse.move(5, 5); // over the header, off the slider
    expect(await until(() => sliderState(page), 'playing')).toBe('playing');

    // Keyboard: the next button, the arrow keys (wrapping backwards), and rotation paused while focus is inside.
    await page.getByRole('button', { name: 'Nächste Folie' }).focus();
    expect(await until(() => sliderState(page), 'paused')).toBe('paused');
    await page.keyboard.press('Enter');
    expect(await until(() => activeSlide(page), '1')).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await until(() => activeSlide(page), '2')).toBe('2');
    await page.keyboard.press('Home');
    expect(await until(() => activeSlide(page), '0')).toBe('0');
    await page.getByRole('button', { name: /Folie 3 zeigen/ }).press('Enter');
    expect(await until(() => activeSlide(page), '2')).toBe('2');
    await page.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).press('Enter');
    await page.locator('h1').focus(); // focus leaves the slider: still stopped by its button
    await page.clock.runFor(14000);
    expect(await until(() => activeSlide(page), '2')).toBe('2');
    await context.close();
  });

  it('slider: does not move for visitors who prefer reduced motion; without JavaScript the first slide shows', async () => {
    const reduced = await visitor({ reducedMotion: 'reduce' });
    const page = await reduced.newPage();
    await page.clock.install();
    await page.goto(baseUrl() + '/en');
    await page.locator('.slider--live').waitFor();
    await page.clock.runFor(21000);
    expect(await until(() => activeSlide(page), '0')).toBe('0');
    await reduced.close();

    const noScript = await visitor({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(baseUrl() + '/');
    const visible = await still.locator('.slider__slide h2').evaluateAll((hs) => hs.map((h) => getComputedStyle(h).visibility));
    expect(visible).toEqual(['visible', 'hidden', 'hidden']);
    expect(await still.locator('.slider__slide--active h2').textContent()).toBe('Schlauchleitungen nach Maß');
    await noScript.close();
  });
});

describe('contact page', () => {
  it('a product request link prefills the message; the form sends and the mail is in the outbox', async () => {
    const context = await visitor();
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The link a product's "request for inquiry" builds (OnRequestNote: contact page + ?product=<id>).
    await page.goto(baseUrl() + '/kontakt?product=SL-EPDM-006');
    await page.locator('html[data-app-state="ready"]').waitFor();
    const message = page.getByLabel('Ihre Nachricht');
    expect(await message.inputValue()).toBe('Anfrage zu Artikel SL-EPDM-006:\n');
    await expect(page.locator('.contact-layout__address').getByText('Industriestraße 42').isVisible()).resolves.toBe(true);

    // Sent empty first: each required field shows its rule's message, the form stays.
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Bitte bestätigen Sie', { exact: false }).first().waitFor();
    await page.getByLabel('Frau').check();
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Browser');
    await page.getByLabel('Firma').fill('Browser Formenbau GmbH');
    await page.getByLabel('E-Mail-Adresse').fill('browser-anfrage@kunde-test.example');
    await message.fill('Anfrage zu Artikel SL-EPDM-006:\nBitte 50 m mit Prüfprotokoll anbieten.');
    await page.locator('input[name="privacyPolicyAccepted"]').check();
    await page.locator('[data-pow-status="solved"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Vielen Dank für Ihre Nachricht', { exact: false }).waitFor();
    expect(await page.locator('form[data-form-id="main"]').count()).toBe(0); // hidden on success
    const deadline = Date.now() + 10_000;
    let mail = readOutbox(process.env.SHOP_DATA_DIR!).find((m) => m.to === 'browser-anfrage@kunde-test.example');
    while (!mail && Date.now() < deadline) {
      await page.waitForTimeout(200);
      mail = readOutbox(process.env.SHOP_DATA_DIR!).find((m) => m.to === 'browser-anfrage@kunde-test.example');
    }
    expect(mail?.raw).toContain('SL-EPDM-006');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the home page's consultation link opens the form with the consultation text (English)", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(baseUrl() + '/en');
    // Clicked once the page is interactive: this test is about the form's prefill, not about a click during hydration.
    await page.locator('html[data-app-state="ready"]').waitFor();
    await page.getByRole('link', { name: 'Ask for advice' }).click();
    await page.waitForURL(/\/en\/contact\?topic=consultation$/, { waitUntil: 'commit' });
    await page.locator('html[data-app-state="ready"]').waitFor();
    expect(await page.getByLabel('Your message').inputValue()).toMatch(/^I would like advice from an application engineer/);
    await context.close();
  });
});
