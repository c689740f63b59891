/** Browser tests: one headless Chromium (Debian's) per run through playwright-core, against the started shop. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser-spec.ts'],
  testTimeout: 120000,
  // The child server and keep-alive sockets are closed in the global teardown; do not let a stray handle hang CI.
  forceExit: true,
  globalSetup: '<rootDir>/test/browser/global-setup.js',
  setupFilesAfterEnv: ['<rootDir>/test/browser/retry-once.js'],
  globalTeardown: '<rootDir>/test/browser/global-teardown.js',
  transform: { '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/backend/tsconfig.json' }] },
};
