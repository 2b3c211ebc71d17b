import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { RecordChangedNotice } from './RecordChangedNotice';

test('names who changed the record and when, with Reload', async () => {
  const onReload = jest.fn();
  // 03:41 UTC on 2 Mar 2026 is 2:41 pm in Melbourne (daylight saving time, UTC+11).
  renderUi(<RecordChangedNotice change={{ name: 'Mary Manager', atUtc: '2026-03-02T03:41:00.000Z' }} onReload={onReload} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    /^This record was changed by Mary Manager at 2:41 pm( on 02 Mar 2026)?\. Reload to see the change\.Reload$/,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});

test('without who and when it still says the record changed', () => {
  renderUi(<RecordChangedNotice change={null} onReload={() => {}} />);
  expect(screen.getByRole('alert')).toHaveTextContent('This record was changed by someone else. Reload to see the change.');
});
