import { adminCookie, answeredBy, cluster, jobEnded, pollUntil, query, uploadImportFile } from './support/cluster-env';

// Files one instance writes and another needs (import uploads, backups) live in the shared storage (the S3
// bucket), so a request that lands on another instance finds them. Every request goes through the proxy; the
// instance that answered is checked, so "another instance" is never left to chance.

let cookie: string;

beforeAll(async () => {
  cookie = await adminCookie();
});

it('an import uploaded through one instance is started through another and runs', async () => {
  const up = await uploadImportFile(cluster.proxy, cookie, 'redirects.json', JSON.stringify({ rows: [{ path: '/alt-cluster', target: '/neu-cluster' }] }));
  expect(up.status).toBe(200);
  const start = await cluster.proxy.post('/api/admin/import-export/imports', { uploadId: up.body.data.uploadId, type: 'redirects', mode: 'add', dryRun: false }, { cookie });
  expect(start.body.error).toBeUndefined();
  expect(start.status).toBe(202);
  expect(answeredBy(start)).not.toBe(answeredBy(up));
  const job = await jobEnded(cluster.proxy, cookie, start.body.data.id);
  expect(job).toMatchObject({ state: 'done', result: expect.objectContaining({ inserted: 1 }) });
  expect(await query(`SELECT target FROM redirect WHERE path = '/alt-cluster'`)).toEqual([{ target: '/neu-cluster' }]);
});

it('a backup made on one instance is listed, downloadable and restorable on another, with the bucket files', async () => {
  const started = await cluster.proxy.post('/api/admin/backups', {}, { cookie });
  expect(started.status).toBe(202);
  const maker = answeredBy(started);
  const job = await jobEnded(cluster.proxy, cookie, started.body.data.id);
  expect(job.state).toBe('done');
  const name = job.result.name as string;

  // Listed and described on both other instances.
  const others = cluster.instances.filter((_, i) => i !== maker);
  for (const shop of others) {
    const list = await shop.get('/api/admin/backups', { cookie });
    expect(list.body.data.items.map((i: { name: string }) => i.name)).toContain(name);
  }
  const [other, third] = others;
  const manifest = (await other.get(`/api/admin/backups/${name}`, { cookie })).body.data;
  // The seeded product pictures are in the bucket, in no instance's DATA_DIR: the backup holds them all the same.
  expect(manifest.files.some((f: { path: string }) => f.path.startsWith('media/products/'))).toBe(true);
  const size = (await other.get('/api/admin/backups', { cookie })).body.data.items.find((i: { name: string }) => i.name === name).size;
  const download = await fetch(`${third.baseUrl}/api/admin/backups/${name}/download`, { headers: { cookie } });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).length).toBe(size);

  // A change after the backup; the restore, started on another instance, takes it back.
  await query(`DELETE FROM redirect WHERE path = '/alt-cluster'`);
  const restore = await other.post(`/api/admin/backups/${name}/restore`, {}, { cookie });
  expect(restore.body.error).toBeUndefined();
  expect(restore.status).toBe(202);
  // The job table is restored too: its row is read from the database until the restore recorded its end.
  const { afterMs } = await pollUntil(
    async () => (await query<{ state: string }>('SELECT state FROM job WHERE id = $1', [restore.body.data.id]))[0]?.state,
    (state) => state === 'done' || state === 'failed',
    250,
  );
  console.log(`backup restored on instance ${cluster.instances.indexOf(other)} (made on ${maker}) in ${(afterMs / 1000).toFixed(1)} s`);
  expect((await query<{ state: string }>('SELECT state FROM job WHERE id = $1', [restore.body.data.id]))[0].state).toBe('done');
  expect(await query(`SELECT target FROM redirect WHERE path = '/alt-cluster'`)).toEqual([{ target: '/neu-cluster' }]);
});
