import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { MessageDialog } from './MessageDialog';

test('shows the title and every message as a list', async () => {
  const onClose = jest.fn();
  renderUi(
    <MessageDialog
      open
      title="Send resident leave"
      messages={['Leave overlaps another leave.', 'Return date is invalid.']}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send resident leave' });
  const items = within(dialog).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual(['Leave overlaps another leave.', 'Return date is invalid.']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(onClose).toHaveBeenCalled();
});

test('a single message is shown as text', async () => {
  renderUi(<MessageDialog open title="Depart resident" messages={['Departure date is invalid.']} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Departure date is invalid.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
});
