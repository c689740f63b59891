// Several instances of the built shop on one PostgreSQL database, each with a DATA_DIR of its own: the
// cluster the shop must run as behind a load balancer. Needs PostgreSQL (DATABASE_URL); without it the
// suites that use these helpers skip.
import { join } from 'node:path';
import request from 'supertest';
import { API_CODE } from './support/api';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('./support/server');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client } = require(require.resolve('pg', { paths: [join(__dirname, '..', '..', 'backend')] }));

export interface Instance {
  baseUrl: string;
  dataDir: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

export const POSTGRES_URL = process.env.DATABASE_URL || '';

/** `describe` on PostgreSQL, `describe.skip` without it (the embedded database belongs to one process). */
export const describeOnPostgres = POSTGRES_URL ? describe : describe.skip;

/** A new, empty database beside DATABASE_URL's (`<name of DATABASE_URL's database>_<name>`); answers its URL. */
export async function freshDatabase(name: string): Promise<string> {
  const url = new URL(POSTGRES_URL);
  const database = `${url.pathname.replace(/^\//, '') || 'postgres'}_${name}`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one query on `url`; answers its rows. */
export async function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Starts one instance on the database at `url` as it is (no reset): a further member of the cluster. */
export function startInstance(url: string, env: Record<string, string> = {}): Promise<Instance> {
  return startServer({ DATABASE_URL: url, ...env }, undefined, { keepDatabase: true });
}

/** An HTTP client bound to one instance. */
export function on(instance: Instance) {
  return {
    get: (path: string) => request(instance.baseUrl).get(path).set('apiCode', API_CODE),
    post: (path: string, body: unknown = {}, cookie?: string) => {
      const req = request(instance.baseUrl).post(path).set('apiCode', API_CODE).set('content-type', 'application/json');
      if (cookie) req.set('cookie', cookie);
      return req.send(JSON.stringify(body));
    },
  };
}

/** Polls `probe` until it answers true or `timeoutMs` passes; answers the last result. */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
