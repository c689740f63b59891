// Requisition lists in the browser (docs/requisition-lists.md), on a shop of its own (embedded database, demo data):
// an admin's shared list goes into a colleague's cart from the account page, in German and in English; a buyer adds
// a product to a new list from its product page; a guest and a viewer get no "add to requisition list" control. The
// members are registered through the API and put into one company in the stopped shop's database (the members API
// is not this suite's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Shop, uniqueEmail } from '../api/identity-support';
import { onStoppedEmbeddedDatabase as onDatabase } from '../api/support/embedded-db';
import { launch, watchErrors } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
};

const PIECES = 'KU-CL-C-013-AL';
const METRES = 'SL-EPDM-006';

describe('requisition lists in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-reqlists-browser-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: { baseUrl: string; stop: () => Promise<void> };
  let browser: Browser;
  const members: Record<'admin' | 'de' | 'en' | 'viewer', { email: string; password: string }> = {} as never;

  beforeAll(async () => {
    server = await startServer(env);
    const shop = new Shop(server.baseUrl, dataDir);
    for (const key of ['admin', 'de', 'en', 'viewer'] as const) members[key] = await shop.registerConfirmed(uniqueEmail(`bl-${key}`));
    await server.stop();
    const [[admin]] = onDatabase(dataDir, [[`SELECT id FROM shop_user WHERE email = $1`, [members.admin.email]]]) as Array<Array<{ id: number }>>;
    const [, , [list]] = onDatabase(dataDir, [
      [`UPDATE shop_user SET company_id = $1, company_role = 'buyer' WHERE email = ANY($2)`, [admin.id, [members.de.email, members.en.email]]],
      [`UPDATE shop_user SET company_id = $1, company_role = 'viewer' WHERE email = $2`, [admin.id, members.viewer.email]],
      [`INSERT INTO requisition_list (company_id, owner_user_id, name, shared) VALUES ($1, $1, 'Werkstatt Nord', true) RETURNING id`, [admin.id]],
    ]) as Array<Array<{ id: number }>>;
    onDatabase(dataDir, [[`INSERT INTO requisition_list_line (list_id, position, product_id, qty) VALUES ($1, 0, $2, '3'), ($1, 1, $3, '2.5')`, [list.id, PIECES, METRES]]]);
    server = await startServer(env);
    browser = await launch();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function loggedIn(member: { email: string; password: string }, locale: 'de' | 'en'): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
    const page = await context.newPage();
    const login = await page.request.post(server.baseUrl + '/api/facade/frontend/login', {
      headers: { apiCode: 'shop-dev-api-code' },
      data: { email: member.email, password: member.password, isPermanentLogin: false, locale },
    });
    expect(login.status()).toBe(200);
    return { page, close: () => context.close() };
  }

  it.each([
    ['de', '/konto/bestelllisten', 'In den Warenkorb', '2 Positionen wurden in den Warenkorb gelegt.', '/warenkorb', 'Angelegt von'],
    ['en', '/en/account/requisition-lists', 'Add to cart', '2 items were added to the cart.', '/en/cart', 'Created by'],
  ] as const)('%s: a colleague puts the shared list into the cart from the account page', async (locale, listsPath, toCart, done, cartPath, createdBy) => {
    const { page, close } = await loggedIn(members[locale], locale);
    const errors = watchErrors(page);
    await page.goto(server.baseUrl + listsPath, { waitUntil: 'networkidle' });
    const item = page.locator('.reqlists__item', { hasText: 'Werkstatt Nord' });
    await item.waitFor();
    expect(await item.textContent()).toContain(createdBy);
    // Keyboard: the list opens from its button, focus moves to the list's heading.
    await item.getByRole('button', { name: /Werkstatt Nord/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Werkstatt Nord' }).waitFor();
    const rows = page.locator('.reqlists__detail tbody tr');
    expect(await rows.count()).toBe(2);
    // A colleague's shared list: no renaming, sharing or deleting, no quantity fields.
    expect(await page.locator('.reqlists__qty').count()).toBe(0);
    await page.getByRole('button', { name: toCart, exact: true }).click();
    await page.getByText(done).waitFor();

    await page.goto(server.baseUrl + cartPath, { waitUntil: 'networkidle' });
    const cartRows = page.locator('.ctable__row');
    await cartRows.first().waitFor();
    expect(await cartRows.count()).toBe(2);
    expect(await page.locator('.ctable__row', { hasText: PIECES }).getByLabel(/Menge für|Quantity for/).inputValue()).toBe('3');
    expect(await page.locator('.ctable__row', { hasText: METRES }).getByLabel(/Menge für|Quantity for/).inputValue()).toBe(locale === 'de' ? '2,5' : '2.5');
    // The cart page offers the whole cart for a list (the member keeps lists).
    await page.locator('.reqlist-add').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  async function productPath(page: Page): Promise<string> {
    const res = await page.request.post(server.baseUrl + '/api/catalogue/products/by-ids', { headers: { apiCode: 'shop-dev-api-code' }, data: { ids: [PIECES], locale: 'de' } });
    return (await res.json()).data.items[0].path as string;
  }

  it('a buyer adds the product of a product page to a new list of his', async () => {
    const { page, close } = await loggedIn(members.de, 'de');
    const errors = watchErrors(page);
    await page.goto(server.baseUrl + (await productPath(page)), { waitUntil: 'networkidle' });
    const control = page.locator('.reqlist-add');
    await control.waitFor();
    // The colleague's shared list is not his to change: only a new list is offered.
    await page.getByLabel('Bestellliste wählen').selectOption({ label: 'Neue Liste' });
    await page.getByLabel('Name der Liste').fill('Meine Kupplungen');
    await control.getByRole('button', { name: 'Auf Bestellliste' }).click();
    await page.getByText('Zur Liste „Meine Kupplungen“ hinzugefügt.').waitFor();
    const lists = await page.request.get(server.baseUrl + '/api/requisition-lists', { headers: { apiCode: 'shop-dev-api-code' } });
    const mine = (await lists.json()).data.lists.find((l: { name: string }) => l.name === 'Meine Kupplungen');
    expect(mine).toMatchObject({ own: true, shared: false, lineCount: 1 });
    expect(errors).toEqual([]);
    await close();
  });

  it('neither a guest nor a viewer gets a requisition list control on a product page', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: server.baseUrl }]);
    const page = await context.newPage();
    const path = await productPath(page);
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    await page.locator('.buybox').waitFor();
    expect(await page.locator('.reqlist-add').count()).toBe(0);
    await context.close();

    const viewer = await loggedIn(members.viewer, 'de');
    // The control asks the server whether the member keeps lists, and hides on its answer.
    const asked = viewer.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/requisition-lists');
    await viewer.page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    await viewer.page.locator('.buybox').waitFor();
    expect((await asked).status()).toBe(200);
    expect(await viewer.page.locator('.reqlist-add').count()).toBe(0);
    // The account page: the viewer reads the shared list, with neither create form nor cart button.
    await viewer.page.goto(server.baseUrl + '/konto/bestelllisten', { waitUntil: 'networkidle' });
    await viewer.page.getByText('Sie können die geteilten Listen Ihres Unternehmens ansehen').waitFor();
    await viewer.page.getByRole('button', { name: /Werkstatt Nord/ }).click();
    await viewer.page.getByRole('heading', { level: 2, name: 'Werkstatt Nord' }).waitFor();
    expect(await viewer.page.getByRole('button', { name: 'In den Warenkorb', exact: true }).count()).toBe(0);
    expect(await viewer.page.getByRole('button', { name: 'Liste anlegen' }).count()).toBe(0);
    await viewer.close();
  });
});
