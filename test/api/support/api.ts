import request from 'supertest';

export const API_CODE = process.env.API_CODE ?? 'shop-dev-api-code';

/** supertest against the server the global setup started. */
export function http() {
  const base = process.env.SHOP_BASE_URL;
  if (!base) throw new Error('SHOP_BASE_URL is not set: the global setup did not start a server');
  return request(base);
}

/** A POST under /api with the apiCode header and a JSON body. */
export function post(path: string, body: unknown = {}) {
  return http().post(path).set('apiCode', API_CODE).set('content-type', 'application/json').send(JSON.stringify(body));
}
