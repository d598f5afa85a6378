/** `npm run test:outage`: the gateway under a PostgreSQL restart, on a private cluster the test starts (initdb, pg_ctl). */
const base = require('./jest.config');
module.exports = {
  ...base,
  roots: ['<rootDir>/test/outage'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  maxWorkers: 1,
  testTimeout: 120000,
};
