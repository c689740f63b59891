// The browser tests' global setup: the API tests' (fake VIES, template databases, the shared shop) and one Chromium
// for the whole run. Each suite connects to it (test/browser/support.ts) and works in browser contexts of its own,
// instead of starting a Chromium per suite.
const { chromium } = require('playwright-core');
const apiSetup = require('../api/support/global-setup');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

module.exports = async function globalSetup() {
  const [browserServer] = await Promise.all([chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ARGS }), apiSetup()]);
  globalThis.__SHOP_BROWSER_SERVER__ = browserServer;
  process.env.SHOP_BROWSER_WS = browserServer.wsEndpoint();
};

module.exports.CHROMIUM = CHROMIUM;
module.exports.ARGS = ARGS;
