/** A list's loading line or load failure with Retry (the failure's toast comes from the query's errorMessage). */
import { Alert, Button, HStack, Spinner, Text } from 'shared-ui';

export interface ListStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingText: string;
  errorText: string;
}

export function ListState({ query, loadingText, errorText }: ListStateProps) {
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{errorText}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" minH={{ base: '11', lg: '8' }} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (query.isPending) {
    return (
      <HStack gap="3" py="6" justify="center" role="status">
        <Spinner size="sm" />
        <Text>{loadingText}</Text>
      </HStack>
    );
  }
  return null;
}
