const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  await globalThis.__SHOP_SERVER__?.stop();
  if (globalThis.__SHOP_LOG_FILE__) rmSync(globalThis.__SHOP_LOG_FILE__, { force: true });
};
