const apiTeardown = require('../api/support/global-teardown');

module.exports = async function globalTeardown() {
  await globalThis.__SHOP_BROWSER_SERVER__?.close();
  await apiTeardown();
};
