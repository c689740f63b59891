// The table-ownership rule of `npm run lint` (scripts/lint-table-ownership.mjs, owner map
// backend/src/table-owners.json) on two fixtures: a module reading and writing another module's table must fail
// the lint, a module keeping to its own tables (and a documented exception) must pass, and so must the shop.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixture-tables');

function check(dir: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'lint-table-ownership.mjs'), dir], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('table ownership rule', () => {
  it('fails on a module naming another module’s table in SQL, in a generic table property or by its entity', () => {
    const { status, out } = check(join(fixtures, 'dirty'));
    expect(status).toBe(1);
    expect(out).toContain("reads-beta.ts:4: alpha names beta's table beta_thing in SQL (\"JOIN beta_thing\")");
    expect(out).toContain("reads-beta.ts:5: alpha names beta's table beta_thing in SQL (\"DELETE FROM \"beta_thing\"\")");
    expect(out).toContain("reads-beta.ts:6: alpha names beta's table beta_thing");
    expect(out).toContain("reads-beta.ts:1: alpha imports BetaThingEntity, the entity of beta's table beta_thing");
  });

  it('fails on a table without an owner, an exception that matches nothing and a global context module', () => {
    const { out } = check(join(fixtures, 'dirty'));
    expect(out).toContain('modules/beta/infrastructure/beta-things.ts: a @Global() module in backend/src/modules');
    expect(out).toContain('table gamma_orphan (created by a migration) has no owner');
    expect(out).toContain('exception for backend/src/modules/alpha/infrastructure/gone.ts names a file that does not exist');
  });

  it('passes modules that keep to their own tables, with a documented exception', () => {
    const { status, out } = check(join(fixtures, 'clean'));
    expect(out).toContain('✔ table ownership: 2 tables');
    expect(status).toBe(0);
  });

  it('passes the shop itself', () => {
    const { status, out } = check(root);
    expect(out).toMatch(/✔ table ownership: \d+ tables/);
    expect(status).toBe(0);
  });
});
