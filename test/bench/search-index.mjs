#!/usr/bin/env node
// In-process benchmark of the catalogue's product search index (no server, no database).
//
//   npm run build:server
//   node --expose-gc test/bench/search-index.mjs 100000 1000000
//
// For each size: generates the demo catalogue (backend/dist/demo/catalogue, the generator `npm run
// seed:products` uses), builds the read model's product snapshot and the German product search index
// exactly as the server does (productSearchIndex), then times @shop/domain's searchIndex on the catalogue
// benchmark's terms (200 rounds each, after a warm-up) — and, for comparison, the dictionary scan that
// answered before the n-gram index, ADR 0006 (backend/src/modules/catalogue/testing/search-scan.ts, transpiled on the fly).
// Prints per-term p50/p95 in ms, the build time and the index's size. BENCH_SEARCH_ROUNDS sizes the loops.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'backend/package.json'));
const { generateCatalogue } = require(join(root, 'backend/dist/demo/catalogue/catalogue-generator.js'));
const { CatalogueSnapshot, productSearchFields } = require(join(root, 'backend/dist/modules/catalogue/application/read-model/catalogue-snapshot.js'));
const { buildSearchIndex, searchIndex } = require('@shop/domain');

const SEARCH_TERMS = ['SL-EPDM', 'AW-GER-4', 'KU-CL-C', 'epdm', 'schlauch', 'kupplung 1/2', 'auswerfer 10', 'roboter'];
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
if (sizes.length === 0) sizes.push(100000);

/** A file of the catalogue's testing folder (not part of the build), transpiled on the fly. */
function loadTesting(name) {
  const ts = require('typescript');
  const source = readFileSync(join(root, `backend/src/modules/catalogue/testing/${name}.ts`), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const dir = join(root, 'tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.bench.cjs`);
  writeFileSync(file, js);
  return createRequire(join(root, 'backend/package.json'))(file);
}

/** The old dictionary scan: the tests' reference. */
const loadScan = () => loadTesting('search-scan');

/**
 * The generator's rows as the SQL source delivers them (the same mapping as the unit tests' fixture). The
 * generator knows about 147,000 distinct articles; a larger catalogue repeats them with distinct article
 * numbers ("<id>-<copy>": one more distinct token per product, as real article numbers are) and the same
 * texts, categories and attribute values.
 */
function catalogueData(products) {
  let g;
  try {
    g = generateCatalogue({ products });
  } catch (e) {
    const most = Number(/at most (\d+)/.exec(String(e?.message))?.[1]);
    if (!(most > 0)) throw e;
    g = generateCatalogue({ products: most });
    const copyCount = Math.ceil(products / most) - 1;
    const copies = (rows, make) => {
      const result = rows.slice();
      for (let copy = 1; copy <= copyCount; copy += 1) for (const r of rows) result.push(make(r, copy));
      return result;
    };
    const idOf = (id, copy) => `${id}-${copy}`;
    g = {
      ...g,
      products: copies(g.products, (p, c) => ({ ...p, id: idOf(p.id, c), sort: p.sort + c * 1e7 })).slice(0, products),
      productTranslations: copies(g.productTranslations, (t, c) => ({ ...t, productId: idOf(t.productId, c), slug: `${t.slug}-${c}` })),
      productCategoryLinks: copies(g.productCategoryLinks, (l, c) => ({ ...l, productId: idOf(l.productId, c) })),
      productAttributeValues: copies(g.productAttributeValues, (v, c) => ({ ...v, productId: idOf(v.productId, c) })),
    };
  }
  // The same mapping as the unit tests' fixture.
  return loadTesting('generated-catalogue-data').catalogueDataFromGenerated(g);
}

function quantiles(samples) {
  const sorted = Float64Array.from(samples).sort();
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: q(50), p95: q(95) };
}

function time(search, index) {
  for (const term of SEARCH_TERMS) for (let k = 0; k < 20; k += 1) search(index, term);
  const perTerm = [];
  const all = [];
  for (const term of SEARCH_TERMS) {
    const samples = [];
    const cpu = process.cpuUsage();
    for (let k = 0; k < ROUNDS; k += 1) {
      const started = process.hrtime.bigint();
      search(index, term);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const used = process.cpuUsage(cpu);
    all.push(...samples);
    perTerm.push({ term, ...quantiles(samples), cpu: (used.user + used.system) / 1000 / ROUNDS });
  }
  return { perTerm, all: quantiles(all), cpu: perTerm.reduce((sum, r) => sum + r.cpu, 0) / perTerm.length };
}

const heapMb = () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 1048576, buffers: m.arrayBuffers / 1048576 };
};
const indexBytes = (index) =>
  Object.values(index).reduce((sum, v) => sum + (ArrayBuffer.isView(v) ? v.byteLength : typeof v === 'string' ? v.length : 0), 0) +
  (index.scratch ? Object.values(index.scratch).reduce((sum, v) => sum + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0) : 0);

const scan = loadScan();
for (const size of sizes) {
  let started = Date.now();
  const data = catalogueData(size);
  const snapshot = new CatalogueSnapshot(data.version, data);
  const generated = Date.now() - started;
  const fields = productSearchFields('de');
  const before = heapMb();
  started = Date.now();
  const index = buildSearchIndex(snapshot.products, fields);
  const built = Date.now() - started;
  const after = heapMb();
  started = Date.now();
  const old = scan.buildScanIndex(snapshot.products, fields);
  const builtOld = Date.now() - started;
  for (const term of SEARCH_TERMS) {
    const a = searchIndex(index, term);
    const b = scan.scanSearch(old, term);
    if (a.total !== b.total || a.hits.some((h, i) => h.index !== b.hits[i].index || h.score !== b.hits[i].score)) throw new Error(`index and scan differ for ${term}`);
  }
  const indexed = time(searchIndex, index);
  const scanned = time(scan.scanSearch, old);
  console.log(`\n${snapshot.products.length} products (generated and snapshot in ${generated} ms), locale de, ${ROUNDS} rounds per term, Node ${process.version}`);
  console.log(
    `index: built in ${built} ms, ${index.tokenCount} tokens, ${index.grams.size} n-grams, typed arrays + dictionary ${(indexBytes(index) / 1048576).toFixed(1)} MB ` +
      `(heap +${(after.heap - before.heap).toFixed(1)} MB, array buffers +${(after.buffers - before.buffers).toFixed(1)} MB); scan index built in ${builtOld} ms, ${(indexBytes(old) / 1048576).toFixed(1)} MB`,
  );
  console.log('| term | n-gram index p50 ms | p95 ms | CPU ms/search | dictionary scan p50 ms | p95 ms | CPU ms/search |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const f = (n) => n.toFixed(2);
  const row = (name, a, b) => console.log(`| ${name} | ${f(a.p50)} | ${f(a.p95)} | ${f(a.cpu)} | ${f(b.p50)} | ${f(b.p95)} | ${f(b.cpu)} |`);
  indexed.perTerm.forEach((r, i) => row(r.term, r, scanned.perTerm[i]));
  row('**all terms**', { ...indexed.all, cpu: indexed.cpu }, { ...scanned.all, cpu: scanned.cpu });
}
