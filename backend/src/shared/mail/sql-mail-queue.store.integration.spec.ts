import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShopConfig, type AppConfig } from '../../config/app-config';
import { EmbeddedPostgres } from '../../database/embedded-postgres';
import { MailQueue1700000000007 } from '../../database/migrations/1700000000007-mail-queue';
import { TransactionContext } from '../persistence/transaction-context';
import { DefaultMailQueue } from './default-mail-queue';
import { MailAttachmentGenerators } from './mail-attachment-generators';
import type { MailMessage } from './mail-message';
import { MailQueueWorker } from './mail-queue.worker';
import { MailTransport } from './mail-transport';
import { SmtpMailTransport } from './smtp-mail.transport';
import { SqlMailQueueStore } from './sql-mail-queue.store';

// The SQL mail queue against a real database: the embedded PostgreSQL (PGlite) always, and PostgreSQL
// when MAIL_QUEUE_CHECK_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/mail_queue_check),
// in a scratch schema dropped afterwards.

interface Target {
  /** Two DataSources: on PostgreSQL two pools (two app instances); embedded, one shared database. */
  sources: [DataSource, DataSource];
  close(): Promise<void>;
}

async function dataSource(url: string, extra: Record<string, unknown>): Promise<DataSource> {
  return new DataSource({ type: 'postgres', url, synchronize: false, extra: { max: 4, ...extra } }).initialize();
}

async function embedded(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'mail-queue-test-'));
  const pg = new EmbeddedPostgres(dir);
  const connection = await pg.start();
  const ds = await dataSource(connection.url, connection.driverOptions);
  await new MailQueue1700000000007().up({ query: (sql: string) => ds.query(sql) } as never);
  return {
    sources: [ds, ds],
    async close() {
      await ds.destroy();
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(url: string): Promise<Target> {
  const schema = `mail_queue_check_${process.pid}`;
  const admin = await dataSource(url, {});
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const a = await dataSource(url, { options: `-c search_path=${schema}` });
  const b = await dataSource(url, { options: `-c search_path=${schema}` });
  await new MailQueue1700000000007().up({ query: (sql: string) => a.query(sql) } as never);
  return {
    sources: [a, b],
    async close() {
      await a.destroy();
      await b.destroy();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.destroy();
    },
  };
}

const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
const confirmation = (n: number): MailMessage => ({
  to: `einkauf${n}@kunde.example`,
  cc: ['chef@kunde.example'],
  subject: `Auftragsbestätigung ${1000 + n}`,
  text: `Danke für Auftrag ${1000 + n}`,
  html: `<p>Danke für Auftrag ${1000 + n}</p>`,
  attachments: [
    { filename: `Auftrag-${1000 + n}.pdf`, contentType: 'application/pdf', content: pdf },
    { filename: 'AGB.txt', contentType: 'text/plain', content: Buffer.from('AGB') },
  ],
});
const config = (values: Partial<AppConfig> = {}) => new ShopConfig({ mailQueueIntervalMs: 5000, mailFrom: 'Shop <noreply@shop.example>', ...values } as AppConfig);

/** A transport that records what it sent, taking a moment per mail (so two workers overlap). */
class RecordingTransport extends MailTransport {
  readonly sent: string[] = [];
  async send(message: MailMessage): Promise<void> {
    await new Promise((r) => setTimeout(r, 2));
    this.sent.push(message.subject);
  }
}

/** Just enough SMTP for nodemailer: greets, says OK to every command, collects each DATA. */
function fakeSmtp(port: number): Promise<{ messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffer.slice(0, Math.min(eol, 4)).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 fake\r\n' : '250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ messages, server })));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const targets: [string, () => Promise<Target>][] = [['embedded PostgreSQL', embedded]];
if (process.env.MAIL_QUEUE_CHECK_DATABASE_URL) targets.push(['PostgreSQL', () => postgres(process.env.MAIL_QUEUE_CHECK_DATABASE_URL!)]);

