// The robot automation cell configurator in the browser (ADR 0022): an automation
// cell with fence and services in Austria from start to cart, in German (on a phone) and in English; the
// cart shows the configured position with the server's price; a guest asks for leasing with the cell; the
// saved code opened in a new browser shows the same cell; the first step is server-rendered.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, watchErrors } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** The step heading has the focus (a move takes it there) and names the step. */
async function expectFocusOn(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent === t, title, { timeout: 5000 });
}

interface CellTexts {
  path: string;
  robot: string;
  next: string;
  skip: string;
  toSummary: string;
  plus: (name: string) => string;
  lengthA: string;
  austria: string;
  buy: string;
  bought: string;
  cart: string;
  steps: { programming: string; inspection: string; conveyors: string; fence: string; location: string; services: string; completed: string };
  programming: string;
  conveyor: string;
  cellName: string;
  fenceSummary: string;
  siteSummary: string;
}

const DE: CellTexts = {
  path: '/automationskonfigurator',
  robot: 'SCARA-Roboter, 3 kg, 400 mm Reichweite',
  next: 'Weiter',
  skip: 'Überspringen',
  toSummary: 'Zur Zusammenfassung',
  plus: (name) => `+ Menge ${name}`,
  lengthA: 'Länge A',
  austria: 'Österreich',
  buy: 'In den Warenkorb',
  bought: 'Die Roboterzelle liegt jetzt im Warenkorb.',
  cart: '/warenkorb',
  steps: { programming: 'Programmierung', inspection: 'Prüfsysteme', conveyors: 'Förderbänder', fence: 'Schutzzaun', location: 'Aufstellort', services: 'Dienstleistungen', completed: 'Ihre Roboterzelle' },
  programming: 'Roboterprogrammierung (pro Stunde)',
  conveyor: 'Flachgurtförderer 300 × 1500 mm',
  cellName: 'Roboterzelle mit SCARA-Roboter, 3 kg, 400 mm Reichweite',
  fenceSummary: 'Schutzzaun: Seite A 2500 mm, Seite B 3260 mm, mit Tür, Beschickungsklappe 450 mm',
  siteSummary: 'Aufstellort: Österreich; Serviceeinsatz in 14 Arbeitstagen',
};

const EN: CellTexts = {
  path: '/en/automation-configurator',
  robot: 'SCARA robot, 3 kg, 400 mm reach',
  next: 'Next',
  skip: 'Skip',
  toSummary: 'To the summary',
  plus: (name) => `+ Quantity ${name}`,
  lengthA: 'Length A',
  austria: 'Austria',
  buy: 'Add to cart',
  bought: 'The robot cell is now in your cart.',
  cart: '/en/cart',
  steps: { programming: 'Programming', inspection: 'Inspection systems', conveyors: 'Conveyors', fence: 'Safety fence', location: 'Installation site', services: 'Services', completed: 'Your robot cell' },
  programming: 'Robot programming (per hour)',
  conveyor: 'Flat belt conveyor 300 × 1500 mm',
  cellName: 'Robot cell with SCARA robot, 3 kg, 400 mm reach',
  fenceSummary: 'Safety fence: side A 2500 mm, side B 3260 mm, with door, loading hatch 450 mm',
  siteSummary: 'Installation site: Austria; service on site in 14 working days',
};

/**
 * Configures the Austrian cell: the SCARA robot, 2 h programming, no inspection, one conveyor, the fence with
 * side A 2500 mm, installation and training in Austria; answers the completed cell's code and cart price.
 */
