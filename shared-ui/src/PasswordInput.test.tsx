import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { PasswordInput } from './PasswordInput';

test('hides the password and toggles it with an accessible button', async () => {
  renderUi(
    <>
      <label htmlFor="pw">New password</label>
      <PasswordInput id="pw" defaultValue="Secret1!" />
    </>,
  );
  const input = screen.getByLabelText('New password');
  expect(input).toHaveAttribute('type', 'password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('controlled visibility reports changes', async () => {
  const onVisibleChange = jest.fn();
  renderUi(<PasswordInput aria-label="Password" visible={false} onVisibleChange={onVisibleChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(onVisibleChange).toHaveBeenCalledWith(true);
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
});
