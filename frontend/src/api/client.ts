// openapi-fetch gives the init type of an operation (types only: the requests are built below, ADR 0061).
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiError } from './contracts';
import type { paths } from './schema';

// ---- Types of the calls, read from the generated `paths` ----------------------------------------------------

/**
 * One operation of the document without its `apiCode` header parameter: the client's middleware adds that
 * header to every call, so callers do not pass it.
 */
type WithoutApiCode<Op> = Op extends { parameters: infer Params }
  ? Omit<Op, 'parameters'> & { parameters: Omit<Params, 'header'> & { header?: Record<string, string> } }
  : Op;

/** The generated `paths` as callers use them (the apiCode header is the middleware's job). */
export type ShopPaths = { [P in keyof paths]: { [M in keyof paths[P]]: WithoutApiCode<paths[P][M]> } };

export type GetPath = PathsWithMethod<ShopPaths, 'get'>;
export type PostPath = PathsWithMethod<ShopPaths, 'post'>;
export type PutPath = PathsWithMethod<ShopPaths, 'put'>;
export type DeletePath = PathsWithMethod<ShopPaths, 'delete'>;
export type PatchPath = PathsWithMethod<ShopPaths, 'patch'>;
export type Operation<P extends keyof ShopPaths, M extends HttpMethod> = ShopPaths[P] extends Record<M, infer Op> ? Op : never;

/** The `data` of an operation's JSON 200 answer (every answer is `{ data }`, docs/decisions/0003). */
export type AnswerData<Op> = Op extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;
/** The JSON request body of an operation. */
export type RequestBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** What a caller may add to a call besides the operation's params and body. */
export interface CallOptions {
  /**
   * Error codes that are ordinary business answers of this call (a wrong password, an unknown order): they go
   * back to the caller without being logged or reported as frontend errors (docs/decisions/0008).
   */
  expectedErrors?: readonly string[];
  /** Lets small fire-and-forget posts (tracking) finish while the page unloads. */
  keepalive?: boolean;
}

/** openapi-fetch's init argument (params, body, …): required when the operation has required parts. */
type OpenApiInitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
export type InitParam<Init> = OpenApiInitParam<Init & CallOptions>;

export type ApiResult<T> =
  | { ok: true; data: T; status: number; error?: undefined }
  | { ok: false; data?: undefined; status: number; error: ApiError };

/**
 * The transport the stores talk to (a port: the browser uses ApiClient, unit tests a hand-written fake).
 * Every call is typed from the generated OpenAPI document: the path picks the operation, which decides the
 * params, the body and the type of the answer's `data`.
 */
export interface ShopApi {
  get<P extends GetPath, I extends MaybeOptionalInit<ShopPaths[P], 'get'>>(
    path: P,
    ...init: InitParam<I>
  ): Promise<ApiResult<AnswerData<Operation<P, 'get'>>>>;
  post<P extends PostPath, I extends MaybeOptionalInit<ShopPaths[P], 'post'>>(
    path: P,
    ...init: InitParam<I>
  ): Promise<ApiResult<AnswerData<Operation<P, 'post'>>>>;
  put<P extends PutPath, I extends MaybeOptionalInit<ShopPaths[P], 'put'>>(
    path: P,
    ...init: InitParam<I>
  ): Promise<ApiResult<AnswerData<Operation<P, 'put'>>>>;
  delete<P extends DeletePath, I extends MaybeOptionalInit<ShopPaths[P], 'delete'>>(
    path: P,
    ...init: InitParam<I>
  ): Promise<ApiResult<AnswerData<Operation<P, 'delete'>>>>;
  patch<P extends PatchPath, I extends MaybeOptionalInit<ShopPaths[P], 'patch'>>(
    path: P,
    ...init: InitParam<I>
  ): Promise<ApiResult<AnswerData<Operation<P, 'patch'>>>>;
  /** Posts a multipart form (a file upload, docs/rules/calls.md#conventions: one form-data post helper); answers like `post`. */
  postForm<P extends PostPath>(path: P, form: FormData, options?: CallOptions): Promise<ApiResult<AnswerData<Operation<P, 'post'>>>>;
  /** GET a file (the CAD download). Resolves to null on failure. */
  getBlob<P extends GetPath, I extends MaybeOptionalInit<ShopPaths[P], 'get'>>(path: P, ...init: InitParam<I>): Promise<Blob | null>;
  /** Reports a frontend error; never throws, never reports its own failure. */
  reportFrontendError(errMsg: string, errInfo?: unknown): void;
  /** Where posts get their visitor-statistics fields (iid, aqus) from; fakes may leave it out. */
  setPostFields?(source: () => Record<string, string> | null): void;
}

