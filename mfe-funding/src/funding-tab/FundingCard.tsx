/** The funding tab's building blocks (the tab and its AN-ACC calculator): a card section under its heading, and a figure. */
import type { ReactNode } from 'react';
import { Box, Card, Heading, Text } from 'shared-ui';

/** A section of the tab: a card named by its heading (`id` is the heading's). */
export function FundingCard({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm" data-testid={testId}>
      <Card.Header>
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A figure under its small label. */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box overflowWrap="anywhere">{children}</Box>
    </Box>
  );
}
