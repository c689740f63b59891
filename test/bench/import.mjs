#!/usr/bin/env node
// Import benchmark (ADR 0027): products imported from an xlsx file through the admin API (upload, then the
// import job until done), on real PostgreSQL. A baseline of 10,000 rows and the same 100,000 rows as JSON
// run in the same session, so the figures compare like with like. Target: 100,000 xlsx rows in under 60 s.
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test_admin_import npm run bench:import
// The database's public schema is dropped and rebuilt first (use a database of its own). ROWS changes 100,000.
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createRequire } from 'node:module';
import { API_CODE, fmt, root } from './support.mjs';

const require = createRequire(import.meta.url);
const { startServer } = require(join(root, 'test/api/support/server.js'));
const ROWS = Number(process.env.ROWS ?? 100000);
const TARGET_MS = 60_000;
const ADMIN = { email: 'bench@import.example', password: 'Bench#Import2026' };
const HEADER = ['id', 'product_type_id', 'price', 'list_price', 'packaging_unit', 'unit_of_quantity', 'weight_kg', 'procurement_time_days', 'quantity_in_stock', 'pricing_group', 'active', 'sort'];

function rows(prefix, count, type) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push([`${prefix}-${String(i).padStart(6, '0')}`, type, `${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')}`, null, '1.000', 'pieces', '0.2500', i % 10, String(i % 300), i % 3 ? 'A' : 'B', i % 7 !== 0, i % 1000]);
  }
  return out;
}

async function xlsx(data) {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (c) => chunks.push(c));
  const done = new Promise((r) => out.on('end', r));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('products');
  sheet.addRow(HEADER).commit();
  for (const r of data) sheet.addRow(r).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

function json(data) {
  return Buffer.from(JSON.stringify({ rows: data.map((r) => Object.fromEntries(HEADER.map((h, i) => [h, r[i]]))) }));
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL to a PostgreSQL database of its own (its schema is rebuilt)');
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(os.tmpdir(), 'import-bench-')),
    SEED_PRODUCTS: '10',
    DEMO_DATA: 'true',
    SHOP_ADMIN_EMAIL: ADMIN.email,
    SHOP_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  const base = server.baseUrl;
  const headers = { apiCode: API_CODE };
  try {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, locale: 'de' }) });
    if (!login.ok) throw new Error(`admin login: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const auth = { ...headers, cookie };
    const products = await (await fetch(`${base}/api/admin/import-export/export/products?format=json`, { headers: auth })).json();
    const type = products.rows[0].product_type_id;

    async function run(label, fileName, body) {
      const t0 = performance.now();
      const form = new FormData();
      form.append('file', new Blob([body]), fileName);
      const up = await fetch(`${base}/api/admin/import-export/uploads`, { method: 'POST', headers: auth, body: form });
      if (!up.ok) throw new Error(`upload ${label}: ${up.status} ${await up.text()}`);
      const { uploadId } = (await up.json()).data;
      const t1 = performance.now();
      const started = await fetch(`${base}/api/admin/import-export/imports`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ uploadId, type: 'products', mode: 'add', dryRun: false }),
      });
      if (started.status !== 202) throw new Error(`start ${label}: ${started.status} ${await started.text()}`);
      const { id } = (await started.json()).data;
      let job;
      for (;;) {
        await new Promise((r) => setTimeout(r, 200));
        job = (await (await fetch(`${base}/api/admin/jobs/${id}`, { headers: auth })).json()).data;
        if (job.state === 'done' || job.state === 'failed') break;
      }
      const t2 = performance.now();
      if (job.state !== 'done' || !job.result.applied) throw new Error(`${label}: ${JSON.stringify(job.error ?? job.result).slice(0, 500)}`);
      const figures = { label, bytes: body.length, uploadMs: t1 - t0, jobMs: t2 - t1, totalMs: t2 - t0, inserted: job.result.inserted };
      console.log(`${label}: ${(body.length / 1e6).toFixed(1)} MB, upload ${fmt((t1 - t0) / 1000)} s, job ${fmt((t2 - t1) / 1000)} s, total ${fmt((t2 - t0) / 1000)} s, ${job.result.inserted} rows inserted`);
      return figures;
    }

    const results = [];
    results.push(await run('baseline: 10,000 rows xlsx', 'base.xlsx', await xlsx(rows('BASE', 10000, type))));
    results.push(await run(`${ROWS.toLocaleString('en')} rows xlsx`, 'big.xlsx', await xlsx(rows('BIG', ROWS, type))));
    results.push(await run(`${ROWS.toLocaleString('en')} rows JSON`, 'big.json', json(rows('JSN', ROWS, type))));
    const big = results[1];
    console.log(`\n${big.label}: ${fmt(big.totalMs / 1000)} s (target < ${TARGET_MS / 1000} s): ${big.totalMs < TARGET_MS ? 'PASS' : 'FAIL'}`);
    console.log(`per 1,000 rows: baseline ${fmt(results[0].totalMs / 10)} ms, xlsx ${fmt(big.totalMs / (ROWS / 1000))} ms, JSON ${fmt(results[2].totalMs / (ROWS / 1000))} ms`);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
    if (big.totalMs >= TARGET_MS) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
