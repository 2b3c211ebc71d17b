// The TanStack Query API the product uses, re-exported from the real package. build-config aliases
// `@tanstack/react-query` to this file, so the shared singleton carries only these exports and the bundler drops the
// rest (hydration, suspense queries, useQueries, prefetch hooks, query options helpers): shared modules are not
// tree-shaken otherwise. Add an export here when code needs one (the build fails with "export ... was not found").
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-full';
