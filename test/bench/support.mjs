// Shared pieces of the benchmarks (test/bench/*.mjs): free ports, a child server, closed-loop HTTP load with
// latency percentiles and the server's CPU time per request.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_CODE = process.env.API_CODE ?? 'shop-dev-api-code';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const fmt = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

/**
 * Appends a run's result block to its benchmark's history file of the day, docs/performance/<YYYY-MM-DD>-<name>.md
 * (created with a heading). docs/performance.md keeps the current figures only: copy them there when they replace
 * the current ones. Answers the file written.
 */
export function appendRun(name, title, text) {
  const day = new Date().toISOString().slice(0, 10);
  const dir = resolve(root, 'docs/performance');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${day}-${name}.md`);
  if (!existsSync(file)) writeFileSync(file, `# ${title} — ${day}\n\nRuns as the benchmark wrote them; the current figures are in [\`docs/performance.md\`](../performance.md).\n`);
  appendFileSync(file, `\n${text.trim()}\n`);
  return file;
}

export function freePort() {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

/** Starts a child process and resolves when `ready` answers true; keeps its output. */
export async function startChild(args, env, ready, timeoutMs) {
  // BENCH_NODE_ARGS: Node options for the measured server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles" for a
  // CPU profile of the run (written when the server stops; open it in Chrome's DevTools as a flame graph).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  let lastReport = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}:\n${output.slice(-4000)}`);
    if (await ready().catch(() => false)) return { child, output: () => output };
    if (Date.now() - lastReport > 15000) {
      lastReport = Date.now();
      const line = output.trim().split('\n').pop() ?? '';
      process.stdout.write(`  … waiting (${line.replace(/\x1b\[[0-9;]*m/g, '').slice(0, 140)})\n`);
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`process did not become ready in time:\n${output.slice(-4000)}`);
}

export async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** One keep-alive client per scenario; answers the latency in ms (status must be 200). */
export function makeClient(port, concurrency, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
  const get = (path) =>
    new Promise((res, rej) => {
      const started = process.hrtime.bigint();
      const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent, headers: { apiCode: API_CODE, ...headers } }, (r) => {
        let bytes = 0;
        r.on('data', (c) => (bytes += c.length));
        r.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (r.statusCode !== 200) rej(new Error(`${path} answered ${r.statusCode}`));
          else res({ ms, bytes });
        });
      });
      req.on('error', rej);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; null elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}

/**
 * Runs `total` requests (paths from `pathFor(i)`) with `concurrency` clients in a closed loop. With
 * `pid`, also the server's CPU time per request — robust against other load on the machine.
 */
export async function run(port, concurrency, total, pathFor, pid, headers = {}) {
  const cpuBefore = pid ? cpuMs(pid) : null;
  const client = makeClient(port, concurrency, headers);
  const latencies = new Float64Array(total);
  let next = 0;
  let bytes = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const r = await client.get(pathFor(i));
        latencies[i] = r.ms;
        bytes += r.bytes;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  client.close();
  const cpuAfter = pid ? cpuMs(pid) : null;
  const cpuPerRequest = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / total : null;
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: total, concurrency, p50: q(50), p95: q(95), p99: q(99), max: sorted[sorted.length - 1], rps: total / seconds, avgBytes: Math.round(bytes / total), cpuPerRequest };
}

