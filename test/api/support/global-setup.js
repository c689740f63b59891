const { rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startServer } = require('./server');

module.exports = async function globalSetup() {
  // Everything the shared server logs, at the most talkative level, for the log-hygiene test that runs last.
  const logFile = join(tmpdir(), `shop-api-test-${process.pid}.log`);
  rmSync(logFile, { force: true });
  const server = await startServer({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'debug' }, logFile);
  globalThis.__SHOP_SERVER__ = server;
  globalThis.__SHOP_LOG_FILE__ = logFile;
  process.env.SHOP_BASE_URL = server.baseUrl;
  process.env.SHOP_DATA_DIR = server.dataDir;
  process.env.SHOP_LOG_FILE = logFile;
};
