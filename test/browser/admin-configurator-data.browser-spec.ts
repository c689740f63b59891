// The configurators' data page (ADR 0048) in the browser, in German and in English: the admin takes a hose
// coupling off the hose configurator (saved after the preview showed the refusal it causes) and the storefront's
// hose configurator no longer offers it; in English the admin adds it back by its article number and the
// storefront offers it again. The page is checked at 1280 and 390 px (nothing wider than the screen).
// Screenshots go to SCREENSHOT_DIR when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { answerAntiSpam } from './identity-support';
import { launch, watchErrors } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'konfiguratoren@firma-test.example', password: 'Konfig#Admin2026' };
const SHOTS = process.env.SCREENSHOT_DIR;

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };

beforeAll(async () => {
  // A shop of its own: the configurator data changed here must not change what other suites expect.
  [browser, server] = await Promise.all([launch(), startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, SEED_PRODUCTS: '300' })]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A screenshot of what the screen shows (the page is long: the whole list would be a strip). */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name) });
};

/** Console errors but the 4xx answers the page expects (a refused save, an unknown article). */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

async function adminPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto(server.baseUrl + '/admin/anmeldung', { waitUntil: 'networkidle' });
  await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await answerAntiSpam(page.locator('main'));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(server.baseUrl + '/admin');
  return page;
}

/** The coupling options of end A the storefront's hose configurator offers for a nominal size. */
async function offered(locale: 'de' | 'en', size: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto(server.baseUrl + (locale === 'de' ? '/schlauchkonfigurator' : '/en/hose-configurator'));
  await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
  await page.getByRole('button', { name: `DN ${size}`, exact: true }).click();
  await page.getByRole('button', { name: locale === 'de' ? 'Ende A bearbeiten' : 'Work on End A' }).click();
  await page.locator('.hose-configurator[data-state="selectHoseEndA"]').waitFor();
  await page.locator('.hose-option').first().waitFor();
  const ids = await page.locator('.hose-option').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
  await context.close();
  return ids;
}

/** The coupling the suite takes off and puts back (the preview's first sample), and its nominal size. */
let coupling = '';
let size = '';

async function fitsTheScreen(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('configurator data page', () => {
  it('de: the admin takes a coupling off the hose configurator and the storefront no longer offers it', async () => {
    const page = await adminPage(1280);
    const errors = watchErrors(page);
    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Konfiguratoren' }).click();
    await page.locator('h1', { hasText: 'Konfiguratoren' }).waitFor();
    await page.getByRole('button', { name: 'Schlauchkonfigurator', pressed: true }).waitFor();
    const preview = page.getByRole('region', { name: 'Vorschau' });
    const sampleCoupling = preview.getByLabel('Kupplung (Artikelnummer, beide Enden)');
    await page.waitForFunction(() => Boolean((document.querySelector('.cdm-preview input') as HTMLInputElement | null)?.value));
    coupling = await sampleCoupling.inputValue();
    // The list filtered to the coupling: its catalogue name, kind and nominal size beside the article number.
    await page.getByLabel('Teile filtern (Artikelnummer oder Name)').fill(coupling);
    const row = page.locator('tr', { has: page.locator(`input[value="${coupling}"]`) });
    const facts = (await row.locator('.cdm-article__facts').innerText()).trim();
    expect(facts).toContain('Kupplung');
    size = /DN (\d+)/.exec(facts)![1]!;
    expect(await offered('de', size)).toContain(coupling);
    // Codes by their labels: the hose classes and the coupling types by the storefront's texts.
    await page.getByRole('group', { name: /^Passt zu Schlauchklassen, Zeile/ }).first().waitFor();
    await page.locator('.cdm-article__facts', { hasText: 'Schlauchtülle' }).first().waitFor();
    await fitsTheScreen(page, 1280);
    await shot(page, 'configurator-data-1280.png');

    // Take it off; the preview shows what a buyer gets with the sample today and after saving.
    await row.getByRole('button', { name: `Entfernen: ${coupling}` }).click();
    await preview.getByRole('button', { name: 'Vorschau berechnen' }).click();
    await preview.getByText('Die Daten sind gültig und können gespeichert werden.').waitFor();
    await preview.scrollIntoViewIfNeeded();
    await shot(page, 'configurator-data-preview-1280.png');
    expect(await preview.locator('.cdm-outcome').nth(0).innerText()).toContain('Preis je Leitung (netto)');
    expect(await preview.locator('.cdm-outcome').nth(1).locator('.cdm-outcome__refused li').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert. Die Konfiguratoren im Shop verwenden die neuen Daten ab sofort.').waitFor();
    expect(await offered('de', size)).not.toContain(coupling);

    // An invalid change is refused with the message under its field, and nothing is saved.
    await page.getByLabel('Grundbetrag je Leitung (€)').fill('-5');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.').waitFor();
    await page.getByText('Bitte geben Sie einen Betrag von 0 bis 1.000.000 € mit höchstens 2 Nachkommastellen ein.').waitFor();
    expect(await page.getByLabel('Grundbetrag je Leitung (€)').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('en: the admin adds the coupling back by its article number and the storefront offers it again; the page fits 390 px', async () => {
    const page = await adminPage(390);
    const errors = watchErrors(page);
    await page.goto(server.baseUrl + '/en/admin/shop/configurators');
    await page.locator('h1', { hasText: 'Configurators' }).waitFor({ timeout: 15_000 }).catch(async (e: unknown) => {
      throw new Error(`${String(e)}\n${(await page.locator('body').innerText()).slice(0, 2000)}\n${errors.join('\n')}`);
    });
    await page.getByRole('button', { name: 'Hose configurator', pressed: true }).waitFor();
    await page.getByLabel('Filter parts (article number or name)').fill('nothing-matches-this');
    await page.getByRole('button', { name: 'Add part' }).click();
    const article = page.getByLabel(/^Article, row \d+$/).last();
    await article.fill(coupling);
    await article.blur();
    await page.locator('.cdm-article__facts', { hasText: `Coupling · DN ${size}` }).waitFor();
    await fitsTheScreen(page, 390);
    await shot(page, 'configurator-data-390.png');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. The configurators in the shop use the new data from now on.').waitFor();
    expect(await offered('en', size)).toContain(coupling);

    // The other tabs: ejector services and the automation figures, with their labels.
    await page.getByRole('button', { name: 'Ejector configurator' }).click();
    await page.getByRole('heading', { name: 'Machining services' }).waitFor();
    await page.getByRole('option', { name: 'Anti-rotation' }).first().waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Calculate preview' }).click();
    await page.getByText('The data is valid and can be saved.').waitFor();
    await page.getByRole('button', { name: 'Automation configurator' }).click();
    await page.getByLabel('Training days').waitFor();
    await fitsTheScreen(page, 390);
    await shot(page, 'configurator-data-automation-390.png');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
