import { QueryFailedError } from 'typeorm';
import { forLog } from './api-exception.filter';
import { maskPersonalData, redact } from './logger';
import { SqlLogger } from './persistence/sql-logger';

const HASH = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=';
const SESSION = 'zTdIPpWoU8T-niTNob2DMaxK2vPYTdbPveMCL07Vnf8';

describe('redact', () => {
  it('never lets passwords, tokens, cookies or the apiCode reach a log line', () => {
    const out = redact({ email: 'a@b.de', password: 'Secret#123456', nested: { newPassword: 'x', apiCode: 'y', sessionId: 'z' }, list: [{ token: 't' }] });
    expect(out).toEqual({ email: 'a***@b.de', password: '[redacted]', nested: { newPassword: '[redacted]', apiCode: '[redacted]', sessionId: '[redacted]' }, list: [{ token: '[redacted]' }] });
  });

  it('leaves plain messages alone', () => {
    expect(redact('shop ready')).toBe('shop ready');
  });
});

describe('maskPersonalData', () => {
  it('masks e-mail addresses, password hashes and session-like tokens in any text', () => {
    const text = `user kunde.mueller@firma-test.example hash ${HASH} cookie shop_session=${SESSION}.`;
    const out = maskPersonalData(text);
    expect(out).toBe('user k***@firma-test.example hash scrypt$[redacted] cookie shop_session=[token].');
  });

  it('leaves ordinary log text (paths, versions, durations, article numbers) alone', () => {
    const text = 'catalogue v12 loaded 2000 products in 812 ms; GET /api/catalogue/products/SL-EPDM-006 /assets/index-DSCIwIDT.js';
    expect(maskPersonalData(text)).toBe(text);
    const rules = `${'-'.repeat(48)} ${'='.repeat(40)} idx_catalogue_product_translation_search_vector`;
    expect(maskPersonalData(rules)).toBe(rules);
  });

  it('masks link codes, device cookies and hex digests however they are quoted', () => {
    const hex = 'a3f1'.repeat(16);
    expect(maskPersonalData(`code=${SESSION}&x "${hex}" (${SESSION.toLowerCase()})`)).toBe('code=[token]&x "[token]" ([token])');
  });
});

describe('failed queries in the log', () => {
  const params = ['kunde@firma-test.example', HASH, SESSION];
  const query = 'INSERT INTO "user" ("email", "password_hash", "company") VALUES ($1, $2, $3)';

  it('SqlLogger writes SQLSTATE and statement, never the parameters', () => {
    const lines: unknown[] = [];
    const logger = new SqlLogger(true);
    (logger as unknown as { logger: { error: (m: unknown) => void; debug: (m: unknown) => void } }).logger = { error: (m) => lines.push(m), debug: (m) => lines.push(m) };
    logger.logQueryError(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }), query, params);
    logger.logQuery(query, params);
    const text = JSON.stringify(lines);
    expect(text).toContain('22021');
    expect(text).toContain('INSERT INTO');
    for (const p of params) expect(text).not.toContain(p);
  });

  it('an unexpected query failure is logged by code and statement, without the message that quotes values', () => {
    const error = new QueryFailedError(query, params, Object.assign(new Error(`duplicate key: (email)=(${params[0]})`), { code: '23505' }));
    const { detail, stack } = forLog(error);
    expect(detail).toEqual({ error: 'QueryFailedError', sqlState: '23505', statement: query });
    const text = JSON.stringify(detail) + stack;
    for (const p of params) expect(text).not.toContain(p);
  });
});
