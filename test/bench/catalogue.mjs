#!/usr/bin/env node
// Catalogue benchmark (npm run bench:catalogue). A script, not a test: it prints and records figures.
//
// Starts the built server (node backend/dist/main.js) on its own data folder (BENCH_DATA_DIR, default
// data/bench) with SEED_PRODUCTS (default 100000): the first run seeds the catalogue (a few minutes),
// later runs reuse the folder. Then, on loopback only, with bounded request loops:
//   (a) search latency p50/p95 for typical terms, 1 client;
//   (b) category list with two active filters, p50/p95 at 1 and at 50 concurrent clients, both for
//       repeated filter combinations (typical browsing) and for a new combination on every request;
//   (c) a bare Node http server answering a ~3 KB JSON with the same client and concurrency, for a ratio.
// Results are appended with date and machine to docs/performance/<date>-catalogue.md (current figures: docs/performance.md).
//
// Environment: BENCH_DATA_DIR, SEED_PRODUCTS, BENCH_REQUESTS (per scenario at 50 clients, default 4000),
// BENCH_SEARCH_ROUNDS (requests per search term, default 200), BENCH_NO_WRITE=1 (print only).
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { API_CODE, appendRun, fmt, freePort, root, rssMb, run, sleep, startChild, stopChild } from './support.mjs';
const DATA_DIR = resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 100000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);
// Targets (docs/performance.md): search p95 ≤ 5 ms at 100,000 products (≤ 10 ms at 1,000,000: test/bench/search-index.mjs).
const TARGET_SEARCH_P95 = 5;
const TARGET_LIST_P95 = 25;

const SEARCH_TERMS = ['SL-EPDM', 'AW-GER-4', 'KU-CL-C', 'epdm', 'schlauch', 'kupplung 1/2', 'auswerfer 10', 'roboter'];

