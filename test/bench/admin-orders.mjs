// Benchmark of the admin order list (target, ADR 0024: p95 ≤ 50 ms with a search at 100,000 orders and 10,000 users).
// Starts the built shop on PostgreSQL (database test_admin_orders on the local server, dropped and created by
// this script), bulk-inserts 10,000 customers and 100,000 orders (2 positions each) with generate_series,
// logs in as administrator and asks GET /api/admin/orders over HTTP, one request at a time, per scenario:
// baseline (the first page without search or filters), then searches by e-mail, order number, company,
// customer number and several filters together. Prints p50 / p95 / max per scenario and the machine.
//   npm run build && npm run bench:admin-orders
// Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), RUNS (default 200 per scenario).
import http from 'node:http';
import { cpus, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_CODE, fmt, freePort, root, startChild, stopChild } from './support.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(require.resolve('pg', { paths: [join(root, 'backend')] }));
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB = 'test_admin_orders';
const RUNS = Number(process.env.RUNS ?? 200);
const ADMIN = { email: 'bench@firma-test.example', password: 'Bench#Admin2026' };
const USERS = 10_000;
const ORDERS = 100_000;

function get(port, agent, path, cookie) {
  return new Promise((res, rej) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent, headers: { apiCode: API_CODE, cookie } }, (r) => {
      let text = '';
      r.on('data', (c) => (text += c));
      r.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (r.statusCode !== 200) rej(new Error(`${path} answered ${r.statusCode}: ${text.slice(0, 300)}`));
        else res({ ms, body: JSON.parse(text) });
      });
    });
    req.on('error', rej);
    req.end();
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function seed(db) {
  const t0 = Date.now();
  await db.query(`
    INSERT INTO shop_user (email, password_hash, status, company, customer_id, salutation, firstname, lastname, locale, confirmed_at)
    SELECT 'einkauf' || g || '@kunde' || (g % 997) || '.example', 'x', 'active',
           (ARRAY['Müller','Schmidt','Weber','Fischer','Wagner','Becker','Hoffmann','Schulz'])[1 + g % 8] || ' ' ||
           (ARRAY['Maschinenbau','Hydraulik','Fluidtechnik','Automation','Anlagenbau'])[1 + (g / 8) % 5] || ' ' || g || ' GmbH',
           lpad((10000 + g)::text, 5, '0'), CASE WHEN g % 2 = 0 THEN 'mr' ELSE 'mrs' END,
           (ARRAY['Anna','Jan','Eva','Max','Lena','Paul'])[1 + g % 6], (ARRAY['Keller','Brandt','Vogel','Kraus','Lang'])[1 + g % 5] || g, 'de', now()
      FROM generate_series(1, ${USERS}) g`);
  await db.query(`
    INSERT INTO shop_order (order_date, status, user_id, buyer_email, buyer_lastname, buyer_company, buyer, shipping_address, billing_address,
                            shipping_method, payment_method, item_total_cents, subtotal_cents, vat_cents, vat_rate, total_cents, locale)
    SELECT now() - (g * interval '6 minutes'), (ARRAY['inProgress','completed','completed','completed','canceled'])[1 + g % 5],
           u.id, u.email, u.lastname, u.company, jsonb_build_object('salutation', u.salutation, 'customerId', u.customer_id),
           '{"nameLine1":"Firma","street":"Weg 1","zip":"70173","city":"Stuttgart","country":"DE"}', '{"nameLine1":"Firma","street":"Weg 1","zip":"70173","city":"Stuttgart","country":"DE"}',
           (ARRAY['{"name":{"de":"Standardversand","en":"Standard shipping"},"priceCents":990}','{"name":{"de":"Abholung","en":"Pickup"},"priceCents":0}','{"name":{"de":"Express","en":"Express"},"priceCents":2490}'])[1 + g % 3]::jsonb,
           (ARRAY['{"name":{"de":"Rechnung","en":"Invoice"},"feeCents":0}','{"name":{"de":"Vorkasse","en":"Prepayment"},"feeCents":0}'])[1 + g % 2]::jsonb,
           10000 + g % 90000, 10990 + g % 90000, ((10990 + g % 90000) * 19 / 100), 19, (10990 + g % 90000) * 119 / 100, CASE WHEN g % 10 = 0 THEN 'en' ELSE 'de' END
      FROM generate_series(1, ${ORDERS}) g JOIN shop_user u ON u.id = (SELECT min(id) FROM shop_user) + (g * 7919) % ${USERS}`);
  await db.query(`
    INSERT INTO order_position (order_id, sort, product_id, product_name, product_price_cents, qty, price_cents)
    SELECT o.id, s, 'ART-' || (o.id % 500), '{"de":"Artikel","en":"Article"}', 1000, 2, 2000
      FROM shop_order o CROSS JOIN generate_series(1, 2) s`);
  await db.query(`INSERT INTO shipping_method (id, name, default_price) VALUES ('standard', '{"de":"Standardversand","en":"Standard shipping"}', 990), ('pickup', '{"de":"Abholung","en":"Pickup"}', 0), ('express', '{"de":"Express","en":"Express"}', 2490) ON CONFLICT DO NOTHING`);
  await db.query(`INSERT INTO payment_method (id, name, provider) VALUES ('invoice', '{"de":"Rechnung","en":"Invoice"}', 'invoice'), ('prepayment', '{"de":"Vorkasse","en":"Prepayment"}', 'prepayment') ON CONFLICT DO NOTHING`);
  await db.query('ANALYZE');
  return Date.now() - t0;
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
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, DEMO_DATA: 'false', SEED_PRODUCTS: '10', API_CODE, LOG_LEVEL: 'warn', SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password };
  const server = await startChild(['backend/dist/main.js'], env, async () => (await fetch(`${base}/api/system/health`)).ok, 5 * 60 * 1000);
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const seedMs = await seed(db);
    const [{ orders }] = (await db.query('SELECT count(*)::int AS orders FROM shop_order')).rows;
    const [{ users }] = (await db.query('SELECT count(*)::int AS users FROM shop_user')).rows;
    const [{ trgm }] = (await db.query(`SELECT count(*)::int AS trgm FROM pg_indexes WHERE indexname = 'shop_order_search_trgm_idx'`)).rows;
    const [{ server_version: version }] = (await db.query('SHOW server_version')).rows;
    console.log(`seeded ${users} users, ${orders} orders in ${(seedMs / 1000).toFixed(1)} s; trigram index: ${trgm ? 'yes' : 'no'}; PostgreSQL ${version}`);
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { apiCode: API_CODE, 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
    if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
    const cookie = `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(login.headers.get('set-cookie'))[1]}`;
    const sample = (await db.query(`SELECT o.id, o.buyer_email, o.buyer_company, u.customer_id FROM shop_order o JOIN shop_user u ON u.id = o.user_id ORDER BY o.id OFFSET 54321 LIMIT 1`)).rows[0];
    const company = sample.buyer_company.split(' ').slice(0, 2).join(' ');
    const scenarios = [
      ['baseline: first page, no search, no filter', '/api/admin/orders'],
      ['search: exact customer e-mail', `/api/admin/orders?q=${encodeURIComponent(sample.buyer_email)}`],
      ['search: part of an e-mail (domain)', `/api/admin/orders?q=${encodeURIComponent('@kunde123.example')}`],
      ['search: order number', `/api/admin/orders?q=${sample.id}`],
      ['search: customer number', `/api/admin/orders?q=${sample.customer_id}`],
      ['search: company (2 words, ~2,500 hits)', `/api/admin/orders?q=${encodeURIComponent(company)}`],
      ['search: company + status + date range + payment', `/api/admin/orders?q=${encodeURIComponent(company)}&status=completed&from=2026-01-01&to=2027-12-31&paymentMethod=invoice`],
      ['filters only: status + shipping + date range', `/api/admin/orders?status=inProgress&shippingMethod=standard&from=2026-01-01`],
      ['sort by total, page 40', '/api/admin/orders?sort=total&dir=desc&page=40'],
    ];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const rows = [];
    for (const [name, path] of scenarios) {
      for (let i = 0; i < 20; i++) await get(port, agent, path, cookie);
      const times = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const { ms, body } = await get(port, agent, path, cookie);
        times.push(ms);
        total = body.data.total;
      }
      times.sort((a, b) => a - b);
      rows.push({ name, total, p50: pct(times, 50), p95: pct(times, 95), max: times[times.length - 1] });
      console.log(`${name.padEnd(52)} hits ${String(total).padStart(6)}  p50 ${fmt(pct(times, 50)).padStart(6)} ms  p95 ${fmt(pct(times, 95)).padStart(6)} ms  max ${fmt(times[times.length - 1]).padStart(6)} ms`);
    }
    console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; ${RUNS} sequential requests per scenario after 20 warm-up`);
    console.log('\n| Scenario | Hits | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.name} | ${r.total} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} |`);
    const worst = Math.max(...rows.slice(1).map((r) => r.p95));
    console.log(`\nworst p95 with a search or filter: ${fmt(worst)} ms (target ≤ 50 ms): ${worst <= 50 ? 'met' : 'NOT met'}`);
  } finally {
    await db.end();
    await stopChild(server.child);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
