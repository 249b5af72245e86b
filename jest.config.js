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
  projects: [
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/{unit,sagas,components}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/client.ts'],
      // A file's first test that opens a screen of a lazy feature (store/features.ts) also requires the feature's
      // modules (their import() runs inside the test): on a loaded two-core machine that can pass 5 s.
      testTimeout: 15_000,
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // These ship ESM only; transform them so Jest's CommonJS runtime can load them (cookie is behind app.inject).
      transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|content-disposition)/)'],
      // Whole journeys run through the durable job engine (pg-boss on PostgreSQL): seconds, not milliseconds.
      testTimeout: 30_000,
    },
  ],
};
