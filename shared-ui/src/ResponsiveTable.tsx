import { Box, NativeSelect, Table, chakra } from '@chakra-ui/react';
import type { Key, MouseEvent, ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface ResponsiveColumn<T> {
  key: string;
  /** The column header. */
  header: ReactNode;
  /** The label before the value in stacked rows (default: the header when it is text). */
  label?: string;
  cell: (row: T, index: number) => ReactNode;
  /** In stacked rows: the row's title, shown first and without a label (a name with its link). */
  primary?: boolean;
  /** In stacked rows: no label before the value (an actions cell). */
  hideLabel?: boolean;
  /** The header sorts by this column (with `sort` / `onSortChange`). */
  sortable?: boolean;
  textAlign?: 'start' | 'end';
}

export interface ResponsiveTableProps<T> {
  columns: readonly ResponsiveColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** The table's accessible name. */
  'aria-label'?: string;
  /** Below md: 'stack' (default) shows each row as a card of "label: value" lines; 'scroll' keeps the table and
   * scrolls it sideways inside its own box. */
  narrow?: 'stack' | 'scroll';
  /** Attributes of a row (data-testid...). */
  rowProps?: (row: T, index: number) => Record<string, string | number | boolean | undefined>;
  /** A click on a row (not on a link or button inside it). Keyboard users use the row's link: give the primary
   * column one. */
  onRowClick?: (row: T) => void;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  size?: 'sm' | 'md';
  /** Highlight the row under the pointer. */
  interactive?: boolean;
  variant?: 'line' | 'outline';
}

const NARROW = '@media screen and (max-width: 47.99rem)';

/** Stacked rows below md: one card per row, "label: value" lines, the header kept for assistive technology only. */
const stackedCss = {
  [NARROW]: {
    display: 'block',
    borderWidth: '0',
    '& > thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: '0',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      borderWidth: '0',
    },
    '& > tbody': { display: 'block' },
    '& > tbody > tr': {
      display: 'block',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg',
      px: '3',
      py: '2',
      mb: '3',
    },
    '& > tbody > tr > td': {
      display: 'flex',
      gap: '3',
      alignItems: 'baseline',
      px: '0',
      py: '1',
      borderWidth: '0',
      textAlign: 'start',
      minW: '0',
      overflowWrap: 'anywhere',
    },
    '& > tbody > tr > td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 40%',
      color: 'fg.muted',
      fontSize: 'xs',
      fontWeight: 'medium',
    },
    '& > tbody > tr > td[data-primary]': { fontSize: 'md', fontWeight: 'semibold', pb: '1.5' },
  },
};

function labelOf<T>(c: ResponsiveColumn<T>): string | undefined {
  if (c.primary || c.hideLabel) return undefined;
  return c.label ?? (typeof c.header === 'string' ? c.header : undefined);
}

function isInteractive(target: EventTarget | null, row: HTMLElement): boolean {
  for (let el = target as HTMLElement | null; el && el !== row; el = el.parentElement) {
    if (/^(A|BUTTON|INPUT|SELECT|TEXTAREA|LABEL)$/.test(el.tagName)) return true;
  }
  return false;
}

/**
 * A table at md and wider; below md (390 px phones) each row becomes a stacked card of "label: value" lines (or the
 * table scrolls sideways in its own focusable box with `narrow="scroll"`). One DOM for both: the roles are explicit so
 * the stacked rows stay a table for assistive technology.
 */
export function ResponsiveTable<T>({
  columns,
  rows,
  rowKey,
  narrow = 'stack',
  rowProps,
  onRowClick,
  sort,
  onSortChange,
  size = 'sm',
  interactive,
  variant = 'line',
  ...rest
}: ResponsiveTableProps<T>) {
  const label = rest['aria-label'];
  const sortable = columns.filter((c) => c.sortable);
  const nextSort = (key: string): TableSort => ({
    key,
    direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
  });
  const table = (
    <Table.Root
      size={size}
      variant={variant}
      interactive={interactive || !!onRowClick}
      role="table"
      aria-label={label}
      css={narrow === 'stack' ? stackedCss : undefined}
    >
      <Table.Header role="rowgroup">
        <Table.Row role="row">
          {columns.map((c) => (
            <Table.ColumnHeader
              key={c.key}
              role="columnheader"
              textAlign={c.textAlign}
              aria-sort={c.sortable && sort?.key === c.key ? sort.direction : undefined}
            >
              {c.sortable && onSortChange ? (
                <chakra.button
                  type="button"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  fontWeight="inherit"
                  cursor="pointer"
                  rounded="sm"
                  focusVisibleRing="outside"
                  onClick={() => onSortChange(nextSort(c.key))}
                >
                  {c.header}
                  <span aria-hidden="true">{sort?.key === c.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}</span>
                </chakra.button>
              ) : (
                c.header
              )}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body role="rowgroup">
        {rows.map((row, i) => (
          <Table.Row
            key={rowKey(row, i)}
            role="row"
            {...(rowProps ? rowProps(row, i) : {})}
            {...(onRowClick
              ? {
                  cursor: 'pointer',
                  onClick: (e: MouseEvent<HTMLTableRowElement>) => {
                    if (!isInteractive(e.target, e.currentTarget)) onRowClick(row);
                  },
                }
              : {})}
          >
            {columns.map((c) => (
              <Table.Cell
                key={c.key}
                role="cell"
                textAlign={c.textAlign}
                data-label={labelOf(c)}
                data-primary={c.primary ? '' : undefined}
              >
                {c.cell(row, i)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  return (
    <Box minW="0" maxW="full">
      {narrow === 'stack' && sortable.length && onSortChange ? (
        <Box display={{ base: 'block', md: 'none' }} mb="3">
          <NativeSelect.Root size="sm" width="full">
            <NativeSelect.Field
              aria-label="Sort by"
              value={sort ? `${sort.key}:${sort.direction}` : ''}
              onChange={(e) => {
                const [key, direction] = e.currentTarget.value.split(':');
                if (key) onSortChange({ key, direction: direction === 'descending' ? 'descending' : 'ascending' });
              }}
            >
              {sort ? null : <option value="">Sort by</option>}
              {sortable.flatMap((c) => {
                const name = c.label ?? (typeof c.header === 'string' ? c.header : c.key);
                return [
                  <option key={`${c.key}:a`} value={`${c.key}:ascending`}>
                    {name} (ascending)
                  </option>,
                  <option key={`${c.key}:d`} value={`${c.key}:descending`}>
                    {name} (descending)
                  </option>,
                ];
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ) : null}
      {narrow === 'scroll' ? (
        <Box
          overflowX="auto"
          maxW="full"
          tabIndex={0}
          role="region"
          aria-label={label ? `${label} (scrolls sideways)` : 'Table'}
          focusVisibleRing="inside"
        >
          {table}
        </Box>
      ) : (
        table
      )}
    </Box>
  );
}
