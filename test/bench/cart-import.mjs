// Cost of the cart import (POST /api/sales/cart/products/import) and what it does to the rest of the shop:
// one 5,000-row workbook of about 2 MB, twice (server CPU time, wall time, peak memory), then PARALLEL of them at once
// while the health check (/api/system/health) is asked every 50 ms (its worst and median answer time, the
// server's peak memory, the import answers). Starts the built shop (embedded database, or DATABASE_URL).
//   npm run build:server && node test/bench/cart-import.mjs
// Environment: PARALLEL (default 10), CUSTOMERS (default: as many as PARALLEL, each from its own client address;
// 1 = every import from the demo customer and one address, the attack of one customer), ROWS (default 5000),
// VARIANT: `configured` (default: every row a configured hose whose configurator must check it — the costliest
// file found) or `plain` (catalogue articles only).
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_CODE, cpuMs, fmt, freePort, root, rssMb, sleep, startChild, stopChild } from './support.mjs';

const require = createRequire(import.meta.url);
const ExcelJS = require(require.resolve('exceljs', { paths: [join(root, 'backend')] }));
const PARALLEL = Number(process.env.PARALLEL ?? 10);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? PARALLEL);
const ROWS = Number(process.env.ROWS ?? 5000);
const VARIANT = process.env.VARIANT ?? 'configured';
const ARTICLES = ['KU-CL-C-013-AL', 'SL-EPDM-006', 'FS-006-VZ'];

function request(port, method, path, { headers = {}, body } = {}) {
  return new Promise((res, rej) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { apiCode: API_CODE, ...headers } }, (r) => {
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        res({ status: r.statusCode, headers: r.headers, json, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      });
    });
    req.on('error', rej);
    req.end(body);
  });
}

const postJson = (port, path, payload, headers = {}) =>
  request(port, 'POST', path, { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });

