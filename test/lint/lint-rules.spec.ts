// The module-boundary rules of `npm run lint` (.dependency-cruiser.cjs) on a fixture that breaks each of
// them: the rules must find every break there, and none in the shop's own code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const bin = join(root, 'node_modules', '.bin', 'depcruise');

function cruise(cwd: string, paths: string[]): { status: number | null; out: string } {
  const r = spawnSync(bin, [...paths, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('module boundary rules (dependency-cruiser)', () => {
  it('fail on a cross-module import, a domain importing its application layer or a framework, and a cycle', () => {
    const { status, out } = cruise(join(__dirname, 'fixture'), ['backend/src']);
    expect(status).not.toBe(0);
    expect(out).toMatch(/no-cross-module-internals: backend\/src\/modules\/alpha\/application\/uses-beta-internals\.ts → backend\/src\/modules\/beta\/domain\/beta-rule\.ts/);
    expect(out).toMatch(/no-domain-to-outer-layers: backend\/src\/modules\/beta\/domain\/beta-rule\.ts → backend\/src\/modules\/beta\/application\/beta-service\.ts/);
    expect(out).toMatch(/no-domain-frameworks: backend\/src\/modules\/beta\/domain\/beta-rule\.ts → .*@nestjs\/common/);
    expect(out).toMatch(/no-circular/);
  });

  it('reach into a context’s sub-modules (modules/<context>/<sub>/…) with the same layer rules', () => {
    const { out } = cruise(join(__dirname, 'fixture'), ['backend/src']);
    expect(out).toMatch(/no-cross-module-internals: backend\/src\/modules\/alpha\/application\/uses-gamma-internals\.ts → backend\/src\/modules\/beta\/gamma\/domain\/gamma-rule\.ts/);
    expect(out).toMatch(/no-domain-to-outer-layers: backend\/src\/modules\/beta\/gamma\/domain\/gamma-rule\.ts → backend\/src\/modules\/beta\/gamma\/application\/gamma-service\.ts/);
    expect(out).toMatch(/no-domain-frameworks: backend\/src\/modules\/beta\/gamma\/domain\/gamma-rule\.ts → .*@nestjs\/common/);
  });

  it('pass on the shop itself with 0 violations', () => {
    const { status, out } = cruise(root, ['backend/src', 'libs/domain/src', 'libs/i18n/src']);
    expect(out).toMatch(/no dependency violations found/);
    expect(status).toBe(0);
  });
});
