#!/usr/bin/env node
// Starts the shop: builds what is out of date (server, frontend), then runs the server, which
// migrates the database and seeds an empty embedded database with the demo shop.
//   npm start                              serve on http://localhost:3000 (PORT to change)
//   npm run seed:products -- 100000        (re)generate a demo catalogue of N products into DATA_DIR
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function outdated(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const libs = ['libs/domain/src', 'libs/i18n/src'];
if (outdated(join(root, 'backend/dist/main.js'), ['backend/src', ...libs])) {
  console.log('building the server…');
  run('npm', ['run', '--silent', 'build:server']);
}
// The browser build and the server renderer's bundle come from the same sources (npm run build:frontend).
const frontendSources = ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.ts', ...libs];
if (outdated(join(root, 'frontend/dist/index.html'), frontendSources) || outdated(join(root, 'frontend/dist-server/entry-server.mjs'), frontendSources)) {
  console.log('building the frontend…');
  run('npm', ['run', '--silent', 'build:frontend']);
}

const extra = process.argv.slice(2);
const child = spawn(process.execPath, [join(root, 'backend/dist/main.js'), ...extra], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
