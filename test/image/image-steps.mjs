#!/usr/bin/env node
// Runs the production image's steps without Docker: reads docker/Dockerfile, carries out each stage's
// WORKDIR, ENV, COPY (from the build context, honouring .dockerignore, or --from an earlier stage) and RUN
// in a scratch folder per stage, then starts the last stage's CMD and waits for its HEALTHCHECK to pass.
// Proves that `npm ci` accepts the lock file, the build works from a clean context, and the pruned
// runtime starts. Usage: node test/image/image-steps.mjs [--keep]
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'image-steps-'));
const keep = process.argv.includes('--keep');

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(text) {
  const out = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!current && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      current += line.slice(0, -1) + ' ';
      continue;
    }
    current += line;
    const m = /^\s*([A-Z]+)\s+(.*)$/s.exec(current);
    if (m) out.push({ op: m[1], arg: m[2].trim() });
    current = '';
  }
  return out;
}

/** .dockerignore patterns as path tests (the subset this project uses: names, `**` prefixes, globs of one segment). */
function ignoreRules() {
  const file = join(root, '.dockerignore');
  if (!existsSync(file)) return () => false;
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((p) => {
      const anyDepth = p.startsWith('**/');
      const body = (anyDepth ? p.slice(3) : p).replace(/\/$/, '');
      const re = new RegExp('^' + body.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '$');
      return (rel) => {
        const parts = rel.split('/');
        return anyDepth ? parts.some((seg) => re.test(seg)) : re.test(parts[0]) || re.test(rel);
      };
    });
  return (rel) => rules.some((r) => r(rel));
}
const ignored = ignoreRules();

function run(cmd, cwd, env) {
  console.log(`  RUN ${cmd}`);
  const r = spawnSync('sh', ['-c', cmd], { cwd, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`RUN failed (${r.status}): ${cmd}`);
}

function copy(sources, dest, fromDir, cwd) {
  const target = dest.startsWith('/') ? dest : join(cwd, dest);
  const toDir = dest.endsWith('/') || sources.length > 1;
  for (const src of sources) {
    const from = join(fromDir, src.startsWith('/') ? src.slice(1) : src);
    if (!existsSync(from)) throw new Error(`COPY: ${src} does not exist`);
    const to = toDir ? join(target, basename(from)) : target;
    const isDir = statSync(from).isDirectory();
    mkdirSync(isDir ? to : dirname(to), { recursive: true });
    cpSync(from, to, {
      recursive: true,
      filter: (p) => fromDir !== root || !ignored(relative(root, p)),
    });
  }
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function main() {
  const steps = instructions(readFileSync(join(root, 'docker/Dockerfile'), 'utf8'));
  const stages = new Map();
  let stage;
  for (const { op, arg } of steps) {
    if (op === 'FROM') {
      const name = /\bAS\s+(\S+)/i.exec(arg)?.[1] ?? `stage${stages.size}`;
      stage = { name, dir: join(scratch, name), cwd: join(scratch, name), env: { ...process.env }, cmd: null, health: null };
      delete stage.env.DATABASE_URL;
      mkdirSync(stage.dir, { recursive: true });
      stages.set(name, stage);
      console.log(`FROM ${arg}`);
    } else if (op === 'WORKDIR') {
      stage.cwd = join(stage.dir, arg);
      mkdirSync(stage.cwd, { recursive: true });
    } else if (op === 'ENV') {
      for (const m of arg.matchAll(/(\w+)=("[^"]*"|\S+)/g)) stage.env[m[1]] = m[2].replace(/^"|"$/g, '');
    } else if (op === 'COPY') {
      const parts = arg.split(/\s+/);
      const fromFlag = parts.find((p) => p.startsWith('--from='));
      const args = parts.filter((p) => !p.startsWith('--'));
      const dest = args.pop();
      // Paths inside another stage are absolute in its filesystem (the stage folder is its root).
      const fromDir = fromFlag ? stages.get(fromFlag.slice(7)).dir : root;
      console.log(`  COPY ${arg}`);
      copy(args, dest.startsWith('/') ? join(stage.dir, dest) : dest, fromDir, stage.cwd);
    } else if (op === 'RUN') {
      run(arg, stage.cwd, stage.env);
    } else if (op === 'CMD') {
      stage.cmd = JSON.parse(arg);
    } else if (op === 'HEALTHCHECK') {
      stage.health = arg.replace(/^.*?\bCMD\s+/, '');
    }
    // EXPOSE and USER need a container; the server's port and user are set by the caller here.
  }

  const runtime = stage;
  if (!runtime.cmd) throw new Error('the last stage has no CMD');
  const port = await freePort();
  const env = { ...runtime.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(scratch, 'data'), API_CODE: 'image-check', DEMO_DATA: 'false', SHOP_ADMIN_EMAIL: 'admin@image-check.example', SHOP_ADMIN_PASSWORD: 'Image#Check2026' };
  console.log(`CMD ${runtime.cmd.join(' ')} (embedded database, port ${port})`);
  const [bin, ...args] = runtime.cmd;
  const child = spawn(bin === 'node' ? process.execPath : bin, args, { cwd: runtime.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const health = (runtime.health ?? '').replace('127.0.0.1:3000', `127.0.0.1:${port}`);
  const deadline = Date.now() + 120_000;
  let healthy = false;
  while (Date.now() < deadline && child.exitCode === null) {
    const h = spawnSync('sh', ['-c', health], { env });
    if (h.status === 0) {
      healthy = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  let page = 0;
  if (healthy) page = (await fetch(`http://127.0.0.1:${port}/`)).status;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (!keep) rmSync(scratch, { recursive: true, force: true });
  if (!healthy || page !== 200) {
    console.error(output.slice(-4000));
    console.log(`image steps: healthy=${healthy}, home page ${page}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  console.log('image steps: the pruned runtime stage started and passed its health check; home page 200');
  console.log('1 passed, 0 failed');
}

main().catch((e) => {
  console.error(e);
  if (!keep) rmSync(scratch, { recursive: true, force: true });
  console.log('0 passed, 1 failed');
  process.exit(1);
});
