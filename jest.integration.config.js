/**
 * Integration tests, next to the code (*.integration.spec.ts): backend adapters against a real database — the
 * embedded PostgreSQL (PGlite) always, and PostgreSQL where the suite's *_CHECK_DATABASE_URL is set (CI). The unit
 * layer (jest.unit.config.js) never starts a database; these do, so they run on their own, one file at a time.
 */
const unit = require('./jest.unit.config.js');

const backend = unit.projects.find((p) => p.displayName === 'libs+backend');

module.exports = {
  ...backend,
  displayName: 'integration',
  roots: ['<rootDir>/backend/src'],
  testMatch: ['**/*.integration.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60000,
};