async function main() {
  if (!existsSync(join(root, 'backend/dist/main.js'))) throw new Error('backend/dist/main.js is missing: run npm run build:server first');
  mkdirSync(DATA_DIR, { recursive: true });
  const firstRun = !existsSync(join(DATA_DIR, 'pgdata'));
  const port = await freePort();
  // backend/node_modules on NODE_PATH: the server resolves @fastify/static from @nestjs/platform-fastify, which
  // failed while a reinstall had left that package only under backend/ (harmless when hoisted normally).
  const nodePath = [process.env.NODE_PATH, join(root, 'backend/node_modules')].filter(Boolean).join(':');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR, SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'log', LOG_FORMAT: 'pretty', NODE_PATH: nodePath };
  delete env.DATABASE_URL;
  console.log(`catalogue benchmark: ${PRODUCTS} products in ${DATA_DIR}${firstRun ? ' (first run: seeding, this takes a few minutes)' : ''}`);
  const startedAt = Date.now();
  // --expose-gc: the server then logs its live heap after a full collection on SIGUSR2 (see liveHeap).
  const server = await startChild(
    ['--expose-gc', 'backend/dist/main.js'],
    env,
    async () => (await fetch(`http://127.0.0.1:${port}/api/system/health`)).ok,
    30 * 60 * 1000,
  );
  const pid = server.child.pid;
  const plain = () => server.output().replace(/\x1b\[[0-9;]*m/g, '');
  /** Forces a full GC in the server (SIGUSR2, only with --expose-gc) and answers its logged heap figures in MB. */
  const liveHeap = async () => {
    const pattern = /heap after full GC: (\d+) MB \(external (\d+) MB, array buffers (\d+) MB, rss (\d+) MB\)/g;
    const before = plain().match(pattern)?.length ?? 0;
    server.child.kill('SIGUSR2');
    for (let waited = 0; waited < 20000; waited += 100) {
      await sleep(100);
      const all = [...plain().matchAll(pattern)];
      if (all.length > before) {
        const m = all[all.length - 1];
        return { heap: Number(m[1]), external: Number(m[2]), arrayBuffers: Number(m[3]), rss: Number(m[4]) };
      }
    }
    return null;
  };
  try {
    const startMs = Date.now() - startedAt;
    const rssBefore = rssMb(pid);
    // The read model loads lazily on the first catalogue call.
    const loadStarted = Date.now();
    const first = await fetch(`http://127.0.0.1:${port}/api/catalogue/search?term=epdm&limit=1`, { headers: { apiCode: API_CODE } });
    if (!first.ok) throw new Error(`search answered ${first.status}`);
    const firstCallMs = Date.now() - loadStarted;
    const loadLine = /catalogue v\S+ loaded: (\d+) products.*? in (\d+) ms \(read (\d+) ms, indexes (\d+) ms\), heap (\d+) MB/.exec(server.output().replace(/\x1b\[[0-9;]*m/g, ''));
    const products = loadLine ? Number(loadLine[1]) : null;
    if (products !== null && products !== PRODUCTS) console.warn(`note: the data folder holds ${products} products, not ${PRODUCTS} (npm run seed:products -- ${PRODUCTS} with DATA_DIR=${DATA_DIR} to change)`);
    const rssAfter = rssMb(pid);
    // The live heap once the background warm-up (sort keys, category filters) has finished.
    for (let waited = 0; waited < 60000 && !/catalogue v\S+ warmed up/.test(plain()); waited += 250) await sleep(250);
    const heapLoaded = await liveHeap();
    console.log(`live heap after the load and warm-up (full GC): ${JSON.stringify(heapLoaded)}`);
    console.log(`server up in ${startMs} ms; first catalogue call (model load) ${firstCallMs} ms; ${loadLine ? loadLine[0] : '(no load line)'}`);

    // Categories and two active filters each, taken from the answers themselves.
    const api = async (path) => {
      const r = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { apiCode: API_CODE } });
      if (!r.ok) throw new Error(`${path} answered ${r.status}`);
      return (await r.json()).data;
    };
    const init = await fetch(`http://127.0.0.1:${port}/api/facade/frontend/init`, { method: 'POST', headers: { apiCode: API_CODE, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json());
    const categories = init.data.productCategories.filter((c) => c.productCount > 0).sort((a, b) => b.productCount - a.productCount);
    // Up to four categories with a multi-select and a range filter: at most two per top-level branch, largest first.
    const listCases = [];
    const perBranch = new Map();
    for (const c of categories) {
      const branch = c.path.de.split('/')[1];
      if ((perBranch.get(branch) ?? 0) >= 2) continue;
      const page = await api(`/api/catalogue/categories/${c.id}/products?pageSize=1`);
      const multi = page.filters.filter((f) => f.type === 'multiSelect' && !f.disabled);
      const range = page.filters.filter((f) => f.type === 'range' && !f.disabled);
      if (multi.length === 0 || range.length === 0) continue;
      listCases.push({ id: c.id, size: page.total, multi, range });
      perBranch.set(branch, (perBranch.get(branch) ?? 0) + 1);
      if (listCases.length >= 4) break;
    }
    if (listCases.length === 0) throw new Error('no category with two filters found');
    const repeated = [];
    for (const c of listCases) {
      const m = c.multi[0];
      const r = c.range[0];
      const filters = `lf-${encodeURIComponent(m.id)}=${encodeURIComponent(m.values[0].value)}&lf-${r.id}-min=${r.min + (r.max - r.min) / 4}&lf-${r.id}-max=${r.max - (r.max - r.min) / 4}`;
      for (const p of [1, 2, 3]) repeated.push(`/api/catalogue/categories/${c.id}/products?${filters}&listPage=${p}`);
      repeated.push(`/api/catalogue/categories/${c.id}/products?${filters}&listSort=priceAsc`);
    }
    // A new combination on every request (the lower range bound moves), so no answer comes from the result cache.
    const unique = (i) => {
      const c = listCases[i % listCases.length];
      const m = c.multi[(i >> 2) % c.multi.length];
      const value = m.values[(i >> 4) % m.values.length].value;
      const r = c.range[(i >> 3) % c.range.length];
      const lo = r.min + ((r.max - r.min) * (i % 997)) / 1994;
      return `/api/catalogue/categories/${c.id}/products?lf-${encodeURIComponent(m.id)}=${encodeURIComponent(value)}&lf-${r.id}-min=${lo.toFixed(6)}&lf-${r.id}-max=${r.max}`;
    };

    const searchPath = (term, limit) => `/api/catalogue/search?term=${encodeURIComponent(term)}&limit=${limit}`;
    // Warm up (JIT, per-category caches) before measuring.
    for (const t of SEARCH_TERMS) await run(port, 1, 5, () => searchPath(t, 6));
    await run(port, 10, repeated.length * 5, (i) => repeated[i % repeated.length]);
    await run(port, 10, 200, unique);

    const results = { search: [], list: [] };
    const allSearch = [];
    for (const term of SEARCH_TERMS) {
      const r = await run(port, 1, SEARCH_ROUNDS, () => searchPath(term, 6), pid);
      results.search.push({ term, ...r });
      allSearch.push(r);
    }
    const searchAll = await run(port, 1, SEARCH_ROUNDS * SEARCH_TERMS.length, (i) => searchPath(SEARCH_TERMS[i % SEARCH_TERMS.length], 6), pid);
    const searchPage = await run(port, 1, SEARCH_ROUNDS * 2, (i) => searchPath(SEARCH_TERMS[i % SEARCH_TERMS.length], 24), pid);
    const listRepeated1 = await run(port, 1, Math.min(REQUESTS, 1000), (i) => repeated[i % repeated.length], pid);
    const listRepeated50 = await run(port, 50, REQUESTS, (i) => repeated[i % repeated.length], pid);
    const listUnique1 = await run(port, 1, Math.min(REQUESTS, 1000), (i) => unique(i + 100000), pid);
    const listUnique50 = await run(port, 50, REQUESTS, (i) => unique(i + 200000), pid);

    // (c) Bare Node http baseline, ~3 KB JSON, same client and concurrency.
    const basePort = await freePort();
    const payload = JSON.stringify({
      data: { items: Array.from({ length: 24 }, (_, i) => ({ id: `ART-${1000 + i}`, name: `Article ${i}`, path: `/category/article-${i}`, price: 1000 + i, formattedPrice: '10,00 €', stock: i })), total: 24 },
    });
    const baseline = await startChild(
      ['-e', `const b=Buffer.from(${JSON.stringify(payload)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json','content-length':b.length});s.end(b)}).listen(${basePort},'127.0.0.1')`],
      process.env,
      async () => (await fetch(`http://127.0.0.1:${basePort}/`)).ok,
      10000,
    );
    let base1;
    let base50;
    try {
      await run(basePort, 10, 2000, () => '/');
      base1 = await run(basePort, 1, Math.min(REQUESTS, 1000), () => '/', baseline.child.pid);
      base50 = await run(basePort, 50, REQUESTS, () => '/', baseline.child.pid);
    } finally {
      await stopChild(baseline.child);
    }
    const rssEnd = rssMb(pid);
    const heapEnd = await liveHeap();

    const cpus = os.cpus();
    const machine = `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 1073741824)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
    const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
    const searchOk = searchAll.p95 <= TARGET_SEARCH_P95;
    const listOk = listRepeated50.p95 <= TARGET_LIST_P95;
    const lines = [];
    lines.push(`## ${date} — ${products ?? PRODUCTS} products, embedded PostgreSQL`);
    lines.push('');
    lines.push(`Machine: ${machine}.`);
    lines.push('');
    if (loadLine) {
      lines.push(`Read model: loaded in ${loadLine[2]} ms (SQL ${loadLine[3]} ms, objects and search indexes ${loadLine[4]} ms); V8 heap after load ${loadLine[5]} MB; ` + `server RSS ${rssBefore ?? '?'} MB before, ${rssAfter ?? '?'} MB after the load, ${rssEnd ?? '?'} MB at the end (RSS includes the embedded PGlite). First catalogue call ${firstCallMs} ms.`);
      if (heapLoaded && heapEnd) {
        lines.push('');
        lines.push(
          `Live heap after a full GC (--expose-gc, SIGUSR2): ${heapLoaded.heap} MB after the load and warm-up, ${heapEnd.heap} MB at the end ` +
            `(array buffers ${heapLoaded.arrayBuffers} / ${heapEnd.arrayBuffers} MB, external ${heapLoaded.external} / ${heapEnd.external} MB — typed arrays and the embedded PGlite's memory).`,
        );
      }
      lines.push('');
    }
    lines.push('| scenario | clients | requests | p50 ms | p95 ms | p99 ms | req/s | bytes/answer | server CPU ms/request |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const row = (name, r) =>
      lines.push(`| ${name} | ${r.concurrency} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${Math.round(r.rps)} | ${r.avgBytes} | ${r.cpuPerRequest === null ? '–' : r.cpuPerRequest.toFixed(3)} |`);
    for (const r of results.search) row(`search "${r.term}" (limit 6)`, r);
    row('**search, all terms (limit 6)**', searchAll);
    row('search, all terms (limit 24, search page)', searchPage);
    row('category list, 2 filters, repeated combinations', listRepeated1);
    row('**category list, 2 filters, repeated combinations**', listRepeated50);
    row('category list, 2 filters, new combination each request', listUnique1);
    row('category list, 2 filters, new combination each request', listUnique50);
    row('bare Node http, 3 KB JSON (baseline)', base1);
    row('bare Node http, 3 KB JSON (baseline)', base50);
    lines.push('');
    const uniqueOk = listUnique50.p95 <= TARGET_LIST_P95;
    lines.push(
      `Targets: search p95 ≤ ${TARGET_SEARCH_P95} ms with one client — ${searchOk ? 'met' : 'MISSED'} (${fmt(searchAll.p95)} ms). ` +
        `Filtered category list p95 ≤ ${TARGET_LIST_P95} ms at 50 clients — ${listOk ? 'met' : 'MISSED'} with repeated combinations (${fmt(listRepeated50.p95)} ms); ` +
        `with a new combination on every request ${uniqueOk ? 'also met' : 'not met'} (${fmt(listUnique50.p95)} ms).`,
    );
    lines.push(
      `Ratio to the bare Node baseline (same client, same run): category list at 50 clients ${(listRepeated50.rps / base50.rps).toFixed(2)}× its throughput ` +
        `(p50 ${(listRepeated50.p50 / base50.p50).toFixed(1)}× its latency); at 1 client p50 ${(listRepeated1.p50 / base1.p50).toFixed(1)}×; search p50 ${(searchAll.p50 / base1.p50).toFixed(1)}× the 1-client baseline.`,
    );
    lines.push(`Categories measured: ${listCases.map((c) => `${c.id} (${c.size})`).join(', ')}. Load average when the run ended: ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min).`);
    lines.push('');
    const section = lines.join('\n');
    console.log('\n' + section);
    if (process.env.BENCH_NO_WRITE !== '1') {
      const file = appendRun('catalogue', 'Catalogue benchmark', section);
      console.log(`appended to ${file}`);
    }
  } finally {
    await stopChild(server.child);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
