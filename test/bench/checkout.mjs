// Benchmark of placing orders (checkout issue: ≥ 200 orders/s with 3-position carts, none lost, none doubled).
// Starts the built shop on PostgreSQL (DATABASE_URL, default a scratch database bench_checkout on the local
// server, dropped and created by this script) and places guest orders with 3- and 50-position carts at 1 and
// 50 concurrent clients; every order has its own Idempotency-Key, and a tenth of the submits are sent twice
// with the same key. Afterwards it counts the orders in the database: each key must have made exactly one, and
// waits until every confirmation mail is sent (the CPU per order "with its mails", and how long after the burst the
// last one went out).
// Baseline in the same run: POST /api/sales/cart/price of the same cart (pricing alone, no write).
//   npm run build && node test/bench/checkout.mjs
// Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), ORDERS (default 1000 per scenario),
// POSITIONS (default "3,50") and CLIENTS (default "1,50") to run a part of the scenarios, e.g. for a CPU profile;
// SERVER_MAIN (default backend/dist/main.js) to measure another build, e.g. a copy of an earlier one, on the same machine.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_CODE, cpuMs, fmt, freePort, root, startChild, stopChild } from './support.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(require.resolve('pg', { paths: [join(root, 'backend')] }));
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB = 'bench_checkout';
const ORDERS = Number(process.env.ORDERS ?? 1000);
const POSITIONS = (process.env.POSITIONS ?? '3,50').split(',').map(Number);
const CLIENTS = (process.env.CLIENTS ?? '1,50').split(',').map(Number);

function post(port, agent, path, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((res, rej) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { apiCode: API_CODE, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (r) => {
        let text = '';
        r.on('data', (c) => (text += c));
        r.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (r.statusCode !== 200) rej(new Error(`${path} answered ${r.statusCode}: ${text.slice(0, 300)}`));
          else res({ ms, body: JSON.parse(text) });
        });
      },
    );
    req.on('error', rej);
    req.end(payload);
  });
}

const address = { nameLine1: 'Benchmark GmbH', street: 'Teststraße 1', zip: '70565', city: 'Stuttgart', country: 'DE' };
const buyer = { company: 'Benchmark GmbH', salutation: 'mr', firstname: 'Bernd', lastname: 'Bench', email: 'bench@benchmark.example' };

/** Waits until every queued mail is sent (the confirmations of the orders just placed); answers the seconds waited. */
async function drained(db) {
  const started = process.hrtime.bigint();
  for (;;) {
    const pending = Number((await db.query('SELECT count(*) FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL')).rows[0].count);
    if (pending === 0) return Number(process.hrtime.bigint() - started) / 1e9;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function scenario(port, pid, concurrency, positions, kind, db) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const body = { positions, shippingAddress: address, billingAddress: address, shippingMethodId: 'standard', paymentMethodId: 'prepayment', buyer, termsAccepted: true, privacyPolicyAccepted: true, locale: 'de' };
  const latencies = [];
  const keys = [];
  const orderIds = new Map();
  let next = 0;
  const cpuBefore = cpuMs(pid);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ORDERS) {
        const i = next++;
        if (kind === 'price') {
          latencies.push((await post(port, agent, '/api/sales/cart/price', { positions, country: 'DE', shippingMethodId: 'standard', paymentMethodId: 'prepayment', locale: 'de' })).ms);
          continue;
        }
        const key = randomUUID();
        keys.push(key);
        const first = await post(port, agent, '/api/order/new', body, { 'Idempotency-Key': key });
        latencies.push(first.ms);
        orderIds.set(key, first.body.data.orderId);
        if (i % 10 === 0) {
          const again = await post(port, agent, '/api/order/new', body, { 'Idempotency-Key': key });
          if (again.body.data.orderId !== first.body.data.orderId) throw new Error(`key ${key} answered two orders`);
        }
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = (cpuMs(pid) - cpuBefore) / ORDERS;
  // The orders' confirmations are sent after their commits: the burst's work ends when the last one is out, and its
  // CPU counts with the orders (a scenario that left mails behind would bill them to the next one).
  const drain = kind === 'order' ? await drained(db) : 0;
  const cpuWithMails = (cpuMs(pid) - cpuBefore) / ORDERS;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return { p50: q(50), p95: q(95), rps: ORDERS / seconds, cpu, cpuWithMails, drain, keys, orderIds };
}

async function main() {
  const admin = new Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  const url = `${PG}/${DB}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The guest mail limits off: the benchmark is thousands of guests behind one address, mailing one recipient.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, DEMO_DATA: 'true', API_CODE, LOG_LEVEL: 'warn', MAIL_QUEUE_INTERVAL_MS: '1000', GUEST_MAILS_PER_ADDRESS: '0', GUEST_MAILS_PER_RECIPIENT: '0' };
  const server = await startChild([process.env.SERVER_MAIN ?? 'backend/dist/main.js'], env, async () => (await fetch(`${base}/api/system/health`)).ok, 5 * 60 * 1000);
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const ids = (await db.query(`SELECT id FROM product WHERE active AND NOT is_only_on_request AND quantity_in_stock > 100 AND packaging_unit = 1 AND weight_kg < 1 AND product_type_id NOT IN ('opticalPartsInspection','conveyor') ORDER BY id LIMIT 50`)).rows.map((r) => r.id);
    const quantities = (await db.query(`SELECT p.id, coalesce((t.order_quantity->>'min')::numeric, 1) AS min FROM product p JOIN product_type t ON t.id = p.product_type_id WHERE p.id = ANY($1)`, [ids])).rows;
    const minOf = new Map(quantities.map((r) => [r.id, String(Math.max(10, Math.ceil(Number(r.min))))]));
    const cart = (n) => ids.slice(0, n).map((productId) => ({ productId, qty: minOf.get(productId) ?? '10' }));
    console.log(`checkout benchmark on PostgreSQL: ${ORDERS} orders per scenario, 1 in 10 submitted twice with the same key`);
    const rows = [];
    for (const [positions, label] of POSITIONS.map((n) => [cart(n), `${n} positions`])) {
      for (const concurrency of CLIENTS) {
        rows.push([`baseline: cart price, ${label}`, concurrency, await scenario(port, server.child.pid, concurrency, positions, 'price', db)]);
        const before = Number((await db.query('SELECT count(*) FROM shop_order')).rows[0].count);
        const r = await scenario(port, server.child.pid, concurrency, positions, 'order', db);
        const after = Number((await db.query('SELECT count(*) FROM shop_order')).rows[0].count);
        const perKey = (await db.query('SELECT count(*) AS n, count(DISTINCT order_id) AS orders FROM order_request WHERE idempotency_key = ANY($1)', [r.keys])).rows[0];
        const lost = r.keys.length - Number(perKey.orders);
        const doubled = after - before - r.keys.length;
        rows.push([`orders, ${label}`, concurrency, r, { made: after - before, lost, doubled }]);
      }
    }
    console.log('| scenario | clients | p50 ms | p95 ms | per s | server CPU ms | with its mails: CPU ms, last mail sent after s | orders made | lost | doubled |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, c, r, counts] of rows) {
      const mails = counts ? `${fmt(r.cpuWithMails)}, ${r.drain.toFixed(1)}` : '—';
      console.log(`| ${name} | ${c} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${Math.round(r.rps)} | ${fmt(r.cpu)} | ${mails} | ${counts ? counts.made : '—'} | ${counts ? counts.lost : '—'} | ${counts ? counts.doubled : '—'} |`);
    }
  } catch (e) {
    console.error(server.output().slice(-3000));
    throw e;
  } finally {
    await db.end();
    await stopChild(server.child);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
