/**
 * Unit tests, next to the code (*.spec.ts), in two projects. They start no database, server or browser and measure
 * no time (adapters against a database: *.integration.spec.ts, jest.integration.config.js):
 * - libs and backend: pure libraries and backend domain/application code;
 * - frontend: the MobX stores, the route layer and the API client, against hand-written fake transports
 *   (node environment: stores need no DOM).
 */
const shared = {
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.spec\\.ts$'],
  moduleNameMapper: {
    '^@shop/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@shop/domain/cart$': '<rootDir>/libs/domain/src/cart.ts',
    '^@shop/domain/cart-import$': '<rootDir>/libs/domain/src/cart-import.ts',
    '^@shop/i18n$': '<rootDir>/libs/i18n/src/index.ts',
  },
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'libs+backend',
      roots: ['<rootDir>/libs', '<rootDir>/backend/src', '<rootDir>/test/lint', '<rootDir>/test/deploy'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/backend/tsconfig.json' }] },
    },
    {
      ...shared,
      displayName: 'frontend',
      roots: ['<rootDir>/frontend/src'],
      // Transpile only (the tsconfig sets isolatedModules); `npm run typecheck` checks the specs.
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/frontend/tsconfig.spec.json' }] },
    },
  ],
};
