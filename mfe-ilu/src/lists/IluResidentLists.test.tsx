import { configure, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-auth/testing';
import type { ResidentListProps } from 'shared-domain/contracts/federated-props';
import { setRemoteLoader, type RemoteModuleLoader } from 'shared-ui';
import DepartedIluResidents from './DepartedIluResidents';
import IluResidents from './IluResidents';

configure({ asyncUtilTimeout: 5000 });

/** mfe-residents' './ResidentList', as a stand-in that shows the props it was given. */
const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>(async () => ({
  default: (props: ResidentListProps) => <pre data-testid="list-props">{JSON.stringify(props)}</pre>,
}));

beforeEach(() => setRemoteLoader(loader));
afterEach(() => setRemoteLoader(null));

const shownProps = async () => JSON.parse((await screen.findByTestId('list-props')).textContent ?? '') as ResidentListProps;

test("the residents list is the residents area's, reading GET allocations under the area's key", async () => {
  renderWithProviders(<IluResidents />);
  expect(await shownProps()).toEqual({
    departed: false,
    source: 'allocations',
    title: 'Independent living residents',
    otherList: { to: '/independentLiving/viewDepartedIluResidents', label: 'Departed residents' },
    queryKey: ['ilu', 'allocations', false],
  });
  expect(loader).toHaveBeenCalledWith('mfe_residents', './ResidentList', { retry: false });
});

test('the departed list reads GET allocations/departed-residents', async () => {
  renderWithProviders(<DepartedIluResidents />);
  expect(await shownProps()).toEqual({
    departed: true,
    source: 'allocations/departed-residents',
    title: 'Departed independent living residents',
    otherList: { to: '/independentLiving/viewResidents', label: 'Current residents' },
    queryKey: ['ilu', 'allocations', true],
  });
});

test('the list whose remote cannot be loaded: "This area is unavailable"', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loader.mockRejectedValueOnce(new Error('mfe_residents is down'));
  renderWithProviders(<IluResidents />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This area is unavailable');
});
