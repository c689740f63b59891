const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startServer } = require('./server');
const { startFakeVies } = require('./fake-vies');

module.exports = async function globalSetup() {
  // Everything every test server logs goes to one folder, the shared server's at the most talkative level,
  // for the log-hygiene test that runs last (test/api/support/sequencer.js).
  const logDir = mkdtempSync(join(tmpdir(), 'shop-api-logs-'));
  // The run's template databases (test/api/support/server.js): each seed is migrated and seeded once, then copied.
  // `npm test` (scripts/test.mjs) gives all its lanes one folder and removes it at the end; otherwise it is this run's.
  if (!process.env.SHOP_TEMPLATE_DIR) {
    process.env.SHOP_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'shop-templates-'));
    globalThis.__SHOP_OWN_TEMPLATES__ = true;
  }
  // The EU's VAT id check: a stand-in (test/api/support/fake-vies.js) for every test server started from here on.
  const vies = await startFakeVies();
  globalThis.__SHOP_FAKE_VIES__ = vies;
  process.env.VIES_URL = vies.url;
  process.env.SHOP_FAKE_VIES_CALLS = vies.callsUrl;
  const server = await startServer({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'debug' }, join(logDir, 'shared-server.log'));
  globalThis.__SHOP_SERVER__ = server;
  globalThis.__SHOP_LOG_DIR__ = logDir;
  process.env.SHOP_BASE_URL = server.baseUrl;
  process.env.SHOP_DATA_DIR = server.dataDir;
  process.env.SHOP_LOG_DIR = logDir;
};
