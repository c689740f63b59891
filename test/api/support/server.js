// Starts the built shop as a child process on a free port with a fresh database, for API and browser tests.
// Embedded PostgreSQL in a new temporary folder by default; with DATABASE_URL the schema is dropped and
// rebuilt first, so every run starts from the same empty database (unless told to keep it: a second instance
// of the same shop).
const { spawn } = require('node:child_process');
const { appendFileSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const net = require('node:net');

const root = join(__dirname, '..', '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function resetPostgres(url) {
  const { Client } = require(require.resolve('pg', { paths: [join(root, 'backend')] }));
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/**
 * Starts a server; resolves when it answers its health check. `logFile` receives everything the server
 * writes, for the log-hygiene check; by default, while the API tests run (SHOP_LOG_DIR, set by the global
 * setup), every server writes `server-<port>.log` there. `options.keepDatabase`: start on the PostgreSQL
 * database as it is (a further instance of a cluster) instead of dropping its schema first.
 */
async function startServer(extraEnv = {}, logFile, options = {}) {
  const port = await freePort();
  if (logFile === undefined && process.env.SHOP_LOG_DIR) logFile = join(process.env.SHOP_LOG_DIR, `server-${port}.log`);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '2000', ...extraEnv };
  if (env.DATABASE_URL) {
    if (!options.keepDatabase) await resetPostgres(env.DATABASE_URL);
    env.DEMO_DATA = env.DEMO_DATA ?? 'true';
    env.API_CODE = env.API_CODE ?? 'shop-dev-api-code';
  }
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (d) => {
    output += d;
    if (logFile) appendFileSync(logFile, d);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/system/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not start in time:\n${output}`);
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startServer, freePort, resetPostgres, root };
