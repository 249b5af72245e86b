// ESLint (flat config): typescript-eslint + Prettier, and the one-way dependencies of DESIGN.md section 2.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const prettier = require('eslint-plugin-prettier/recommended');
const serverArchitecture = require('./eslint/serverArchitecture');

const screenAreas = fs.existsSync(path.join(__dirname, 'src/screens'))
  ? fs
      .readdirSync(path.join(__dirname, 'src/screens'))
      .filter((d) => fs.statSync(path.join(__dirname, 'src/screens', d)).isDirectory())
  : [];

const UI_AND_IO = [
  'react',
  'react-dom',
  'react-*',
  'redux',
  'redux-saga',
  '@reduxjs/*',
  'axios',
  'styled-components',
  'connected-react-router',
  'socket.io-client',
  'history',
];

module.exports = tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'reports/', 'coverage/', 'test/e2e/screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-undef': 'off', // TypeScript checks this
    },
  },
  {
    // The domain is pure: no React, Redux, axios or DOM, so the server can share it.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_AND_IO, message: 'src/domain is pure: no React, Redux, axios or DOM.' },
            {
              group: ['**/store/**', '**/sagas/**', '**/api/**', '**/ui/**', '**/screens/**', '**/app/**'],
              message: 'src/domain depends on nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
        'fetch',
      ],
    },
  },
  {
    files: ['store/**', 'sagas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/screens/**', '**/src/ui/**', '**/src/app/**', 'styled-components'],
              message: 'store and sagas depend only on src/domain and src/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'styled-components',
                '**/src/screens/**',
                '**/src/ui/**',
                '**/src/app/**',
                '**/store/**',
                '**/sagas/**',
              ],
              message: 'The server may import src/domain only, never React or the client.',
            },
          ],
        },
      ],
    },
  },
  // The server's layers (eslint/serverLayers.js): imports point down, SQL only in repositories, short handlers,
  // short files.
  {
    files: ['server/**/*.ts'],
    plugins: { server: serverArchitecture },
    rules: {
      'server/layers': 'error',
      'server/sql-in-repositories': 'error',
      'server/handler-size': ['error', { max: 40 }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  // src/ui is presentational (props in, markup out); what several screens share that reads the store or calls the
  // API is src/connected, which may use src/ui but never a screen or the app's wiring. One block per folder: a
  // later block for the same files would replace its no-restricted-imports (src/domain, store, sagas and server
  // have their own).
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/store',
                '**/store/**',
                '**/sagas',
                '**/sagas/**',
                '**/src/api/**',
                '**/api',
                '**/api/**',
                '**/connected',
                '**/connected/**',
                '**/screens',
                '**/screens/**',
                '**/src/app/**',
                '../app',
                '../app/**',
                '../../app',
                '../../app/**',
                'react-redux',
                'redux-saga',
                'redux-saga/**',
                '@reduxjs/*',
                'axios',
                'socket.io-client',
              ],
              message:
                'src/ui is presentational: take props; components that read the store or call the API go in src/connected.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/connected/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/screens',
                '**/screens/**',
                '**/src/app/**',
                '../app',
                '../app/**',
                '../../app',
                '../../app/**',
                '../../../app',
                '../../../app/**',
              ],
              message: 'src/connected is shared by the screens: it never imports a screen or src/app.',
            },
          ],
        },
      ],
    },
  },
  // Screens never import each other.
  ...screenAreas.map((area) => {
    const others = screenAreas.filter((a) => a !== area);
    return {
      files: [`src/screens/${area}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: others.flatMap((o) => [
                  `**/screens/${o}`,
                  `**/screens/${o}/**`,
                  `../${o}`,
                  `../${o}/**`,
                  `../../${o}`,
                  `../../${o}/**`,
                ]),
                message: 'Screens never import each other: move shared pieces to src/ui or src/domain.',
              },
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
