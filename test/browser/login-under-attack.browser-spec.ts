import type { Browser, Page } from 'playwright-core';
import { Shop, uniqueEmail } from '../api/identity-support';
import { answerAntiSpam } from './identity-support';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';

/**
 * The owner of an account under attack logs in on the login page of a browser the account does not know: the
 * server asks for a proof of work (428 loginChallengeRequired), the page solves it on its own, shows why, and
 * logs the owner in — no wait, no second click (ADR 0034).
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await page?.close();
  await browser?.close();
});

it('a stranger guessed from other addresses: the owner logs in on the login page after the browser solved the proof of work', async () => {
  const shop = new Shop(baseUrl(), process.env.SHOP_DATA_DIR!);
  const { email, password } = await shop.registerConfirmed(uniqueEmail('angriff'));
  // Five wrong passwords from five other addresses: the account is under attack.
  for (let i = 0; i < 5; i++) expect((await shop.login(email, `Falsch#Passwort${i}`)).status).toBe(401);
  expect((await shop.login(email, password)).status).toBe(428);

  const errors = watchErrors(page);
  const challenges: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/challenge')) challenges.push(new URL(r.url()).search);
  });
  await page.goto(baseUrl() + '/anmelden');
  await acceptCookies(page);
  const main = page.locator('main');
  await main.getByLabel(/^E-Mail-Adresse/).fill(email);
  await main.locator('input[name="password"]').fill(password);
  await answerAntiSpam(main);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await main.getByText('Für dieses Konto gab es zuletzt viele fehlgeschlagene Anmeldeversuche').waitFor();
  await page.waitForURL(baseUrl() + '/konto', { timeout: 60_000 });
  await page.locator('h1', { hasText: 'Mein Konto' }).waitFor();
  expect(challenges).toEqual(['?purpose=login']);
  // The 428 is an expected answer (the page handled it), not a page fault.
  expect(errors.filter((e) => !/status of 428/.test(e))).toEqual([]);
}, 120_000);
