import type { ApiError, PostEndpoints, PostPath } from './contracts';

export type ApiResult<T> =
  | { ok: true; data: T; status: number; error?: undefined }
  | { ok: false; data?: undefined; status: number; error: ApiError };

export interface ApiClientOptions {
  /** Root of the HTTP API; default '/api'. */
  baseUrl?: string;
  /** Injected for tests; default the global fetch. */
  fetch?: typeof fetch;
  /** Where the apiCode header comes from; default the server-injected meta tag. */
  apiCode?: () => string;
  /** Console used for failure logs; default the global console. */
  logger?: Pick<Console, 'error'>;
}

export const API_CODE_META = 'shop-api-code';
export const DEV_API_CODE = 'shop-dev-api-code';
const FRONTEND_ERROR_PATH = '/system/frontend-error';

/** The apiCode the server wrote into `<meta name="shop-api-code">`, or the development fallback. */
export function readApiCode(doc: Document | undefined = globalThis.document): string {
  const value = doc?.querySelector(`meta[name="${API_CODE_META}"]`)?.getAttribute('content');
  return value && value.trim() ? value.trim() : DEV_API_CODE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toApiError(body: unknown, status: number): ApiError {
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields } = body.error;
    return {
      code: typeof code === 'string' ? code : 'INTERNAL_ERROR',
      message: typeof message === 'string' ? message : '',
      ...(isRecord(fields) ? { fields: fields as Record<string, string> } : {}),
    };
  }
  return { code: status === 0 ? 'NETWORK_ERROR' : status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR', message: `HTTP ${status}` };
}

/**
 * The one HTTP client of the frontend. JSON in and out, same-origin credentials and the apiCode header on
 * every call. A failed post is logged (URL, status, data) and reported as a frontend error; the caller
 * gets `{ ok: false, error }` and nothing else useful.
 */
export class ApiClient {
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly apiCode: () => string;
  private readonly logger: Pick<Console, 'error'>;
  /** Set while the page unloads: requests cut off by a reload or navigation are not failures to report. */
  private unloading = false;
  /** Visitor statistics fields every post carries while statistics are enabled (spec §7: iid, aqus). */
  private trackingData: () => Record<string, string> | null = () => null;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
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

  /** Sets where posts get their visitor statistics fields from (null: statistics off). */
  setTrackingData(source: () => Record<string, string> | null): void {
    this.trackingData = source;
  }

  url(path: string): string {
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  }

  private headers(extra?: Record<string, string>): Headers {
    const headers = new Headers({ Accept: 'application/json', apiCode: this.apiCode() });
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    return headers;
  }

  /**
   * POST a JSON body to one of the known endpoints. `keepalive` lets small fire-and-forget calls
   * (tracking) finish while the page unloads.
   */
  post<P extends PostPath>(
    path: P,
    body: PostEndpoints[P]['body'],
    options: { keepalive?: boolean; expectedErrors?: readonly string[] } = {},
  ): Promise<ApiResult<PostEndpoints[P]['data']>> {
    return this.send<PostEndpoints[P]['data']>(
      path,
      {
        method: 'POST',
        headers: this.headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify(this.withTracking(body)),
        keepalive: options.keepalive,
      },
      options.expectedErrors,
    );
  }

  /** POST multipart form data (file uploads); the browser sets the content type. */
  postForm<T>(path: string, form: FormData): Promise<ApiResult<T>> {
    return this.send<T>(path, { method: 'POST', headers: this.headers(), body: form });
  }

  /** GET a JSON answer. */
  get<T>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<ApiResult<T>> {
    return this.send<T>(this.withQuery(path, query), { method: 'GET', headers: this.headers() });
  }

  /** GET a file (e.g. the cart export). Resolves to null on failure. */
  async getBlob(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<Blob | null> {
    try {
      const response = await this.fetchImpl(this.url(this.withQuery(path, query)), {
        method: 'GET',
        headers: this.headers({ Accept: '*/*' }),
        credentials: 'same-origin',
      });
      return response.ok ? await response.blob() : null;
    } catch {
      return null;
    }
  }

  /**
   * Reports a frontend error to the server. Never throws, never reports its own failure (no recursion),
   * and uses fetch directly rather than `post`.
   */
  reportFrontendError(errMsg: string, errInfo: unknown = ''): void {
    let info: string;
    try {
      info = typeof errInfo === 'string' ? errInfo : JSON.stringify(errInfo);
    } catch {
      info = String(errInfo);
    }
    try {
      void this.fetchImpl(this.url(FRONTEND_ERROR_PATH), {
        method: 'POST',
        headers: this.headers({ 'Content-Type': 'application/json' }),
        credentials: 'same-origin',
        body: JSON.stringify({ errMsg: String(errMsg).slice(0, 1000), errInfo: (info ?? '').slice(0, 4000) }),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // reporting is best effort
    }
  }

  /** The body with iid and aqus added (a body's own values win); bodies that are not plain objects stay as they are. */
  private withTracking(body: unknown): unknown {
    const data = this.trackingData();
    if (!data || !isRecord(body) || Array.isArray(body)) return body ?? {};
    return { ...data, ...body };
  }

  private withQuery(path: string, query?: Record<string, string | number | boolean | undefined>): string {
    if (!query) return path;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
  }

  /**
   * `expectedErrors`: error codes that are ordinary business answers (a wrong password, an unknown order);
   * they go back to the caller without being logged or reported as frontend errors.
   */
  private async send<T>(path: string, init: RequestInit, expectedErrors?: readonly string[]): Promise<ApiResult<T>> {
    const url = this.url(path);
    let status = 0;
    let body: unknown = undefined;
    try {
      const response = await this.fetchImpl(url, { ...init, credentials: 'same-origin' });
      status = response.status;
      const text = await response.text();
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      if (response.ok && isRecord(body) && 'data' in body && !('error' in body && body.error)) {
        return { ok: true, data: body.data as T, status };
      }
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      body = { error: { code: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error) } };
      if (aborted || this.unloading) return { ok: false, status: 0, error: toApiError(body, 0) };
    }
    const error = toApiError(body, status);
    // Posts are logged and reported; request bodies never are (they may hold passwords).
    if (init.method === 'POST' && !expectedErrors?.includes(error.code)) this.onFailure(url, path, status, body);
    return { ok: false, status, error };
  }

  private onFailure(url: string, path: string, status: number, data: unknown): void {
    this.logger.error('API request failed', { url, status, data });
    if (path.split('?')[0] === FRONTEND_ERROR_PATH) return; // never report the reporter
    this.reportFrontendError(`API request failed: ${url} (${status})`, { url, status, data });
  }
}
