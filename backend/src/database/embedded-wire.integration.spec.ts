import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { EmbeddedConnection, embeddedStreamFactory, WireGate } from './embedded-wire';

// The embedded wire against a real PGlite: the `pg` driver's connections share one single-threaded
// backend, so the gate must keep each connection's cycles and transactions whole. One database for the file
// (an integration test: it starts a database), a fresh gate and an empty table for each test.

let db: PGlite;
let gate: WireGate;
const clients: Client[] = [];

async function connect(): Promise<Client> {
  const c = new Client({ host: 'embedded', user: 'postgres', database: 'postgres', stream: embeddedStreamFactory(gate) } as never);
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

/** A Parse message (extended protocol) without its Sync. */
function parseMessage(sql: string): Buffer {
  const body = Buffer.concat([Buffer.from('\0'), Buffer.from(sql + '\0'), Buffer.from([0, 0])]);
  const head = Buffer.alloc(5);
  head.write('P', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('CREATE TABLE t (id serial PRIMARY KEY, owner text NOT NULL)');
});

beforeEach(async () => {
  await db.exec('TRUNCATE t RESTART IDENTITY');
  gate = new WireGate(db, { idleHoldTimeoutMs: 400, slowWaitLogMs: 60_000 });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
  gate.close();
});

afterAll(async () => {
  await db.close();
});

describe('embedded wire', () => {
  it('answers each of 8 parallel connections with its own parameters (no interleaved cycles)', async () => {
    const conns = await Promise.all(Array.from({ length: 8 }, () => connect()));
    const wrong: string[] = [];
    await Promise.all(
      conns.map(async (c, i) => {
        for (let n = 0; n < 40; n++) {
          const want = `c${i}-${n}`;
          const r = await c.query('SELECT $1::text AS v, $2::int AS n', [want, n]);
          if (r.rows[0].v !== want || r.rows[0].n !== n) wrong.push(`${want} got ${r.rows[0].v}/${r.rows[0].n}`);
        }
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('lets no other connection run inside a transaction; the other sees the committed row afterwards', async () => {
    const [a, b] = [await connect(), await connect()];
    const events: string[] = [];
    await a.query('BEGIN');
    await a.query('INSERT INTO t (owner) VALUES ($1)', ['a']);
    const read = b.query('SELECT count(*)::int AS n FROM t').then((r) => {
      events.push(`b read ${r.rows[0].n}`);
    });
    await new Promise((r) => setTimeout(r, 50));
    events.push('a commits');
    await a.query('COMMIT');
    await read;
    expect(events).toEqual(['a commits', 'b read 1']);
  });

  it('rolls back the open transaction of a connection that goes away, and lets the others go on', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query('INSERT INTO t (owner) VALUES ($1)', ['lost']);
    const read = b.query('SELECT count(*)::int AS n FROM t');
    (a as unknown as { connection: { stream: EmbeddedConnection } }).connection.stream.destroy();
    expect((await read).rows[0].n).toBe(0);
    expect(db.isInTransaction()).toBe(false);
  });

  it('cuts off a connection that holds the database idle inside a transaction', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query('INSERT INTO t (owner) VALUES ($1)', ['stuck']);
    // b cannot run inside a's transaction: its answer (a's row gone) comes only once a was cut off and rolled back.
    const r = await b.query('SELECT count(*)::int AS n FROM t');
    expect(r.rows[0].n).toBe(0);
    await expect(a.query('SELECT 1')).rejects.toThrow();
  });

  it('closes a half-sent cycle of a connection that goes away, so the next connection is not skipped', async () => {
    const raw = new EmbeddedConnection(gate);
    raw.resume();
    const startup = Buffer.alloc(8 + 'user\0postgres\0database\0postgres\0\0'.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    startup.write('user\0postgres\0database\0postgres\0\0', 8);
    raw.write(startup);
    // A failing Parse leaves the backend skipping messages until a Sync; the connection never sends one.
    raw.write(parseMessage('SELEC broken'));
    await new Promise((r) => setTimeout(r, 50));
    raw.destroy();
    const b = await connect();
    expect((await b.query('SELECT $1::text AS v', ['fine'])).rows[0].v).toBe('fine');
  });

  it('keeps a failed statement to its own connection', async () => {
    const [a, b] = [await connect(), await connect()];
    const results = await Promise.allSettled([a.query('SELECT * FROM missing_table'), b.query('SELECT $1::text AS v', ['b'])]);
    expect(results[0].status).toBe('rejected');
    expect(results[1]).toEqual({ status: 'fulfilled', value: expect.objectContaining({ rows: [{ v: 'b' }] }) });
  });
});
