import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Button, Input } from './chakra';
import { FormDialog } from './FormDialog';

test('a titled form: submit (button or Enter) and cancel', async () => {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  renderUi(
    <FormDialog open title="Transfer resident" submitLabel="Transfer" onSubmit={onSubmit} onClose={onClose}>
      <Input aria-label="Notes" name="notes" />
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Transfer resident' });
  expect(within(dialog).getByRole('form', { name: 'Transfer resident' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'x{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(2);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('default labels, a custom cancel label, and busy disables submit', async () => {
  renderUi(<FormDialog open title="Edit leave" busy cancelLabel="Back" onSubmit={() => {}} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit leave' });
  expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  const submit = within(dialog)
    .getAllByRole('button')
    .find((b) => b.getAttribute('type') === 'submit');
  expect(submit).toBeDisabled();
});

test('without onSubmit it only informs: a Close button and no submit button', async () => {
  const onClose = jest.fn();
  renderUi(
    <FormDialog open title="Legal notice" onClose={onClose}>
      No notice.
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Legal notice' });
  expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
  expect(closeButtons).toHaveLength(2);
  await userEvent.click(closeButtons[0]);
  expect(onClose).toHaveBeenCalled();
});

test('renders nothing when closed', () => {
  renderUi(<FormDialog open={false} title="T" onSubmit={() => {}} onClose={() => {}} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('submitDisabled disables the submit button (no spinner) and Enter does not submit; Cancel still works', async () => {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  const { rerender } = renderUi(
    <FormDialog open title="Assign bed" submitDisabled onSubmit={onSubmit} onClose={onClose}>
      <Input aria-label="Notes" name="notes" />
    </FormDialog>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Assign bed' });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  expect(save).not.toHaveAttribute('data-loading');
  await userEvent.click(save);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'x{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  rerender(
    <FormDialog open title="Assign bed" submitDisabled={false} onSubmit={onSubmit} onClose={onClose}>
      <Input aria-label="Notes" name="notes" />
    </FormDialog>,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

function ContactWithAddress({ outer, inner }: { outer: () => void; inner: () => void }) {
  const [address, setAddress] = useState(false);
  return (
    <FormDialog open title="Add contact" onSubmit={outer} onClose={() => {}}>
      <Button onClick={() => setAddress(true)}>Edit address</Button>
      <FormDialog
        open={address}
        title="Edit contact address"
        submitLabel="Save address"
        onSubmit={inner}
        onClose={() => setAddress(false)}
      />
    </FormDialog>
  );
}

test('a dialog opened from inside another submits only itself', async () => {
  const outer = jest.fn();
  const inner = jest.fn();
  renderUi(<ContactWithAddress outer={outer} inner={inner} />);
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Add contact' })).getByRole('button', { name: 'Edit address' }),
  );
  const save = await screen.findByRole('button', { name: 'Save address' });
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Edit contact address' })).toHaveStyle({ pointerEvents: 'auto' }),
  );
  await userEvent.click(save);
  expect(inner).toHaveBeenCalledTimes(1);
  expect(outer).not.toHaveBeenCalled();
});

test('a dialog that replaces another (View, then Edit from inside it) stays open, by mouse and by Enter', async () => {
  const closed = jest.fn();
  function Screen() {
    const [mode, setMode] = useState<'view' | 'edit' | null>(null);
    return (
      <>
        <Button onClick={() => setMode('view')}>View</Button>
        {mode ? (
          // A new key: the edit form is a new dialog, as a screen remounts its form for another mode.
          <FormDialog
            key={mode}
            open
            title={mode === 'view' ? 'Accommodation type' : 'Edit accommodation type'}
            readOnly={mode === 'view'}
            onSubmit={() => {}}
            onClose={() => {
              closed();
              setMode(null);
            }}
          >
            {mode === 'view' ? <Button onClick={() => setMode('edit')}>Edit</Button> : <Input aria-label="Name" />}
          </FormDialog>
        ) : null}
      </>
    );
  }
  renderUi(<Screen />);
  for (const how of ['mouse', 'keyboard'] as const) {
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'Accommodation type' });
    const edit = within(view).getByRole('button', { name: 'Edit' });
    if (how === 'mouse') await userEvent.click(edit);
    else {
      edit.focus();
      await userEvent.keyboard('{Enter}');
    }
    const form = await screen.findByRole('dialog', { name: 'Edit accommodation type' });
    // The old dialog's focus returns to the page's View button; that is no reason to close the new one.
    await new Promise((r) => setTimeout(r, 100));
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit accommodation type' })).toBeVisible();
    expect(closed).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    closed.mockClear();
  }
});
