/**
 * shared-auth (federation singleton): the session/facility/permission/flag store, its hooks, the OpenID client and the
 * API client factory. Only the shell (or a remote's standalone harness) signs in; remotes read the same store through the hooks.
 */
export {
  useAuthStore,
  resetAuthStore,
  initialAuthState,
  type AuthState,
  type SessionUser,
  type SystemFlags,
  type FacilityFlags,
} from './store';
export {
  useSession,
  useFacility,
  usePermission,
  useFeatureFlag,
  useBanners,
  readFeatureFlag,
  activeBanners,
  currentFacilityIs,
} from './hooks';
export {
  createApiClient,
  apiClient,
  modelStateSummary,
  modelStateMessages,
  resetUnauthorizedHandling,
  type ApiClientOptions,
} from './api';
export { createIdempotencyKeys, type IdempotencyKeys } from './idempotency';
export {
  ApiError,
  isApiError,
  type ApiClient,
  type ApiErrorCode,
  type ApiRequestConfig,
  type ApiResponse,
  type ApiTransport,
  type DownloadProgressListener,
  type TransportRequest,
  type TransportResponse,
} from './http';
export {
  createQueryClient,
  disposeQueryClient,
  getJson,
  httpStatus,
  isCanceled,
  isRetryable,
  personKey,
  QUERY_RETRIES,
  type QueryClientOptions,
  type QueryMeta,
} from './query';
// The TanStack Query hooks, from the one copy the data layer runs on (a federation singleton): a remote that declares
// no copy of its own (mfe-billing, mfe-reports) reads its queries through shared-auth, as forms take formik from shared-ui/form.
export {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
export { useReferenceData, referenceDataKey, type ReferenceList, type ReferenceItem } from './reference-data';
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './config';
export {
  getUserManager,
  resetUserManager,
  loadUser,
  userStorageKey,
  signIn,
  completeSignIn,
  signOut,
  clearSession,
  isAnonymousPath,
  userManagerSettings,
  ANONYMOUS_PATHS,
} from './oidc';
export {
  initialiseSession,
  switchFacility,
  loadFacilityData,
  setSessionClients,
  SessionExpiredError,
  type FacilityDataResult,
} from './session';
export {
  readStoredFacility,
  storeFacility,
  chooseFacility,
  groupFacilitiesByRegion,
  readStoredUserProfile,
  storeUserProfile,
} from './facility';
export { startHarness, type HarnessOptions } from './harness-entry';
export {
  parseSse,
  keepEventStream,
  subscribeLiveTopic,
  useLiveTopic,
  setStreamOpener,
  type SseEvent,
  type EventStreamOptions,
  type StreamOpener,
} from './live';
