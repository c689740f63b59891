#!/usr/bin/env node
// Regenerates docs/openapi.json from the controllers (no database needed) and the frontend's types from it.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, cwd = root) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', '--silent', 'build:server']);
run(process.execPath, ['backend/dist/main.js', '--write-openapi', 'docs/openapi.json']);
run('npx', ['openapi-typescript', '../docs/openapi.json', '-o', 'src/api/schema.d.ts'], join(root, 'frontend'));
