import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { JsonBodyError } from './http/json-body';
import { statementForLog } from './persistence/sql-logger';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * SQLSTATEs of data exceptions a request's values cause when they get past validation to the database: a number
 * out of range for its column, text that is no number or date, a day that does not exist, text too long for its
 * column, characters the database cannot store (NUL). Answered 400 VALIDATION_FAILED and logged as a warning
 * without a stack (docs/decisions/0033): validation should have refused the value, the log tells where it did not.
 */
export const INPUT_DATA_EXCEPTIONS: ReadonlySet<string> = new Set(['22P02', '22003', '22007', '22008', '22001', '22021', '22P05', '22025', '2201B']);

/** The SQLSTATE of a database error (TypeORM's QueryFailedError or the driver's own), if it is one. */
export function sqlStateOf(exception: unknown): string | null {
  const e = exception as { code?: unknown; driverError?: { code?: unknown } } | null;
  const state = e?.driverError?.code ?? e?.code;
  return typeof state === 'string' && /^[0-9A-Z]{5}$/.test(state) ? state : null;
}

const isInputDataException = (exception: unknown) => INPUT_DATA_EXCEPTIONS.has(sqlStateOf(exception) ?? '');

/**
 * The one place that turns failures into HTTP answers: `{ error: { code, message } }` with the right
 * status. Unexpected errors are logged with their stack on the server and answered as INTERNAL_ERROR
 * without any detail — never a stack trace to the client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception);
    if (isInputDataException(exception)) {
      // The database's refusal of a value (the safety net above): where validation let something through.
      const { detail } = forLog(exception);
      this.logger.warn({ msg: 'request value refused by the database', method: request.method, url: request.url.split('?')[0], status, ...detail });
    }
    if (status >= 500) {
      const { detail, stack } = forLog(exception);
      this.logger.error({ msg: 'request failed', method: request.method, url: request.url.split('?')[0], status, ...detail }, stack);
    }
    if (reply.sent) return;
    if (exception instanceof ApiError && exception.retryAfterSeconds !== undefined) void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private describe(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof ApiError) {
      return {
        status: exception.getStatus(),
        body: { error: { code: exception.code, message: exception.message, ...(exception.fields ? { fields: exception.fields } : {}) } },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const raw = typeof res === 'string' ? res : ((res as { message?: unknown }).message ?? exception.message);
      const message = Array.isArray(raw) ? raw.join('; ') : String(raw);
      if (status >= 500) return { status, body: { error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred. It has been logged.' } } };
      // Fastify's JSON body parser failures reach Nest as a 400 whose text names JSON.
      const code = status === 400 && /JSON/i.test(message) ? 'INVALID_JSON' : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
      return { status, body: { error: { code, message: code === 'INVALID_JSON' ? 'The request body is not valid JSON.' : message } } };
    }
    if (exception instanceof JsonBodyError) return { status: 400, body: { error: { code: exception.code, message: exception.message } } };
    if (isInputDataException(exception)) {
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'A value of the request is malformed or out of range.' } } };
    }
    // Errors raised by Fastify itself before Nest's pipeline (bad JSON, body too large, wrong content type).
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const code = (exception as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(String((exception as Error).message))
        ? 'INVALID_JSON'
        : (CODE_BY_STATUS[fastifyStatus] ?? 'BAD_REQUEST');
      const message = code === 'PAYLOAD_TOO_LARGE' ? 'The request body is larger than this call accepts.' : 'The request could not be read.';
      return { status: fastifyStatus, body: { error: { code, message } } };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred. It has been logged.' } },
    };
  }
}

/**
 * What of an unexpected error may be logged. A failed query's message can quote the values it was given
 * (personal data), so it is logged by SQLSTATE code and statement, its stack without the message line.
 */
export function forLog(exception: unknown): { detail: Record<string, unknown>; stack: string } {
  if (!(exception instanceof Error)) return { detail: {}, stack: typeof exception };
  const sqlState = (exception as { code?: unknown; driverError?: { code?: unknown } }).driverError?.code ?? (exception as { code?: unknown }).code;
  const query = (exception as { query?: unknown }).query;
  if (typeof query === 'string' || (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState))) {
    const frames = (exception.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      detail: { error: exception.name, sqlState: sqlState ?? null, statement: typeof query === 'string' ? statementForLog(query) : null },
      stack: [exception.name, ...frames].join('\n'),
    };
  }
  return { detail: {}, stack: exception.stack ?? exception.name };
}
