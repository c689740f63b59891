module.exports = async function globalTeardown() {
  await globalThis.__SHOP_SERVER__?.stop();
};
