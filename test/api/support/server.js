// Starts the built shop as a child process on a free port, for API and browser tests.
//
// Every server starts from a copy of a template database: the first start with a given seed (demo data, product
// count, first administrator, admin path) creates that template once per test run — a server migrates and seeds
// it and stops cleanly — and every later start with the same seed copies it instead of migrating and seeding
// again. Embedded (PGlite): the template is a stopped shop's DATA_DIR, copied into the server's DATA_DIR.
// PostgreSQL (DATABASE_URL): the template is a database, and the server's database is dropped and created again
// with `CREATE DATABASE … TEMPLATE …`. The templates live as long as the run (SHOP_TEMPLATE_DIR, set by the global
// setup); without it every start migrates and seeds a fresh database as before.
const { execFileSync, spawn } = require('node:child_process');
const { createHash } = require('node:crypto');
const { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { basename, join } = require('node:path');
const net = require('node:net');

const root = join(__dirname, '..', '..', '..');

/**
 * The settings that decide what a shop's first start writes into its database; a template per combination. Making a
 * template costs a start with migrations and seeding (7–10 s), so the suites keep to few combinations: the shared
 * server's 2,000 products, 300 where a suite wants a mid-sized catalogue, 60 for the small demo shops (the tools
 * page's browser test keeps 10: its sitemap job once did not finish in 90 s on a loaded machine with 60).
 */
const SEED_SETTINGS = ['DEMO_DATA', 'SEED_PRODUCTS', 'ADMIN_SLUG', 'API_CODE'];
/**
 * The first administrator is not part of a template: a template of a shop started with SHOP_ADMIN_EMAIL is made
 * with this one, which is removed again (with its security events) once the template server stopped; each copy's
 * start then creates its own administrator as a first start does (from its SHOP_ADMIN_EMAIL, or generated and
 * printed for an embedded demo shop without one).
 */
const TEMPLATE_ADMIN = { SHOP_ADMIN_EMAIL: 'vorlage.admin@firma-test.example', SHOP_ADMIN_PASSWORD: 'Vorlage#Admin2026' };
const WITHOUT_ADMIN = `DELETE FROM security_event WHERE subject_kind = 'admin'; TRUNCATE admin_user RESTART IDENTITY;`;

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

function pgClient(url) {
  const { Client } = require(require.resolve('pg', { paths: [join(root, 'backend')] }));
  return new Client({ connectionString: url });
}

/** Runs statements on the server's maintenance database (`postgres`) next to `url`'s database. */
async function onMaintenanceDatabase(url, statements) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = pgClient(maintenance.toString());
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/** `url`'s database, empty: the schema dropped and created again (the database may be in use elsewhere). */
async function resetPostgres(url) {
  // A database that does not exist yet (the cluster's own, say) is created first.
  const name = databaseName(url);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = pgClient(maintenance.toString());
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${quoted(name)}`);
  } finally {
    await admin.end();
  }
  const client = pgClient(url);
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** `url`'s database, created again as a copy of the template database. */
async function copyPostgres(template, url) {
  const name = quoted(databaseName(url));
  await onMaintenanceDatabase(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name} TEMPLATE ${quoted(template)}`]);
}

/** The seed settings of an environment, as the name of its template. */
function templateKey(env) {
  const seed = Object.fromEntries(SEED_SETTINGS.map((k) => [k, env[k] ?? '']));
  // Without demo data the product count is not used: one template for every such shop.
  const demo = env.DEMO_DATA === undefined || env.DEMO_DATA === '' ? !env.DATABASE_URL : /^(1|true|yes|on)$/i.test(env.DEMO_DATA);
  seed.DEMO_DATA = demo;
  if (!demo) seed.SEED_PRODUCTS = '';
  // A demo shop's homepage comes with its demo data; without demo data, installing the first administrator configures
  // it, so there a shop with SHOP_ADMIN_EMAIL and one waiting to be installed need templates of their own.
  // A PostgreSQL template is a database named after the run's database (`test_tpl_…`, or `test_admin_backup_tpl_…` for
  // the embedded run's PostgreSQL shop): lanes of one run on different databases must not take each other's.
  const postgres = env.DATABASE_URL ? databaseName(process.env.DATABASE_URL || env.DATABASE_URL) : false;
  const identity = { postgres, admin: !demo && Boolean(env.SHOP_ADMIN_EMAIL), ...seed };
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 12);
}

