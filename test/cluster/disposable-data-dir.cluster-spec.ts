import { rmSync } from 'node:fs';
import { adminCookie, answeredBy, cluster, jobEnded, query, uploadImportFile } from './support/cluster-env';

// An instance on PostgreSQL with the shared storage keeps nothing in its DATA_DIR that the shop needs: the folder
// is deleted under the running instances between requests, and buyers and admins go on as before.

function deleteEveryDataDir(): void {
  // The instances go on working meanwhile (the orders of an earlier suite's confirmations are still being written to
  // their outboxes): a folder that gains a file while it is being deleted is tried again, as an operator's rm -rf would be.
  for (const shop of cluster.instances) rmSync(shop.dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}

let cookie: string;

beforeAll(async () => {
  cookie = await adminCookie();
});

it('pages, sitemaps and the admin work on every instance after its DATA_DIR is deleted', async () => {
  deleteEveryDataDir();
  for (const shop of cluster.instances) {
    const home = await shop.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html');
    expect((await shop.get('/sitemap.xml')).status).toBe(200);
    const backups = await shop.get('/api/admin/backups', { cookie });
    expect(backups.status).toBe(200);
  }
});

it('an upload taken before the folders are deleted is imported after it, through another instance', async () => {
  const up = await uploadImportFile(cluster.proxy, cookie, 'redirects.json', JSON.stringify({ rows: [{ path: '/alt-ohne-ordner', target: '/neu-ohne-ordner' }] }));
  expect(up.status).toBe(200);
  deleteEveryDataDir();
  const start = await cluster.proxy.post('/api/admin/import-export/imports', { uploadId: up.body.data.uploadId, type: 'redirects', mode: 'add', dryRun: false }, { cookie });
  expect(start.body.error).toBeUndefined();
  expect(answeredBy(start)).not.toBe(answeredBy(up));
  const job = await jobEnded(cluster.proxy, cookie, start.body.data.id);
  expect(job).toMatchObject({ state: 'done', result: expect.objectContaining({ inserted: 1 }) });
  expect(await query(`SELECT target FROM redirect WHERE path = '/alt-ohne-ordner'`)).toEqual([{ target: '/neu-ohne-ordner' }]);
});

it('a backup made after the folders are deleted is listed on every instance', async () => {
  deleteEveryDataDir();
  const started = await cluster.proxy.post('/api/admin/backups', {}, { cookie });
  expect(started.status).toBe(202);
  const job = await jobEnded(cluster.proxy, cookie, started.body.data.id);
  expect(job.state).toBe('done');
  deleteEveryDataDir();
  for (const shop of cluster.instances) {
    const list = await shop.get('/api/admin/backups', { cookie });
    expect(list.body.data.items.map((i: { name: string }) => i.name)).toContain(job.result.name);
  }
});
