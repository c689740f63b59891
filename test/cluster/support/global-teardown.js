module.exports = async function globalTeardown() {
  await globalThis.__SHOP_CLUSTER__?.stop();
};
