import { Logger, type ArgumentsHost } from '@nestjs/common';
import { ApiExceptionFilter } from './api-exception.filter';

/** The filter's answer to an exception, and what it logged. */
function answer(exception: unknown): { status: number; body: { error: { code: string; message: string } }; warned: unknown[]; errors: unknown[] } {
  const sent: { status: number; body: unknown } = { status: 0, body: undefined };
  const reply = {
    sent: false,
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header() {
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'GET', url: '/api/admin/orders?userId=1' }) }) } as unknown as ArgumentsHost;
  const warned: unknown[] = [];
  const errors: unknown[] = [];
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warned.push(message));
  const error = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(message));
  try {
    new ApiExceptionFilter().catch(exception, host);
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
  return { ...(sent as { status: number; body: { error: { code: string; message: string } } }), warned, errors };
}

/** A failed query as TypeORM throws it (QueryFailedError: the driver's error under driverError). */
function queryFailed(sqlState: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'QueryFailedError', query: 'SELECT * FROM shop_order WHERE user_id = $1', driverError: { code: sqlState } });
}

describe('ApiExceptionFilter', () => {
  it('answers a database refusal of a request value (out of range, malformed, no such day, NUL) 400 VALIDATION_FAILED, logged as a warning without the value', () => {
    for (const state of ['22003', '22P02', '22008', '22007', '22021', '22P05', '22001']) {
      const { status, body, warned, errors } = answer(queryFailed(state, 'value "99999999999999999999" is out of range for type bigint'));
      expect([state, status, body.error.code]).toEqual([state, 400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(body)).not.toContain('99999');
      expect(errors).toEqual([]);
      expect(warned).toHaveLength(1);
      expect(JSON.stringify(warned)).toContain(state);
      expect(JSON.stringify(warned)).not.toContain('99999');
    }
    // The driver's own error (raw queries) carries the SQLSTATE as its code.
    expect(answer(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' })).status).toBe(400);
  });

  it('still answers every other database failure 500 INTERNAL_ERROR, with its stack in the log', () => {
    for (const state of ['23505', '40001', '57014', '42P01']) {
      const { status, body, errors } = answer(queryFailed(state, 'boom'));
      expect([state, status, body.error.code]).toEqual([state, 500, 'INTERNAL_ERROR']);
      expect(errors).toHaveLength(1);
    }
    expect(answer(new TypeError('x is undefined')).status).toBe(500);
  });

  it('answers a body over the limit 413 PAYLOAD_TOO_LARGE with its own message', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    const { status, body } = answer(tooLarge);
    expect([status, body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(body.error.message).toMatch(/larger than/);
  });
});
