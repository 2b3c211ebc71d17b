import { screen } from '@testing-library/react';
import { usePermission } from 'shared-auth';
import { renderUi } from '../test/render';
import { PermissionGate } from './PermissionGate';

jest.mock('shared-auth', () => ({ usePermission: jest.fn() }));

const flags = (over: Partial<Record<'canView' | 'canModify' | 'canRemove' | 'canAction', boolean>>) => ({
  canView: false,
  canModify: false,
  canRemove: false,
  canAction: false,
  ...over,
});

test('shows children when the flag is held', () => {
  jest.mocked(usePermission).mockReturnValue(flags({ canView: true }));
  renderUi(<PermissionGate name="residentsDetails">Residents</PermissionGate>);
  expect(screen.getByText('Residents')).toBeInTheDocument();
  expect(usePermission).toHaveBeenCalledWith('residentsDetails');
});

test('shows the fallback when the flag is not held', () => {
  jest.mocked(usePermission).mockReturnValue(flags({ canView: true }));
  renderUi(
    <PermissionGate name="deviceExpiryNotification" flag="canAction" fallback={<span>No access</span>}>
      Expiry
    </PermissionGate>,
  );
  expect(screen.queryByText('Expiry')).not.toBeInTheDocument();
  expect(screen.getByText('No access')).toBeInTheDocument();
});

test('renders nothing by default when denied', () => {
  jest.mocked(usePermission).mockReturnValue(flags({}));
  const { container } = renderUi(<PermissionGate name="manageUsers">Users</PermissionGate>);
  expect(container).toBeEmptyDOMElement();
});
