#!/usr/bin/env node
// Demo catalogue generator benchmark (npm run bench:generator): generates the 100,000 product bench catalogue with
// the built generator (backend/dist), checks its size and prints the time. Target about 5 s on one core; the unit
// test (catalogue-generator.spec.ts) checks the catalogue's rules at 10,000 products without a clock.
//   npm run build:server && npm run bench:generator
// Environment: PRODUCTS (default 100000), BENCH_NO_WRITE=1 (print only).
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { appendRun, root } from './support.mjs';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const { generateCatalogue } = createRequire(import.meta.url)(join(root, 'backend/dist/demo/catalogue/catalogue-generator.js'));

const started = process.hrtime.bigint();
const catalogue = generateCatalogue({ products: PRODUCTS });
const ms = Number(process.hrtime.bigint() - started) / 1e6;
if (catalogue.products.length !== PRODUCTS) throw new Error(`${catalogue.products.length} products generated, ${PRODUCTS} asked`);
const line = `- ${new Date().toISOString()} ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}: ${PRODUCTS.toLocaleString('en')} products, ${catalogue.productAttributeValues.length.toLocaleString('en')} attribute values in ${(ms / 1000).toFixed(1)} s, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`;
console.log(line);
if (!process.env.BENCH_NO_WRITE) console.log(`written to ${appendRun('generator', 'Demo catalogue generator', line)}`);
