// Two projects: the browser side under jsdom, the lender server under node.
const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: {
    '^react-pdf$': '<rootDir>/test/mocks/react-pdf.tsx',
    'pdf\\.worker(\\.min)?\\.mjs$': '<rootDir>/test/mocks/empty.js',
    '\\.(svg|png|jpg|css)$': '<rootDir>/test/mocks/empty.js',
  },
};

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
      testMatch: ['<rootDir>/test/{unit,sagas,components}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/client.ts'],
      // The per-project test timeout is set in the setup file: Jest reads `testTimeout` from the global config only.
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // .mjs too: @capsizecss/unpack ships only ES modules.
      transform: { '^.+\\.m?[jt]sx?$': 'babel-jest' },
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // These ship ESM only; transform them so Jest's CommonJS runtime can load them (cookie is behind app.inject;
      // the font metrics reader is for test/server/fonts.test.ts).
      transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|content-disposition|@capsizecss/unpack|fontkitten)/)'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/server.ts'],
    },
  ],
};
