// One lint setup for the whole repository. Besides the recommended TypeScript rules it enforces the
// hexagon: backend domain/ folders and the shared libs import no framework.
import tseslint from 'typescript-eslint';

const FRAMEWORKS = ['@nestjs/*', 'typeorm', 'typeorm/*', 'pg', 'class-validator', 'class-transformer', 'fastify', '@fastify/*', 'react', 'react-dom', 'react-router', 'mobx', 'mobx-react-lite', 'exceljs', 'nodemailer'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'frontend/src/api/schema.d.ts', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['backend/src/modules/*/domain/**/*.ts', 'libs/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: 'Domain code and shared libs stay pure: no framework imports (docs/architecture.md#module-boundaries).' }] }],
    },
  },
  {
    files: ['libs/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...FRAMEWORKS, 'node:*', 'fs', 'path', 'crypto'], message: 'libs/ run in the browser too: no framework or Node imports.' }] }],
    },
  },
);
