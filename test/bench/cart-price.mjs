// Benchmark of the server-priced cart (target: 50 positions priced in p95 ≤ 10 ms). Starts the built
// shop on its own embedded database, logs in the demo dealer, and measures POST /api/sales/cart/price with
// 50 positions for a visitor and for the dealer (group rules, own price, coupon), against a baseline in the
// same run: POST /api/catalogue/products/by-ids with the same 50 articles (an in-memory lookup answered as
// JSON, no pricing), and near the floor of any API call: GET /api/system/health (the HTTP stack and one SELECT 1). Sequential (one client: latency) and 8 clients (load). Figures go to docs/performance.md.
// Then saving the dealer's 50-position cart after one quantity changed, one client: the whole cart (PUT, the
// baseline) against the change alone (PATCH naming the cart saved before, ADR 0057).
//   npm run build && node test/bench/cart-price.mjs
// Environment: BENCH_DATA_DIR (default data/bench-cart), REQUESTS (default 2000 per scenario), SERVER_MAIN (the
// server's entry, default backend/dist/main.js: a copy of an earlier build compares two builds on one machine). On PostgreSQL:
// API_CODE=shop-dev-api-code DEMO_DATA=true DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_cart (an empty database).
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_CODE, cpuMs, fmt, freePort, root, startChild, stopChild } from './support.mjs';

const DATA_DIR = resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench-cart');
const REQUESTS = Number(process.env.REQUESTS ?? 2000);

function post(port, agent, path, body, cookie, method = 'POST') {
  const payload = body === null ? '' : JSON.stringify(body);
  return new Promise((res, rej) => {
    const started = process.hrtime.bigint();
    const headers = { apiCode: API_CODE, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    if (cookie) headers.cookie = cookie;
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (r) => {
      let text = '';
      r.on('data', (c) => (text += c));
      r.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (r.statusCode !== 200) rej(new Error(`${path} answered ${r.statusCode}: ${text.slice(0, 300)}`));
        else res({ ms, text, headers: r.headers });
      });
    });
    req.on('error', rej);
    req.end(payload);
  });
}

async function scenario(port, pid, concurrency, path, body, cookie, method = 'POST') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  for (let i = 0; i < 100; i++) await post(port, agent, path, body, cookie, method); // warm-up
  const latencies = [];
  let next = 0;
  const cpuBefore = cpuMs(pid);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < REQUESTS) latencies.push((await post(port, agent, path, body, cookie, method)).ms);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = (cpuMs(pid) - cpuBefore) / REQUESTS;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return { p50: q(50), p95: q(95), p99: q(99), rps: REQUESTS / seconds, cpu };
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn' };
  const server = await startChild([process.env.SERVER_MAIN ?? 'backend/dist/main.js'], env, async () => (await fetch(`${base}/api/system/health`)).ok, 5 * 60 * 1000);
  const pid = server.child.pid;
  try {
    const agent = new http.Agent({ keepAlive: true });
    const login = await post(port, agent, '/api/facade/frontend/login', { email: 'kunde@hydratec.example', password: 'Demo#Kunde2025', isPermanentLogin: true, locale: 'de' });
    const cookie = /shop_session=[^;]+/.exec(String(login.headers['set-cookie']))[0];
    const categories = JSON.parse((await post(port, agent, '/api/facade/frontend/init', {})).text).data.productCategories;
    const ids = new Set(['KU-CL-C-013-AL', 'SL-EPDM-006']);
    for (const c of categories) {
      if (ids.size >= 50) break;
      const r = await fetch(`${base}/api/catalogue/categories/${encodeURIComponent(c.id)}/products?pageSize=20`, { headers: { apiCode: API_CODE } });
      if (r.ok) for (const item of (await r.json()).data.items) if (ids.size < 50) ids.add(item.id);
    }
    agent.destroy();
    const positions = [...ids].map((productId, i) => ({ productId, qty: String((i % 7) + 1) }));
    console.log(`cart price benchmark: ${positions.length} positions, ${REQUESTS} requests per scenario`);
    const rows = [];
    for (const concurrency of [1, 8]) {
      rows.push(['near floor: GET /api/system/health (SELECT 1)', concurrency, await scenario(port, pid, concurrency, '/api/system/health', null, undefined, 'GET')]);
      rows.push(['baseline: by-ids, 50 articles', concurrency, await scenario(port, pid, concurrency, '/api/catalogue/products/by-ids', { ids: [...ids], locale: 'de' })]);
      rows.push(['cart price, visitor', concurrency, await scenario(port, pid, concurrency, '/api/sales/cart/price', { positions, locale: 'de' })]);
      rows.push(['cart price, dealer + coupon', concurrency, await scenario(port, pid, concurrency, '/api/sales/cart/price', { positions, couponCode: 'WILLKOMMEN10', locale: 'de' }, cookie)]);
    }
    // Saving the cart: the positions the quantity rules take (a refused position is left out), then one quantity
    // changing back and forth, saved as the whole cart and as the change alone.
    let saved = positions;
    for (;;) {
      const res = await fetch(`${base}/api/sales/cart`, { method: 'PUT', headers: { apiCode: API_CODE, 'content-type': 'application/json', cookie }, body: JSON.stringify({ cart: { id: 'bench', positions: saved } }) });
      if (res.ok) break;
      const fields = (await res.json()).error?.fields ?? {};
      const refused = new Set(Object.keys(fields).map((k) => Number(/cart\.positions\.(\d+)/.exec(k)?.[1])));
      if (refused.size === 0) throw new Error(`the cart cannot be saved: ${JSON.stringify(fields)}`);
      saved = saved.filter((_, i) => !refused.has(i));
    }
    const saveAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const saveScenario = async (name, call) => {
      for (let i = 0; i < 100; i++) await call(i); // warm-up
      const latencies = [];
      const cpuBefore = cpuMs(pid);
      const started = process.hrtime.bigint();
      for (let i = 0; i < REQUESTS; i++) latencies.push(await call(i));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      latencies.sort((a, b) => a - b);
      const q = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
      rows.push([name, 1, { p50: q(50), p95: q(95), p99: q(99), rps: REQUESTS / seconds, cpu: (cpuMs(pid) - cpuBefore) / REQUESTS }]);
    };
    const qtyOf = (i) => String((i % 2) + 1);
    await saveScenario(`save the cart: whole cart (PUT), ${saved.length} positions`, async (i) => (await post(port, saveAgent, '/api/sales/cart', { cart: { id: 'bench', positions: [{ ...saved[0], qty: qtyOf(i) }, ...saved.slice(1)] } }, cookie, 'PUT')).ms);
    let since = JSON.parse((await post(port, saveAgent, '/api/sales/cart', { cart: { id: 'bench', positions: saved } }, cookie, 'PUT')).text).data.cart.dateUpdated;
    await saveScenario(`save the change: one position (PATCH), ${saved.length} positions`, async (i) => {
      const r = await post(port, saveAgent, '/api/sales/cart', { since, cartId: 'bench', changes: [{ productId: saved[0].productId, qty: qtyOf(i + 1) }] }, cookie, 'PATCH');
      since = JSON.parse(r.text).data.dateUpdated;
      return r.ms;
    });
    saveAgent.destroy();
    console.log('| scenario | clients | p50 ms | p95 ms | p99 ms | req/s | server CPU ms/req |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, c, r] of rows) console.log(`| ${name} | ${c} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${Math.round(r.rps)} | ${fmt(r.cpu)} |`);
  } finally {
    await stopChild(server.child);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