// ---- Options ----------------------------------------------------------------------------------------------

export interface ApiClientOptions {
  /** Origin of the HTTP API (the paths of the document start with /api); default '' (same origin). */
  baseUrl?: string;
  /** Injected for tests, server rendering and its replay; default the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the apiCode header comes from; default the server-injected meta tag. */
  apiCode?: () => string;
  /** Console used for failure logs; default the global console. */
  logger?: Pick<Console, 'error'>;
  /** Fields added to the JSON body of posts whose operation accepts them (visitor statistics: iid, aqus). */
  postFields?: () => Record<string, string> | null;
}

export const API_CODE_META = 'shop-api-code';
export const DEV_API_CODE = 'shop-dev-api-code';
const FRONTEND_ERROR_PATH = '/api/system/frontend-error';

/** The apiCode the server wrote into `<meta name="shop-api-code">`, or the development fallback. */
export function readApiCode(doc: Document | undefined = globalThis.document): string {
  const value = doc?.querySelector(`meta[name="${API_CODE_META}"]`)?.getAttribute('content');
  return value && value.trim() ? value.trim() : DEV_API_CODE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, id] of Object.entries(value)) if (typeof id === 'string') fields[key] = id;
  return fields;
}

/** `{ error: { code, message, fields? } }` of any failed answer; a body without it gets a code from the status. */
export function toApiError(body: unknown, status: number): ApiError {
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields } = body.error;
    const known = stringFields(fields);
    return {
      code: typeof code === 'string' && code ? code : 'INTERNAL_ERROR',
      message: typeof message === 'string' ? message : '',
      ...(known ? { fields: known } : {}),
    };
  }
  return { code: status === 0 ? 'NETWORK_ERROR' : status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR', message: `HTTP ${status}` };
}

/**
 * POST operations whose JSON request body declares the visitor-statistics fields iid and aqus. A post without
 * a JSON body (the multipart cart import) has the body type never, whose keys would be any key: left out.
 */
type TrackedPostPath = {
  [P in PostPath]: [RequestBody<Operation<P, 'post'>>] extends [never]
    ? never
    : 'iid' extends keyof RequestBody<Operation<P, 'post'>>
      ? 'aqus' extends keyof RequestBody<Operation<P, 'post'>>
        ? P
        : never
      : never;
}[PostPath];

/**
 * Every post whose body accepts iid and aqus (docs/rules/calls.md#tracking-and-error-reports: posts add iid and aqus while visitor
 * statistics are enabled). The type check below fails when the document adds or drops one.
 */
export const TRACKED_POSTS = [
  '/api/user/register',
  '/api/user/email-confirm',
  '/api/user/logout',
  '/api/user/pwd-reset-request',
  '/api/user/pwd-check-code',
  '/api/user/pwd-new',
  '/api/user/email-new',
  '/api/user/edit',
  '/api/user/saveaddress',
  '/api/user/deleteaddress',
  '/api/user/orders',
  '/api/user/order',
  '/api/user/offers',
  '/api/facade/frontend/login',
  '/api/admin/setup/install',
  '/api/admin/login',
  '/api/admin/logout',
  '/api/int/add',
  '/api/catalogue/products/by-ids',
  '/api/sales/prices',
  '/api/sales/cart/price',
  '/api/sales/cart/merge',
  '/api/checkout/options',
  '/api/order/new',
  '/api/order/offer/new',
  '/api/order/offer/guest/new',
  '/api/webpage/params',
  '/api/system/frontend-error',
  '/api/facade/frontend/contact-form',
  '/api/company/members',
  '/api/company/invitation',
  '/api/requisition-lists',
  '/api/requisition-lists/{id}/lines',
  '/api/requisition-lists/{id}/to-cart',
] as const satisfies readonly TrackedPostPath[];
type Untracked = Exclude<TrackedPostPath, (typeof TRACKED_POSTS)[number]>;
const trackedPostsComplete: [Untracked] extends [never] ? true : Untracked = true;
void trackedPostsComplete;

