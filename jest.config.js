/** Tests talk to a real server on a real database: the embedded one by default, PostgreSQL when DATABASE_URL is set. */
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
delete swc.$schema;
module.exports = {
  // One gateway with the default settings per worker, shared by its files (startTestServer).
  testEnvironment: '<rootDir>/test/support/shared-server-environment.ts',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // test/outage restarts a private PostgreSQL cluster: `npm run test:outage` (jest.outage.config.js);
  // test/browser drives the machine's Chromium: `npm run test:browser` (jest.browser.config.js);
  // test/replica streams to a standby of a private cluster: `npm run test:replica` (jest.replica.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/outage/', '<rootDir>/test/browser/', '<rootDir>/test/replica/'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: [
    '/node_modules/(?!(graphql-upload|fs-capacitor|@electric-sql/pglite|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|@borewit|geo-tz)/)',
  ],
  maxWorkers: process.env.JEST_WORKERS ?? 2,
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // A worker closes its shared server when it ends (tens of milliseconds; more on a busy machine).
  workerGracefulExitTimeout: 3000,
};
