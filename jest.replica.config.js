/**
 * `npm run test:replica`: reads on a real streaming standby of a private PostgreSQL 15 cluster the
 * test starts, and a failover to one (initdb, pg_ctl, pg_basebackup; the tests skip, saying so,
 * without them).
 */
const base = require('./jest.config');
module.exports = {
  ...base,
  roots: ['<rootDir>/test/replica'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 120000,
};
