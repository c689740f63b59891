// Module boundaries of the backend and the purity of the shared libs, checked on every `npm run lint`.
// A context module (backend/src/modules/<name>) is used by others only through its root facade,
// modules/<name>/index.ts; its domain/ imports no framework and no infrastructure. A context may hold
// sub-modules (modules/system/backup, …) with the same layers; the layer rules reach into them too.
const FRAMEWORKS = '(^|node_modules/)(@nestjs|typeorm|pg|class-validator|class-transformer|fastify|@fastify|nodemailer|exceljs|pdfkit|react|react-dom|mobx)($|/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle ties modules into one: break it with a port or an event.',
      from: { path: '^(backend/src|libs/[^/]+/src)' },
      // Type-only imports vanish at compile time and make no run-time cycle (TypeORM relations use them).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cross-module-internals',
      severity: 'error',
      comment: "Use the other module's facade (modules/<name>/index.ts), never its domain, application, infrastructure or interface folders.",
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/([^/]+)/(domain|application|infrastructure|interface|testing|[^/]+/(domain|application|infrastructure|interface|testing))/', pathNot: '^backend/src/modules/$1/' },
    },
    {
      name: 'no-domain-to-outer-layers',
      severity: 'error',
      comment: 'The domain core is pure: it knows no application service, adapter or controller.',
      from: { path: '^backend/src/modules/([^/]+)/(domain|[^/]+/domain)/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^backend/src/modules/[^/]+/(application|infrastructure|interface|[^/]+/(application|infrastructure|interface))/' },
    },
    {
      name: 'no-domain-frameworks',
      severity: 'error',
      comment: 'Domain code and shared libs import no framework (docs/architecture.md#module-boundaries).',
      from: { path: '^(backend/src/modules/[^/]+/(domain|[^/]+/domain)/|libs/[^/]+/src/)', pathNot: '\\.spec\\.ts$' },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'no-shared-to-modules',
      severity: 'error',
      comment: 'backend/src/shared holds plumbing every module may use; it depends on no module.',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'demo-through-facades',
      severity: 'error',
      comment: "The demo shop reaches a module only through its facade (modules/<name>/index.ts), like any other caller.",
      from: { path: '^backend/src/demo/' },
      to: { path: '^backend/src/modules/[^/]+/(domain|application|infrastructure|interface|testing|[^/]+/(domain|application|infrastructure|interface|testing))/' },
    },
    {
      name: 'no-static-import-of-demo',
      severity: 'error',
      comment: 'The shop runs without the demo folder: only the start-up seeder loads it, by a dynamic import. Tests may use it.',
      from: { path: '^backend/src/', pathNot: '(^backend/src/demo/|\\.spec\\.ts$|/testing/)' },
      to: { path: '^backend/src/demo/', dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
    {
      name: 'no-production-to-demo-or-tests',
      severity: 'error',
      comment: 'Production code never imports test fixtures (the testing/ folders are test code themselves, never built).',
      from: { path: '^backend/src/', pathNot: '(\\.spec\\.ts$|/testing/)' },
      to: { path: '(^test/|/testing/|\\.spec\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
