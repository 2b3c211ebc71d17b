import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

test('asks and reports confirm and cancel', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderUi(
    <ConfirmDialog
      open
      title="Delete photo"
      message="Delete the profile photo?"
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Delete photo');
  expect(dialog).toHaveTextContent('Delete the profile photo?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});

test('renders nothing when closed', () => {
  renderUi(<ConfirmDialog open={false} title="T" message="M" onConfirm={() => {}} onCancel={() => {}} />);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
