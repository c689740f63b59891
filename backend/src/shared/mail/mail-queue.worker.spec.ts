import { Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { MailAttachmentGenerators } from './mail-attachment-generators';
import { ShopConfig, type AppConfig } from '../../config/app-config';
import { DefaultMailQueue } from './default-mail-queue';
import type { MailMessage } from './mail-message';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-retry';
import { CLAIM_LEASE_MS, MAIL_BATCH, MailQueueWorker, NUDGE_DELAY_MS } from './mail-queue.worker';
import { FakeMailQueueStore, FakeMailTransport } from './testing/fake-mail-queue';

const config = new ShopConfig({ mailQueueIntervalMs: 5000 } as AppConfig);
const confirmation = (n = 1): MailMessage => ({
  to: `einkauf${n}@kunde.example`,
  subject: `Auftragsbestätigung ${1000 + n}`,
  text: `Geheimer Text ${n}`,
  attachments: [{ filename: `Auftrag-${1000 + n}.pdf`, contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
});

function setUp(fails?: (message: MailMessage, call: number) => boolean) {
  const store = new FakeMailQueueStore();
  const transport = new FakeMailTransport(fails);
  const worker = new MailQueueWorker(store, transport, config);
  const queue = new DefaultMailQueue(store, worker);
  return { store, transport, worker, queue };
}

/** Moves the clock to the next due mail and polls, until nothing waits (or `maxPolls`). */
async function runUntilSettled(store: FakeMailQueueStore, worker: MailQueueWorker, maxPolls = 1000): Promise<number> {
  let polls = 0;
  for (let due = store.nextDue(); due !== null && polls < maxPolls; due = store.nextDue(), polls++) {
    store.now = Math.max(store.now, due);
    await worker.poll();
  }
  return polls;
}

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  for (const level of ['log', 'warn', 'error', 'debug'] as const) jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => jest.restoreAllMocks());

describe('MailQueueWorker', () => {
  it('sends a mail whose transport fails twice on the third attempt, after 30 s and 2 min', async () => {
    const { store, transport, worker, queue } = setUp((_, call) => call <= 2);
    jest.spyOn(worker, 'nudge').mockImplementation(() => undefined);
    const id = await queue.enqueue(confirmation(), 'orderConfirmation');

    expect(await worker.poll()).toBe(1);
    expect(store.rows[0]).toMatchObject({ id, attempts: 1, sentAt: null, nextAt: 30_000, lastError: 'Error ECONNREFUSED' });
    store.now = 29_999;
    expect(await worker.poll()).toBe(0); // not due yet
    store.now = 30_000;
    await worker.poll();
    expect(store.rows[0]).toMatchObject({ attempts: 2, sentAt: null, nextAt: 30_000 + 120_000 });
    store.now = 150_000;
    await worker.poll();
    expect(store.rows[0]).toMatchObject({ attempts: 3, sentAt: 150_000, failedAt: null, lastError: null });
    expect(transport.calls).toBe(3);
    expect(transport.sent).toEqual([confirmation()]);
    expect(await runUntilSettled(store, worker)).toBe(0);
  });

  it('marks a mail failed after the maximum attempts, waiting by the schedule in between, and keeps it', async () => {
    const { store, transport, worker, queue } = setUp(() => true);
    await queue.enqueue(confirmation(), 'orderConfirmation');
    const times: number[] = [];
    const realSend = transport.send.bind(transport);
    jest.spyOn(transport, 'send').mockImplementation((m) => (times.push(store.now), realSend(m)));
    await runUntilSettled(store, worker);
    expect(transport.calls).toBe(MAX_MAIL_ATTEMPTS);
    expect(times.slice(1).map((t, i) => t - times[i])).toEqual(Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)));
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null, failedAt: times[times.length - 1], lastError: 'Error ECONNREFUSED' });
    store.now += 365 * 24 * 3_600_000;
    expect(await worker.poll()).toBe(0);
  });

  it('loses nothing and sends nothing twice: 3 batches of mails over a transport that fails every other call', async () => {
    const { store, transport, worker, queue } = setUp((_, call) => call % 2 === 0);
    const count = MAIL_BATCH * 2 + 5;
    for (let n = 1; n <= count; n++) await queue.enqueue(confirmation(n), 'orderConfirmation');
    await runUntilSettled(store, worker);
    expect(store.rows.every((r) => r.sentAt !== null && r.failedAt === null)).toBe(true);
    expect(transport.sent.map((m) => m.to).sort()).toEqual(Array.from({ length: count }, (_, i) => confirmation(i + 1).to).sort());
  });

  it('sends a mail again when it was sent but could not be marked (at least once, never lost)', async () => {
    const { store, transport, worker, queue } = setUp();
    await queue.enqueue(confirmation(), 'orderConfirmation');
    jest.spyOn(store, 'markSent').mockRejectedValueOnce(Object.assign(new Error('Connection terminated'), { code: 'ECONNRESET' }));
    await worker.poll();
    expect(store.rows[0]).toMatchObject({ attempts: 1, sentAt: null, nextAt: CLAIM_LEASE_MS });
    await runUntilSettled(store, worker);
    expect(store.rows[0].sentAt).toBe(CLAIM_LEASE_MS);
    expect(transport.sent).toHaveLength(2);
  });

  it('logs a failure with id, kind and error codes only: no address, subject, body or attachment', async () => {
    const { store, worker, queue } = setUp(() => true);
    await queue.enqueue(confirmation(7), 'orderConfirmation');
    await runUntilSettled(store, worker);
    const text = JSON.stringify(logged);
    expect(logged.length).toBe(MAX_MAIL_ATTEMPTS);
    expect(text).toContain('"kind":"orderConfirmation"');
    expect(text).toContain('"id":1');
    for (const secret of ['@', 'kunde.example', 'Auftragsbest', 'Geheimer', 'Auftrag-1007', 'JVBERi']) expect(text).not.toContain(secret);
    expect(store.rows[0].lastError).toBe('Error ECONNREFUSED');
  });

  it('runs one poll at a time and polls again right after when asked meanwhile', async () => {
    const { store, worker, queue } = setUp();
    await queue.enqueue(confirmation(1), 'orderConfirmation');
    const claim = jest.spyOn(store, 'claimDue');
    const first = worker.poll();
    const second = worker.poll();
    expect(second).toBe(first);
    await first;
    await new Promise((r) => setImmediate(r));
    await worker.poll();
    expect(claim.mock.calls.length).toBe(3);
  });

  it('polls shortly after an enqueue; several enqueues make one poll', async () => {
    jest.useFakeTimers();
    try {
      const { worker, queue } = setUp();
      const poll = jest.spyOn(worker, 'poll').mockResolvedValue(0);
      await queue.enqueue(confirmation(1), 'orderConfirmation');
      await queue.enqueue(confirmation(2), 'orderConfirmation');
      jest.advanceTimersByTime(NUDGE_DELAY_MS - 1);
      expect(poll).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(poll).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a poll asked for from inside a transaction does not run in its async context (a generator reads the database afresh)', async () => {
    const store = new FakeMailQueueStore();
    const transport = new FakeMailTransport();
    const generators = new MailAttachmentGenerators();
    const transaction = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    generators.register('pdf', async () => {
      seen.push(transaction.getStore());
      return { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') };
    });
    const worker = new MailQueueWorker(store, transport, config, generators);
    const queue = new DefaultMailQueue(store, worker);
    const polled = new Promise<void>((resolve) => {
      const poll = worker.poll.bind(worker);
      jest.spyOn(worker, 'poll').mockImplementation(() => poll().finally(resolve));
    });
    await transaction.run('order transaction', () => queue.enqueue({ ...confirmation(), attachments: undefined, generatedAttachments: [{ generator: 'pdf', params: {} }] }, 'orderConfirmation'));
    await polled;
    expect(seen).toEqual([undefined]);
    expect(transport.sent).toHaveLength(1);
  });

  it('refuses a kind that is not a short name', async () => {
    const { queue } = setUp();
    await expect(queue.enqueue(confirmation(), 'order confirmation\n')).rejects.toThrow('mail kind');
  });

  it('sends several mails at once: one waiting for its mail server does not hold up the others', async () => {
    const store = new FakeMailQueueStore();
    let secondStarted: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const finished: string[] = [];
    const transport = {
      async send(message: MailMessage) {
        if (message.to.startsWith('einkauf1@')) {
          // The first mail's server answers only once the second mail is under way (or after 2 s, when sending one by one).
          await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 2000))]);
        } else {
          secondStarted();
        }
        finished.push(message.to);
      },
    };
    const worker = new MailQueueWorker(store, transport, new ShopConfig({ mailQueueIntervalMs: 5000, mailSendConcurrency: 4 } as AppConfig));
    jest.spyOn(worker, 'nudge').mockImplementation(() => undefined);
    const queue = new DefaultMailQueue(store, worker);
    await queue.enqueue(confirmation(1), 'orderConfirmation');
    await queue.enqueue(confirmation(2), 'orderConfirmation');
    expect(await worker.poll()).toBe(2);
    expect(finished).toEqual(['einkauf2@kunde.example', 'einkauf1@kunde.example']);
    expect(store.rows.every((r) => r.sentAt !== null)).toBe(true);
  });

  it("sends one recipient's mails in the order they were queued, while other recipients' go at the same time", async () => {
    const store = new FakeMailQueueStore();
    const sent: string[] = [];
    const transport = {
      async send(message: MailMessage) {
        // The first queued mail of einkauf1 is the slowest: a later one to the same address must still come after it.
        if (message.subject.endsWith('1001')) await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(`${message.to} ${message.subject}`);
      },
    };
    const worker = new MailQueueWorker(store, transport, new ShopConfig({ mailQueueIntervalMs: 5000, mailSendConcurrency: 4 } as AppConfig));
    jest.spyOn(worker, 'nudge').mockImplementation(() => undefined);
    const queue = new DefaultMailQueue(store, worker);
    await queue.enqueue(confirmation(1), 'orderConfirmation');
    await queue.enqueue({ ...confirmation(1), subject: 'Auftrag 1001 abgeschlossen' }, 'orderCompleted');
    await queue.enqueue(confirmation(2), 'orderConfirmation');
    expect(await worker.poll()).toBe(3);
    const first = sent.filter((s) => s.startsWith('einkauf1@'));
    expect(first).toEqual(['einkauf1@kunde.example Auftragsbestätigung 1001', 'einkauf1@kunde.example Auftrag 1001 abgeschlossen']);
    // einkauf2's mail did not wait for einkauf1's slow one.
    expect(sent[0]).toBe('einkauf2@kunde.example Auftragsbestätigung 1002');
  });
});
