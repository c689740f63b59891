import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, chromium, Download, Page } from 'playwright-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM, ARGS } = require('./global-setup') as { CHROMIUM: string; ARGS: string[] };

export { CHROMIUM };

/**
 * The run's Chromium (started once by the global setup, test/browser/global-setup.js): a connection to it, whose
 * close() ends this suite's contexts and leaves the browser to the next suite. A Chromium of its own only when the
 * global setup did not start one.
 */
export async function launch(): Promise<Browser> {
  const endpoint = process.env.SHOP_BROWSER_WS;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export function baseUrl(): string {
  const url = process.env.SHOP_BASE_URL;
  if (!url) throw new Error('SHOP_BASE_URL is not set: the global setup did not start a server');
  return url;
}

/** Collects console errors and failed API calls so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Accepts the cookie dialog if it is open, so it does not cover what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    const accept = dialog.getByRole('button', { name: /alle akzeptieren|accept all/i });
    if (await accept.isVisible().catch(() => false)) {
      // Granting statistics reloads the page once the consent call went out: wait for that reload.
      const reloaded = page.waitForEvent('load', { timeout: 5000 }).catch(() => undefined);
      await accept.click();
      await reloaded;
    }
  }
}

/**
 * The bytes of a finished download. The run's Chromium is reached over a connection, where a download has no local
 * path: it is saved to a temporary file first.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-download-'));
  try {
    const file = join(dir, download.suggestedFilename() || 'download');
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
