/** API end-to-end tests: start the built server on a fresh database and talk HTTP to it. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/api'],
  testMatch: ['**/*.e2e-spec.ts'],
  testTimeout: 120000,
  // The child server and keep-alive sockets are closed in the global teardown; do not let a stray handle hang CI.
  forceExit: true,
  globalSetup: '<rootDir>/test/api/support/global-setup.js',
  globalTeardown: '<rootDir>/test/api/support/global-teardown.js',
  testSequencer: '<rootDir>/test/api/support/sequencer.js',
  transform: { '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/backend/tsconfig.json' }] },
  moduleNameMapper: {
    '^@shop/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@shop/i18n$': '<rootDir>/libs/i18n/src/index.ts',
  },
};
