// ESLint: Next.js's core-web-vitals + TypeScript rules, with formatting left to Prettier.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      // `_`-prefixed names mark deliberately unused parameters and destructured rests.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  globalIgnores(['.next/**', '.next-measure/**', 'out/**', 'build/**', 'dist/**', 'bench-results/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'tmp/**', '.data/**']),
]);
