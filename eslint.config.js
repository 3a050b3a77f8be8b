import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every feature folder of the web app, read from the disk so a new one is covered the day it is made.
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // A feature never imports another feature; shared code (components, lib, content) never imports a
  // feature or the app. (ESLint's own rule: import-x's resolver has no binaries for every platform
  // in the registry this project installs from, which breaks `npm ci`.)
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                `!@/features/${feature}`,
                '@/app/*',
                '../../*/**',
                '!../../' + feature + '/**',
              ],
              message:
                'A feature never imports another feature or the app; move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,content}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code never imports a feature or the app.',
            },
          ],
        },
      ],
    },
  },
);
