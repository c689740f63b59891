import { Browser, chromium, Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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
