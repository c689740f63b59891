#!/usr/bin/env node
// `npm test`: every test layer, in stages. Within a stage the lanes run side by side (the machine has two cores and
// one lane of end-to-end tests keeps about one and a third of them busy: a test waits on its server, the server on
// its database); a lane's steps run one after the other. Each step's output is kept and printed when its lane ends,
// so the log reads lane by lane. A failing step fails the run once every lane of its stage has ended (so one run shows
// every failure of the stage); later stages do not start.
//
//   1. lint → typecheck of the frontend's tests → integration  ‖  typecheck of the server → of the frontend → build
//   2. unit                                  (two Jest workers: both cores)
//   3. API  ‖  browser → security            (each lane starts its own shops; one folder of template databases);
//      in CI also API → PostgreSQL pass → image steps  ‖  browser → security → cluster
//
// The lanes are balanced by their durations on the 2-core machine (docs/performance.md, "Test run"): lint (about
// 60 s) and each TypeScript program (20–30 s) keep one core busy each, so stage 1 splits the four programs over
// both lanes, and the integration tests (their own databases, not the build) run there too; the security layer
// (about 120 s) follows the browser lane, which ends before the API lane. A third lane in stage 3 (the PostgreSQL
// pass beside them) was tried and made the stage longer than the pass after it: two lanes keep both cores busy.
// `node scripts/test.mjs --list` prints the plan; TEST_STAGES=1,2 runs only those stages.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// CI's production-path layers join stage 3 when CI names what they need (.ci/run): the PostgreSQL pass
// (TEST_POSTGRES_URL) and the production image's steps (TEST_IMAGE_STEPS=1) after the API tests, the cluster
// (CLUSTER_DATABASE_URL) after the security tests. Run after `npm test` instead, they left one core idle for the two
// minutes the API lane ends before the browser lane, and then ran on their own (docs/performance.md, "Test run").
const afterApi = [...(process.env.TEST_POSTGRES_URL ? ['test:postgres'] : []), ...(process.env.TEST_IMAGE_STEPS === '1' ? ['test:image'] : [])];
const afterSecurity = process.env.CLUSTER_DATABASE_URL ? ['test:cluster'] : [];

const STAGES = [
  [
    ['lint', 'typecheck:frontend-specs', 'test:integration'],
    ['typecheck:server', 'typecheck:frontend', 'build:frontend'],
  ],
  [['test:unit']],
  [['test:api', ...afterApi], ['test:browser', 'test:security', ...afterSecurity]],
];

const only = process.env.TEST_STAGES ? new Set(process.env.TEST_STAGES.split(',').map(Number)) : null;
if (process.argv.includes('--list')) {
  STAGES.forEach((lanes, i) => console.log(`${i + 1}. ${lanes.map((lane) => lane.join(' → ')).join('  ‖  ')}`));
  process.exit(0);
}

// One folder of template databases for every lane and layer (test/api/support/server.js): a seed is migrated and
// seeded once per `npm test`, not once per layer.
const ownTemplates = !process.env.SHOP_TEMPLATE_DIR;
if (ownTemplates) process.env.SHOP_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'shop-templates-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const running = new Set();

/** Runs `npm run <script>`, keeping its output; answers its exit code and output. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) });
    });
  });
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

/** One lane: its steps in order, stopping at the first that fails. Prints each step's output when it ends. */
async function lane(steps) {
  for (const script of steps) {
    const started = Date.now();
    console.log(`▶ ${script}`);
    const { code, output } = await run(script);
    process.stdout.write(`\n──── ${script} (exit ${code}, ${seconds(started)}) ────\n`);
    process.stdout.write(output);
    if (code !== 0) return { failed: script };
  }
  return { failed: null };
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const child of running) child.kill(sig);
    if (ownTemplates) rmSync(process.env.SHOP_TEMPLATE_DIR, { recursive: true, force: true });
    process.exit(130);
  });
}

const begun = Date.now();
let failed = [];
for (const [i, lanes] of STAGES.entries()) {
  if (only && !only.has(i + 1)) continue;
  const started = Date.now();
  console.log(`\n═══ stage ${i + 1}: ${lanes.map((l) => l.join(' → ')).join('  ‖  ')} ═══`);
  const results = await Promise.all(lanes.map(lane));
  failed = results.map((r) => r.failed).filter(Boolean);
  console.log(`═══ stage ${i + 1} ${failed.length ? `failed (${failed.join(', ')})` : 'passed'} after ${seconds(started)} ═══`);
  if (failed.length) break;
}
if (ownTemplates) {
  const { dropTemplates } = createRequire(import.meta.url)('../test/api/support/server.js');
  await dropTemplates(process.env.SHOP_TEMPLATE_DIR);
  rmSync(process.env.SHOP_TEMPLATE_DIR, { recursive: true, force: true });
}
console.log(`\nnpm test ${failed.length ? 'failed' : 'passed'} after ${seconds(begun)}`);
process.exit(failed.length ? 1 : 0);
