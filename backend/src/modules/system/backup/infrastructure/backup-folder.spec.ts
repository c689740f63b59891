import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShopConfig, type AppConfig } from '../../../../config/app-config';
import { BackupFolder } from './backup-folder';

/** A folder whose shop writes `outbox` anew right after it moved aside (the race of a restore on a live shop). */
class RacingFolder extends BackupFolder {
  override async shopEntries(): Promise<string[]> {
    const entries = await super.shopEntries();
    return entries.filter((e) => e !== 'outbox');
  }
}

describe('BackupFolder.replaceShopFiles', () => {
  let dataDir: string;
  let restored: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'backup-folder-'));
    restored = mkdtempSync(join(tmpdir(), 'backup-restored-'));
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'keep'), 'db');
    mkdirSync(join(dataDir, 'media'));
    writeFileSync(join(dataDir, 'media', 'old.jpg'), 'old');
    mkdirSync(join(dataDir, 'outbox'));
    writeFileSync(join(dataDir, 'outbox', 'written-during-restore.eml'), 'new mail');
    mkdirSync(join(restored, 'media'));
    writeFileSync(join(restored, 'media', 'restored.jpg'), 'restored');
    mkdirSync(join(restored, 'outbox'));
    writeFileSync(join(restored, 'outbox', 'restored.eml'), 'restored mail');
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restored, { recursive: true, force: true });
  });

  const folderOf = (Kind: typeof BackupFolder) => new Kind(new ShopConfig({ dataDir } as AppConfig));

  it('puts the restored entries in place of the shop’s, and leaves the database folder alone', async () => {
    await folderOf(BackupFolder).replaceShopFiles(restored, join(dataDir, '.restore-aside'));
    expect(readdirSync(join(dataDir, 'media'))).toEqual(['restored.jpg']);
    expect(readdirSync(join(dataDir, 'outbox'))).toEqual(['restored.eml']);
    expect(readFileSync(join(dataDir, 'pgdata', 'keep'), 'utf8')).toBe('db');
    expect(readdirSync(dataDir).sort()).toEqual(['media', 'outbox', 'pgdata']);
  });

  it('an entry the running shop wrote anew meanwhile gives way to the restored one instead of failing the restore', async () => {
    await folderOf(RacingFolder).replaceShopFiles(restored, join(dataDir, '.restore-aside'));
    expect(readdirSync(join(dataDir, 'outbox'))).toEqual(['restored.eml']);
    expect(readdirSync(join(dataDir, 'media'))).toEqual(['restored.jpg']);
    expect(readdirSync(dataDir).sort()).toEqual(['media', 'outbox', 'pgdata']);
  });
});
