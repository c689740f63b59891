import request from 'supertest';

export const API_CODE = process.env.API_CODE ?? 'shop-dev-api-code';

/** supertest against the server the global setup started. */
export function http() {
  const base = process.env.SHOP_BASE_URL;
  if (!base) throw new Error('SHOP_BASE_URL is not set: the global setup did not start a server');
  return request(base);
}

/**
 * This suite's client address (Jest loads this module once per test file): what the shop counts per client address
 * is counted per suite, not across the suites that share the server (see `Shop` in identity-support.ts).
 */
const SUITE_ADDRESS = `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A POST under /api with the apiCode header and a JSON body, from this suite's client address. */
export function post(path: string, body: unknown = {}) {
  return http().post(path).set('apiCode', API_CODE).set('x-forwarded-for', SUITE_ADDRESS).set('content-type', 'application/json').send(JSON.stringify(body));
}
