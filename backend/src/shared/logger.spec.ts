import { QueryFailedError, type QueryRunner } from 'typeorm';
import { forLog } from './api-exception.filter';
import { errorForLog, maskPersonalData, redact } from './logger';
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

  it('with a query runner, for slow queries and at debug level too: duration and statement, never a parameter', () => {
    const lines: unknown[] = [];
    const sink = (m: unknown) => lines.push(m);
    const logger = new SqlLogger(true);
    (logger as unknown as { logger: Record<string, (m: unknown) => void> }).logger = { error: sink, debug: sink, warn: sink, log: sink };
    const runner = { isTransactionActive: true, data: { email: params[0] } } as unknown as QueryRunner;
    logger.logQuery(`  ${query}\n   RETURNING "id"  `, params, runner);
    logger.logQuerySlow(1234, query, params, runner);
    logger.logQueryError(new QueryFailedError(query, params, Object.assign(new Error(`Failing row contains (1, ${params[0]}, ${params[1]})`), { code: '23514' })), query, params, runner);
    logger.logQueryError('connection lost', query, params, runner);
    expect(lines).toEqual([
      `${query} RETURNING "id"`,
      { msg: 'slow query', ms: 1234, statement: query },
      { msg: 'query failed', sqlState: '23514', statement: query },
      { msg: 'query failed', sqlState: null, statement: query },
    ]);
    for (const p of params) expect(JSON.stringify(lines)).not.toContain(p);
  });

  it('an unexpected query failure is logged by code and statement, without the message that quotes values', () => {
    const error = new QueryFailedError(query, params, Object.assign(new Error(`duplicate key: (email)=(${params[0]})`), { code: '23505' }));
    const { detail, stack } = forLog(error);
    expect(detail).toEqual({ error: 'QueryFailedError', sqlState: '23505', statement: query });
    const text = JSON.stringify(detail) + stack;
    for (const p of params) expect(text).not.toContain(p);
  });
});

describe('errorForLog', () => {
  it('keeps the name and codes of an error, never its message', () => {
    const smtp = Object.assign(new Error('Can\'t send mail - all recipients were rejected: 550 <kunde@firma-test.example>'), { code: 'EENVELOPE', responseCode: 550 });
    expect(errorForLog(smtp)).toEqual({ error: 'Error', code: 'EENVELOPE', responseCode: 550 });
    const query = new QueryFailedError('INSERT …', ['kunde@firma-test.example'], Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(JSON.stringify(errorForLog(query))).not.toContain('firma-test');
    expect(errorForLog('just text')).toEqual({ error: 'string' });
  });
});
