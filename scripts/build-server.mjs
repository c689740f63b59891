#!/usr/bin/env node
// Builds the server like `tsc -b backend/tsconfig.build.json`, and runs the Swagger plugin of @nestjs/swagger
// over the backend while it compiles: every class in a `*.dto.ts` file gets its OpenAPI description from its
// TypeScript types and JSDoc (docs/decisions/0041-api-shapes-written-once.md). Plain `tsc -b` would build a
// server whose API document lacks those descriptions; this script notices such a build and redoes it.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const ts = require('typescript');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const backendConfig = resolve(root, 'backend/tsconfig.build.json');
/** The plugin's options; the same ones a `nest build` would take from nest-cli.json. */
const pluginOptions = {
  dtoFileNameSuffix: ['.dto.ts'],
  // Controllers keep their explicit @ApiOkResponse/@ApiOperation: the answers are `{ data: … }` envelopes the
  // plugin cannot infer from the handlers' return types.
  controllerFileNameSuffix: [],
  introspectComments: true,
  classValidatorShim: true,
};
/** A compiled DTO file every build has: it shows whether the last backend build ran the plugin. */
const probe = join(root, 'backend/dist/shared/http/common.dto.js');

function build() {
  let errors = 0;
  const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
  const report = (diagnostic) => {
    if (diagnostic.category === ts.DiagnosticCategory.Error) errors++;
    process.stderr.write(ts.formatDiagnosticsWithColorAndContext([diagnostic], formatHost));
  };
  const host = ts.createSolutionBuilderHost(ts.sys, undefined, report, () => undefined);
  const builder = ts.createSolutionBuilder(host, [backendConfig], {});
  for (let project = builder.getNextInvalidatedProject(); project; project = builder.getNextInvalidatedProject()) {
    if (project.kind === ts.InvalidatedProjectKind.Build && resolve(project.project) === backendConfig) {
      const program = project.getProgram();
      project.done(undefined, undefined, { before: [swaggerPlugin.before(pluginOptions, program)] });
    } else {
      project.done();
    }
  }
  return errors;
}

let errors = build();
if (errors === 0 && existsSync(probe) && !readFileSync(probe, 'utf8').includes('_OPENAPI_METADATA_FACTORY')) {
  // The backend was last compiled without the plugin (a plain `tsc -b`): compile it again.
  console.log('backend/dist was built without the Swagger plugin: building it again');
  rmSync(join(root, 'backend/tsconfig.build.tsbuildinfo'), { force: true });
  errors = build();
}
if (errors > 0) {
  console.error(`build:server: ${errors} error(s)`);
  process.exit(1);
}
