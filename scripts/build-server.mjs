#!/usr/bin/env node
// Builds the server as `tsc -b backend/tsconfig.build.json` does, with the Swagger plugin of @nestjs/swagger
// running over the backend while it compiles: every class in a `*.dto.ts` file gets its OpenAPI description
// from its TypeScript types, its JSDoc and its class-validator bounds (docs/decisions/0041-api-shapes-written-once.md).
// The plugin's options are the ones nest-cli.json gives it (what `nest build` would use).
// A plain `tsc -b` builds a server whose API document lacks those descriptions: this script notices such a
// build in backend/dist and compiles the backend again.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const ts = require('typescript');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const backendConfig = resolve(root, 'backend/tsconfig.build.json');
const nestCli = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8'));
const pluginOptions = nestCli.compilerOptions.plugins.find((p) => p.name === '@nestjs/swagger').options;
/** A compiled DTO file every build has: whether it carries the plugin's metadata tells how backend/dist was built. */
const probe = join(root, 'backend/dist/shared/http/common.dto.js');

/** One `tsc -b` pass; the backend project's emit runs the plugin's transformer. Answers the number of errors. */
function build() {
  let errors = 0;
  const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
  const report = (diagnostic) => {
    if (diagnostic.category === ts.DiagnosticCategory.Error) errors++;
    const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
    process.stderr.write(format([diagnostic], formatHost));
  };
  const host = ts.createSolutionBuilderHost(ts.sys, undefined, report, () => undefined);
  const builder = ts.createSolutionBuilder(host, [backendConfig], {});
  for (let project = builder.getNextInvalidatedProject(); project; project = builder.getNextInvalidatedProject()) {
    if (project.kind === ts.InvalidatedProjectKind.Build && resolve(project.project) === backendConfig) {
      project.done(undefined, undefined, { before: [swaggerPlugin.before(pluginOptions, project.getProgram())] });
    } else {
      project.done();
    }
  }
  return errors;
}

let errors = build();
if (errors === 0 && existsSync(probe) && !readFileSync(probe, 'utf8').includes('_OPENAPI_METADATA_FACTORY')) {
  console.log('backend/dist was built without the Swagger plugin (plain tsc -b): building the backend again');
  rmSync(join(root, 'backend/tsconfig.build.tsbuildinfo'), { force: true });
  errors = build();
}
if (errors > 0) {
  console.error(`build:server: ${errors} error(s)`);
  process.exit(1);
}
