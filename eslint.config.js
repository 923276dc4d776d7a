// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Folder boundaries from docs/architecture.md, held as lint rules. */
const boundaries = [
  {
    files: ['engines/**'],
    patterns: [
      {
        group: ['react', 'react-dom', 'astro', 'astro:*', 'next', 'next/*', 'payload', '@payloadcms/*'],
        message: 'engines/ is framework-free.',
      },
      {
        group: [
          '**/cms/**',
          '**/data/**',
          '**/components/**',
          '**/widgets/**',
          '**/site/**',
          '**/studio/**',
          '**/site-runtime/**',
        ],
        message: 'engines/ imports only engines/.',
      },
    ],
  },
  {
    files: ['site-runtime/**'],
    patterns: [
      {
        group: ['react', 'react-dom', 'payload', '@payloadcms/*', '**/cms/**', '**/data/**'],
        message: 'site-runtime/ is plain browser code wired to engines/.',
      },
    ],
  },
  {
    files: ['cms/**'],
    patterns: [
      {
        group: ['**/components/**', '**/widgets/**', '**/site/**', '**/studio/**', 'astro', 'astro:*'],
        message: 'cms/ is the data model only: no rendering code.',
      },
    ],
  },
  {
    files: ['components/**', 'widgets/**'],
    patterns: [
      {
        group: ['payload', '@payloadcms/*', '**/cms/payload.config*', '**/site/**', '**/studio/**'],
        message: 'Components render view models; they never reach the CMS.',
      },
    ],
  },
  {
    files: ['**/*.island.{ts,tsx}'],
    patterns: [{ group: ['**/cms/**', '**/data/**'], message: 'Islands run in the browser: no CMS or data layer.' }],
  },
  {
    files: ['data/**'],
    patterns: [
      {
        group: ['**/components/**', '**/site/**', '**/studio/**'],
        message: 'data/ returns view models; it renders nothing.',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'studio/.next',
      '.astro',
      'cms/migrations',
      'cms/payload-types.ts',
      'studio/app/(payload)/admin/importMap.js',
      'bench/out',
      'var',
      'studio/next-env.d.ts',
      'scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  ...boundaries.map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })),
);
