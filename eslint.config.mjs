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
  {
    // Tests and scripts read untyped JSON (API answers, provider payloads) and poke at it.
    files: ['tests/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // react-hook-form: register() hands out callback refs and handleSubmit() wraps the handler; the
    // React Compiler rules cannot see that neither runs during render, so they skip these forms.
    files: ['app/[[]locale]/lead-form/lead-form.tsx', 'app/[[]locale]/onboarding/*.tsx'],
    rules: { 'react-hooks/refs': 'off', 'react-hooks/incompatible-library': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-measure/**',
    'out/**',
    'build/**',
    'dist/**',
    'bench-results/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
    'tmp/**',
    '.data/**',
  ]),
]);
