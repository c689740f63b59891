/** Unit tests: pure libraries and backend domain/application code, next to the code (*.spec.ts). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/backend/src', '<rootDir>/test/lint'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/backend/tsconfig.json' }] },
  moduleNameMapper: {
    '^@shop/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@shop/i18n$': '<rootDir>/libs/i18n/src/index.ts',
  },
};
