import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The .eml files of a server's outbox (DATA_DIR/outbox), newest last. */
async function outboxFiles(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.eml')).sort().map((n) => join(dir, n));
}

/**
 * Waits for a mail to `to` whose body has a link with `ssc`, and answers that link's path and query
 * (the mail's host may be `localhost` while the tests use 127.0.0.1, and cookies are per host).
 */
export async function waitForMailLink(dataDir: string, to: string, pathPart: RegExp, timeoutMs = 15000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of (await outboxFiles(dataDir)).reverse()) {
      const text = await readFile(file, 'utf8');
      const head = text.split(/\r?\n\r?\n/)[0];
      if (!new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(head)) continue;
      for (const match of text.matchAll(/https?:\/\/[^\s]+/g)) {
        const url = new URL(match[0]);
        if (url.searchParams.get('ssc') && pathPart.test(url.pathname)) return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail with a link to ${pathPart} for ${to} in ${dataDir}/outbox`);
}

/**
 * Waits for a mail to `to` that mentions `text` (an order number) and has a link to a path matching `pathPart`, and
 * answers that link's path and query (the approval mail's link to the approvals page, `?oid=`).
 */
export async function waitForMailMentioning(dataDir: string, to: string, pathPart: RegExp, text: string, timeoutMs = 20000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of (await outboxFiles(dataDir)).reverse()) {
      const mail = await readFile(file, 'utf8');
      const head = mail.split(/\r?\n\r?\n/)[0];
      if (!new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(head) || !mail.includes(text)) continue;
      for (const match of mail.matchAll(/https?:\/\/[^\s]+/g)) {
        const url = new URL(match[0]);
        if (pathPart.test(url.pathname)) return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail mentioning ${text} with a link to ${pathPart} for ${to} in ${dataDir}/outbox`);
}

/** Reads the arithmetic question of a login form ("… 7 + 3?") and types the answer. */
export async function answerAntiSpam(scope: Page | Locator): Promise<void> {
  const input = scope.locator('input[name="antiSpam"]');
  const id = await input.getAttribute('id');
  const label = (await scope.locator(`label[for="${id}"]`).textContent()) ?? '';
  const match = /(\d+)\s*([+−-])\s*(\d+)/.exec(label);
  if (!match) throw new Error(`no arithmetic question in "${label}"`);
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  await input.fill(String(op === '+' ? a + b : a - b));
}
