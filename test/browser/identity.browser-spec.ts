import type { Browser, Page } from 'playwright-core';
import { acceptCookies, baseUrl, launch, watchErrors } from './support';
import { answerAntiSpam, waitForMailLink } from './identity-support';

/**
 * The customer's identity journey in the browser: register (the proof of work is solved by the page),
 * confirm the e-mailed link, log in through the header dialog, add and edit an address, change the
 * password, log out, and log in again on the login page with the new password.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const email = `anna.schmidt.${Date.now()}@example.com`;
const password = 'Sicher#Pass2025';
const newPassword = 'Neues#Pass2026x';

function dataDir(): string {
  const dir = process.env.SHOP_DATA_DIR;
  if (!dir) throw new Error('SHOP_DATA_DIR is not set: the global setup did not start a server');
  return dir;
}

/** Console errors that are expected answers of the server, not page faults. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.waitFor();
  return dialog;
}

describe('customer identity', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('registers with the proof of work solved in the page', async () => {
    await page.goto(baseUrl() + '/registrieren');
    await page.locator('h1', { hasText: 'Registrieren' }).waitFor();
    await acceptCookies(page);

    // Submitting the empty form shows the field messages next to the fields.
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await page.getByText('Bitte geben Sie einen gültigen Firmennamen ein.').waitFor();
    expect(await page.getByLabel(/^Firma/).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(/^Firma/).fill('Schmidt Hydraulik GmbH');
    await page.getByText('Frau', { exact: true }).click();
    await page.getByLabel(/^Vorname/).fill('Anna');
    await page.getByLabel(/^Nachname/).fill('Schmidt');
    await page.getByLabel(/^E-Mail-Adresse/).fill(email);
    await page.getByLabel('Rechnungen an eine andere E-Mail-Adresse senden').check();
    await page.getByLabel(/^E-Mail-Adresse für Rechnungen/).fill(`rechnung.${email}`);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="passwordConfirmation"]').fill(password);
    await page.getByLabel(/Datenschutzerklärung/).check();
    expect(await page.getByLabel(/^Firma/).getAttribute('aria-invalid')).toBeNull();

    // The control shows its progress and finishes by itself.
    await page.locator('[data-pow-status="solved"]').waitFor({ timeout: 60000 });
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await page.getByText('Vielen Dank für Ihre Registrierung.', { exact: false }).waitFor();
    expect(await page.locator('main form').count()).toBe(0);
  });

  it('confirms the e-mailed registration link', async () => {
    const link = await waitForMailLink(dataDir(), email, /registrierung-bestaetigen|confirm-registration/);
    await page.goto(baseUrl() + link);
    await page.getByText('Ihre E-Mail-Adresse ist bestätigt', { exact: false }).waitFor();
  });

  it('logs in through the header dialog, which closes itself after the success message', async () => {
    const dialog = await openLoginDialog(page);
    // The question must be answered: a wrong answer keeps the form from being sent.
    await dialog.getByLabel(/^E-Mail-Adresse/).fill(email);
    await dialog.locator('input[name="password"]').fill(password);
    await dialog.locator('input[name="antiSpam"]').fill('999');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await dialog.getByText('Das Ergebnis der Rechenaufgabe ist nicht korrekt.').waitFor();

    await answerAntiSpam(dialog);
    expect(await dialog.getByLabel('Angemeldet bleiben').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await dialog.getByText('Sie sind jetzt angemeldet.').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByTestId('account-menu-button').getByText('AS').waitFor();
  });

  it('adds and edits an address in the address book', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('link', { name: 'Adressbuch' }).click();
    await page.waitForURL(baseUrl() + '/konto/adressen');
    await page.getByText('Keine Adressen vorhanden').waitFor();
    await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).first().click();

    await page.getByLabel(/^Firma bzw. Name/).fill('Schmidt Hydraulik GmbH');
    await page.getByLabel(/^Straße und Hausnummer/).fill('Industriestraße 7');
    // Ticking the post office box clears the street; unticking brings the street field back empty.
    await page.getByLabel('Postfach statt Straße verwenden').check();
    await page.locator('input[name="postOfficeBox"]').waitFor();
    expect(await page.locator('input[name="street"]').count()).toBe(0);
    await page.getByLabel('Postfach statt Straße verwenden').uncheck();
    expect(await page.getByLabel(/^Straße und Hausnummer/).inputValue()).toBe('');
    await page.getByLabel(/^Straße und Hausnummer/).fill('Industriestraße 7');
    await page.getByLabel(/^PLZ/).fill('70565');
    await page.getByLabel(/^Ort/).fill('Stuttgart');
    expect(await page.getByLabel(/^Land/).inputValue()).toBe('DE');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Die Adresse wurde gespeichert.').waitFor();
    const card = page.locator('.address-card', { hasText: 'Industriestraße 7' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Standard-Lieferadresse');

    await card.getByRole('button', { name: /bearbeiten/ }).click();
    await page.getByLabel(/^Ort/).fill('Esslingen am Neckar');
    await page.getByLabel(/^PLZ/).fill('73728');
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Die Adresse wurde gespeichert.').waitFor();
    await page.locator('.address-card', { hasText: '73728 Esslingen am Neckar' }).waitFor();
  });

  it('changes the password', async () => {
    await page.getByRole('navigation', { name: 'Kundenkonto' }).getByRole('link', { name: 'Meine Daten' }).click();
    await page.waitForURL(baseUrl() + '/konto/daten');
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Passwort ändern' }) });
    await form.locator('input[name="currentPassword"]').fill('Falsch#Pass2025');
    await form.locator('input[name="newPassword"]').fill(newPassword);
    await form.locator('input[name="passwordConfirmation"]').fill(newPassword);
    await form.getByRole('button', { name: 'Passwort ändern' }).click();
    await form.getByText('Das aktuelle Passwort ist nicht korrekt.').first().waitFor();

    await form.locator('input[name="currentPassword"]').fill(password);
    await form.getByRole('button', { name: 'Passwort ändern' }).click();
    await form.getByText('Ihr Passwort wurde erfolgreich geändert.').waitFor();
  });

  it('logs out and logs in again on the login page with the new password', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('button', { name: 'Abmelden' }).first().click();
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor();

    // The account pages now send the visitor to the login page.
    await page.goto(baseUrl() + '/konto');
    await page.waitForURL(baseUrl() + '/anmelden');
    await page.getByLabel(/^E-Mail-Adresse/).fill(email);
    await page.locator('main input[name="password"]').fill(newPassword);
    await answerAntiSpam(page.locator('main'));
    await page.locator('main').getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(baseUrl() + '/konto');
    await page.locator('h1', { hasText: 'Mein Konto' }).waitFor();
    await page.getByText('Esslingen am Neckar').first().waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
});

/** The arithmetic question ("7 + 3") in a label's text, or null. */
function questionIn(text: string): string | null {
  const match = /(\d+)\s*([+−-])\s*(\d+)\s*\?/.exec(text);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : null;
}

