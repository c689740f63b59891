import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './support';
import { answerAntiSpam } from './identity-support';

// The shared test server has demo data (and so an installed shop); this suite starts its own server on a
// fresh database without demo data, which is not installed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ DEMO_DATA: 'false' })]);
}, 240000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const admin = { firstname: 'Petra', lastname: 'Admin', email: 'petra.admin@example.com', password: 'Admin#Sicher2025' };

function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

describe('admin installation', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('installs the shop with the first administrator and opens the admin login', async () => {
    await page.goto(server.baseUrl + '/admin/setup/install');
    await page.locator('h1', { hasText: 'Installation' }).waitFor();
    await page.getByLabel(/^Vorname/).fill(admin.firstname);
    await page.getByLabel(/^Nachname/).fill(admin.lastname);
    await page.getByLabel(/^E-Mail-Adresse/).fill(admin.email);
    await page.locator('input[name="password"]').fill(admin.password);
    await page.locator('input[name="passwordConfirmation"]').fill(admin.password);
    await page.getByRole('button', { name: 'Shop installieren' }).click();
    await page.waitForURL(server.baseUrl + '/admin/anmeldung');
    await page.getByText('Der Shop wurde installiert').waitFor();
  });

  it('logs in as administrator and reaches the dashboard with the admin menu', async () => {
    await page.getByLabel(/^E-Mail-Adresse/).fill(admin.email);
    await page.locator('input[name="password"]').fill(admin.password);
    await answerAntiSpam(page.locator('main'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(server.baseUrl + '/admin');
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Admin-Menü' });
    for (const label of ['Dashboard', 'Sicherheit', 'Bestellungen', 'Angebote', 'Produkte', 'Preisregeln', 'Kontaktanfragen', 'Konfiguratoren', 'Benutzer', 'Medien', 'Import und Export', 'Werkzeuge', 'Backend-Dateien', 'Backup', 'Systeminfo', 'Deinstallation']) {
      // Pages not built yet are listed without a link ("… – bald").
      await menu.locator('.admin-nav__link', { hasText: new RegExp(`^${label}`) }).first().waitFor();
    }
    // The dashboard's figures (ADR 0023).
    await page.getByRole('heading', { name: 'Bestellungen und Umsatz' }).waitFor();
    await page.getByRole('banner').getByText('Petra Admin').waitFor();

    // The security monitor lists the installation and the login.
    await menu.getByRole('link', { name: 'Sicherheit' }).click();
    await page.getByText('Admin-Anmeldung', { exact: true }).first().waitFor();
  });

  it('logs out, and the dashboard then sends to the admin login', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(server.baseUrl + '/admin/anmeldung');
    await page.goto(server.baseUrl + '/admin');
    await page.waitForURL(server.baseUrl + '/admin/anmeldung');
    await page.locator('h1', { hasText: 'Admin-Anmeldung' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
});
