import { randomAddress, Shop } from '../../api/identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ADMIN } = require('./cluster') as { ADMIN: { email: string; password: string } };

/** The shared cluster the global setup started: the proxy, and each instance directly. */
export const cluster = {
  proxy: new Shop(process.env.CLUSTER_PROXY_URL!, ''),
  instances: process.env.CLUSTER_INSTANCE_URLS!.split(',').map((url, i) => new Shop(url, process.env.CLUSTER_DATA_DIRS!.split(',')[i])),
};

/** An admin session cookie (sessions live in the database: valid on every instance). */
export async function adminCookie(): Promise<string> {
  const login = await cluster.proxy.post('/api/admin/login', ADMIN, { ip: randomAddress() });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  return `shop_admin_session=${/shop_admin_session=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
}

/** Asks `probe` until `done` holds for its answer; answers the last one and how long it took. No deadline of its own. */
export async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, everyMs = 20): Promise<{ value: T; afterMs: number }> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return { value, afterMs: performance.now() - started };
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
