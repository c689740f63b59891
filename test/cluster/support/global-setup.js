const { startCluster } = require('./cluster');

/** One cluster of three instances for every suite: its proxy and instances are handed over in the environment. */
module.exports = async function globalSetup() {
  const started = Date.now();
  // The periodic version checks an hour apart (the sitemap's stays at its minute): a change reaches the other
  // instances within the scenarios' time only through the announcements, which is what they measure.
  const cluster = await startCluster({ count: 3, env: { CATALOGUE_REFRESH_SECONDS: '3600' } });
  globalThis.__SHOP_CLUSTER__ = cluster;
  process.env.CLUSTER_PROXY_URL = cluster.proxy.baseUrl;
  process.env.CLUSTER_INSTANCE_URLS = cluster.instances.map((i) => i.baseUrl).join(',');
  process.env.CLUSTER_DATA_DIRS = cluster.instances.map((i) => i.dataDir).join(',');
  console.log(`\ncluster of ${cluster.instances.length} instances up in ${((Date.now() - started) / 1000).toFixed(1)} s behind ${cluster.proxy.baseUrl}`);
};
