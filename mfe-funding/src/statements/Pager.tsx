/**
 * Previous / next over the pages of a long list drawn a page at a time (a month's payment lines, the variance's
 * recipients): a large provider's month holds thousands of lines, and drawing them all at once would leave the page
 * unusable. Says where the user is ('Recipients 21-40 of 240').
 */
import { Button, HStack, Text } from 'shared-ui';

export interface PagerProps {
  /** What is paged, in words ('Lines', 'Recipients'): the navigation's name and the range's first word. */
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** One page of a list: the items of page `page` (1-based, kept within the pages there are) and the page count. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((at - 1) * size, at * size), page: at, pageCount };
}

export const PAGER_TEXT = { previous: 'Previous page', next: 'Next page' } as const;

export function Pager({ label, page, pageCount, pageSize, total, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label={`${label} pages`} gap="2" wrap="wrap" justify="space-between" py="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {label} {first}-{last} of {total}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" minH={{ base: '11', lg: '9' }} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {PAGER_TEXT.previous}
        </Button>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', lg: '9' }}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {PAGER_TEXT.next}
        </Button>
      </HStack>
    </HStack>
  );
}
