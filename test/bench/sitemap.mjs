#!/usr/bin/env node
// Sitemap benchmark (ADR 0018): the shop with the 100,000-product benchmark catalogue generates its sitemap at
// start (no sitemap yet); this measures the generation (the generator logs its own duration), checks the files
// against the sitemaps.org schema with xmllint, and appends the figures to docs/performance/<date>-sitemap.md.
//   npm run build && node test/bench/sitemap.mjs        (SEED_PRODUCTS, BENCH_DATA_DIR to change the defaults)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { appendRun, freePort, root, sleep, startChild, stopChild } from './support.mjs';

const DATA_DIR = resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 100000);
const TARGET_MS = 30_000;
const SCHEMA = join(root, 'test/api/support/sitemap-schema');

async function main() {
  if (!existsSync(join(root, 'backend/dist/main.js'))) throw new Error('backend/dist/main.js is missing: run npm run build first');
  mkdirSync(DATA_DIR, { recursive: true });
  // A sitemap left from an earlier run would be current already: remove it, so this start generates one.
  rmSync(join(DATA_DIR, 'sitemap'), { recursive: true, force: true });
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR, SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'log', LOG_FORMAT: 'pretty' };
  delete env.DATABASE_URL;
  console.log(`sitemap benchmark: ${PRODUCTS} products in ${DATA_DIR}`);
  const server = await startChild(['backend/dist/main.js'], env, async () => (await fetch(`http://127.0.0.1:${port}/api/system/health`)).ok, 30 * 60 * 1000);
  try {
    const plain = () => server.output().replace(/\x1b\[[0-9;]*m/g, '');
    const pattern = /sitemap: (\d+) URLs in (\d+) files \((\d+) products, (\d+) categories, (\d+) pages\) in (\d+) ms/;
    let m = null;
    for (let waited = 0; !m && waited < 10 * 60_000; waited += 250) {
      await sleep(250);
      m = pattern.exec(plain());
    }
    if (!m) throw new Error('no sitemap was generated within 10 minutes');
    const [, urls, files, products, categories, pages, ms] = m.map(Number);
    if (products !== PRODUCTS) throw new Error(`the shop has ${products} products, not ${PRODUCTS}: run npm run seed:products -- ${PRODUCTS} with DATA_DIR=${DATA_DIR}, or delete ${DATA_DIR}`);
    const get = async (path) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'identity' } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return res.text();
    };
    const tmp = join(DATA_DIR, 'sitemap-check');
    mkdirSync(tmp, { recursive: true });
    const lint = (file, schema) => {
      const r = spawnSync('xmllint', ['--noout', '--schema', join(SCHEMA, schema), file], { encoding: 'utf8' });
      if (r.error) return 'xmllint not installed';
      if (r.status !== 0) throw new Error(`${file} does not validate:\n${r.stderr.slice(0, 2000)}`);
      return 'valid';
    };
    const index = await get('/sitemap.xml');
    writeFileSync(join(tmp, 'sitemap.xml'), index);
    const results = [`index: ${lint(join(tmp, 'sitemap.xml'), 'siteindex.xsd')}`];
    let counted = 0;
    let largest = 0;
    for (const loc of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((x) => new URL(x[1]).pathname)) {
      const xml = await get(loc);
      const file = join(tmp, loc.slice(1));
      writeFileSync(file, xml);
      const n = (xml.match(/<url>/g) ?? []).length;
      if (n > 50_000) throw new Error(`${loc} has ${n} URLs`);
      counted += n;
      largest = Math.max(largest, Buffer.byteLength(xml));
      results.push(`${loc}: ${n} URLs, ${(Buffer.byteLength(xml) / 1048576).toFixed(1)} MB, ${lint(file, 'urlset-with-alternates.xsd')}`);
    }
    rmSync(tmp, { recursive: true, force: true });
    if (counted !== urls) throw new Error(`the files hold ${counted} URLs, the generator said ${urls}`);
    const verdict = ms < TARGET_MS ? 'met' : 'MISSED';
    const text = [
      '',
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — sitemap benchmark (${PRODUCTS} products, embedded PostgreSQL)`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. \`node test/bench/sitemap.mjs\`.`,
      '',
      `| what | figure |`,
      `|---|---|`,
      `| generation (read model, lastmod, XML, gzip, files) | **${(ms / 1000).toFixed(1)} s** (target < ${TARGET_MS / 1000} s: ${verdict}) |`,
      `| URLs | ${urls} (${products} products, ${categories} categories, ${pages} pages; each in de and en) |`,
      `| files | ${files} sitemap files of at most 50,000 URLs, the largest ${(largest / 1048576).toFixed(1)} MB, plus the index |`,
      `| schema | ${results.join('; ')} |`,
      '',
    ].join('\n');
    console.log(text);
    appendRun('sitemap', 'Sitemap benchmark', text);
    if (verdict !== 'met') process.exitCode = 1;
  } finally {
    await stopChild(server.child);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
