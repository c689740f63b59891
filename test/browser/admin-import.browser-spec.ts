import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';

// An administrator imports a products workbook with one bad row on the import and export page: the upload
// and job progress end in a report naming the row, the column and the translated message; nothing changed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'admin@import-browser.example', password: 'Import#Browser2026' };
let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer({ DEMO_DATA: 'true', SEED_PRODUCTS: '60', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' }),
  ]);
}, 240000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('products');
  sheet.addRow(['id', 'product_type_id', 'price', 'active']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('admin import and export page', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { apiCode: 'shop-dev-api-code', 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, locale: 'de' }),
    });
    expect(login.status).toBe(200);
    const [pair] = login.headers.getSetCookie().find((c) => c.startsWith('shop_admin_session='))!.split(';');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const url = new URL(server.baseUrl);
    await context.addCookies([{ name: 'shop_admin_session', value: pair.split('=')[1], domain: url.hostname, path: '/' }]);
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('imports a products xlsx with a bad row and reads the report: row, column, message; nothing applied', async () => {
    await page.goto(`${server.baseUrl}/admin/system/import-und-export`);
    await page.locator('h1', { hasText: 'Import und Export' }).waitFor();
    const exported = await (await fetch(`${server.baseUrl}/api/admin/import-export/export/products?format=json`, { headers: { apiCode: 'shop-dev-api-code', cookie: `shop_admin_session=${(await page.context().cookies())[0].value}` } })).json();
    const type = exported.rows[0].product_type_id as string;
    const file = await workbook([
      ['BR-IMP-1', type, '12.50', true],
      ['BR-IMP-2', type, 'zwölf Euro', true],
      ['BR-IMP-3', type, '7.00', false],
    ]);

    await page.getByLabel('Datentyp', { exact: true }).selectOption('products');
    await page.getByRole('radio', { name: /Hinzufügen/ }).check();
    await page.getByRole('checkbox', { name: /Probelauf/ }).uncheck();
    await page.getByLabel('Datei (.xlsx oder .json)').setInputFiles({ name: 'produkte.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await page.getByRole('button', { name: 'Import starten' }).click();

    const report = page.getByRole('region', { name: 'Bericht' });
    await report.waitFor({ timeout: 30000 });
    await report.getByText('Es wurde nichts geändert: Die Datei enthält abgelehnte Zeilen.').waitFor();
    const rejected = report.getByRole('table', { name: 'Abgelehnte Zeilen' });
    const cells = await rejected.locator('tbody tr').first().locator('td').allInnerTexts();
    expect(cells).toEqual(['3', 'price', 'Hier ist ein Betrag mit höchstens zwei Nachkommastellen nötig (z. B. 12.34).']);
    await page.screenshot({ path: process.env.AD_IMPORT_SCREENSHOT ?? '/tmp/admin-import-report.png', fullPage: true });

    // Nothing of the file was applied.
    const after = await (await fetch(`${server.baseUrl}/api/admin/import-export/export/products?format=json`, { headers: { apiCode: 'shop-dev-api-code', cookie: `shop_admin_session=${(await page.context().cookies())[0].value}` } })).json();
    expect(after.rows.some((r: { id: string }) => r.id.startsWith('BR-IMP'))).toBe(false);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  it('is usable at 390 px: the form and the export buttons fit', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/admin/system/import-und-export`);
    await page.getByRole('button', { name: 'Import starten' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: (process.env.AD_IMPORT_SCREENSHOT ?? '/tmp/admin-import-report.png').replace('.png', '-390.png'), fullPage: true });
  });
});