/** A workbook of `rows` cart rows whose comment column is random text, so it stays about 2 MB once zipped. */
async function bigWorkbook(rows) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cart');
  ws.addRow(['quantity', 'articleId', 'customProductType', 'customConfiguration', 'comment']);
  for (let i = 0; i < rows; i++) {
    const configured = VARIANT === 'configured';
    const configuration = { 'hose.hose': 'SL-EPDM-025', 'hose.length': String(1 + (i % 9)), 'endA.coupling': 'KU-025-MS', 'endB.coupling': 'KU-025-MS' };
    ws.addRow([
      1 + (i % 7),
      configured ? `SC${String(i).padStart(6, '0')}` : ARTICLES[i % ARTICLES.length],
      configured ? 'hose' : null,
      configured ? JSON.stringify(configuration) : null,
      randomBytes(configured ? 370 : 360).toString('base64'),
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Warenkorb.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function importFile(port, file, customer) {
  const { body, contentType } = multipart(file);
  return request(port, 'POST', '/api/sales/cart/products/import', {
    headers: { 'content-type': contentType, 'content-length': body.length, cookie: customer.cookie, 'x-forwarded-for': customer.address },
    body,
  });
}

function solve({ salt, difficulty }) {
  for (let n = 0; ; n++) {
    const d = createHash('sha256').update(`${salt}${n}`).digest();
    let bits = 0;
    for (const byte of d) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(n);
  }
}

function confirmationCode(dataDir, email) {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return null;
  for (const file of readdirSync(dir)) {
    const raw = readFileSync(join(dir, file), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    const match = /\?ssc=([A-Za-z0-9_-]+)/.exec(raw);
    if (match) return match[1];
  }
  return null;
}

async function login(port, email, password, address) {
  const res = await postJson(port, '/api/facade/frontend/login', { email, password, isPermanentLogin: true, locale: 'de' }, { 'x-forwarded-for': address });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  const cookie = [res.headers['set-cookie']].flat().map((c) => c.split(';')[0]).find((c) => c.startsWith('shop_session='));
  return { cookie, address };
}

async function customer(port, dataDir, i) {
  const address = `10.77.${Math.floor(i / 200)}.${1 + (i % 200)}`;
  if (i === 0) return login(port, 'kunde@hydratec.example', 'Demo#Kunde2025', address);
  const email = `bench.import.${i}.${Date.now().toString(36)}@firma-test.example`;
  const password = 'Bench#Import2025';
  const challenge = (await request(port, 'GET', '/api/user/challenge')).json.data;
  const registration = {
    company: 'Bench GmbH', customerId: '', salutation: 'mr', firstname: 'Bernd', lastname: 'Bench', email, invoiceEmail: '', password,
    locale: 'de', privacyPolicyAccepted: true, challenge: { ...challenge, nonce: solve(challenge) },
  };
  const registered = await postJson(port, '/api/user/register', registration, { 'x-forwarded-for': address });
  if (registered.json?.data?.resultStatus !== 'success') throw new Error(`register: ${JSON.stringify(registered.json)}`);
  let code = null;
  for (let t = 0; t < 100 && !code; t++) {
    code = confirmationCode(dataDir, email);
    if (!code) await sleep(100);
  }
  await postJson(port, '/api/user/email-confirm', { code, locale: 'de', accountActivation: true });
  return login(port, email, password, address);
}

/** Samples the server's resident memory every 20 ms until stopped; answers the peak. */
function memoryPeak(pid) {
  let peak = rssMb(pid) ?? 0;
  let stop = false;
  const done = (async () => {
    while (!stop) {
      peak = Math.max(peak, rssMb(pid) ?? 0);
      await sleep(20);
    }
    return peak;
  })();
  return () => {
    stop = true;
    return done;
  };
}

async function main() {
  const port = await freePort();
  const dataDir = join(root, 'data', `bench-cart-import-${port}`);
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', CHALLENGE_DIFFICULTY: '1' };
  if (env.DATABASE_URL) env.DEMO_DATA = 'true';
  process.stdout.write(`starting the shop (${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}) …\n`);
  const { child } = await startChild([join(root, 'backend/dist/main.js')], env, async () => (await request(port, 'GET', '/api/system/health')).status === 200, 240000);
  try {
    const file = await bigWorkbook(ROWS);
    process.stdout.write(`workbook (${VARIANT}): ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(2)} MB\n`);
    const customers = [];
    for (let i = 0; i < Math.max(1, CUSTOMERS); i++) customers.push(await customer(port, dataDir, i));
    await sleep(1000);

    // One import, alone — twice: the first also starts the worker thread (or warms the code up), the second is
    // the steady cost.
    for (const label of ['first import', 'second import']) {
      const idleRss = rssMb(child.pid);
      const cpu0 = cpuMs(child.pid);
      const stopPeak = memoryPeak(child.pid);
      const one = await importFile(port, file, customers[0]);
      const peak = await stopPeak();
      const cpu = cpuMs(child.pid) - cpu0;
      process.stdout.write(
        `${label}: ${one.status} ${one.json?.data ? `${one.json.data.imported} positions, ${one.json.data.processed} rows` : JSON.stringify(one.json?.error)}; ` +
          `wall ${fmt(one.ms)} ms, server CPU ${fmt(cpu)} ms, memory ${idleRss} MB idle → ${peak} MB peak\n`,
      );
      await sleep(2000);
    }

    // PARALLEL imports at once while the health check is asked every 50 ms.
    const healthMs = [];
    let importing = true;
    const probe = (async () => {
      while (importing) {
        healthMs.push((await request(port, 'GET', '/api/system/health')).ms);
        await sleep(50);
      }
    })();
    const rssBefore = rssMb(child.pid);
    const cpuBefore = cpuMs(child.pid);
    const stopPeak2 = memoryPeak(child.pid);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => importFile(port, file, customers[i % customers.length])));
    const wall = Date.now() - started;
    importing = false;
    await probe;
    const peak2 = await stopPeak2();
    const statuses = {};
    for (const a of answers) {
      const key = `${a.status}${a.json?.error ? ` ${a.json.error.code}` : ''}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    healthMs.sort((a, b) => a - b);
    process.stdout.write(
      `${PARALLEL} parallel imports from ${Math.min(CUSTOMERS, PARALLEL)} customer(s): ${JSON.stringify(statuses)}, all answered after ${fmt(wall)} ms, ` +
        `server CPU ${fmt(cpuMs(child.pid) - cpuBefore)} ms, memory ${rssBefore} MB → ${peak2} MB peak; ` +
        `health (${healthMs.length} probes) median ${fmt(healthMs[Math.floor(healthMs.length / 2)])} ms, worst ${fmt(healthMs[healthMs.length - 1])} ms\n`,
    );
  } finally {
    await stopChild(child);
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
