#!/usr/bin/env node
// The JavaScript a storefront page loads on its first load, as the server-rendered page names it: the entry
// and the chunks /hydrate.js modulepreloads (data-entry, data-preload; docs/decisions/0011-server-rendering.md),
// or the module script and modulepreload tags of a page rendered in the browser. Sizes are gzip level 9 of the
// built files in frontend/dist (the server sends the .gz/.br written at build time).
//
//   node scripts/bundle-size.cjs [base URL]   measures home, a category, a product, the cart and the hose
//                                             configurator of a running shop (default http://127.0.0.1:3000);
//                                             FRONTEND_DIST names the build the shop serves (default frontend/dist)
//
// The budget of the storefront entry (docs/decisions/0039-storefront-entry-budget.md) is checked by
// test/api/storefront-bundle.e2e-spec.ts with the same functions.
'use strict';
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');

const root = resolve(__dirname, '..');

/** The scripts a page's HTML starts with: its entry and the chunks it preloads (paths under /assets). */
function initialScripts(html) {
  const files = new Set();
  for (const m of html.matchAll(/<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  const boot = /<script src="\/hydrate\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (boot) for (const file of [boot[1], ...boot[2].split(' ')]) if (file) files.add(file);
  return [...files];
}

/** Raw and gzip (level 9) bytes of built files, each and in sum. */
function sizesOf(files, dist = process.env.FRONTEND_DIST ?? join(root, 'frontend', 'dist')) {
  const each = files.map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return { files: each, raw: each.reduce((sum, f) => sum + f.raw, 0), gzip: each.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The pages measured: home, a category, a product, the cart and a configurator of the German storefront. */
async function storefrontPages(base, apiCode) {
  const api = async (path, init) => {
    const r = await fetch(base + path, { ...init, headers: { apiCode, 'content-type': 'application/json', ...(init?.headers ?? {}) } });
    if (!r.ok) throw new Error(`${path} answered ${r.status}`);
    return (await r.json()).data;
  };
  const init = await api('/api/facade/frontend/init', { method: 'POST', body: '{}' });
  const product = (await api('/api/catalogue/search?term=epdm&locale=de&limit=1')).products[0];
  const resolved = await api(`/api/catalogue/resolve?path=${encodeURIComponent(product.path)}&locale=de`);
  const crumbs = resolved.product.breadcrumbs;
  const pathOf = (component) => init.webpages.find((p) => p.component === component && p.locale === 'de')?.path;
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: crumbs[crumbs.length - 2].path },
    { name: 'product', path: product.path },
    { name: 'cart', path: pathOf('Cart') },
    { name: 'hose configurator', path: pathOf('HoseConfigurator') },
  ];
}

async function main() {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const pages = await storefrontPages(base, process.env.API_CODE ?? 'shop-dev-api-code');
  console.log('| page | files | raw KiB | gzip KiB |');
  console.log('|---|---:|---:|---:|');
  for (const page of pages) {
    const html = await (await fetch(base + page.path)).text();
    if (!html.includes('data-entry=')) console.warn(`  ${page.name} (${page.path}) was not rendered on the server`);
    const size = sizesOf(initialScripts(html));
    console.log(`| ${page.name} | ${size.files.length} | ${(size.raw / 1024).toFixed(1)} | ${(size.gzip / 1024).toFixed(1)} |`);
    if (process.env.VERBOSE) for (const f of size.files.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${(f.gzip / 1024).toFixed(1)}  ${f.file}`);
  }
}

module.exports = { initialScripts, sizesOf, storefrontPages };

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