async function configureAustrianCell(page: Page, x: CellTexts): Promise<{ code: string; netCents: number; formattedPrice: string }> {
  await page.goto(baseUrl() + x.path, { waitUntil: 'networkidle' });
  await page.getByRole('radio', { name: new RegExp(`^${x.robot}`) }).check();
  await page.getByRole('button', { name: x.next, exact: true }).click();
  await expectFocusOn(page, x.steps.programming);
  await page.getByRole('button', { name: x.plus(x.programming) }).click();
  await page.getByRole('button', { name: x.plus(x.programming) }).click();
  await page.getByRole('button', { name: x.next, exact: true }).click();
  await expectFocusOn(page, x.steps.inspection);
  await page.getByRole('button', { name: x.skip, exact: true }).click();
  await expectFocusOn(page, x.steps.conveyors);
  await page.getByRole('button', { name: x.plus(x.conveyor) }).click();
  await page.getByRole('button', { name: x.next, exact: true }).click();
  await expectFocusOn(page, x.steps.fence);
  // The plan is drawn from the inputs; a length between two table rows is built at the next longer one.
  await page.getByLabel(x.lengthA).fill('2500');
  // The plan view is an image whose text alternative names the built lengths.
  await page.getByRole('img', { name: /2560 mm.*3260 mm/ }).waitFor();
  await page.getByText('SZ-P-0700').waitFor();
  await page.getByRole('button', { name: x.next, exact: true }).click();
  await expectFocusOn(page, x.steps.location);
  await page.getByRole('radio', { name: x.austria }).check();
  await page.getByText(/14/).first().waitFor();
  await page.getByRole('button', { name: x.next, exact: true }).click();
  await expectFocusOn(page, x.steps.services);
  const priced = page.waitForResponse((r) => r.url().endsWith('/api/sales/cart/price') && r.request().method() === 'POST');
  await page.getByRole('button', { name: x.toSummary }).click();
  await expectFocusOn(page, x.steps.completed);
  const answer = await (await priced).json();
  const line = answer.data.positions[0];
  expect(line).toMatchObject({ customProductType: 'automation', name: x.cellName });
  await page.waitForURL(/\?rz=RZ[0-9A-Z]{6}$/);
  const code = new URL(page.url()).searchParams.get('rz')!;
  expect(line.productId).toBe(code);
  // The summary shows the cart's price for one cell, and the rent-to-buy figures the server priced for this buyer.
  await page.getByTestId('ac-cart-price').filter({ hasText: line.formattedPrice }).waitFor();
  const terms = answer.data.offerTerms;
  const rent = (await page.getByTestId('ac-rent-to-buy').textContent()) ?? '';
  expect(rent).toContain(terms.formattedMonthlyRate);
  expect(rent).toContain(terms.formattedFinalPrice);
  return { code, netCents: line.price, formattedPrice: line.formattedPrice };
}

/** A guest's buyer data in the offer request. */
async function fillBuyer(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Beispiel Automation GmbH');
  await page.getByRole('textbox', { name: 'First name' }).fill('Jana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Novak');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('jana.novak@zelle.example');
}

