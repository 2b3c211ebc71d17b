import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Providers } from 'shared-auth/testing';
import { permissionGroups } from 'shared-domain/admin-users';
import type { PermissionFlags } from 'shared-domain/permissions';
import { PermissionMatrix } from './PermissionMatrix';

jest.setTimeout(60000);

function Matrix() {
  const [value, setValue] = useState<Record<string, PermissionFlags>>({});
  // The API's shape (mutable lists) from the shared table.
  const groups = permissionGroups().map((g) => ({ ...g, permissions: [...g.permissions] }));
  return <PermissionMatrix groups={groups} value={value} onChange={setValue} />;
}

test('the matrix is one tab stop; the arrow keys move between its checkboxes, across the areas (grid pattern)', async () => {
  render(
    <Providers>
      <button type="button">Before</button>
      <Matrix />
      <button type="button">After</button>
    </Providers>,
  );
  const groups = permissionGroups();
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  expect(boxes.length).toBeGreaterThan(100);
  expect(boxes.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  expect(document.querySelectorAll('table[role="grid"]')).toHaveLength(groups.length);

  await userEvent.click(screen.getByRole('button', { name: 'Before' }));
  await userEvent.tab();
  const area = groups[0].area;
  const first = groups[0].permissions[0].label;
  expect(screen.getByLabelText(`View: all of ${area}`)).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByLabelText(`Modify: all of ${area}`)).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByLabelText(`${area} ${first}: Modify`)).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByLabelText(`${area} ${first}: Action`)).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(screen.getByLabelText(`${area} ${first}: View`)).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(screen.getByLabelText(`${area} ${first}: View`)).toBeChecked();
  // Past the last permission of an area: the next area's "all" row.
  for (let i = 0; i < groups[0].permissions.length; i += 1) await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByLabelText(`View: all of ${groups[1].area}`)).toHaveFocus();
  // Tab leaves the matrix at once, and comes back to the checkbox last moved to.
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByLabelText(`View: all of ${groups[1].area}`)).toHaveFocus();
  await userEvent.keyboard('{Control>}{End}{/Control}');
  const last = groups.at(-1)!;
  expect(screen.getByLabelText(`${last.area} ${last.permissions.at(-1)!.label}: Action`)).toHaveFocus();
});
