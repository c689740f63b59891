import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { parseVatId, type VatId } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { loadConfig, ShopConfig } from '../../../../config/app-config';
import { ViesVatIdCheck } from './vies-vat-id-check';

// The adapter against a local stand-in for VIES (its REST contract: POST {countryCode, vatNumber,
// requester…} → {valid, requestIdentifier} or {errorWrappers: [{error}]}); the answers' storage is a stand-in
// too (the SQL runs in the API tests, test/api/vat.e2e-spec.ts, on both databases).

type Handler = (body: Record<string, string>, res: ServerResponse) => void;

const id = (text: string): VatId => {
  const parsed = parseVatId(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const BUYER = id('ATU13585627');
const SELLER = id('DE811125440');

let server: Server;
let url: string;
let handler: Handler;
let requests: Array<Record<string, string>>;

beforeAll(async () => {
  Logger.overrideLogger(false);
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      requests.push(body);
      handler(body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  requests = [];
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A storage stand-in: `kept` answers the SELECT; INSERTs are recorded. */
function storage(kept: Array<Record<string, unknown>> = []) {
  const written: unknown[][] = [];
  const db = {
    query: async (sql: string, params: unknown[]) => {
      if (sql.trim().startsWith('SELECT')) return kept;
      written.push(params);
      return [];
    },
  } as unknown as DataSource;
  return { db, written };
}

function check(db: DataSource, timeoutMs = 2000) {
  return new ViesVatIdCheck(db, new ShopConfig({ ...loadConfig({ VIES_URL: url, VIES_TIMEOUT_MS: String(timeoutMs) }) }));
}

describe('ViesVatIdCheck', () => {
  it('sends the id with the seller as requester; a valid answer with its consultation number is kept', async () => {
    handler = (body, res) => json(res, 200, { countryCode: body.countryCode, vatNumber: body.vatNumber, valid: true, requestIdentifier: 'WAPIAAAAZ1', name: 'X', address: 'Y' });
    const { db, written } = storage();
    const outcome = await check(db).check(BUYER, SELLER);
    expect(requests).toEqual([{ countryCode: 'AT', vatNumber: 'U13585627', requesterMemberStateCode: 'DE', requesterNumber: '811125440' }]);
    expect(outcome).toMatchObject({ status: 'valid', reference: 'WAPIAAAAZ1' });
    expect(Number.isNaN(Date.parse(outcome.checkedAt ?? ''))).toBe(false);
    expect(written).toEqual([['ATU13585627', 'valid', 'WAPIAAAAZ1', outcome.checkedAt]]);
  });

  it('answers invalid when VIES says so, and for INVALID_INPUT', async () => {
    handler = (body, res) => json(res, 200, { countryCode: body.countryCode, vatNumber: body.vatNumber, valid: false, requestIdentifier: '' });
    expect(await check(storage().db).check(BUYER, null)).toMatchObject({ status: 'invalid', reference: null });
    handler = (_body, res) => json(res, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT', message: 'x' }] });
    expect(await check(storage().db).check(BUYER, null)).toMatchObject({ status: 'invalid' });
  });

  it('answers unavailable for a member state that is down, a server error, an unreadable answer', async () => {
    for (const answer of [
      (res: ServerResponse) => json(res, 200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }),
      (res: ServerResponse) => json(res, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }),
      (res: ServerResponse) => json(res, 503, 'busy'),
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>maintenance</html>');
      },
    ]) {
      handler = (_body, res) => answer(res);
      expect(await check(storage().db).check(BUYER, null)).toMatchObject({ status: 'unavailable', reference: null });
    }
  });

  it('gives up after the timeout and answers unavailable (kept for a minute, not for the day)', async () => {
    handler = (body, res) => setTimeout(() => json(res, 200, { valid: true, countryCode: body.countryCode, vatNumber: body.vatNumber }), 1500);
    const { db, written } = storage();
    expect(await check(db, 200).check(BUYER, null)).toMatchObject({ status: 'unavailable' });
    expect(written).toEqual([['ATU13585627', 'unavailable', null, expect.any(String)]]);
  });

  it('answers unavailable when nothing listens', async () => {
    const nobody = new ViesVatIdCheck(storage().db, new ShopConfig(loadConfig({ VIES_URL: 'http://127.0.0.1:9/check-vat-number', VIES_TIMEOUT_MS: '1000' })));
    expect(await nobody.check(BUYER, null)).toMatchObject({ status: 'unavailable' });
  });

  it('a requester VIES refuses is dropped and the buyer’s id asked alone', async () => {
    handler = (body, res) =>
      body.requesterNumber ? json(res, 200, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_REQUESTER_INFO' }] }) : json(res, 200, { valid: true, countryCode: body.countryCode, vatNumber: body.vatNumber });
    expect(await check(storage().db).check(BUYER, SELLER)).toMatchObject({ status: 'valid', reference: null });
    expect(requests.map((r) => r.requesterNumber ?? null)).toEqual(['811125440', null]);
  });

  it('a kept answer is used without asking VIES', async () => {
    handler = () => {
      throw new Error('VIES must not be asked');
    };
    const kept = [{ status: 'valid', reference: 'WAPIKEPT', checked_at: new Date('2026-11-20T08:00:00Z') }];
    expect(await check(storage(kept).db).check(BUYER, SELLER)).toEqual({ status: 'valid', reference: 'WAPIKEPT', checkedAt: '2026-11-20T08:00:00.000Z' });
    expect(requests).toEqual([]);
  });
});