const trackedPosts = new Set<string>(TRACKED_POSTS);

// ---- The client -------------------------------------------------------------------------------------------------

type RawAnswer = { data?: unknown; error?: unknown; response: Response };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What `send` reads of a call's init: the operation's params and body, and the transport's own options. */
interface SendInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, string> };
  body?: unknown;
  headers?: Record<string, string>;
  parseAs?: 'json' | 'blob';
  keepalive?: boolean;
}

/** `?a=1&b=x` of a call's query params, in their order; undefined and null are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The operation's path with its `{name}` params filled in, each URI-encoded. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}

/**
 * The one HTTP client of the frontend, typed by the generated OpenAPI document. Same-origin credentials and the
 * apiCode header on every call; posts whose operation accepts them carry the visitor-statistics fields; every
 * failed answer reaches the caller as `{ error: { code, message, fields } }`. A failed post is logged (URL,
 * status, data) and reported as a frontend error unless its code is one the caller expects; the caller gets
 * `{ ok: false, error }`.
 */
export class ApiClient implements ShopApi {
  private readonly baseUrl: string;
  private readonly fetchImpl: (request: Request) => Promise<Response>;
  private readonly apiCode: () => string;
  private readonly logger: Pick<Console, 'error'>;
  /** Set while the page unloads: requests cut off by a reload or navigation are not failures to report. */
  private unloading = false;
  private postFields: () => Record<string, string> | null;

  constructor(options: ApiClientOptions = {}) {
    this.postFields = options.postFields ?? (() => null);
    this.fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.apiCode = options.apiCode ?? (() => readApiCode());
    this.logger = options.logger ?? console;
    if (typeof window !== 'undefined') {
      const mark = () => {
        this.unloading = true;
      };
      window.addEventListener('pagehide', mark);
      window.addEventListener('beforeunload', mark);
      window.addEventListener('pageshow', () => {
        this.unloading = false;
      });
    }
  }

  /** Where posts get their visitor-statistics fields from, once the stores that decide it exist. */
  setPostFields(source: () => Record<string, string> | null): void {
    this.postFields = source;
  }

  get<P extends GetPath, I extends MaybeOptionalInit<ShopPaths[P], 'get'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'get'>>>> {
    return this.settle(path, 'GET', () => this.send('GET', path, init[0]), init[0]?.expectedErrors);
  }

  post<P extends PostPath, I extends MaybeOptionalInit<ShopPaths[P], 'post'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'post'>>>> {
    return this.settle(path, 'POST', () => this.send('POST', path, init[0]), init[0]?.expectedErrors);
  }

  put<P extends PutPath, I extends MaybeOptionalInit<ShopPaths[P], 'put'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'put'>>>> {
    return this.settle(path, 'PUT', () => this.send('PUT', path, init[0]), init[0]?.expectedErrors);
  }

  delete<P extends DeletePath, I extends MaybeOptionalInit<ShopPaths[P], 'delete'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'delete'>>>> {
    return this.settle(path, 'DELETE', () => this.send('DELETE', path, init[0]), init[0]?.expectedErrors);
  }

  patch<P extends PatchPath, I extends MaybeOptionalInit<ShopPaths[P], 'patch'>>(path: P, ...init: InitParam<I>): Promise<ApiResult<AnswerData<Operation<P, 'patch'>>>> {
    return this.settle(path, 'PATCH', () => this.send('PATCH', path, init[0]), init[0]?.expectedErrors);
  }

  postForm<P extends PostPath>(path: P, form: FormData, options: CallOptions = {}): Promise<ApiResult<AnswerData<Operation<P, 'post'>>>> {
    return this.settle(path, 'POST', () => this.send('POST', path, { body: form, ...options }), options.expectedErrors);
  }

  async getBlob<P extends GetPath, I extends MaybeOptionalInit<ShopPaths[P], 'get'>>(path: P, ...init: InitParam<I>): Promise<Blob | null> {
    // The same params, read as a file: parseAs changes how the body is read, not what the request is.
    try {
      const answer = await this.send('GET', path, { ...init[0], parseAs: 'blob', headers: { Accept: '*/*' } });
      return answer.response.ok && answer.data instanceof Blob ? answer.data : null;
    } catch {
      return null;
    }
  }

