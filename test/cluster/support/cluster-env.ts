import { join } from 'node:path';
import request from 'supertest';
import { randomAddress, Shop } from '../../api/identity-support';
import { API_CODE } from '../../api/support/api';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ADMIN, clusterDatabaseUrl } = require('./cluster') as { ADMIN: { email: string; password: string }; clusterDatabaseUrl: () => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', '..', 'backend')] }));

/** The shared cluster the global setup started: the proxy, and each instance directly. */
export const cluster = {
  proxy: new Shop(process.env.CLUSTER_PROXY_URL!, ''),
  instances: process.env.CLUSTER_INSTANCE_URLS!.split(',').map((url, i) => new Shop(url, process.env.CLUSTER_DATA_DIRS!.split(',')[i])),
  databaseUrl: clusterDatabaseUrl(),
};

/** An admin session cookie got through `shop` (sessions live in the database: valid on every instance). */
export async function adminCookie(shop: Shop = cluster.proxy): Promise<string> {
  const login = await shop.post('/api/admin/login', ADMIN, { ip: randomAddress() });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  return `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
}

/** The instance (its index in the cluster) that answered a request through the proxy. */
export function answeredBy(res: { headers: Record<string, string | string[] | undefined> }): number {
  const named = res.headers['x-cluster-instance'];
  if (named === undefined) throw new Error('no x-cluster-instance header: not answered through the proxy');
  return Number(named);
}

/** Uploads a file for an import through `shop` (multipart, as the admin app does). */
export function uploadImportFile(shop: Shop, cookie: string, name: string, content: string) {
  return request(shop.baseUrl).post('/api/admin/import-export/uploads').set('apiCode', API_CODE).set('cookie', cookie).attach('file', Buffer.from(content), name);
}

/**
 * Asks `probe` until `done` holds for its answer; answers the last one and how long it took. Fails only after
 * `timeoutMs`, a generous bound meant to catch a change that never arrives, not to measure (the caller prints
 * `afterMs`).
 */
export async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, everyMs = 20, timeoutMs = 120_000): Promise<{ value: T; afterMs: number }> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return { value, afterMs: performance.now() - started };
    if (performance.now() - started > timeoutMs) throw new Error(`not reached in ${timeoutMs} ms; last answer: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A job as the admin job view shows it, asked through `shop` until it ended. */
export async function jobEnded(shop: Shop, cookie: string, id: number): Promise<{ state: string; result: any; error: unknown }> {
  const { value } = await pollUntil(
    async () => (await shop.get(`/api/admin/jobs/${id}`, { cookie })).body.data as { state: string; result: any; error: unknown } | null,
    (job) => job !== null && (job.state === 'done' || job.state === 'failed'),
    250,
  );
  return value!;
}

/** Runs one query on the database at `url` (the cluster's by default); answers its rows. */
export async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], url = cluster.databaseUrl): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the cluster's (`<its name>_<name>`); answers its URL. */
export async function freshDatabase(name: string): Promise<string> {
  const url = new URL(cluster.databaseUrl);
  const database = `${url.pathname.replace(/^\//, '') || 'postgres'}_${name}`.replace(/[^a-z0-9_]/gi, '_');
  await query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await query(`CREATE DATABASE "${database}"`);
  url.pathname = `/${database}`;
  return url.toString();
}