/** Runs SQL on a stopped embedded shop's database (PGlite, in a child process: Jest's sandbox cannot load it). */
function onStoppedEmbedded(dataDir, sql) {
  const pglite = require.resolve('@electric-sql/pglite', { paths: [join(root, 'backend')] });
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
    (async () => { const db = await PGlite.create({ dataDir: ${JSON.stringify(join(dataDir, 'pgdata'))} }); try { await db.exec(${JSON.stringify(sql)}); } finally { await db.close(); } })()
      .catch((e) => { console.error(e); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function onPostgres(url, sql) {
  const client = pgClient(url);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The template for `env`, created on first use (a server started on it, migrated and seeded, stopped):
 * a DATA_DIR (embedded) or a database name (PostgreSQL). Null when the run keeps no templates.
 */
async function template(env, logFile) {
  const dir = process.env.SHOP_TEMPLATE_DIR;
  if (!dir) return null;
  const key = templateKey(env);
  // The lanes of `npm test` (scripts/test.mjs) share one template folder: one process makes a template, the others wait.
  const lock = join(dir, `${key}.lock`);
  const release = await acquire(lock, join(dir, key, 'ready'));
  try {
    return await makeTemplate(dir, key, env, logFile);
  } finally {
    release();
  }
}

/**
 * Takes the folder lock `lock` (mkdir is atomic across processes), waiting while another living process holds it;
 * answers its release. A lock whose process is gone is taken over.
 */
async function acquire(lock, ready) {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      /* being written or released */
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    else await new Promise((r) => setTimeout(r, existsSync(ready) ? 50 : 500));
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

async function makeTemplate(dir, key, env, logFile) {
  const first = { ...env, SHOP_ADMIN_EMAIL: '', SHOP_ADMIN_PASSWORD: '', ...(env.SHOP_ADMIN_EMAIL ? TEMPLATE_ADMIN : {}) };
  const home = join(dir, key);
  const ready = join(home, 'ready');
  if (env.DATABASE_URL) {
    const name = `${databaseName(process.env.DATABASE_URL || env.DATABASE_URL)}_tpl_${key}`;
    if (existsSync(ready)) return name;
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    await onMaintenanceDatabase(env.DATABASE_URL, [`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`, `CREATE DATABASE ${quoted(name)}`]);
    const server = await launch({ ...first, DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-template-')) }, logFile);
    await server.stop();
    rmSync(server.env.DATA_DIR, { recursive: true, force: true });
    await onPostgres(url.toString(), WITHOUT_ADMIN);
    mkdirSync(home, { recursive: true });
    writeFileSync(join(dir, `${key}.database`), `${env.DATABASE_URL}\n${name}\n`);
    writeFileSync(ready, '');
    return name;
  }
  const data = join(home, 'data');
  if (existsSync(ready)) return data;
  rmSync(home, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  const server = await launch({ ...first, DATA_DIR: data }, logFile);
  await server.stop();
  onStoppedEmbedded(data, WITHOUT_ADMIN);
  writeFileSync(ready, '');
  return data;
}

/**
 * Spawns the built server with `env` on a free port; resolves when it answers its health check. A port taken by
 * another process between the look-up and the server's listen (a busy machine) is retried on another one.
 */
async function launch(env, logFile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOn({ ...env, PORT: String(await freePort()) }, logFile);
    } catch (e) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(e.message))) throw e;
    }
  }
}

async function launchOn(env, logFile) {
  const port = env.PORT;
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
    await new Promise((r) => setTimeout(r, 100));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not start in time:\n${output}`);
  }
  return {
    baseUrl,
    env,
    pid: child.pid,
    output: () => output,
    async stop() {
      // A child killed by a signal (a test's kill -9) has no exit code but a signal code: it is gone already.
      const gone = () => child.exitCode !== null || child.signalCode !== null;
      if (gone()) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15000))]);
      if (!gone()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Starts a server; resolves when it answers its health check. `logFile` receives everything the server
 * writes, for the log-hygiene check; by default, while the API tests run (SHOP_LOG_DIR, set by the global
 * setup), every server writes `server-<its data folder>.log` there. A DATA_DIR in `extraEnv` is the caller's: started
 * as it is unless empty (then it receives the template's copy), and left in place at stop. `options.keepDatabase`:
 * start on the PostgreSQL database as it is (a further instance of a cluster), neither copied nor reset.
 */
async function startServer(extraEnv = {}, logFile, options = {}) {
  const ownDataDir = !extraEnv.DATA_DIR;
  // Test servers do their deliberately costly work cheaper (the costs themselves are unit-tested): passwords hashed at
  // scrypt cost 10 instead of 15 (NODE_ENV=test allows it; the suites register and log in hundreds of accounts, each
  // hash at cost 15 takes about 100 ms of CPU) and proofs of work of 10 instead of 16 bits (the suites solve hundreds,
  // in the test process: 64 times fewer hashes each). Measured: docs/performance.md, "Test run".
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '2000',
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    CHALLENGE_DIFFICULTY: '10',
    ...extraEnv,
  };
  if (ownDataDir) env.DATA_DIR = mkdtempSync(join(tmpdir(), 'shop-test-'));
  if (env.DATABASE_URL) {
    env.DEMO_DATA = env.DEMO_DATA ?? 'true';
    env.API_CODE = env.API_CODE ?? 'shop-dev-api-code';
  }
  const templateLog = process.env.SHOP_LOG_DIR ? join(process.env.SHOP_LOG_DIR, `template-${templateKey(env)}.log`) : undefined;
  const keep = Boolean(options.keepDatabase && env.DATABASE_URL);
  const source = keep ? null : await template(env, templateLog);
  if (env.DATABASE_URL) {
    if (keep) {
      /* another instance of the shop on this database */
    } else if (source) await copyPostgres(source, env.DATABASE_URL);
    else await resetPostgres(env.DATABASE_URL);
  } else if (source && (!existsSync(env.DATA_DIR) || readdirSync(env.DATA_DIR).length === 0)) {
    cpSync(source, env.DATA_DIR, { recursive: true, filter: (path) => basename(path) !== 'postmaster.lock' });
  }
  if (logFile === undefined && process.env.SHOP_LOG_DIR) logFile = join(process.env.SHOP_LOG_DIR, `server-${basename(env.DATA_DIR)}.log`);
  const server = await launch(env, logFile);
  return {
    baseUrl: server.baseUrl,
    dataDir: env.DATA_DIR,
    pid: server.pid,
    output: server.output,
    async stop() {
      await server.stop();
      if (ownDataDir) rmSync(env.DATA_DIR, { recursive: true, force: true });
      // A server's own PostgreSQL database goes with it (the run's main database stays for the tests that read it).
      if (source && env.DATABASE_URL && databaseName(env.DATABASE_URL) !== databaseName(process.env.DATABASE_URL || 'postgres://x/postgres')) {
        const name = quoted(databaseName(env.DATABASE_URL));
        await onMaintenanceDatabase(env.DATABASE_URL, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]).catch(() => undefined);
      }
    },
  };
}

/** Drops the run's template databases (the embedded templates go with SHOP_TEMPLATE_DIR). */
async function dropTemplates(dir) {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.database'))) {
    const [url, name] = readFileSync(join(dir, file), 'utf8').split('\n');
    await onMaintenanceDatabase(url, [`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`]).catch(() => undefined);
  }
}

module.exports = { startServer, freePort, dropTemplates, resetPostgres, root };
