import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { PageLayout } from './PageLayout';

/** The part of a query a record page reads (TanStack Query's result has it). */
export interface RecordQuery {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RecordPageStateProps {
  /** The page's title while its record is not there. */
  title: string;
  /** What the page shows, in the messages: 'resident' -> 'The resident was not found in this facility.' */
  record: string;
  query: RecordQuery;
  /** Not a record id, or the API answered 404 (not in this facility): nothing to retry. */
  notFound: boolean;
}

/**
 * What a record page (a resident, a lead) shows until its record is loaded: a loading line, "not found in this
 * facility", or a load error with Retry. Written once so every record page behaves alike.
 */
export function RecordPageState({ title, record, query, notFound }: RecordPageStateProps) {
  if (!notFound && !query.isError) {
    return (
      <PageLayout title={title}>
        <HStack py="10" justify="center" role="status">
          <Spinner />
          <Text>Loading {record}...</Text>
        </HStack>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {notFound ? `The ${record} was not found in this facility.` : `The ${record} could not be loaded.`}
        </Alert.Title>
      </Alert.Root>
      {!notFound ? (
        <Button mt="3" loading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      ) : null}
    </PageLayout>
  );
}