  reportFrontendError(errMsg: string, errInfo: unknown = ''): void {
    let info: string;
    try {
      info = typeof errInfo === 'string' ? errInfo : JSON.stringify(errInfo);
    } catch {
      info = String(errInfo);
    }
    try {
      // Straight through `send`, not `post`: a failing report is never reported again.
      void this.send('POST', FRONTEND_ERROR_PATH, { body: { errMsg: String(errMsg).slice(0, 1000), errInfo: (info ?? '').slice(0, 4000) }, keepalive: true }).catch(
        () => undefined,
      );
    } catch {
      // reporting is best effort
    }
  }

  /**
   * Builds and sends one request: the URL from the operation's path and query params, the body as JSON (a
   * FormData as it is: the browser sets the multipart boundary), the apiCode header and `Accept: application/json`
   * unless the call names another. The answer's body is read as JSON (or a blob); a failed answer's as JSON if
   * it is, else as text. The public methods above carry the document's types (the path picks the params, body
   * and answer); this body works on the untyped view of the same call (docs/decisions/0030).
   */
  private async send(method: Method, path: string, options: object | undefined): Promise<RawAnswer> {
    const init: SendInit = options ?? {};
    const headers = new Headers({ ...init.params?.header, ...init.headers });
    headers.set('apiCode', this.apiCode());
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      const extra = method === 'POST' && trackedPosts.has(path) && isRecord(init.body) ? this.postFields() : null;
      body = JSON.stringify(extra && Object.keys(extra).length > 0 ? { ...init.body, ...extra } : init.body);
      headers.set('Content-Type', 'application/json');
    }
    const url = this.baseUrl + pathWith(path, init.params?.path) + queryString(init.params?.query);
    const response = await this.fetchImpl(new Request(url, { method, headers, body, credentials: 'same-origin', keepalive: init.keepalive }));
    if (response.status === 204 || response.headers.get('Content-Length') === '0') return { response };
    if (response.ok) return { response, data: init.parseAs === 'blob' ? await response.blob() : await response.json() };
    const text = await response.text();
    try {
      return { response, error: text ? JSON.parse(text) : undefined };
    } catch {
      return { response, error: text };
    }
  }

  /**
   * Turns an answer into an ApiResult: the `data` of a `{ data }` body, or the error. The answer's type is the
   * one the generated document gives the operation (bodies are not validated here); the response DTOs are the
   * classes the document is generated from, and an API test fails when the committed document and the code
   * disagree.
   */
  private settle<T>(path: string, method: Method, call: () => Promise<RawAnswer>, expectedErrors: readonly string[] | undefined): Promise<ApiResult<T>>;
  private async settle(path: string, method: Method, call: () => Promise<RawAnswer>, expectedErrors: readonly string[] | undefined): Promise<ApiResult<unknown>> {
    let answer: RawAnswer;
    try {
      answer = await call();
    } catch (thrown) {
      const error: ApiError = { code: 'NETWORK_ERROR', message: thrown instanceof Error ? thrown.message : String(thrown) };
      const aborted = thrown instanceof DOMException && thrown.name === 'AbortError';
      if (!aborted && !this.unloading && method !== 'GET') this.onFailure(path, 0, { error });
      return { ok: false, status: 0, error };
    }
    const { response } = answer;
    if (response.ok && isRecord(answer.data) && 'data' in answer.data && !answer.data.error) {
      return { ok: true, data: answer.data.data, status: response.status };
    }
    const body = response.ok ? answer.data : answer.error;
    const error = response.ok ? { code: 'INTERNAL_ERROR', message: 'answer without data' } : toApiError(body, response.status);
    // Posts are logged and reported; request bodies never are (they may hold passwords).
    if (method !== 'GET' && !expectedErrors?.includes(error.code)) this.onFailure(response.url || path, response.status, body);
    return { ok: false, status: response.status, error };
  }

  private onFailure(url: string, status: number, data: unknown): void {
    this.logger.error('API request failed', { url, status, data });
    if (url.includes(FRONTEND_ERROR_PATH)) return; // never report the reporter
    this.reportFrontendError(`API request failed: ${url} (${status})`, { url, status, data });
  }
}