/** The question of the server-rendered HTML (the label of the field named antiSpam). */
function questionInHtml(html: string): string | null {
  const input = /<input[^>]*name="antiSpam"[^>]*>/.exec(html)?.[0] ?? '';
  const id = /id="([^"]+)"/.exec(input)?.[1];
  if (!id) return null;
  const label = new RegExp(`<label[^>]*for="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1] ?? '';
  return questionIn(label.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'"));
}

describe('the login’s arithmetic question', () => {
  /** Records every question a label of the page shows, from the first parsed byte on (before any script of the page). */
  function watchQuestions(): void {
    const shown: string[] = [];
    (window as unknown as { __questions: string[] }).__questions = shown;
    const look = () => {
      for (const label of Array.from(document.querySelectorAll('label'))) {
        const match = /(\d+)\s*([+−-])\s*(\d+)\s*\?/.exec(label.textContent ?? '');
        const question = match ? `${match[1]} ${match[2]} ${match[3]}` : null;
        if (question && shown[shown.length - 1] !== question) shown.push(question);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }

  // The storefront's login pages are rendered on the server; the admin app renders in the browser only.
  for (const [path, serverRendered] of [['/anmelden', true], ['/en/login', true], ['/admin/anmeldung', false]] as const) {
    it(`${path}: the question shown first is the one that stays (${serverRendered ? 'the server’s, after hydration' : 'no second draw after mounting'})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.addInitScript(watchQuestions);
      // The HTML as it came from the server, before any script ran.
      const documentAnswer = page.waitForResponse((r) => r.request().resourceType() === 'document');
      await page.goto(baseUrl() + path);
      const rendered = questionInHtml(await (await documentAnswer).text());
      if (serverRendered) expect(rendered).not.toBeNull();
      else expect(rendered).toBeNull();
      // Hydrated (or mounted): the fields are enabled once the app has taken over the page.
      await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
      const input = page.locator('main input[name="antiSpam"]');
      await page.locator('main input[name="antiSpam"]:not([disabled])').waitFor();
      await page.waitForLoadState('networkidle');
      const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
      const shown = await page.evaluate(() => (window as unknown as { __questions: string[] }).__questions);
      // One question from the first paint on, never replaced.
      expect(shown).toEqual([questionIn(label)]);
      if (serverRendered) expect(questionIn(label)).toBe(rendered);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it('without JavaScript the login page shows a question; renders differ (a seed is drawn per render, not one fixed question)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl() + '/anmelden');
    const label = (await page.locator('label[for]', { hasText: 'Sicherheitsfrage' }).textContent()) ?? '';
    expect(questionIn(label)).not.toBeNull();
    await context.close();
    // Pages for guests are kept for a few seconds per path and query: other queries are other renders.
    const questions = new Set<string | null>();
    for (let i = 0; i < 8; i++) {
      const answer = await fetch(`${baseUrl()}/anmelden?render=${i}`);
      questions.add(questionInHtml(await answer.text()));
    }
    expect(questions.has(null)).toBe(false);
    expect(questions.size).toBeGreaterThan(1);
  });

  it('the login dialog, opened in the browser, still asks a question that can be answered', async () => {
    // Its own client address: the refused login below counts against that address only.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': '10.78.0.23' } });
    await context.addCookies([{ name: 'cookieConsent', value: 'Tec', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(baseUrl() + '/impressum', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.appState === 'ready');
    const dialog = await openLoginDialog(page);
    const input = dialog.locator('input[name="antiSpam"]');
    await input.waitFor();
    const label = (await dialog.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
    expect(questionIn(label)).not.toBeNull();
    await answerAntiSpam(dialog);
    await dialog.getByLabel(/^E-Mail-Adresse/).fill('niemand@example.com');
    await dialog.locator('input[name="password"]').fill('Falsch#Pass2025');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    // The question was accepted: the login was asked (and refused), not stopped by the question.
    await dialog.locator('.message--error, [role="alert"]').first().waitFor();
    expect(await dialog.getByText('Das Ergebnis der Rechenaufgabe ist nicht korrekt.').count()).toBe(0);
    await context.close();
  });
});
