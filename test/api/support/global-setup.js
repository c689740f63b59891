const { startServer } = require('./server');

module.exports = async function globalSetup() {
  const server = await startServer();
  globalThis.__SHOP_SERVER__ = server;
  process.env.SHOP_BASE_URL = server.baseUrl;
  process.env.SHOP_DATA_DIR = server.dataDir;
};
