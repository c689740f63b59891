import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const embedded = !process.env.DATABASE_URL;

(embedded ? describe : describe.skip)('embedded database folder lock', () => {
  it('refuses a second process on the data folder the running shop holds', () => {
    const root = join(__dirname, '..', '..');
    const r = spawnSync(process.execPath, [join(root, 'backend/dist/main.js')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.SHOP_DATA_DIR, PORT: '0', LOG_LEVEL: 'error' },
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr + r.stdout).toMatch(/is in use by process \d+/);
  });
});
