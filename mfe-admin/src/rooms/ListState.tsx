/**
 * A list's loading line or load failure with Retry: the kit's LoadStatus for a query of the administration lists (the
 * failure's toast comes from the query's errorMessage).
 */
import { LoadStatus } from 'shared-ui';

export interface ListStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingText: string;
  errorText: string;
}

export function ListState({ query, loadingText, errorText }: ListStateProps) {
  const status = query.isError ? 'error' : query.isPending ? 'loading' : null;
  if (!status) return null;
  return (
    <LoadStatus state={{ status }} loadingText={loadingText} errorMessage={errorText} onRetry={() => void query.refetch()} />
  );
}
