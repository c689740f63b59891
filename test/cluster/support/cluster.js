// A shop cluster for tests: N built instances (each its own DATA_DIR) on one PostgreSQL database and one S3 bucket
// (s3rver), and a round-robin HTTP proxy in front. Scenarios that need a cluster of their own (start-up on an empty
// database, an instance killed mid-job) start one with startCluster; the shared one is started by global-setup.js.
const http = require('node:http');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startServer } = require('../../api/support/server');

const S3_BUCKET = 'shop-cluster';
const ADMIN = { email: 'cluster.admin@firma-test.example', password: 'Cluster#Admin26' };

/** The database every instance shares: CLUSTER_DATABASE_URL, else the CI machine's `test` database. */
function clusterDatabaseUrl() {
  return process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/** An S3-compatible server in a temporary folder, with the shop's bucket. */
async function startS3() {
  const S3rver = require('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'shop-cluster-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${S3_BUCKET}/shop`,
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A round-robin proxy: each request goes to the next live instance (`targets` may change while it runs). The
 * client's X-Forwarded-For is kept (the instances trust any hop, so a test chooses the client address) and the
 * instance that answered is named in `x-cluster-instance`. An instance that refuses the connection is skipped.
 */
async function startProxy(targets) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const body = [];
    req.on('data', (c) => body.push(c));
    req.on('end', () => forward(Buffer.concat(body), 0));
    const forward = (payload, tried) => {
      const live = targets.filter((t) => t.live !== false);
      if (tried >= live.length || live.length === 0) {
        res.writeHead(502).end();
        return;
      }
      const index = next++ % live.length;
      const target = new URL(live[index].baseUrl);
      const forwardedFor = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${req.socket.remoteAddress}` : req.socket.remoteAddress;
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } },
        (answer) => {
          res.writeHead(answer.statusCode, { ...answer.headers, 'x-cluster-instance': String(targets.indexOf(live[index])) });
          answer.pipe(res);
        },
      );
      upstream.on('error', (e) => {
        if (e.code === 'ECONNREFUSED' && !res.headersSent) forward(payload, tried + 1);
        else if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      upstream.end(payload);
    };
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts `count` instances on a reset database, the first alone (it migrates and seeds), the others after it
 * (unless `together`: all at once on the empty database), then the proxy. `env` is added to every instance's.
 */
async function startCluster({ count = 3, env = {}, together = false } = {}) {
  const s3 = await startS3();
  const shared = {
    DATABASE_URL: clusterDatabaseUrl(),
    S3_URL: s3.url,
    SHOP_ADMIN_EMAIL: ADMIN.email,
    SHOP_ADMIN_PASSWORD: ADMIN.password,
    SEED_PRODUCTS: '300',
    // Guest orders from one test address: the guest mail limits would stop them (they have their own tests).
    GUEST_MAILS_PER_ADDRESS: '0',
    GUEST_MAILS_PER_RECIPIENT: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const instances = [];
  try {
    if (together) {
      const { resetPostgres } = require('../../api/support/server');
      await resetPostgres(shared.DATABASE_URL);
      instances.push(...(await Promise.all(Array.from({ length: count }, () => startServer(shared, undefined, { keepDatabase: true })))));
    } else {
      instances.push(await startServer(shared));
      for (let i = 1; i < count; i++) instances.push(await startServer(shared, undefined, { keepDatabase: true }));
    }
  } catch (e) {
    for (const i of instances) await i.stop();
    await s3.stop();
    throw e;
  }
  const proxy = await startProxy(instances);
  return {
    instances,
    proxy,
    s3,
    admin: ADMIN,
    async stop() {
      await proxy.stop();
      for (const i of instances) await i.stop();
      await s3.stop();
    },
  };
}

module.exports = { startCluster, startProxy, startS3, clusterDatabaseUrl, ADMIN };
