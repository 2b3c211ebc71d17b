import * as chakra from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../test/render';
import { DIALOG_PARTS, DRAWER_PARTS, Dialog, overlaysLoaded } from './overlays';

// The one test file where the overlays' code is not loaded beforehand (build-config/jest-setup-overlays.js).

test('the parts are Chakra’s Dialog and Drawer parts, all of them', () => {
  expect([...DIALOG_PARTS].sort()).toEqual(Object.keys(chakra.Dialog).sort());
  expect([...DRAWER_PARTS].sort()).toEqual(Object.keys(chakra.Drawer).sort());
});

function Example({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open} role="dialog">
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Upload photo</Dialog.Title>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

test('a closed overlay renders nothing and loads nothing; opening it loads its code and shows it', async () => {
  const view = renderUi(<Example open={false} />);
  expect(overlaysLoaded()).toBe(false);
  expect(view.container.textContent).toBe('');
  view.rerender(<Example open />);
  expect(await screen.findByRole('dialog')).toHaveTextContent('Upload photo');
  expect(overlaysLoaded()).toBe(true);
  // Loaded: closing and opening again works as Chakra's own dialog does.
  view.rerender(<Example open={false} />);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  view.rerender(<Example open />);
  expect(await screen.findByRole('dialog')).toHaveTextContent('Upload photo');
});
