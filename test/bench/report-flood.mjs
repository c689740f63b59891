#!/usr/bin/env node
// Answer times under report floods (npm run bench:report-flood): 10,000 frontend error reports and 10,000 page views
// from one address, 20 in flight, against the built shop (embedded database, or DATABASE_URL). Prints p50/p95 and how
// many were taken; target p95 < 250 ms. The API test (test/api/content.e2e-spec.ts) checks the limits without a clock.
//   npm run build && npm run bench:report-flood
// Environment: REQUESTS (default 10000), PARALLEL (default 20), BENCH_NO_WRITE=1 (print only).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { API_CODE, appendRun, fmt, freePort, startChild, stopChild } from './support.mjs';

const REQUESTS = Number(process.env.REQUESTS ?? 10_000);
const PARALLEL = Number(process.env.PARALLEL ?? 20);

async function flood(base, path, body) {
  let next = 0;
  let accepted = 0;
  const times = [];
  const address = `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.7`;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < REQUESTS) {
        next++;
        const started = performance.now();
        const res = await fetch(base + path, { method: 'POST', headers: { apiCode: API_CODE, 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
        const answer = await res.json();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        if (answer.data?.accepted) accepted++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { accepted, p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

const port = await freePort();
const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-flood-'));
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', SEED_PRODUCTS: '100' };
const { child } = await startChild(['backend/dist/main.js'], env, async () => (await fetch(`${base}/api/system/health`)).ok, 300_000);
try {
  const errors = await flood(base, '/api/system/frontend-error', { errMsg: `TypeError: bench ${Date.now()}`, errInfo: 'at main.js:1:2' });
  const views = await flood(base, '/api/int/add', { param1: 'pavi', param2: `/bench-${Date.now()}` });
  const text = [
    `- ${new Date().toISOString()} ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${REQUESTS.toLocaleString('en')} requests, ${PARALLEL} in flight:`,
    `  error reports p50 ${fmt(errors.p50)} ms, p95 ${fmt(errors.p95)} ms, ${errors.accepted} taken;`,
    `  page views p50 ${fmt(views.p50)} ms, p95 ${fmt(views.p95)} ms, ${views.accepted} stored (target p95 < 250 ms)`,
  ].join('\n');
  console.log(text);
  if (!process.env.BENCH_NO_WRITE) console.log(`written to ${appendRun('report-flood', 'Report floods', text)}`);
} finally {
  await stopChild(child);
  rmSync(dataDir, { recursive: true, force: true });
}
