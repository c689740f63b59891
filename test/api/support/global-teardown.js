const { rmSync } = require('node:fs');
const { dropTemplates } = require('./server');

module.exports = async function globalTeardown() {
  await globalThis.__SHOP_SERVER__?.stop();
  await globalThis.__SHOP_FAKE_VIES__?.stop();
  if (process.env.SHOP_TEMPLATE_DIR && globalThis.__SHOP_OWN_TEMPLATES__) {
    await dropTemplates(process.env.SHOP_TEMPLATE_DIR);
    rmSync(process.env.SHOP_TEMPLATE_DIR, { recursive: true, force: true });
  }
  // KEEP_TEST_LOGS=1 keeps the servers' logs for a look after a failed log-hygiene test.
  if (globalThis.__SHOP_LOG_DIR__ && !process.env.KEEP_TEST_LOGS) rmSync(globalThis.__SHOP_LOG_DIR__, { recursive: true, force: true });
  else if (globalThis.__SHOP_LOG_DIR__) console.log(`test server logs kept in ${globalThis.__SHOP_LOG_DIR__}`);
};
