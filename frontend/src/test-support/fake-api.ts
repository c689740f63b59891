/**
 * A hand-written fake of the stores' transport (ShopApi): no network. Tests register answers per operation;
 * the answers are typed from the generated document like the real client's, so a fixture that no longer
 * matches the API fails the type check. Every call is recorded.
 */
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { AnswerData, ApiResult, DeletePath, GetPath, InitParam, Operation, PatchPath, PostPath, PutPath, RequestBody, ShopApi, ShopPaths } from '../api/client';
import type { ApiError } from '../api/contracts';

type ParamsOf<Op> = Op extends { parameters: infer P } ? P : never;

/** What a handler sees of a call. */
export interface FakeCall<Op> {
  params?: ParamsOf<Op>;
  body?: RequestBody<Op>;
  expectedErrors?: readonly string[];
  keepalive?: boolean;
}

export interface RecordedCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  params: unknown;
  body: unknown;
}

type Handler = (call: FakeCall<unknown>) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** A successful answer. */
export function ok<T>(data: T): ApiResult<T> {
  return { ok: true, data, status: 200 };
}

/** A failed answer with the API's error shape. */
export function fail(code: string, status = 400, fields?: Record<string, string>): ApiResult<never> {
  const error: ApiError = { code, message: code, ...(fields ? { fields } : {}) };
  return { ok: false, status, error };
}

/** Resolves after every pending promise callback (answers of the fake resolve at once). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class FakeApi implements ShopApi {
  readonly calls: RecordedCall[] = [];
  readonly reports: Array<{ errMsg: string; errInfo: unknown }> = [];
  private readonly handlers = new Map<string, Handler>();

  /** Answers GET `path`; the handler may look at the params. */
  onGet<P extends GetPath>(
    path: P,
    handler: (call: FakeCall<Operation<P, 'get'>>) => ApiResult<AnswerData<Operation<P, 'get'>>> | Promise<ApiResult<AnswerData<Operation<P, 'get'>>>>,
  ): this {
    this.handlers.set(`GET ${path}`, handler as Handler);
    return this;
  }

  /** Answers POST `path`; the handler may look at the body. */
  onPost<P extends PostPath>(
    path: P,
    handler: (call: FakeCall<Operation<P, 'post'>>) => ApiResult<AnswerData<Operation<P, 'post'>>> | Promise<ApiResult<AnswerData<Operation<P, 'post'>>>>,
  ): this {
    this.handlers.set(`POST ${path}`, handler as Handler);
    return this;
  }

  /** Answers PUT `path`. */
  onPut<P extends PutPath>(
    path: P,
    handler: (call: FakeCall<Operation<P, 'put'>>) => ApiResult<AnswerData<Operation<P, 'put'>>> | Promise<ApiResult<AnswerData<Operation<P, 'put'>>>>,
  ): this {
    this.handlers.set(`PUT ${path}`, handler as Handler);
    return this;
  }

  /** Answers DELETE `path`. */
  onDelete<P extends DeletePath>(
    path: P,
    handler: (call: FakeCall<Operation<P, 'delete'>>) => ApiResult<AnswerData<Operation<P, 'delete'>>> | Promise<ApiResult<AnswerData<Operation<P, 'delete'>>>>,
  ): this {
    this.handlers.set(`DELETE ${path}`, handler as Handler);
    return this;
  }

  /** Answers PATCH `path`. */
  onPatch<P extends PatchPath>(
    path: P,
    handler: (call: FakeCall<Operation<P, 'patch'>>) => ApiResult<AnswerData<Operation<P, 'patch'>>> | Promise<ApiResult<AnswerData<Operation<P, 'patch'>>>>,
  ): this {
    this.handlers.set(`PATCH ${path}`, handler as Handler);
    return this;
  }

  /** The recorded calls of one path (any method). */
  callsTo(path: GetPath | PostPath | PutPath): RecordedCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  get<P extends GetPath, I extends MaybeOptionalInit<ShopPaths[P], 'get'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'get'>>>>;
  get(path: string, init?: FakeCall<unknown>): Promise<ApiResult<unknown>> {
    return this.dispatch('GET', path, init);
  }

  post<P extends PostPath, I extends MaybeOptionalInit<ShopPaths[P], 'post'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'post'>>>>;
  post(path: string, init?: FakeCall<unknown>): Promise<ApiResult<unknown>> {
    return this.dispatch('POST', path, init);
  }

  put<P extends PutPath, I extends MaybeOptionalInit<ShopPaths[P], 'put'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'put'>>>>;
  put(path: string, init?: FakeCall<unknown>): Promise<ApiResult<unknown>> {
    return this.dispatch('PUT', path, init);
  }

  delete<P extends DeletePath, I extends MaybeOptionalInit<ShopPaths[P], 'delete'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'delete'>>>>;
  delete(path: string, init?: FakeCall<unknown>): Promise<ApiResult<unknown>> {
    return this.dispatch('DELETE', path, init);
  }

  patch<P extends PatchPath, I extends MaybeOptionalInit<ShopPaths[P], 'patch'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'patch'>>>>;
  patch(path: string, init?: FakeCall<unknown>): Promise<ApiResult<unknown>> {
    return this.dispatch('PATCH', path, init);
  }

  /** A form post: the handler of POST `path` sees the FormData as the body. */
  postForm<P extends PostPath>(path: P, form: FormData): Promise<ApiResult<AnswerData<Operation<P, 'post'>>>>;
  postForm(path: string, form: FormData): Promise<ApiResult<unknown>> {
    return this.dispatch('POST', path, { body: form });
  }

  async getBlob(): Promise<Blob | null> {
    return null;
  }

  reportFrontendError(errMsg: string, errInfo: unknown = ''): void {
    this.reports.push({ errMsg, errInfo });
  }

  private async dispatch(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', path: string, init: FakeCall<unknown> | undefined): Promise<ApiResult<unknown>> {
    this.calls.push({ method, path, params: init?.params, body: init?.body });
    const handler = this.handlers.get(`${method} ${path}`);
    if (!handler) return fail('NOT_FOUND', 404);
    return handler(init ?? {});
  }
}