describe('automation configurator', () => {
  it('German, on a phone: an automation cell with fence and services in Austria from start to cart, priced by the server', async () => {
    const { context, page, errors } = await newPage(390);
    const { code, netCents } = await configureAustrianCell(page, DE);
    // The server's quote of the same configuration says the same price.
    const stored = await page.request.post(baseUrl() + '/api/product/get/custom-product', { headers: { apiCode: 'shop-dev-api-code' }, data: { productId: code } });
    const configuration = (await stored.json()).data.customProduct.configuration;
    expect(configuration).toMatchObject({ robotSelection: 'RB-SC-003-0400', robotProgramming: 'DL-PROG-H:2', conveyors: 'FB-GB-0300-1500:1', fenceLengthA: 2500, serviceCountry: 'at', installation: true, training: true, approval: false });
    const quote = await page.request.post(baseUrl() + '/api/configurators/automation/quote', { headers: { apiCode: 'shop-dev-api-code' }, data: { configuration } });
    expect((await quote.json()).data.netCents).toBe(netCents);

    // Buy now: into the cart, a success message that goes away by itself.
    await page.getByRole('button', { name: DE.buy }).click();
    const bought = page.getByText(DE.bought);
    await bought.waitFor();
    await bought.waitFor({ state: 'detached', timeout: 15_000 });

    const cartPriced = page.waitForResponse((r) => r.url().endsWith('/api/sales/cart/price'));
    await page.goto(baseUrl() + DE.cart);
    const cartLine = (await (await cartPriced).json()).data.positions.find((p: { productId: string }) => p.productId === code);
    expect(cartLine).toMatchObject({ price: netCents, customProductType: 'automation' });
    const row = page.locator('.ctable__row').filter({ hasText: code });
    await row.getByRole('link', { name: DE.cellName }).waitFor();
    await row.getByText(DE.fenceSummary).waitFor();
    await row.getByText(DE.siteSummary).waitFor();
    expect(await row.textContent()).toContain(cartLine.formattedLineTotal);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: the same cell, then a guest asks for leasing from the completion view; the cart with the cell asks too', async () => {
    const { context, page, errors } = await newPage(1280);
    const { code, netCents, formattedPrice } = await configureAustrianCell(page, EN);
    expect(netCents).toBeGreaterThanOrEqual(3_000_000);
    // An unknown buyer is asked to log in or enter buyer data; the offer buttons wait.
    await page.getByText('Please log in to save the configuration or to request a quotation.').waitFor();
    const leasing = page.getByRole('button', { name: 'Request leasing' });
    expect(await leasing.isDisabled()).toBe(true);
    await fillBuyer(page);
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Request leasing' && !b.disabled));
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/order/offer/guest/new'));
    await leasing.click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    const request = answer.request().postDataJSON() as { offer: { type: string; positions: Array<{ productId: string; customProductType: string }>; readyForShipmentMsg: string; price?: { trainingCost: number } } };
    expect(request.offer).toMatchObject({ type: 'leasingInquiry', positions: [{ productId: code, customProductType: 'automation', qty: '1' }] });
    expect(request.offer.readyForShipmentMsg).toContain('Service on site in 14 working days');
    // No price and no training cost from the browser: the server prices the cell (training included) itself.
    expect(request.offer.price).toBeUndefined();
    expect((await answer.json()).data.price.itemTotal).toBe(netCents);
    await page.locator('.offer-request__status').getByText('Thank you for your quotation request').waitFor();

    // The cell in the cart: the cart's own offer request offers leasing for it as well.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('The robot cell is now in your cart.').waitFor();
    await page.goto(baseUrl() + '/en/cart', { waitUntil: 'networkidle' });
    await page.locator('.ctable__row').filter({ hasText: code }).waitFor();
    await page.getByText('Request a quotation, rent-to-buy or leasing').click();
    await fillBuyer(page);
    const fromCart = page.waitForResponse((r) => r.url().endsWith('/api/order/offer/guest/new'));
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Request leasing' && !b.disabled));
    await page.getByRole('button', { name: 'Request leasing' }).click();
    expect((await fromCart).status()).toBe(200);
    expect(errors).toEqual([]);

    // The saved code in a new browser: the same cell, completed, at the same price.
    // It is rendered on the server (code, quote and the cart's price) and hydrated without asking again.
    const other = await newPage(1280);
    const asked: string[] = [];
    other.page.on('request', (r) => {
      if (r.url().includes('/api/configurators/') || r.url().includes('/api/sales/cart/price') || r.url().includes('/api/product/get/')) asked.push(r.url());
    });
    await other.page.goto(`${baseUrl()}/en/automation-configurator?rz=${code}`, { waitUntil: 'networkidle' });
    await other.page.getByRole('heading', { name: 'Your robot cell' }).waitFor();
    await other.page.getByTestId('ac-cart-price').filter({ hasText: formattedPrice }).waitFor();
    expect(asked).toEqual([]);
    await other.page.getByText(EN.cellName).first().waitFor();
    await other.page.getByText('SZ-P-0700').waitFor();
    expect(new URL(other.page.url()).searchParams.get('rz')).toBe(code);
    // Changing it drops the code from the address; starting again gives the robot step.
    await other.page.getByRole('button', { name: 'Change the configuration' }).click();
    await expectFocusOn(other.page, 'Services');
    await other.page.waitForURL((url) => !url.search.includes('rz='));
    expect(other.errors).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('an unknown code is reported and the configurator starts afresh; the first step is there without JavaScript', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${baseUrl()}/automationskonfigurator?rz=RZ000000`, { waitUntil: 'networkidle' });
    await page.getByRole('alert').filter({ hasText: 'Diese Konfigurationsnummer ist unbekannt' }).waitFor();
    await page.getByRole('radio', { name: /^SCARA-Roboter, 3 kg/ }).waitFor();
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${baseUrl()}/en/automation-configurator`);
    expect(await plain.getByRole('heading', { name: 'Choose the robot' }).count()).toBe(1);
    expect(await plain.getByRole('radio').count()).toBeGreaterThan(10);
    expect(await plain.getByText('Still pending: Choose the robot').count()).toBe(1);
    await noScript.close();
  });

  it('keyboard only: the robot chosen with the arrow keys, next with Enter, back deletes the step left', async () => {
    const { context, page, errors } = await newPage(1280);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/configurators/')) asked.push(r.url());
    });
    await page.goto(baseUrl() + '/en/automation-configurator', { waitUntil: 'networkidle' });
    // Server-rendered with the robot step's products and hydrated without asking for them again.
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    expect(asked).toEqual([]);
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowRight');
    const checked = await page.evaluate(() => (document.activeElement as HTMLInputElement).checked);
    expect(checked).toBe(true);
    await page.getByRole('button', { name: 'Next', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Programming');
    await page.getByRole('button', { name: '+ Quantity Robot programming (per hour)' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'Quantity Robot programming (per hour)' }).inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Back', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Choose the robot');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectFocusOn(page, 'Programming');
    expect(await page.getByRole('textbox', { name: 'Quantity Robot programming (per hour)' }).inputValue()).toBe('0');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });
});
