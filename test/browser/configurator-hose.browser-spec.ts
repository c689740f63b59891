// The hose assembly configurator (ADR 0020) from start to cart in German and in English — a stainless
// hose with insulation — the cart showing the custom position at the server's price, and a saved SC code
// opened in a new browser context showing the same configuration completed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // The cookie dialog decided (technical only), so it covers nothing.
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
  return context;
}

/** Clicks the choose button of an option (the option rows carry their article number). */
async function choose(page: Page, id: string): Promise<void> {
  await page.locator(`.hose-option[data-id="${id}"] button`).click();
}

async function stepHeading(page: Page): Promise<string> {
  return (await page.locator('#hose-step-heading').textContent()) ?? '';
}

async function pending(page: Page): Promise<string[]> {
  return page.locator('[data-testid="hose-pending"] li').evaluateAll((items) => items.map((i) => i.getAttribute('data-step') ?? ''));
}

async function cartPositions(page: Page): Promise<Array<{ productId: string; customProductType?: string; customConfiguration?: Record<string, unknown> }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('shop:cart') ?? '{"positions":[]}').positions);
}

describe('hose configurator', () => {
  it('de: builds a stainless WF hose with insulation in any order, mirrors the end, puts it into the cart at the server price, and the saved code reopens it completed', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/schlauchkonfigurator');
    await page.getByRole('heading', { level: 1, name: 'Schlauchkonfigurator' }).waitFor();
    // Server-rendered first step: the nominal sizes are there before any script ran.
    expect(await page.getByRole('button', { name: 'DN 25' }).count()).toBe(1);
    expect(await page.locator('.hose-configurator').getAttribute('data-state')).toBe('start');
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');

    await page.getByRole('button', { name: 'DN 25' }).click();
    await page.getByRole('button', { name: 'Ende A bearbeiten' }).click();
    await page.locator('.hose-configurator[data-state="selectHoseEndA"]').waitFor();
    expect(await stepHeading(page)).toBe('Kupplung für Ende A wählen');
    // Coupling first: a quick coupling plug (it goes with every hose class).
    await choose(page, 'KU-SK-025-VZ-S');
    expect(await stepHeading(page)).toBe('Verschraubung oder Schlauchschelle für Ende A');
    // Focus moved to the next step's heading.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('hose-step-heading');
    // A 90° elbow screw fitting: with a hose in place the assembly direction will be asked.
    await choose(page, 'VS-025-ES-W');
    await page.locator('.hose-configurator[data-state="selectNextStep"]').waitFor();
    expect(await pending(page)).toEqual(['hose.hose', 'endB.coupling']);

    await page.getByRole('button', { name: 'Schlauch bearbeiten' }).click();
    expect(await stepHeading(page)).toBe('Schlauch wählen');
    // Only hoses of DN 25 are offered; the stainless WF hose.
    await choose(page, 'SL-WF-025');
    expect(await stepHeading(page)).toBe('Isolierung wählen');
    await choose(page, 'IS-WF-025-9');
    // The insulation needs sockets: auto-added at end A; end A now asks for its direction.
    await page.locator('.hose-part[data-part="endA"]').getByText('FI-025-9-', { exact: false }).first().waitFor();
    expect(await pending(page)).toEqual(['endA.assemblyDirection', 'endB.coupling']);

    const length = page.getByLabel('Länge in Metern');
    await length.fill('0');
    await page.getByText('Bitte geben Sie eine Schlauchlänge größer als 0 ein.').waitFor();
    await length.fill('2,5');
    await page.locator('.hose-length .message--success').waitFor();
    await page.locator('[data-testid="hose-schematic-length"]', { hasText: '2,5 m' }).waitFor();

    await page.getByRole('button', { name: 'Ende A bearbeiten' }).click();
    expect(await stepHeading(page)).toBe('Montagerichtung für Ende A');
    await page.getByRole('button', { name: 'Nach oben' }).click();
    // Mirror option: end A is defined and end B empty.
    await page.getByRole('button', { name: 'Ende A auf Ende B übernehmen' }).click();
    await page.locator('.hose-configurator[data-state="completed"]').waitFor();
    await page.getByText('Konfiguration erfolgreich abgeschlossen').first().waitFor();
    expect(await pending(page)).toEqual([]);

    // The schematic shows the assembly in words too.
    const label = (await page.locator('[data-testid="hose-schematic"]').getAttribute('aria-label')) ?? '';
    expect(label).toContain('Ende A: Schnellkupplung');
    expect(label).toContain('Isolierung für WF-Schlauch DN 25, 9 mm');
    expect(label).toContain('Montagerichtung oben');

    // The server's price of the custom position.
    const price = page.locator('[data-testid="hose-price"]');
    await price.waitFor();
    const shown = (await price.textContent())!;
    expect(shown).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    await page.getByText('Schlauchleitung: Edelstahl-Wellschlauch WF DN 25, 2,5 m, mit Isolierung').waitFor();

    await page.getByRole('button', { name: 'Konfiguration speichern' }).click();
    await page.getByText('Die Konfiguration wurde gespeichert').waitFor();
    const code = (await page.locator('[data-testid="hose-code"] strong').textContent())!;
    expect(code).toMatch(/^SC[0-9A-Z]{6}$/);
    await page.waitForURL((url) => url.searchParams.get('hc') === code);
    await page.getByRole('button', { name: 'Konfiguration speichern' }).click();
    await page.getByText('Die Konfiguration wurde bereits gespeichert.').waitFor();

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.locator('[data-testid="hose-added"]').waitFor();
    const positions = await cartPositions(page);
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ productId: code, customProductType: 'hose' });
    expect(positions[0].customConfiguration).toMatchObject({ 'hose.hose': 'SL-WF-025', 'hose.length': '2.5', 'hose.hoseInsulation': 'IS-WF-025-9', 'endB.assemblyDirection': 'up' });

    // The cart shows the custom position with its name and the server's price.
    await page.locator('[data-testid="hose-added"] a').click();
    await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
    await page.getByText('Schlauchleitung: Edelstahl-Wellschlauch WF DN 25, 2,5 m, mit Isolierung').first().waitFor();
    await page.locator('main', { hasText: shown }).first().waitFor();
    expect(errors).toEqual([]);

    // A saved code opened in a new browser: the same configuration, completed.
    const other = await newContext(390);
    const second = await other.newPage();
    const secondErrors = watchErrors(second);
    await second.goto(`${baseUrl()}/schlauchkonfigurator?hc=${code}`);
    await second.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    await second.locator('.hose-configurator[data-state="completed"]').waitFor();
    await second.getByText('Schlauchleitung: Edelstahl-Wellschlauch WF DN 25, 2,5 m, mit Isolierung').waitFor();
    expect(await second.locator('[data-testid="hose-price"]').textContent()).toBe(shown);
    expect(await second.locator('.hose-part[data-part="endB"]').textContent()).toContain('VS-025-ES-W');
    expect(await pending(second)).toEqual([]);
    // Hydrated over the server's render without a mismatch.
    expect(secondErrors).toEqual([]);
    await other.close();

    // Server-rendered: without JavaScript the shared link still shows the completed assembly and its price.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${baseUrl()}/schlauchkonfigurator?hc=${code}`);
    expect(await plain.locator('.hose-configurator').getAttribute('data-state')).toBe('completed');
    expect(await plain.locator('[data-testid="hose-price"]').textContent()).toBe(shown);
    expect(await plain.locator('[data-testid="hose-schematic"]').getAttribute('role')).toBe('img');
    await noScript.close();
    await context.close();
  });

  it('en: a braided TN1 hose first, insulation, both ends by skipping the connection step (the screw fittings and sockets are added), then into the cart', async () => {
    const context = await newContext(390);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/en/hose-configurator');
    await page.getByRole('heading', { level: 1, name: 'Hose configurator' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    // Keyboard only for the first steps: every option is a real button.
    await page.getByRole('button', { name: 'DN 20' }).focus();
    await page.keyboard.press('Enter');
    // The button waits for the parts of the chosen size (disabled until they are there, and a disabled button
    // takes no focus): focus it once it can be used, as a keyboard user would.
    await page.locator('button[aria-label="Work on Hose"]:not([disabled])').waitFor();
    await page.getByRole('button', { name: 'Work on Hose' }).focus();
    await page.keyboard.press('Space');
    await page.locator('.hose-configurator[data-state="selectHose"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('hose-step-heading');
    await choose(page, 'SL-TN1-020');
    expect(await stepHeading(page)).toBe('Choose the insulation');
    await choose(page, 'IS-TN1-020-13');
    await page.getByLabel('Length in metres').fill('3.2');

    for (const end of ['A', 'B']) {
      await page.getByRole('button', { name: `Work on End ${end}` }).click();
      expect(await stepHeading(page)).toBe(`Choose the coupling for End ${end}`);
      // Elastomer-only couplings (hose nozzles, cam-lock, Storz) are not offered for a stainless hose.
      expect(await page.locator('.hose-option[data-id^="KU-TUE-"]').count()).toBe(0);
      await choose(page, 'KU-SK-020-MS-D');
      await page.getByRole('button', { name: 'Continue without screw fitting or clip' }).click();
    }
    await page.locator('.hose-configurator[data-state="completed"]').waitFor();
    // Required parts were added: a screw fitting and a socket for insulation at each end.
    for (const end of ['endA', 'endB']) {
      const text = (await page.locator(`.hose-part[data-part="${end}"]`).textContent()) ?? '';
      // The first fitting in the configurator's preference order: for a stainless hose the stainless straight one.
      expect(text).toMatch(/VS-020-ES-G/);
      expect(text).toMatch(/FI-020-13-/);
    }
    await page.getByText('Hose assembly: Braided stainless hose TN1 DN 20, 3.2 m, insulated').waitFor();
    const shown = (await page.locator('[data-testid="hose-price"]').textContent())!;
    expect(shown).toMatch(/^€[\d,]+\.\d{2}$/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('[data-testid="hose-added"] a').click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByText('Hose assembly: Braided stainless hose TN1 DN 20, 3.2 m, insulated').first().waitFor();
    await page.locator('main', { hasText: shown }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('de: a length of 0 is not a completed configuration — the invalid-length instruction shows, add to cart stays there but disabled; a valid length completes it again', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(baseUrl() + '/schlauchkonfigurator');
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    await page.getByRole('button', { name: 'DN 20' }).click();
    await page.locator('button[aria-label="Schlauch bearbeiten"]:not([disabled])').waitFor();
    await page.getByRole('button', { name: 'Schlauch bearbeiten' }).click();
    await choose(page, 'SL-TN1-020');
    await choose(page, 'IS-TN1-020-13');
    for (const end of ['A', 'B']) {
      await page.getByRole('button', { name: `Ende ${end} bearbeiten` }).click();
      await choose(page, 'KU-SK-020-MS-D');
      await page.getByRole('button', { name: 'Ohne Verschraubung und Schelle weiter' }).click();
    }
    await page.locator('.hose-configurator[data-state="completed"]').waitFor();
    await page.getByText('Konfiguration erfolgreich abgeschlossen').first().waitFor();
    const add = page.getByRole('button', { name: 'In den Warenkorb' });
    await page.locator('[data-testid="hose-price"]').waitFor();
    expect(await add.isEnabled()).toBe(true);

    const length = page.getByLabel('Länge in Metern');
    const lengthMessage = page.locator('.hose-length [role="status"]');
    for (const typed of ['0', '0,0']) {
      await length.fill(typed);
      await page.locator('.hose-configurator[data-state="selectNextStep"]').waitFor();
      expect(await lengthMessage.textContent()).toBe('Bitte geben Sie eine Schlauchlänge größer als 0 ein.');
      expect(await lengthMessage.getAttribute('class')).toContain('message--error');
      // Kept as typed while typing.
      expect(await length.inputValue()).toBe(typed);
      // No success anywhere: neither the configuration's nor the length's.
      expect(await page.getByText('Konfiguration erfolgreich abgeschlossen').count()).toBe(0);
      expect(await page.getByText('Die Schlauchlänge ist gültig.').count()).toBe(0);
      expect(await page.locator('#hose-step-heading').textContent()).toBe('Gültige Schlauchlänge eingeben');
      expect(await pending(page)).toEqual(['hose.length']);
      // Add to cart is still there, disabled, and says why.
      expect(await add.count()).toBe(1);
      expect(await add.isDisabled()).toBe(true);
      expect(await page.locator('[data-testid="hose-summary-incomplete"]').textContent()).toBe('Bitte geben Sie eine Schlauchlänge größer als 0 ein.');
      expect(await page.locator('[data-testid="hose-price"]').count()).toBe(0);
    }

    await length.fill('1,5');
    await page.locator('.hose-configurator[data-state="completed"]').waitFor();
    expect(await lengthMessage.textContent()).toBe('Die Schlauchlänge ist gültig.');
    await page.getByText('Konfiguration erfolgreich abgeschlossen').first().waitFor();
    expect(await page.locator('[data-testid="hose-summary-incomplete"]').count()).toBe(0);
    await page.locator('[data-testid="hose-price"]').waitFor();
    await page.locator('[data-testid="hose-add-to-cart"]:not([disabled])').waitFor();
    await add.click();
    await page.locator('[data-testid="hose-added"]').waitFor();
    const positions = await cartPositions(page);
    expect(positions[0].customConfiguration).toMatchObject({ 'hose.hose': 'SL-TN1-020', 'hose.length': '1.5' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an invalid code is reported with invalidHoseCodeMessage', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(baseUrl() + '/schlauchkonfigurator?hc=SCZZZZZZ');
    await page.locator('[data-testid="hose-code-invalid"]').waitFor();
    expect(await page.locator('[data-testid="hose-code-invalid"]').textContent()).toBe('Der Schlauchcode ist ungültig. Er besteht aus 8 Zeichen und beginnt mit „SC“.');
    expect(await page.locator('.hose-configurator').getAttribute('data-state')).toBe('start');
    await context.close();
  });
});
