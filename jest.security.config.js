/**
 * Security tests (test/security/*.security-spec.ts): the API under hostile input — every OpenAPI operation
 * fuzzed with malformed, nested, oversize and control-character payloads, price tampering, login lockout,
 * costly uploads. They run against the same started shop as the API tests (same global setup).
 */
const api = require('./jest.api.config.js');

module.exports = {
  ...api,
  roots: ['<rootDir>/test/security'],
  testMatch: ['**/*.security-spec.ts'],
};
