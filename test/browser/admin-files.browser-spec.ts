// Admin files in the browser (ADR 0026): an administrator uploads pictures on the media upload
// page (each file with its progress bar), sees their variants there and in the media list, deletes one with
// a warning for a file the shop still uses, and generates and downloads the PDF catalogue and merchant feed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { downloadedBytes, launch, watchErrors } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../api/support/server') as {
  startServer: (env?: Record<string, string>) => Promise<{ baseUrl: string; dataDir: string; stop: () => Promise<void> }>;
};

const ADMIN = { email: 'medien@firma-test.example', password: 'Medien#Admin26' };

let browser: Browser;
let server: { baseUrl: string; stop: () => Promise<void> };
let context: BrowserContext;
let page: Page;
let errors: string[];
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-files-browser-'));
  [browser, server] = await Promise.all([launch(), startServer({ SEED_PRODUCTS: '300', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' })]);
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apiCode: 'shop-dev-api-code' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, locale: 'de' }),
  });
  expect(login.status).toBe(200);
  const value = /shop_admin_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1];
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addCookies([{ name: 'shop_admin_session', value, url: server.baseUrl }]);
  page = await context.newPage();
  errors = watchErrors(page);
  const picture = (r: number, g: number, b: number) =>
    sharp({ create: { width: 1400, height: 900, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();
  // A large picture (noise does not compress): its upload takes long enough to report progress on the way.
  writeFileSync(
    join(dir, 'Pumpe blau.jpg'),
    await sharp({ create: { width: 2600, height: 1672, channels: 3, background: { r: 30, g: 80, b: 160 }, noise: { type: 'gaussian', mean: 120, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer(),
  );
  writeFileSync(join(dir, 'ventil.jpg'), await picture(200, 120, 40));
  // A large document (19 MB, under the 20 MB limit): its upload reports progress on the way even on loopback.
  writeFileSync(join(dir, 'handbuch.pdf'), Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(19 * 1024 * 1024, 0x41)]));
  writeFileSync(join(dir, 'falsch.png'), Buffer.from('%PDF-1.4\nkein Bild\n'));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function unexpected(list: string[]): string[] {
  // A refused upload answers 415 on purpose; the browser logs every 4xx answer as a console error.
  return list.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

describe('media library', () => {
  it('uploads several pictures with a progress bar each, shows their variants, and says why a file was refused', async () => {
    await page.goto(`${server.baseUrl}/admin/content/medien/upload`, { waitUntil: 'networkidle' });
    await page.locator('h1', { hasText: 'Medien hochladen' }).waitFor();
    // Every value each progress bar takes is recorded, to see the uploads pass between 0 and 100 %.
    await page.evaluate(() => {
      const seen: number[][] = [];
      (window as unknown as { progressSeen: number[][] }).progressSeen = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const bar = r.target as HTMLProgressElement;
          if (!(bar instanceof HTMLProgressElement)) continue;
          const index = [...document.querySelectorAll('progress.upload-item__bar')].indexOf(bar);
          (seen[index] ??= []).push(bar.value);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['value'] });
    });
    await page.locator('input[type=file]').setInputFiles([join(dir, 'Pumpe blau.jpg'), join(dir, 'ventil.jpg'), join(dir, 'falsch.png'), join(dir, 'handbuch.pdf')]);
    const bars = page.locator('progress.upload-item__bar');
    await expectCount(bars, 4);
    // Loopback sends even 19 MB in one go on a fast machine: the uploads get a line of 8 MB/s, as a buyer's office
    // would have, so the bars have a way to go.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 5, downloadThroughput: -1, uploadThroughput: 8 * 1024 * 1024 });
    await page.getByRole('button', { name: 'Hochladen (4)' }).click();
    await page.getByText('Hochgeladen als uploads/Pumpe-blau.jpg').waitFor({ timeout: 30_000 });
    await page.getByText('Hochgeladen als uploads/ventil.jpg').waitFor({ timeout: 30_000 });
    await page.getByText('Der Inhalt der Datei passt nicht zur Endung ihres Namens.').waitFor();
    await page.getByText('Hochgeladen als uploads/handbuch.pdf').waitFor({ timeout: 30_000 });
    expect(await bars.evaluateAll((list) => list.map((p) => (p as HTMLProgressElement).value))).toEqual([100, 100, expect.any(Number), 100]);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[][] }).progressSeen);
    // Each upload ends at 100 %; the large ones pass values in between on the way.
    expect(seen.some((values) => values.some((v) => v > 0 && v < 100))).toBe(true);
    for (const i of [0, 1, 3]) expect(seen[i][seen[i].length - 1]).toBe(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    const thumb = page.getByRole('img', { name: 'Pumpe-blau.jpg (thumb)' });
    await thumb.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.upload-item__thumb')].every((i) => i.complete && i.naturalWidth > 0));
    expect(await thumb.evaluate((i) => [(i as HTMLImageElement).naturalWidth, (i as HTMLImageElement).naturalHeight])).toEqual([160, 103]);
    const small = page.getByRole('img', { name: 'Pumpe-blau.jpg (small)' });
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.upload-item__small')].every((i) => i.complete && i.naturalWidth > 0));
    expect(await small.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(480);
  });

  it('lists the uploads with their thumbnails, finds them by name and deletes one after confirming', async () => {
    await page.getByRole('link', { name: 'Zur Dateiliste' }).click();
    await page.locator('h1', { hasText: 'Medien' }).waitFor();
    await page.getByLabel('Dateiname suchen').fill('pumpe');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByText('1 Datei', { exact: true }).waitFor();
    const row = page.locator('tr', { hasText: 'uploads/Pumpe-blau.jpg' });
    await row.getByText('Vorschaubilder: thumb, small').waitFor();
    const preview = row.locator('img');
    expect(await preview.getAttribute('src')).toBe('/media/_variants/uploads/Pumpe-blau.thumb.webp');
    await page.waitForFunction(() => (document.querySelector('tbody img') as HTMLImageElement | null)?.naturalWidth === 160);
    await row.getByRole('button', { name: /Löschen/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('„Pumpe-blau.jpg“ löschen?').waitFor();
    expect(await dialog.getByText(/wird noch verwendet/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('„Pumpe-blau.jpg“ wurde gelöscht.').waitFor();
    await page.getByText('Keine Dateien gefunden.').waitFor();
  });

  it('warns before deleting a picture products still use, and keeps it when cancelled', async () => {
    await page.getByLabel('Dateiname suchen').fill('hose-epdm.svg');
    await page.getByRole('button', { name: 'Suchen' }).click();
    const row = page.locator('tr', { hasText: 'products/hose-epdm.svg' });
    await row.getByRole('button', { name: /Löschen/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Achtung: Die Datei wird noch verwendet \(\d+×\)/).waitFor();
    await dialog.getByText(/^Produkte:/).waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expectCount(dialog, 0);
    expect((await fetch(`${server.baseUrl}/media/products/hose-epdm.svg`)).status).toBe(200);
  });
});

describe('generated files', () => {
  it('generates the PDF catalogue and the merchant feed with progress, and downloads both', async () => {
    await page.goto(`${server.baseUrl}/admin/system/backend-dateien`, { waitUntil: 'networkidle' });
    await page.locator('h2', { hasText: 'Erzeugte Dateien' }).waitFor();
    await page.getByRole('button', { name: 'PDF-Katalog erzeugen (DE)' }).click();
    await page.getByText(/PDF-Katalog fertig\. \d+ Seiten, \d+ Produkte/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Merchant-Feed erzeugen' }).click();
    await page.getByText(/Merchant-Feed fertig\. \d+ Artikel/).waitFor({ timeout: 60_000 });
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'catalogue-de.pdf' }).click();
    const pdf = await downloadedBytes(await pdfDownload);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length).toBeGreaterThan(3);
    const feedDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'merchant-feed-de-EUR.xml' }).click();
    const feed = (await downloadedBytes(await feedDownload)).toString('utf8');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);
    expect((feed.match(/<item>/g) ?? []).length).toBeGreaterThan(250);
    expect(unexpected(errors)).toEqual([]);
  });
});

/** Waits up to 5 s for a locator to match `count` elements (playwright-core has no expect of its own). */
async function expectCount(locator: ReturnType<Page['locator']>, count: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await locator.count()) === count) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(await locator.count()).toBe(count);
}
