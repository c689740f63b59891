// The configurators' data page (ADR 0048) in the browser, in German and in English: the admin takes a hose
// nozzle off the hose configurator (saved after the preview showed the refusal it causes) and the storefront's
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

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage: true });
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

/** The options the storefront's hose configurator offers for DN 25: the couplings of end A and the hoses. */
async function offered(locale: 'de' | 'en'): Promise<{ couplings: string[]; hoses: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
  const page = await context.newPage();
  await page.goto(server.baseUrl + (locale === 'de' ? '/schlauchkonfigurator' : '/en/hose-configurator'));
  await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
  await page.getByRole('button', { name: 'DN 25' }).click();
  const options = async (part: string, state: string) => {
    await page.getByRole('button', { name: part }).click();
    await page.locator(`.hose-configurator[data-state="${state}"]`).waitFor();
    await page.locator('.hose-option').first().waitFor();
    return page.locator('.hose-option').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
  };
  const couplings = await options(locale === 'de' ? 'Ende A bearbeiten' : 'Work on End A', 'selectHoseEndA');
  const hoses = await options(locale === 'de' ? 'Schlauch bearbeiten' : 'Work on Hose', 'selectHose');
  await context.close();
  return { couplings, hoses };
}

/** The coupling the suite takes off and puts back: the first the storefront offers for DN 25. */
let coupling = '';

async function fitsTheScreen(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('configurator data page', () => {
  it('de: the admin takes a hose nozzle off the hose configurator and the storefront no longer offers it', async () => {
    const before = await offered('de');
    coupling = before.couplings[0]!;
    const hose = before.hoses.find((id) => /^SL-(EPDM|NBR|PVC)/.test(id)) ?? before.hoses[0]!;
    const page = await adminPage(1280);
    const errors = watchErrors(page);
    await page.getByRole('navigation', { name: 'Admin-Menü' }).getByRole('link', { name: 'Konfiguratoren' }).click();
    await page.locator('h1', { hasText: 'Konfiguratoren' }).waitFor();
    await page.getByRole('button', { name: 'Schlauchkonfigurator', pressed: true }).waitFor();
    const row = page.locator('tr', { has: page.locator(`input[value="${coupling}"]`) });
    await row.waitFor();
    // Codes by their labels: the part's catalogue name and kind, the hose classes by the storefront's texts.
    await row.getByText('Kupplung', { exact: false }).first().waitFor();
    await page.getByRole('group', { name: /^Passt zu Schlauchklassen, Zeile/ }).first().waitFor();
    await page.locator('.cdm-article__facts', { hasText: 'Kupplung' }).first().waitFor();
    await fitsTheScreen(page, 1280);
    await shot(page, 'configurator-data-1280.png');

    // Remove the nozzle; the preview (its own sample: this nozzle on an EPDM hose) shows what a buyer gets then.
    await row.getByRole('button', { name: `Entfernen: ${coupling}` }).click();
    const preview = page.getByRole('region', { name: 'Vorschau' });
    await preview.getByLabel('Kupplung (Artikelnummer, beide Enden)').fill(coupling);
    await preview.getByLabel('Schlauch (Artikelnummer)').fill(hose);
    await preview.getByRole('button', { name: 'Vorschau berechnen' }).click();
    await preview.getByText('Heute (gespeicherte Daten)').waitFor();
    await preview.getByText('Die Daten sind gültig und können gespeichert werden.').waitFor();
    // Today the buyer gets the assembly; after saving the coupling is refused.
    expect(await preview.locator('.cdm-outcome').nth(0).locator('dl').count()).toBe(1);
    expect(await preview.locator('.cdm-outcome').nth(1).locator('.cdm-outcome__refused li').count()).toBeGreaterThan(0);
    await shot(page, 'configurator-data-preview-1280.png');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert. Die Konfiguratoren im Shop verwenden die neuen Daten ab sofort.').waitFor();
    expect((await offered('de')).couplings).not.toContain(coupling);

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

  it('en: the admin adds the nozzle back by its article number and the storefront offers it again; the page fits 390 px', async () => {
    const page = await adminPage(390);
    const errors = watchErrors(page);
    await page.goto(server.baseUrl + '/en/admin/shop/configurators');
    await page.locator('h1', { hasText: 'Configurators' }).waitFor({ timeout: 15_000 }).catch(async (e: unknown) => {
      throw new Error(`${String(e)}\n${(await page.locator('body').innerText()).slice(0, 2000)}\n${errors.join('\n')}`);
    });
    await page.getByRole('button', { name: 'Hose configurator', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Add part' }).click();
    const article = page.getByLabel(/^Article, row \d+$/).last();
    await article.fill(coupling);
    await article.blur();
    await page.locator('tr', { has: page.locator(`input[value="${coupling}"]`) }).getByText('Coupling', { exact: false }).waitFor();
    await fitsTheScreen(page, 390);
    await shot(page, 'configurator-data-390.png');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. The configurators in the shop use the new data from now on.').waitFor();
    expect((await offered('en')).couplings).toContain(coupling);

    // The other tabs: ejector services and the automation figures, with their labels.
    await page.getByRole('button', { name: 'Ejector configurator' }).click();
    await page.getByRole('heading', { name: 'Machining services' }).waitFor();
    await page.getByRole('option', { name: 'Anti-rotation' }).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Automation configurator' }).click();
    await page.getByLabel('Training days').waitFor();
    await fitsTheScreen(page, 390);
    await shot(page, 'configurator-data-automation-390.png');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
