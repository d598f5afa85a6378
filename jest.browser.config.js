/**
 * `npm run test:browser`: the offline explorer in a real headless Chromium (the machine's
 * /usr/bin/chromium, e.g. `apt-get install -y chromium`; the test skips, saying so, without it).
 */
const base = require('./jest.config');
module.exports = {
  ...base,
  roots: ['<rootDir>/test/browser'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 120000,
};
