/**
 * The role editor's permission matrix: every permission of the table grouped by area, with View / Modify / Remove /
 * Action columns and a "select all" checkbox per area and column. The toggle rules are shared-domain/role-permissions
 * (granting remove grants modify and view, modify and action grant view, removing view removes the others).
 *
 * The keyboard (WAI-ARIA grid pattern): the matrix is one tab stop, not one per checkbox (about 230). The arrow keys
 * move between its checkboxes, across the areas (an area's "all" row, then its permissions); Home and End go to the
 * row's first and last, Ctrl+Home and Ctrl+End to the matrix's first and last; Space ticks. The checkbox last moved to
 * is the one Tab comes back to (roving tabindex).
 */
import type { PermissionGroups } from 'shared-domain/contracts/admin-users';
import type { PermissionFlags } from 'shared-domain/permissions';
import { NO_PERMISSION, groupHas, toggleFlag, toggleGroup, type PermissionFlag } from 'shared-domain/role-permissions';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Stack, Table, chakra } from 'shared-ui';

export type PermissionMatrixValue = Readonly<Record<string, PermissionFlags>>;

export const FLAG_COLUMNS: ReadonlyArray<{ flag: PermissionFlag; label: string }> = [
  { flag: 'canView', label: 'View' },
  { flag: 'canModify', label: 'Modify' },
  { flag: 'canRemove', label: 'Remove' },
  { flag: 'canAction', label: 'Action' },
];

export interface PermissionMatrixProps {
  groups: PermissionGroups;
  value: PermissionMatrixValue;
  onChange: (next: Record<string, PermissionFlags>) => void;
  readOnly?: boolean;
}

const box = { width: '5', height: '5', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } } as const;

/** The cell key of a checkbox: its row across the whole matrix and its column. */
const cellKey = (row: number, col: number) => `${row}:${col}`;

export function PermissionMatrix({ groups, value, onChange, readOnly }: PermissionMatrixProps) {
  const root = useRef<HTMLDivElement | null>(null);
  const [active, setActive] = useState(cellKey(0, 0));
  // Each area takes its "all" row, then a row per permission.
  const firstRow: number[] = [];
  let rows = 0;
  for (const g of groups) {
    firstRow.push(rows);
    rows += 1 + g.permissions.length;
  }
  const lastCol = FLAG_COLUMNS.length - 1;
  const cell = (row: number, col: number) => ({
    'data-cell': cellKey(row, col),
    tabIndex: cellKey(row, col) === active ? 0 : -1,
    onFocus: () => setActive(cellKey(row, col)),
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = (e.target as HTMLElement).getAttribute?.('data-cell');
    if (!at) return;
    const [row, col] = at.split(':').map(Number);
    let next: [number, number] | null = null;
    if (e.key === 'ArrowRight') next = [row, Math.min(lastCol, col + 1)];
    else if (e.key === 'ArrowLeft') next = [row, Math.max(0, col - 1)];
    else if (e.key === 'ArrowDown') next = [Math.min(rows - 1, row + 1), col];
    else if (e.key === 'ArrowUp') next = [Math.max(0, row - 1), col];
    else if (e.key === 'Home') next = e.ctrlKey ? [0, 0] : [row, 0];
    else if (e.key === 'End') next = e.ctrlKey ? [rows - 1, lastCol] : [row, lastCol];
    if (!next) return;
    e.preventDefault();
    root.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(next[0], next[1])}"]`)?.focus();
  };
  return (
    <Stack gap="5" ref={root} onKeyDown={onKeyDown}>
      {groups.map((group, gi) => {
        const names = group.permissions.map((p) => p.name);
        const headRow = firstRow[gi];
        return (
          <Box key={group.area} overflowX="auto">
            {/* Fixed layout: every area's columns line up, and four flag columns fit a 390 px phone without scrolling. */}
            <Table.Root size="sm" role="grid" aria-label={group.area} tableLayout="fixed" width="full">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col" width={{ base: '36%', md: '40%' }}>
                    {group.area}
                  </Table.ColumnHeader>
                  {FLAG_COLUMNS.map((c, ci) => (
                    <Table.ColumnHeader key={c.flag} scope="col" textAlign="center" px="1">
                      <chakra.label
                        display="inline-flex"
                        flexDirection={{ base: 'column', md: 'row' }}
                        alignItems="center"
                        gap={{ base: '1', md: '2' }}
                        fontSize={{ base: 'xs', md: 'sm' }}
                      >
                        <chakra.input
                          type="checkbox"
                          {...box}
                          checked={groupHas(value, names, c.flag)}
                          disabled={readOnly}
                          aria-label={`${c.label}: all of ${group.area}`}
                          {...cell(headRow, ci)}
                          onChange={() => onChange(toggleGroup(value, names, c.flag))}
                        />
                        {c.label}
                      </chakra.label>
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.permissions.map((p, pi) => {
                  const flags = value[p.name] ?? NO_PERMISSION;
                  return (
                    <Table.Row key={p.code} data-testid={`permission-${p.code}`}>
                      <Table.Cell>{p.label}</Table.Cell>
                      {FLAG_COLUMNS.map((c, ci) => (
                        <Table.Cell key={c.flag} textAlign="center">
                          <chakra.input
                            type="checkbox"
                            {...box}
                            checked={flags[c.flag]}
                            disabled={readOnly}
                            aria-label={`${group.area} ${p.label}: ${c.label}`}
                            {...cell(headRow + 1 + pi, ci)}
                            onChange={(e) => onChange({ ...value, [p.name]: toggleFlag(flags, c.flag, e.target.checked) })}
                          />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
