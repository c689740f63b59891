/**
 * Cluster tests: three built instances (`backend/dist`) with their own DATA_DIRs on one PostgreSQL database
 * (CLUSTER_DATABASE_URL) and one S3 bucket (s3rver), behind a round-robin proxy; started once for all suites by the
 * global setup (test/cluster/support/global-setup.js). `npm run build:server` first.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/cluster'],
  testMatch: ['**/*.cluster-spec.ts'],
  testTimeout: 180000,
  forceExit: true,
  globalSetup: '<rootDir>/test/cluster/support/global-setup.js',
  globalTeardown: '<rootDir>/test/cluster/support/global-teardown.js',
  transform: { '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/backend/tsconfig.json' }] },
  moduleNameMapper: {
    '^@shop/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@shop/i18n$': '<rootDir>/libs/i18n/src/index.ts',
  },
};
