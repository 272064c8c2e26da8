// @canopy/api-client — the browser request layer (spec section 7) and the QueryClient defaults (section 9).
export { ApiError, isApiError } from './ApiError';
export type { ApiErrorKind } from './ApiError';
export {
  apiRequest,
  fetchWithRetry,
  throwIfNotOk,
  parseJson,
  networkRetryDelay,
  DEFAULT_TIMEOUT_MS,
  NETWORK_RETRIES,
  IDEMPOTENCY_RETRY_WINDOW_MS,
  RETRY_BASE_DELAY_MS,
} from './request';
export type { RequestOptions } from './request';
export { getQueryFn, readQueryResponse } from './queryFn';
export { joinEarlyReads } from './earlyReads';
export type { EarlyReadSource } from './earlyReads';
export type { UnauthorizedBehavior } from './queryFn';
export {
  createQueryClient,
  queryRetryDelay,
  retryOnce,
  QUERY_STALE_TIME_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  MUTATION_RETRY_DELAY_MS,
} from './createQueryClient';
