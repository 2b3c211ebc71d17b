/**
 * The HTTP client under the product's API client: the browser's `fetch` with the little of axios's interface the
 * product used (verbs returning `{ data, status, headers }`, query parameters, JSON bodies, `validateStatus`, errors
 * carrying the response), small enough not to weigh on the first page. Token, facility and 401 handling are the API
 * client's (`api.ts`); this file knows nothing of them.
 */

export type ApiResponseType = 'json' | 'blob' | 'text';

export interface ApiRequestConfig {
  /** Prefixed to a relative `url`. */
  baseURL?: string;
  url?: string;
  /** 'GET' unless given (either case). */
  method?: string;
  /** Query parameters: undefined and null left out, an array repeated (`a=1&a=2`, as the API's query parser reads it). */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A FormData, Blob, URLSearchParams or string is sent as it is; anything else as JSON. */
  data?: unknown;
  signal?: AbortSignal;
  /** 'json' (default: JSON when the answer says it is JSON, else text), 'blob' or 'text'. */
  responseType?: ApiResponseType;
  /** Which statuses resolve (default: 2xx); the others reject with an ApiError. */
  validateStatus?: (status: number) => boolean;
  /**
   * Told the bytes of the answer's body received so far, and its length when the server sent one (null when not: a
   * streamed export), as they arrive (a long download's progress).
   */
  onDownloadProgress?: DownloadProgressListener;
}

export type DownloadProgressListener = (received: number, total: number | null) => void;

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** What a transport is asked to send: the URL is complete (base and query string), the body ready for `fetch`. */
export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  responseType: ApiResponseType;
  onDownloadProgress?: DownloadProgressListener;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** Sends a request and reads the answer's body; rejects only when there is no answer (offline, aborted). */
export type ApiTransport = (request: TransportRequest) => Promise<TransportResponse>;

export type ApiErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED';

/**
 * A failed request. Names, codes and messages are axios's, which screens and the query layer already read: a cancelled
 * request is a `CanceledError` with code `ERR_CANCELED`, an answer the caller did not accept carries it as `response`.
 */
export class ApiError<T = unknown> extends Error {
  readonly isApiError = true;
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly response: ApiResponse<T> | undefined;
  readonly config: ApiRequestConfig;

  constructor(message: string, code: ApiErrorCode, config: ApiRequestConfig, response?: ApiResponse<T>) {
    super(message);
    this.name = code === 'ERR_CANCELED' ? 'CanceledError' : 'ApiError';
    this.code = code;
    this.config = config;
    this.response = response;
    this.status = response?.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (error as { isApiError?: unknown } | null)?.isApiError === true;
}

function isAbsolute(url: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The full URL: the base joined to a relative url by one slash, then the query string. */
function buildUrl(config: ApiRequestConfig): string {
  const url = config.url ?? '';
  const base = config.baseURL;
  let full = base && !isAbsolute(url) ? (url ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : base) : url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(config.params ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) query.append(name, queryValue(v));
  }
  const qs = query.toString();
  if (qs) full += (full.includes('?') ? '&' : '?') + qs;
  return full;
}

function isSentAsIs(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  );
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}

/** No answer: the request was cancelled, or the network failed (offline, the server unreachable). */
function noAnswer(config: ApiRequestConfig): ApiError {
  return config.signal?.aborted
    ? new ApiError('canceled', 'ERR_CANCELED', config)
    : new ApiError('Network Error', 'ERR_NETWORK', config);
}

/** Sends one request through the transport; resolves with the answer when its status is accepted. */
export async function sendRequest(config: ApiRequestConfig, transport: ApiTransport): Promise<ApiResponse> {
  const headers = { ...config.headers };
  let body: BodyInit | undefined;
  if (config.data !== undefined && config.data !== null) {
    if (isSentAsIs(config.data)) body = config.data;
    else {
      body = JSON.stringify(config.data);
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    }
  }
  if (config.signal?.aborted) throw noAnswer(config);
  let answer: TransportResponse;
  try {
    answer = await transport({
      method: (config.method ?? 'GET').toUpperCase(),
      url: buildUrl(config),
      headers,
      body,
      signal: config.signal,
      responseType: config.responseType ?? 'json',
      ...(config.onDownloadProgress ? { onDownloadProgress: config.onDownloadProgress } : {}),
    });
  } catch {
    throw noAnswer(config);
  }
  const response: ApiResponse = { data: answer.data, status: answer.status, headers: answer.headers };
  const accepted = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
  if (!accepted(response.status)) {
    const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new ApiError(`Request failed with status code ${response.status}`, code, config, response);
  }
  return response;
}

/** The body as a blob, read chunk by chunk to report its progress (a browser without body streams reads it at once). */
async function readBlobWithProgress(response: Response, onProgress: DownloadProgressListener): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size, total);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, type ? { type } : {});
}

async function readBody(
  response: Response,
  responseType: ApiResponseType,
  onProgress?: DownloadProgressListener,
): Promise<unknown> {
  if (responseType === 'blob') return onProgress && response.ok ? readBlobWithProgress(response, onProgress) : response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A body that is not the JSON it claims to be (a proxy's error page): the text, as axios gave it.
    return text;
  }
}

/** The browser's transport. */
export const fetchTransport: ApiTransport = async ({ method, url, headers, body, signal, responseType, onDownloadProgress }) => {
  const response = await fetch(url, { method, headers, body, signal });
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name.toLowerCase()] = value;
  });
  return { status: response.status, headers: responseHeaders, data: await readBody(response, responseType, onDownloadProgress) };
};

/** The client's interface: axios's verbs, resolving with `{ data, status, headers }`. */
export interface ApiClient {
  request<T = unknown>(config: ApiRequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
}

/**
 * A client over one send function (the API client's, which adds the session to each request, or a test's). `T` is the
 * caller's word for the body's type, as it was with axios: nothing checks it.
 */
export function httpClient(send: (config: ApiRequestConfig) => Promise<ApiResponse>): ApiClient {
  const request = <T>(config: ApiRequestConfig) => send(config) as Promise<ApiResponse<T>>;
  return {
    request,
    get: (url, config) => request({ ...config, url, method: 'GET' }),
    delete: (url, config) => request({ ...config, url, method: 'DELETE' }),
    post: (url, data, config) => request({ ...config, url, data, method: 'POST' }),
    put: (url, data, config) => request({ ...config, url, data, method: 'PUT' }),
    patch: (url, data, config) => request({ ...config, url, data, method: 'PATCH' }),
  };
}
