// The browser side under jsdom (two projects, both 'client': the component tests run on msw), the lender server
// under node.
const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: {
    '^react-pdf$': '<rootDir>/test/mocks/react-pdf.tsx',
    'pdf\\.worker(\\.min)?\\.mjs$': '<rootDir>/test/mocks/empty.js',
    '\\.(svg|png|jpg|css)$': '<rootDir>/test/mocks/empty.js',
  },
};

// What msw 2 requires that ships only ES modules.
const MSW_ESM_ONLY = 'rettime|until-async|@open-draft/deferred-promise';

// Saga and unit tests whose fake lender server is the component tests' msw server (test/components/support): they
// run in the msw project below, and the plain jsdom project leaves them out, so each runs once. The rest of
// test/unit and test/sagas stay on plain jsdom, where `fetch` is absent as in the browsers the axios fetch
// stand-in is for (test/unit/vendor/axiosFetchAdapter.test.ts).
const MSW_CLIENT_TESTS = [
  'test/sagas/auth.logout.test.ts',
  'test/sagas/journey.debtPayoff.test.ts',
  'test/sagas/journey.submit.test.ts',
  'test/sagas/rescissionCancel.test.ts',
  'test/sagas/signer.doubleSubmit.test.ts',
  'test/sagas/telemetry.errors.test.ts',
  'test/sagas/telemetry.pageViews.test.ts',
  'test/unit/api/serverClock.test.ts',
];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  // Two workers on these two cores (Jest's default there is one, in band): the server suites spend much of their
  // time waiting on PostgreSQL, the job engine and the child servers of the kill tests, so two files at once take
  // about half the time. Each file has its own database (test/server/helpers.ts), so they never share state.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/{unit,sagas}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: [
        '/node_modules/',
        ...MSW_CLIENT_TESTS.map((file) => `^<rootDir>/${escapeRegExp(file)}$`),
      ],
      setupFilesAfterEnv: ['<rootDir>/test/setup/client.ts'],
      // The per-project test timeout is set in the setup file: Jest reads `testTimeout` from the global config only.
    },
    {
      // The component tests, also 'client': the app's axios client over msw request handlers (test/components/
      // support); with them the saga and unit tests of MSW_CLIENT_TESTS. msw needs the Fetch API jsdom hides, and
      // Node's module resolution, not the browser's (msw/node has no browser build): jsdom with Node's Fetch API, File
      // and export conditions (jest-fixed-jsdom).
      ...shared,
      displayName: 'client',
      testEnvironment: '<rootDir>/test/setup/componentsEnvironment.js',
      // .mjs too: msw requires packages that ship only ES modules; transform them so Jest's CommonJS runtime loads them.
      transform: { '^.+\\.m?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: [`/node_modules/(?!(${MSW_ESM_ONLY})/)`],
      testMatch: [
        '<rootDir>/test/components/**/*.test.{ts,tsx}',
        ...MSW_CLIENT_TESTS.map((file) => `<rootDir>/${file}`),
      ],
      setupFilesAfterEnv: ['<rootDir>/test/setup/client.ts', '<rootDir>/test/setup/components.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // .mjs too: @capsizecss/unpack ships only ES modules.
      transform: { '^.+\\.m?[jt]sx?$': 'babel-jest' },
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // These ship ESM only; transform them so Jest's CommonJS runtime can load them (cookie is behind app.inject;
      // the font metrics reader is for test/server/fonts.test.ts; msw's are for test/server/mswHandlers.contract.test.ts).
      transformIgnorePatterns: [
        `/node_modules/(?!(jose|cookie|content-disposition|@capsizecss/unpack|fontkitten|${MSW_ESM_ONLY})/)`,
      ],
      setupFilesAfterEnv: ['<rootDir>/test/setup/server.ts'],
    },
  ],
};