describe.each(targets)('SQL mail queue on %s', (_name, open) => {
  let target: Target;
  let ds: DataSource;
  let tx: TransactionContext;
  let store: SqlMailQueueStore;

  beforeAll(async () => {
    target = await open();
    [ds] = target.sources;
    tx = new TransactionContext(ds);
    store = new SqlMailQueueStore(tx, ds);
  }, 60_000);
  afterAll(() => target?.close());
  beforeEach(async () => {
    await ds.query('DELETE FROM mail_queue');
    for (const level of ['log', 'warn', 'error'] as const) jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const count = async (where = 'true') => Number((await ds.query(`SELECT count(*) AS n FROM mail_queue WHERE ${where}`))[0].n);

  it('stores a mail exactly when the enqueuing transaction commits', async () => {
    await expect(
      tx.run(async () => {
        await store.add(confirmation(1), 'orderConfirmation');
        throw new Error('order write failed');
      }),
    ).rejects.toThrow('order write failed');
    expect(await count()).toBe(0);
    expect(Number((await ds.query('SELECT count(*) AS n FROM mail_queue_attachment'))[0].n)).toBe(0);

    const id = await tx.run(() => store.add(confirmation(2), 'orderConfirmation'));
    const [row] = await ds.query('SELECT kind, attempts, message, sent_at, failed_at FROM mail_queue WHERE id = $1', [id]);
    expect(row).toMatchObject({ kind: 'orderConfirmation', attempts: 0, sent_at: null, failed_at: null });
    const { attachments, ...rest } = confirmation(2);
    expect(row.message).toEqual(rest);
    expect(attachments).toHaveLength(2);
  });

  it('claims a due mail with its attachments once, hides it for the lease, retries and marks it sent', async () => {
    const id = await store.add(confirmation(3), 'orderConfirmation');
    const [claimed] = await store.claimDue(10, 60_000);
    expect(claimed).toEqual({ id, kind: 'orderConfirmation', attempts: 1, message: confirmation(3) });
    expect(claimed.message.attachments![0].content.equals(pdf)).toBe(true);
    expect(await store.claimDue(10, 60_000)).toEqual([]);

    await store.markRetry(claimed, 0, 'Error ESOCKET');
    const [again] = await store.claimDue(10, 60_000);
    expect(again.attempts).toBe(2);
    await store.markSent(claimed); // a stale claim (attempt 1) marks nothing
    expect(await count('sent_at IS NOT NULL')).toBe(0);
    await store.markSent(again);
    expect(await count('sent_at IS NOT NULL AND last_error IS NULL')).toBe(1);
    expect(await store.claimDue(10, 0)).toEqual([]);

    const failing = await store.add(confirmation(4), 'orderConfirmation');
    const [f] = await store.claimDue(10, 60_000);
    await store.markFailed(f, 'Error ECONNECTION');
    expect(await ds.query('SELECT id, last_error FROM mail_queue WHERE failed_at IS NOT NULL')).toEqual([{ id: String(failing), last_error: 'Error ECONNECTION' }]);
    expect(await store.claimDue(10, 0)).toEqual([]);

    await ds.query(`UPDATE mail_queue SET sent_at = now() - interval '31 days' WHERE id = $1`, [id]);
    expect(await store.purgeSent(30)).toBe(1);
    expect(await count()).toBe(1);
  });

  it('claims a batch of mails with and without stored attachments, each with its own', async () => {
    const { attachments: _none, ...plain } = confirmation(5);
    const first = await store.add(plain, 'orderConfirmation');
    const second = await store.add(confirmation(6), 'orderConfirmation');
    const third = await store.add({ ...plain, subject: 'ohne Anhang' }, 'orderConfirmation');
    const claimed = await store.claimDue(10, 60_000);
    expect(claimed.map((m) => [m.id, m.message.attachments?.map((a) => a.filename) ?? null])).toEqual([
      [first, null],
      [second, ['Auftrag-1006.pdf', 'AGB.txt']],
      [third, null],
    ]);
  });

  it('sends a mail queued while SMTP is down once SMTP is back, with its attachment', async () => {
    const port = await freePort();
    const transport = new SmtpMailTransport(config({ smtpUrl: `smtp://127.0.0.1:${port}` }));
    const worker = new MailQueueWorker(store, transport, config());
    const queue = new DefaultMailQueue(store, worker);
    jest.spyOn(worker, 'nudge').mockImplementation(() => undefined);
    try {
      const id = await tx.run(() => queue.enqueue(confirmation(5), 'orderConfirmation'));
      expect(await worker.poll()).toBe(1);
      const [down] = await ds.query(`SELECT attempts, sent_at, last_error, next_attempt_at > now() + interval '25 seconds' AS later FROM mail_queue WHERE id = $1`, [id]);
      expect(down).toMatchObject({ attempts: 1, sent_at: null, later: true });
      expect(down.last_error).toMatch(/^Error E[A-Z]+/);
      expect(down.last_error).not.toContain('@');

      const smtp = await fakeSmtp(port);
      try {
        expect(await worker.poll()).toBe(0); // not due before its retry time
        await ds.query('UPDATE mail_queue SET next_attempt_at = now() WHERE id = $1', [id]); // 30 s later
        expect(await worker.poll()).toBe(1);
        expect(smtp.messages).toHaveLength(1);
        expect(smtp.messages[0]).toContain('Content-Type: multipart/mixed');
        expect(smtp.messages[0]).toContain(pdf.toString('base64'));
        expect(smtp.messages[0]).toMatch(/filename="?Auftrag-1005\.pdf/);
        expect(await count('sent_at IS NOT NULL AND attempts = 2')).toBe(1);
      } finally {
        await new Promise((r) => smtp.server.close(r));
      }
    } finally {
      transport.onModuleDestroy();
    }
  }, 30_000);

  it('sends a mail enqueued in a transaction shortly after the commit (the nudge runs outside that transaction)', async () => {
    const transport = new RecordingTransport();
    const worker = new MailQueueWorker(store, transport, config());
    const queue = new DefaultMailQueue(store, worker);
    await tx.run(() => queue.enqueue(confirmation(6), 'orderConfirmation'));
    for (let waited = 0; transport.sent.length === 0 && waited < 3000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(transport.sent).toEqual([confirmation(6).subject]);
    expect(await count('sent_at IS NOT NULL')).toBe(1);
    await worker.onModuleDestroy();
  });

  it('sends a mail enqueued in a transaction on its first attempt when its attachment is made by reading through the transaction context', async () => {
    // The order confirmation's PDF reads the customer's number through a repository that joins a running
    // transaction. A worker woken from inside the order's transaction used to carry that transaction's
    // async context into the generator, whose read then hit the released query runner (first attempt failed).
    const generators = new MailAttachmentGenerators();
    const readers: string[] = [];
    generators.register('readsThroughContext', async () => {
      readers.push(tx.active ? 'inside a transaction' : 'outside');
      const [{ n }] = await tx.manager().query('SELECT count(*)::int AS n FROM mail_queue');
      return { filename: `count-${n}.txt`, contentType: 'text/plain', content: Buffer.from(String(n)) };
    });
    const transport = new RecordingTransport();
    const worker = new MailQueueWorker(store, transport, config(), generators);
    const queue = new DefaultMailQueue(store, worker);
    const ids = await Promise.all(
      [8, 9, 10].map((n) =>
        tx.run(async () => {
          const id = await queue.enqueue({ to: `k${n}@kunde.example`, subject: `mail ${n}`, text: 'x', generatedAttachments: [{ generator: 'readsThroughContext', params: {} }] }, 'orderConfirmation');
          await tx.manager().query('SELECT pg_sleep(0.05)'); // the transaction goes on after the enqueue
          return id;
        }),
      ),
    );
    for (let waited = 0; transport.sent.length < ids.length && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await worker.onModuleDestroy();
    expect(transport.sent.sort()).toEqual(['mail 10', 'mail 8', 'mail 9']);
    expect(readers).toEqual(['outside', 'outside', 'outside']);
    expect(await ds.query('SELECT attempts, last_error FROM mail_queue WHERE id = ANY($1::bigint[]) AND sent_at IS NOT NULL', [ids])).toEqual(ids.map(() => ({ attempts: 1, last_error: null })));
  });

  it('runs an after-commit hook once the transaction committed, outside it, and never after a rollback', async () => {
    const seen: string[] = [];
    const hook = (name: string) => () => seen.push(`${name}: ${tx.active ? 'inside' : 'outside'}`);
    await tx.run(async () => {
      tx.afterCommit(hook('committed'));
      await tx.run(async () => tx.afterCommit(hook('nested')));
      seen.push('body done');
    });
    await expect(
      tx.run(async () => {
        tx.afterCommit(hook('rolled back'));
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    tx.afterCommit(hook('no transaction'));
    expect(seen).toEqual(['body done', 'committed: outside', 'nested: outside', 'no transaction: outside']);
  });

  it('shows other instances an enqueued mail only once its transaction commits', async () => {
    const [, other] = target.sources;
    // Embedded, the one database serves one transaction at a time: another connection would wait for the commit.
    if (other === ds) return;
    const otherStore = new SqlMailQueueStore(new TransactionContext(other), other);
    let seenInside: number | undefined;
    await tx.run(async () => {
      await store.add(confirmation(7), 'orderConfirmation');
      seenInside = (await otherStore.claimDue(10, 60_000)).length;
    });
    expect(seenInside).toBe(0);
    expect(await otherStore.claimDue(10, 60_000)).toHaveLength(1);
  });

  it('lets two workers (two instances) drain one queue without ever sending a mail twice', async () => {
    const total = 90;
    for (let n = 1; n <= total; n++) await store.add({ to: `k${n}@kunde.example`, subject: `mail ${n}`, text: 'x' }, 'orderConfirmation');
    const workers = target.sources.map((source) => {
      const transport = new RecordingTransport();
      return { transport, worker: new MailQueueWorker(new SqlMailQueueStore(new TransactionContext(source), source), transport, config()) };
    });
    await Promise.all(workers.map(({ worker }) => worker.poll()));
    const sent = workers.flatMap(({ transport }) => transport.sent);
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    for (const { transport } of workers) expect(transport.sent.length).toBeGreaterThan(0);
    expect(await count('sent_at IS NOT NULL AND attempts = 1')).toBe(total);
  }, 30_000);

  it('hands each due mail to exactly one of many concurrent claims', async () => {
    for (let n = 1; n <= 40; n++) await store.add({ to: `k${n}@kunde.example`, subject: `mail ${n}`, text: 'x' }, 'orderConfirmation');
    const stores = target.sources.map((source) => new SqlMailQueueStore(new TransactionContext(source), source));
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 2].claimDue(5, 60_000)));
    const ids = claims.flat().map((m) => m.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});
