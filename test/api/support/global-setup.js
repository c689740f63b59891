const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startServer } = require('./server');

module.exports = async function globalSetup() {
  // Everything every test server logs goes to one folder, the shared server's at the most talkative level,
  // for the log-hygiene test that runs last (test/api/support/sequencer.js).
  const logDir = mkdtempSync(join(tmpdir(), 'shop-api-logs-'));
  const server = await startServer({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'debug' }, join(logDir, 'shared-server.log'));
  globalThis.__SHOP_SERVER__ = server;
  globalThis.__SHOP_LOG_DIR__ = logDir;
  process.env.SHOP_BASE_URL = server.baseUrl;
  process.env.SHOP_DATA_DIR = server.dataDir;
  process.env.SHOP_LOG_DIR = logDir;
};
