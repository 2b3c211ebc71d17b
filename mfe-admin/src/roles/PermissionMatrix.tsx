/**
 * The role editor's permission matrix: every permission of the table grouped by area, with View / Modify / Remove /
 * Action columns and a "select all" checkbox per area and column. The toggle rules are shared-domain/role-permissions
 * (granting remove grants modify and view, modify and action grant view, removing view removes the others).
 */
import type { PermissionGroups } from 'shared-domain/contracts/admin-users';
import type { PermissionFlags } from 'shared-domain/permissions';
import { NO_PERMISSION, groupHas, toggleFlag, toggleGroup, type PermissionFlag } from 'shared-domain/role-permissions';
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

export function PermissionMatrix({ groups, value, onChange, readOnly }: PermissionMatrixProps) {
  return (
    <Stack gap="5">
      {groups.map((group) => {
        const names = group.permissions.map((p) => p.name);
        return (
          <Box key={group.area} overflowX="auto">
            {/* Fixed layout: every area's columns line up, and four flag columns fit a 390 px phone without scrolling. */}
            <Table.Root size="sm" aria-label={group.area} tableLayout="fixed" width="full">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col" width={{ base: '36%', md: '40%' }}>
                    {group.area}
                  </Table.ColumnHeader>
                  {FLAG_COLUMNS.map((c) => (
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
                          onChange={() => onChange(toggleGroup(value, names, c.flag))}
                        />
                        {c.label}
                      </chakra.label>
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.permissions.map((p) => {
                  const flags = value[p.name] ?? NO_PERMISSION;
                  return (
                    <Table.Row key={p.code} data-testid={`permission-${p.code}`}>
                      <Table.Cell>{p.label}</Table.Cell>
                      {FLAG_COLUMNS.map((c) => (
                        <Table.Cell key={c.flag} textAlign="center">
                          <chakra.input
                            type="checkbox"
                            {...box}
                            checked={flags[c.flag]}
                            disabled={readOnly}
                            aria-label={`${group.area} ${p.label}: ${c.label}`}
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
