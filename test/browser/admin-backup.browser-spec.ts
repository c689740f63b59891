// Backup page (ADR 0029): an administrator creates a backup, sees its progress, finds it in the list
// and downloads it (a gzip'd tar whose first entry is the manifest).
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { downloadedBytes, launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'backup.browser@firma-test.example', password: 'Admin#Browser25' };
let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer({ DATABASE_URL: '', DEMO_DATA: 'false', SEED_PRODUCTS: '10', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password }),
  ]);
}, 240000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

describe('backup page', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 900 }, acceptDownloads: true });
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('an administrator creates a backup with a progress bar and downloads it', async () => {
    await page.goto(server.baseUrl + '/admin/anmeldung');
    await page.getByLabel(/^E-Mail-Adresse/).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(server.baseUrl + '/admin');

    await page.goto(server.baseUrl + '/admin/system/backup');
    await page.locator('h1', { hasText: 'Backup' }).waitFor();
    await page.getByText('Es gibt noch keine Sicherung.').waitFor();

    // The first progress answers are held back a little, so the bar is seen even on a fast machine.
    let held = 0;
    await page.route('**/api/admin/jobs/*', async (route) => {
      if (held++ < 2) await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sicherung erstellen' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Sicherung wird erstellt' });
    await progress.waitFor();
    await progress.locator('progress').waitFor();
    await page.getByText(/Die Sicherung backup-.*-manual\.tar\.gz wurde erstellt\./).waitFor({ timeout: 30000 });
    await page.unroute('**/api/admin/jobs/*');

    const row = page.locator('tbody tr').first();
    await row.getByRole('cell', { name: /^backup-\d{8}-\d{6}-\d{3}-manual\.tar\.gz$/ }).waitFor();
    await row.getByText(/Tabellen?, .* Zeilen?, .* Datei(en)?/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /Herunterladen/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}-\d{3}-manual\.tar\.gz$/);
    const tar = gunzipSync(await downloadedBytes(download));
    expect(tar.toString('utf8', 0, 13)).toBe('manifest.json');
    const manifest = JSON.parse(tar.toString('utf8', 512, 512 + parseInt(tar.toString('ascii', 124, 135), 8)));
    expect(manifest).toMatchObject({ format: 'shop-backup', formatVersion: 1, database: { kind: 'embedded' } });
    expect(unexpected(errors)).toEqual([]);
  });
});
