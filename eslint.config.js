// One lint setup for the whole repository. The import-boundary rule keeps docs/DESIGN.md section 2's
// arrows true: frontend and functions import shared, never each other; the analyzer and domain do
// no I/O; http handlers and jobs reach outside services only through services and ports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { importCycles } from './scripts/lint/import-cycles.js';

const ioModules = [
  'node:fs',
  'node:fs/promises',
  'fs',
  'fs/promises',
  'node:http',
  'node:https',
  'node:net',
  'node:child_process',
  'child_process',
  'http',
  'https',
  'net',
];
const noIo = (where) => ({
  files: [where],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ioModules.map((name) => ({ name, message: 'This layer is pure: no I/O (docs/DESIGN.md section 2).' })),
        patterns: [{ group: ['@aws-sdk/*'], message: 'This layer is pure: no AWS SDK (docs/DESIGN.md section 2).' }],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'frontend/dist/', 'cdk.out/', '.local/', 'coverage/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { import: importPlugin, local: { rules: { 'import-cycles': importCycles } } },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // No import cycles, type-only and dynamic imports included: two modules that need each other
      // are one module, or share a piece (a key builder, a type) that belongs in a module of its own
      // (scripts/lint/import-cycles.js; it replaced import/no-cycle, decision 263).
      'local/import-cycles': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './frontend', from: './functions', message: 'frontend imports shared/, never functions/.' },
            { target: './functions', from: './frontend', message: 'functions imports shared/, never frontend/.' },
            {
              target: './shared',
              from: ['./functions', './frontend', './infra', './scripts'],
              message: 'shared/ is the bottom layer.',
            },
            {
              target: './functions',
              from: ['./infra', './scripts'],
              message: 'functions never import deployment or tooling code.',
            },
            {
              target: './functions/src/domain',
              from: [
                './functions/src/adapters',
                './functions/src/services',
                './functions/src/http',
                './functions/src/jobs',
              ],
              message: 'domain is pure rules.',
            },
            {
              target: './functions/src/analyzer',
              from: [
                './functions/src/adapters',
                './functions/src/services',
                './functions/src/http',
                './functions/src/jobs',
              ],
              message: 'the analyzer is pure: text in, analysis out.',
            },
            {
              // Tests beside the document code may feed it real inputs (fonts, extracted PDF text).
              target: './functions/src/documents/**/!(*.test).ts',
              from: [
                './functions/src/adapters',
                './functions/src/services',
                './functions/src/http',
                './functions/src/jobs',
              ],
              message: 'documents are pure: bytes and models in, bytes and models out.',
            },
            {
              target: './functions/src/services',
              from: ['./functions/src/http', './functions/src/jobs'],
              message: 'services do not know about HTTP or queues.',
            },
            {
              target: './functions/src/jobs',
              from: './functions/src/http',
              message: 'jobs do not depend on the HTTP layer (the logger is in functions/src/log).',
            },
            {
              // Services see repositories as interfaces (adapters/repositories), never the DynamoDB
              // implementations (ADR 132): the whole services folder.
              target: './functions/src/services',
              from: './functions/src/adapters/dynamo',
              message:
                'services import repository interfaces from adapters/repositories, not the DynamoDB repositories.',
            },
          ],
        },
      ],
    },
  },
  noIo('functions/src/domain/**'),
  noIo('functions/src/analyzer/**'),
  noIo('functions/src/documents/**'),
  noIo('shared/**'),
  {
    // http handlers and jobs reach AWS only through services and adapters.
    files: ['functions/src/http/**', 'functions/src/jobs/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message: 'http and jobs call services, which call ports (docs/DESIGN.md section 2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'infra/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
